/// A shape that fills the space offered to it. Style it with `fill(_:)` or `stroke(_:)`;
/// unstyled, it fills with the foreground colour.
public protocol Shape: View {}

/// Draws shapes as cell blocks (a fill) or box lines (a stroke): rounded corners where the shape
/// is round, square where it is not.
public struct ShapeView: View, PrimitiveView {
    let shape: ShapeSpec.Shape
    let fill: Color?
    let stroke: Color?

    package func makeNode(in context: NodeContext) -> ViewNode {
        let fill = self.fill ?? (stroke == nil ? context.environment.foregroundColor ?? .primary : nil)
        return ViewNode(.shape(ShapeSpec(shape: shape, fill: fill, stroke: stroke, scheme: context.environment.colorScheme)), identity: context.identity)
    }
}

/// Shapes drawn through ``ShapeView``.
package protocol BasicShape: Shape, PrimitiveView {
    var kind: ShapeSpec.Shape { get }
}

extension BasicShape {
    package func makeNode(in context: NodeContext) -> ViewNode {
        ShapeView(shape: kind, fill: nil, stroke: nil).makeNode(in: context)
    }
}

extension Shape {
    private var shapeKind: ShapeSpec.Shape { (self as? any BasicShape)?.kind ?? .rectangle }

    /// The shape filled with a colour.
    public func fill(_ color: Color) -> ShapeView { ShapeView(shape: shapeKind, fill: color, stroke: nil) }

    /// The shape's outline in a colour (a terminal line is one cell, whatever `lineWidth` says).
    public func stroke(_ color: Color, lineWidth: Double = 1) -> ShapeView {
        ShapeView(shape: shapeKind, fill: nil, stroke: color)
    }
}

public struct Rectangle: BasicShape {
    public init() {}
    package var kind: ShapeSpec.Shape { .rectangle }
}

public struct RoundedRectangle: BasicShape {
    public init(cornerRadius: Double, style: RoundedCornerStyle = .continuous) {}
    package var kind: ShapeSpec.Shape { .roundedRectangle }
}

/// Corner style of a rounded rectangle (a terminal draws both alike).
public enum RoundedCornerStyle: Sendable { case circular, continuous }

public struct Capsule: BasicShape {
    public init(style: RoundedCornerStyle = .continuous) {}
    package var kind: ShapeSpec.Shape { .capsule }
}

public struct Circle: BasicShape {
    public init() {}
    package var kind: ShapeSpec.Shape { .circle }
}

/// The shape of the container the view is in: in a Live Activity, the island or the Lock Screen
/// card, drawn with rounded corners.
public struct ContainerRelativeShape: BasicShape {
    public init() {}
    package var kind: ShapeSpec.Shape { .containerRelative }
}
