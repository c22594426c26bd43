import Foundation

/// The subviews a custom ``Layout`` arranges, in the order they were written, as SwiftUI's
/// `LayoutSubviews` (groups, `ForEach` and `if` flattened into their views).
public struct LayoutSubviews: RandomAccessCollection, Equatable {
    public typealias Index = Int
    public typealias Element = LayoutSubview
    public typealias SubSequence = LayoutSubviews

    let elements: ArraySlice<LayoutSubview>

    init(_ elements: ArraySlice<LayoutSubview>) { self.elements = elements }

    public var startIndex: Int { elements.startIndex }
    public var endIndex: Int { elements.endIndex }
    public subscript(index: Int) -> LayoutSubview { elements[index] }
    public subscript(bounds: Range<Int>) -> LayoutSubviews { LayoutSubviews(elements[bounds]) }

    /// A terminal lays text out left to right.
    public var layoutDirection: LayoutDirection { .leftToRight }

    public static func == (lhs: LayoutSubviews, rhs: LayoutSubviews) -> Bool {
        lhs.elements.elementsEqual(rhs.elements)
    }
}

/// The direction text and rows run, as SwiftUI's `LayoutDirection`.
public enum LayoutDirection: Hashable, Sendable, CaseIterable {
    case leftToRight, rightToLeft
}

/// One subview of a custom ``Layout``, as SwiftUI's `LayoutSubview`: ask it its size for a
/// proposal, then place it.
///
///     let size = subview.sizeThatFits(.unspecified)
///     subview.place(at: CGPoint(x: bounds.minX, y: y), anchor: .topLeading, proposal: ProposedViewSize(size))
///
/// Sizes are in points, as in SwiftUI; the engine turns the frames the layout gives into cells
/// at the end, as it does every frame (``CellMetrics``).
public struct LayoutSubview: Equatable {
    let node: ViewNode
    let index: Int
    let context: CustomLayoutPass

    /// The size the subview answers to `proposal`.
    public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        let size = context.engine.size(of: node, proposal: proposal.engineProposal, axis: context.axis)
        return CGSize(width: size.width, height: size.height)
    }

    /// The subview's size for `proposal` and its alignment guides.
    public func dimensions(in proposal: ProposedViewSize) -> ViewDimensions {
        let size = sizeThatFits(proposal)
        return ViewDimensions(width: size.width, height: size.height)
    }

    /// Its `layoutPriority`.
    public var priority: Double { node.layoutPriority }

    /// The space it likes around it (the stacks' defaults: one column across, no row down).
    public var spacing: ViewSpacing { ViewSpacing() }

    /// The value it set with `layoutValue(key:value:)`, or the key's default.
    public subscript<K: LayoutValueKey>(key: K.Type) -> K.Value {
        node.layoutValues[ObjectIdentifier(key)] as? K.Value ?? K.defaultValue
    }

    /// Puts the subview at `position` (in the coordinates of the layout's `bounds`), with the
    /// point `anchor` of its frame there, at the size it answers to `proposal`. A subview not
    /// placed goes to the middle of the bounds, as in SwiftUI.
    public func place(at position: CGPoint, anchor: UnitPoint = .topLeading, proposal: ProposedViewSize) {
        context.placements[index] = CustomLayoutPass.Placement(
            x: Double(position.x), y: Double(position.y), anchor: anchor, proposal: proposal)
    }

    public static func == (lhs: LayoutSubview, rhs: LayoutSubview) -> Bool {
        lhs.node === rhs.node && lhs.index == rhs.index
    }
}
