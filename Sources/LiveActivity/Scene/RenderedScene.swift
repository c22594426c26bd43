import FrameVocabulary
import TerminalCanvas

/// A scene drawn: the island, a banner and the Lock Screen's cards, each a presentation whose
/// regions are scoped by activity and slot (`ride·compact/leading/0`), and the problems met.
public struct RenderedScene: Sendable {
    /// One drawn presentation of one activity.
    public struct Part: Sendable {
        public var activityID: String
        public var presentation: Presentation
        public var rendered: RenderedPresentation
    }

    /// The island: compact, expanded, or both minimal presentations side by side.
    public var island: RenderedPresentation?
    public var banner: Part?
    public var lockScreen: [Part]
    /// Activities that could not be drawn (their data does not decode, an image too large), with why.
    public var errors: [SceneError]

    /// What its parts warn of (content cut, SF Symbols not in TermIsland's table), each once, the
    /// island's first, then the banner's and the cards': what the previewer's status line says.
    public var warnings: [PresentationWarning] {
        var seen = Set<PresentationWarning>()
        let parts = [island].compactMap { $0 } + [banner?.rendered].compactMap { $0 } + lockScreen.map(\.rendered)
        return parts.flatMap(\.warnings).filter { seen.insert($0).inserted }
    }

    /// Everything stacked top to bottom, a blank row between parts, as one frame with one hit
    /// map: what a text transcript shows and what a click is looked up in.
    public func stacked() -> RenderedFrame {
        let parts = [island].compactMap { $0 } + [banner?.rendered].compactMap { $0 } + lockScreen.map(\.rendered)
        let width = parts.map(\.canvas.width).max() ?? 0
        let height = parts.map(\.canvas.height).reduce(0, +) + max(0, parts.count - 1)
        var frame = RenderedFrame(canvas: Canvas(width: width, height: height))
        var y = 0
        for part in parts {
            frame.compose(part.frame, at: Point(x: 0, y: y))
            y += part.canvas.height + 1
        }
        return frame
    }
}

/// An activity's presentation that could not be drawn in a scene, with why, as values:
///
///     ride (lock-screen): an image in the lock-screen presentation is framed 400 × 90 pt; …
public struct SceneError: Hashable, Sendable, CustomStringConvertible {
    public var activityID: String
    public var presentation: Presentation
    public var error: PresentationError

    public init(activityID: String, presentation: Presentation, error: PresentationError) {
        self.activityID = activityID
        self.presentation = presentation
        self.error = error
    }

    public var description: String { "\(activityID) (\(presentation.rawValue)): \(error)" }
}
