import Motion
import TerminalCanvas

/// Collects a frame's regions while it is painted.
///
/// A node leaves a region when it draws (text, a symbol, a shape, a control) or when it says
/// something Motion or a previewer needs whatever it draws: a transition, a content transition,
/// an animation, an accessibility label, an explicit `id`. Containers that only arrange leave
/// none, so a frame of a busy presentation has a few dozen regions, not hundreds.
///
/// A modifier that wraps a view shares its identity (a padded text is one view to the user);
/// when two nodes of one identity both leave regions, the inner one's ID gets a `+1`, `+2`
/// suffix, stable from frame to frame as long as the tree's shape is.
package struct RegionRecorder {
    /// When false (a plain render into a canvas), nothing is kept.
    package let isRecording: Bool
    package private(set) var regions: [Region] = []
    private var taken: [PathKey: Int] = [:]

    /// A path as a dictionary key, hashed a few instructions a byte (FNV-1a) and compared as
    /// bytes: a frame records a region for most of its views.
    private struct PathKey: Hashable {
        let path: String

        static func == (a: PathKey, b: PathKey) -> Bool { a.path.hasSameBytes(as: b.path) }

        func hash(into hasher: inout Hasher) {
            var path = path
            hasher.combine(path.withUTF8 { bytes in
                bytes.reduce(UInt64(0xCBF2_9CE4_8422_2325)) { ($0 ^ UInt64($1)) &* 0x0000_0100_0000_01B3 }
            })
        }
    }

    package init(isRecording: Bool = true) { self.isRecording = isRecording }

    /// Records `node`, painted in `area` (already clipped to what is visible), if it matters.
    package mutating func record(_ node: ViewNode, in area: Rect) {
        guard isRecording, let kind = Self.kind(of: node) else { return }
        var path = node.identityPath
        let key = PathKey(path: path)
        if let count = taken[key] {
            taken[key] = count + 1
            path += "+\(count)"
        } else {
            taken[key] = 1
        }
        let motion = node.motion
        regions.append(Region(
            id: RegionID(path), rect: area, kind: kind,
            transition: motion.transition?.effect, contentTransition: motion.contentTransition?.effect,
            animation: motion.animation?.timing, accessibilityLabel: node.accessibilityLabel,
            action: Self.action(of: node), intent: Self.intent(of: node)))
    }

    private static func kind(of node: ViewNode) -> RegionKind? {
        switch node.kind {
        case .text(let text): return text.reservedWidth > 0 ? .timerText : .text
        case .glyph: return .image
        case .shape, .divider, .progress: return .shape
        case .control: return .control
        case .empty, .hidden, .spacer: return nil
        case .group, .stack, .zStack, .frame, .padding, .background, .overlay, .fixedSize, .opacity, .custom:
            let motion = node.motion
            let isExplicit = node.identity.components.last.map { if case .explicit = $0 { true } else { false } } ?? false
            let matters = motion.transition != nil || motion.contentTransition != nil || motion.animation != nil
                || node.accessibilityLabel != nil || isExplicit || node.linkURL != nil
            return matters ? .container : nil
        }
    }

    private static func action(of node: ViewNode) -> RegionAction? {
        if let url = node.linkURL { return .openURL(url) }
        guard case .control(let spec) = node.kind else { return nil }
        // A control whose label is only an image is named by its accessibility label.
        let name = spec.isNamedByLabel ? spec.actionIdentifier : node.accessibilityLabel ?? spec.actionIdentifier
        switch spec.kind {
        case .button: return .button(name)
        case .toggle(let isOn): return .toggle(name, isOn: isOn)
        }
    }

    private static func intent(of node: ViewNode) -> RegionIntent? {
        guard case .control(let spec) = node.kind else { return nil }
        return spec.intent
    }
}
