import FrameVocabulary
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

        func hash(into hasher: inout Hasher) { hasher.combine(path.bytesHash) }
    }

    /// Nodes whose painted areas are wanted whether or not they leave a region (a tree's timers,
    /// which a later frame paints again alone), and those areas, in paint order.
    private let watched: Set<ObjectIdentifier>
    package private(set) var watchedAreas: [Rect] = []

    /// Where each node's subtree was painted, its own area and its descendants' (kept while
    /// watching), and the same from an earlier paint for a repaint to skip what it does not
    /// reach (`skipsOutside`).
    package private(set) var extents: [ObjectIdentifier: Rect] = [:]
    private var openExtents: [Rect?] = []
    private let earlierExtents: [ObjectIdentifier: Rect]?

    package init(isRecording: Bool = true, watching watched: Set<ObjectIdentifier> = []) {
        self.isRecording = isRecording
        self.watched = watched
        earlierExtents = nil
    }

    /// A recorder for a repaint clipped to a small area: nothing recorded, and a node whose
    /// subtree an earlier paint of the same layout drew wholly outside the clip is skipped.
    package init(skippingOutside extents: [ObjectIdentifier: Rect]) {
        isRecording = false
        watched = []
        earlierExtents = extents
    }

    /// Whether `node`'s subtree was drawn wholly outside `clip` by the earlier paint.
    package func isOutside(_ node: ViewNode, _ clip: Rect) -> Bool {
        guard let earlier = earlierExtents?[ObjectIdentifier(node)] else { return false }
        return earlier.intersection(clip).isEmpty
    }

    /// Painting `node`'s subtree starts (while watching, its extent is gathered).
    package mutating func enter() {
        if !watched.isEmpty { openExtents.append(nil) }
    }

    /// Painting `node`'s subtree ends.
    package mutating func leave(_ node: ViewNode) {
        guard !watched.isEmpty, let extent = openExtents.popLast() else { return }
        guard let extent else { return }
        let id = ObjectIdentifier(node)
        extents[id] = extents[id].map { Self.union($0, extent) } ?? extent
        if !openExtents.isEmpty { openExtents[openExtents.count - 1] = openExtents.last!.map { Self.union($0, extent) } ?? extent }
    }

    private static func union(_ a: Rect, _ b: Rect) -> Rect {
        if a.isEmpty { return b }
        if b.isEmpty { return a }
        let minX = min(a.minX, b.minX), minY = min(a.minY, b.minY)
        return Rect(x: minX, y: minY, width: max(a.maxX, b.maxX) - minX, height: max(a.maxY, b.maxY) - minY)
    }

    /// Records `node`, painted in `area` (already clipped to what is visible), if it matters.
    package mutating func record(_ node: ViewNode, in area: Rect) {
        if !watched.isEmpty {
            if watched.contains(ObjectIdentifier(node)) { watchedAreas.append(area) }
            if !openExtents.isEmpty, !area.isEmpty {
                openExtents[openExtents.count - 1] = openExtents.last!.map { Self.union($0, area) } ?? area
            }
        }
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
