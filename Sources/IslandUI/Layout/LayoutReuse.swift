import TerminalCanvas

/// Whether a freshly resolved tree lays out exactly as the last one did, so a renderer can give
/// it the last layout's frames instead of measuring it again.
///
///     last frame:   HStack { Text("Bill James") ; Text(timer) "24:59" }     laid out
///     this frame:   HStack { Text("Bill James") ; Text(timer) "24:58" }     frames reused
///
/// A timer tick changes what texts say, not how big they are: a timer reserves the widest string
/// it will show, so its size is the reservation whatever the digits. Two trees are alike when
/// every pair of nodes has the same shape (kind, children, priority) and each pair of texts has
/// the same size under every proposal. Anything whose size is decided by code this cannot
/// compare (a custom `Layout`, alignment guides, a `GeometryReader`'s content) is never alike.
enum LayoutReuse {
    /// For each node of `last`, its counterpart in `next`, when `next` lays out as `last` at
    /// every size; nil otherwise.
    static func counterparts(from last: ViewNode, to next: ViewNode) -> Counterparts? {
        var pairs = Counterparts()
        // Read once a tree: the differential test's planted bug, never set elsewhere.
        let comparesTexts = Reuse.planted != .layoutReuseTextSizes
        return pair(last, next, into: &pairs, comparingTexts: comparesTexts) ? pairs : nil
    }

    private static func pair(_ last: ViewNode, _ next: ViewNode, into pairs: inout Counterparts, comparingTexts: Bool) -> Bool {
        guard last.children.count == next.children.count, last.layoutPriority == next.layoutPriority,
              isComparable(last), isComparable(next), sameSize(last.kind, next.kind, comparingTexts: comparingTexts),
              pairs.record(next, for: last) else { return false }
        for (a, b) in zip(last.children, next.children) where !pair(a, b, into: &pairs, comparingTexts: comparingTexts) { return false }
        return true
    }

    /// The last tree's nodes with their counterparts, found by the number each was given when
    /// the last tree was laid out (`ViewNode.serial`): an index, where a dictionary by object
    /// hashed every node twice a timer tick.
    struct Counterparts {
        private var pairs: [(last: ViewNode, next: ViewNode)?] = []

        /// Records `next` as `last`'s counterpart; false when `last` has no number of its own
        /// (not numbered, or a number another node has), and then the trees are not paired.
        mutating func record(_ next: ViewNode, for last: ViewNode) -> Bool {
            let index = last.serial
            guard index >= 0, index < 1 << 24 else { return false }
            while pairs.count <= index { pairs.append(nil) }
            guard pairs[index] == nil else { return false }
            pairs[index] = (last, next)
            // The counterpart takes the number a layout pass would give it (the trees have one
            // shape), so the tree after it can be paired with it in turn.
            next.serial = index
            return true
        }

        /// The counterpart of `last`, if it was paired.
        subscript(last: ViewNode) -> ViewNode? {
            let index = last.serial
            guard index >= 0, index < pairs.count, let pair = pairs[index], pair.last === last else { return nil }
            return pair.next
        }
    }

    /// Whether nothing about the node's size is left to code of the user's (closures cannot be
    /// compared).
    private static func isComparable(_ node: ViewNode) -> Bool {
        node.adapt == nil && node.horizontalGuides.isEmpty && node.verticalGuides.isEmpty && node.layoutValues.isEmpty
    }

    /// Whether two kinds answer every proposal with the same size and place their children alike.
    private static func sameSize(_ a: ViewNode.Kind, _ b: ViewNode.Kind, comparingTexts: Bool) -> Bool {
        switch (a, b) {
        case (.group, .group), (.empty, .empty), (.divider, .divider), (.opacity, .opacity), (.hidden, .hidden):
            return true
        case (.shape, .shape):
            // A shape takes what it is offered, whatever it draws.
            return true
        case (.text(let x), .text(let y)): return !comparingTexts || x.sizesAlike(y)
        case (.glyph(_, let x, _), .glyph(_, let y, _)): return x == y
        case (.stack(let x), .stack(let y)): return x == y
        case (.zStack(let x), .zStack(let y)): return x == y
        case (.spacer(let x), .spacer(let y)): return x == y
        case (.progress(let x), .progress(let y)): return x.style == y.style
        case (.control(let x), .control(let y)): return x.kind == y.kind
        case (.frame(let x), .frame(let y)): return x == y
        case (.padding(let x), .padding(let y)): return x == y
        case (.background(let x), .background(let y)), (.overlay(let x), .overlay(let y)): return x == y
        case (.fixedSize(let h1, let v1), .fixedSize(let h2, let v2)): return h1 == h2 && v1 == v2
        default:
            // A custom layout's size is its code's answer; different kinds differ.
            return false
        }
    }

    /// `laidOut` with every node replaced by its counterpart; nil when one has none.
    static func remapped(_ laidOut: LaidOutNode, _ pairs: Counterparts) -> LaidOutNode? {
        guard let node = pairs[laidOut.node] else { return nil }
        var children: [LaidOutNode] = []
        children.reserveCapacity(laidOut.children.count)
        for child in laidOut.children {
            guard let mapped = remapped(child, pairs) else { return nil }
            children.append(mapped)
        }
        return LaidOutNode(node: node, frame: laidOut.frame, children: children)
    }
}

/// The layouts a renderer made of its last tree, by the size asked: a lock screen card is laid
/// out twice a frame (its ideal height, then in the rows it gets), a compact slot measured for
/// its ideal width. Handed on to the next tree when it lays out alike.
struct KeptLayouts {
    struct Size: Hashable {
        var width: Int
        var height: Int?
    }

    var root: ViewNode
    var layouts: [Size: LaidOutNode] = [:]
    var idealWidth: Int?

    /// The same layouts for `next`, or nil when it does not lay out as `root`.
    func handedOn(to next: ViewNode) -> KeptLayouts? {
        guard let pairs = LayoutReuse.counterparts(from: root, to: next) else { return nil }
        var handed = KeptLayouts(root: next, idealWidth: idealWidth)
        for (size, laidOut) in layouts {
            guard let mapped = LayoutReuse.remapped(laidOut, pairs) else { return nil }
            handed.layouts[size] = mapped
        }
        return handed
    }
}
