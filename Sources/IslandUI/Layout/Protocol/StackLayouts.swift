import Foundation

// The stacks as `Layout`s, as SwiftUI's `HStackLayout`, `VStackLayout` and `ZStackLayout`:
// `layout { … }` draws exactly as `HStack`, `VStack` and `ZStack` do (through the constraint
// solver). Called directly, from a layout of your own, they size and place each subview at its
// ideal size, one after the other.

/// A row as a ``Layout``.
public struct HStackLayout: Layout, NodeMakingLayout {
    public var alignment: VerticalAlignment
    public var spacing: CGFloat?

    public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil) {
        self.alignment = alignment
        self.spacing = spacing
    }

    public static var layoutProperties: LayoutProperties {
        var properties = LayoutProperties()
        properties.stackOrientation = .horizontal
        return properties
    }

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        IdealStack(axis: .horizontal, spacing: spacing, subviews: subviews).size
    }

    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        IdealStack(axis: .horizontal, spacing: spacing, subviews: subviews).place(in: bounds) { container, size in
            alignment.key.defaultValue(in: ViewDimensions(width: 0, height: container))
                - alignment.key.defaultValue(in: ViewDimensions(width: 0, height: size))
        }
    }

    package func makeNode(content: AnyView, in context: NodeContext) -> ViewNode {
        let spec = StackSpec(axis: .horizontal, alignment: Alignment(horizontal: .center, vertical: alignment), spacing: spacing.map(\.sanitizedLength))
        return ViewNode(.stack(spec), children: [content.makeNode(in: context)], identity: context.identity)
    }
}

/// A column as a ``Layout``.
public struct VStackLayout: Layout, NodeMakingLayout {
    public var alignment: HorizontalAlignment
    public var spacing: CGFloat?

    public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil) {
        self.alignment = alignment
        self.spacing = spacing
    }

    public static var layoutProperties: LayoutProperties {
        var properties = LayoutProperties()
        properties.stackOrientation = .vertical
        return properties
    }

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        IdealStack(axis: .vertical, spacing: spacing, subviews: subviews).size
    }

    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        IdealStack(axis: .vertical, spacing: spacing, subviews: subviews).place(in: bounds) { container, size in
            alignment.key.defaultValue(in: ViewDimensions(width: container, height: 0))
                - alignment.key.defaultValue(in: ViewDimensions(width: size, height: 0))
        }
    }

    package func makeNode(content: AnyView, in context: NodeContext) -> ViewNode {
        let spec = StackSpec(axis: .vertical, alignment: Alignment(horizontal: alignment, vertical: .center), spacing: spacing.map(\.sanitizedLength))
        return ViewNode(.stack(spec), children: [content.makeNode(in: context)], identity: context.identity)
    }
}

/// Layers as a ``Layout``.
public struct ZStackLayout: Layout, NodeMakingLayout {
    public var alignment: Alignment

    public init(alignment: Alignment = .center) { self.alignment = alignment }

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        subviews.reduce(CGSize.zero) { size, subview in
            let ideal = subview.sizeThatFits(.unspecified)
            return CGSize(width: max(size.width, ideal.width), height: max(size.height, ideal.height))
        }
    }

    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        let container = ViewDimensions(width: bounds.width, height: bounds.height)
        for subview in subviews {
            let size = subview.sizeThatFits(.unspecified)
            let dimensions = ViewDimensions(width: size.width, height: size.height)
            let point = CGPoint(
                x: bounds.minX + container[alignment.horizontal] - dimensions[alignment.horizontal],
                y: bounds.minY + container[alignment.vertical] - dimensions[alignment.vertical])
            subview.place(at: point, proposal: .unspecified)
        }
    }

    package func makeNode(content: AnyView, in context: NodeContext) -> ViewNode {
        ViewNode(.zStack(alignment), children: [content.makeNode(in: context)], identity: context.identity)
    }
}

/// Subviews one after the other at their ideal sizes, spaced as they ask (or by `spacing`).
private struct IdealStack {
    let axis: Axis
    let spacing: CGFloat?
    let subviews: LayoutSubviews
    let sizes: [CGSize]

    init(axis: Axis, spacing: CGFloat?, subviews: LayoutSubviews) {
        self.axis = axis
        self.spacing = spacing
        self.subviews = subviews
        sizes = subviews.map { $0.sizeThatFits(.unspecified) }
    }

    func gap(after index: Int) -> CGFloat {
        guard index + 1 < subviews.endIndex else { return 0 }
        return spacing ?? subviews[index].spacing.distance(to: subviews[index + 1].spacing, along: axis)
    }

    var size: CGSize {
        var main: CGFloat = 0
        var cross: CGFloat = 0
        for (offset, size) in sizes.enumerated() {
            main += (axis == .horizontal ? size.width : size.height) + gap(after: subviews.startIndex + offset)
            cross = max(cross, axis == .horizontal ? size.height : size.width)
        }
        return axis == .horizontal ? CGSize(width: main, height: cross) : CGSize(width: cross, height: main)
    }

    /// Places the subviews one after the other, each moved across by `cross(bounds' length,
    /// its length)` (where the alignment puts it).
    func place(in bounds: CGRect, cross: (CGFloat, CGFloat) -> Double) {
        var position = axis == .horizontal ? bounds.minX : bounds.minY
        for (offset, subview) in subviews.enumerated() {
            let size = sizes[offset]
            if axis == .horizontal {
                subview.place(at: CGPoint(x: position, y: bounds.minY + cross(bounds.height, size.height)), proposal: ProposedViewSize(size))
                position += size.width
            } else {
                subview.place(at: CGPoint(x: bounds.minX + cross(bounds.width, size.width), y: position), proposal: ProposedViewSize(size))
                position += size.height
            }
            position += gap(after: subviews.startIndex + offset)
        }
    }
}
