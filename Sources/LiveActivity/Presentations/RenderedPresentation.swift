import Foundation
import FrameVocabulary
import IslandUI
import TerminalCanvas

/// A rendered presentation and what went wrong drawing it, as values: warnings (content taller
/// than Apple allows, a device without an island) and errors (what ActivityKit would refuse,
/// such as an image larger than its presentation); `transcript()` says them under the drawing.
///
/// Its regions are its content's, in the presentation's cells, plus one for the whole
/// presentation (kind `.presentation`, ID "" until a scene scopes it), whose action is the
/// app's `widgetURL` where it set one.
public struct RenderedPresentation: Sendable {
    public var canvas: Canvas
    public var regions: [Region]
    /// What the drawing warns of; each `description` is a sentence for people.
    public var warnings: [PresentationWarning]
    /// What ActivityKit would refuse; each `description` is a sentence for people.
    public var errors: [PresentationError]
    /// The `widgetURL` the content set, if any (a tap on the presentation opens it).
    var widgetURL: URL?
    /// The SF Symbols drawn that are not in TermIsland's table, each once, in the order drawn;
    /// each is also one of `warnings`.
    public internal(set) var unknownSymbols: [SymbolDiagnostic] = []
    /// Apple's size rules the content breaks, as values (`island lint`); some are also
    /// sentences in `warnings` or `errors`.
    public internal(set) var diagnostics: [PresentationDiagnostic] = []
    /// What VoiceOver reads, element by element, in reading order.
    public internal(set) var voiceOver: [VoiceOverElement] = []

    public init(canvas: Canvas, regions: [Region] = [], warnings: [PresentationWarning] = [], errors: [PresentationError] = []) {
        self.canvas = canvas
        self.regions = regions
        self.warnings = warnings
        self.errors = errors
    }

    /// The canvas and regions as one frame.
    public var frame: RenderedFrame { RenderedFrame(canvas: canvas, regions: regions) }
}
