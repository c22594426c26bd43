import Foundation

/// A shape, as SwiftUI's: a path in a rectangle, filled or stroked. The built-in shapes draw as
/// cell blocks (a fill) or box lines (a stroke); a shape of your own draws its path in braille
/// dots (2 × 4 to a cell).
///
///     Capsule().fill(.green.opacity(0.3)).frame(height: 4)   // ━━━━━━━ a bar one cell high
///     Circle().trim(from: 0, to: 0.7).stroke(.green, lineWidth: 3)   // ◕
///     struct Wave: Shape { func path(in rect: CGRect) -> Path { … } }
public protocol Shape: View {
    func path(in rect: CGRect) -> Path
}

extension Shape {
    /// A shape of the app's own is drawn from its path.
    public var body: ShapeView { ShapeView(shape: shapeKind) }

    var shapeKind: ShapeSpec.Shape {
        if let basic = self as? any BasicShape { return basic.kind }
        let shape = self
        return .path(PathMaker(name: String(reflecting: Self.self)) { shape.path(in: $0) })
    }

    /// The shape filled with a colour, gradient or material.
    public func fill<S: ShapeStyle>(_ style: S, style fillStyle: FillStyle = FillStyle()) -> ShapeView {
        ShapeView(shape: shapeKind, fill: AnyShapeStyle(style))
    }

    /// The shape filled with the foreground style.
    public func fill() -> ShapeView { ShapeView(shape: shapeKind, fill: AnyShapeStyle(ForegroundStyle())) }

    /// The shape's outline (a terminal line is one cell, whatever `lineWidth` says).
    public func stroke<S: ShapeStyle>(_ style: S, lineWidth: CGFloat = 1) -> ShapeView {
        ShapeView(shape: shapeKind, stroke: AnyShapeStyle(style))
    }

    /// The outline in a `StrokeStyle`: dashes draw as dashed lines.
    public func stroke<S: ShapeStyle>(_ style: S, style strokeStyle: StrokeStyle) -> ShapeView {
        ShapeView(shape: shapeKind, stroke: AnyShapeStyle(style), isDashed: !strokeStyle.dash.isEmpty)
    }

    /// The outline in the foreground style.
    public func stroke(lineWidth: CGFloat = 1) -> ShapeView {
        ShapeView(shape: shapeKind, stroke: AnyShapeStyle(ForegroundStyle()))
    }

    public func stroke(style strokeStyle: StrokeStyle) -> ShapeView {
        ShapeView(shape: shapeKind, stroke: AnyShapeStyle(ForegroundStyle()), isDashed: !strokeStyle.dash.isEmpty)
    }

    /// The outline drawn inside the shape's frame: in a terminal, the same cells as `stroke`.
    public func strokeBorder<S: ShapeStyle>(_ style: S, lineWidth: CGFloat = 1, antialiased: Bool = true) -> ShapeView {
        stroke(style, lineWidth: lineWidth)
    }

    public func strokeBorder<S: ShapeStyle>(_ style: S, style strokeStyle: StrokeStyle, antialiased: Bool = true) -> ShapeView {
        stroke(style, style: strokeStyle)
    }

    public func strokeBorder(lineWidth: CGFloat = 1, antialiased: Bool = true) -> ShapeView { stroke(lineWidth: lineWidth) }

    /// Part of the outline, from `from` to `to` (0…1): a ring's progress. A stroked circle or
    /// ring trimmed this way draws as ◔ ◑ ◕ ● by quarters.
    public func trim(from: CGFloat = 0, to: CGFloat = 1) -> ShapeView {
        var view = ShapeView(shape: shapeKind)
        view.trim = Double(min(from, to)).clamped...Double(max(from, to)).clamped
        return view
    }

    /// The shape inset by `amount` points (drawn in the same cells).
    public func inset(by amount: CGFloat) -> Self { self }

    /// The shape rotated (a terminal draws it as it is).
    public func rotation(_ angle: Angle, anchor: UnitPoint = .center) -> Self { self }
}

/// A shape with its fill or stroke, ready to draw.
public struct ShapeView: View, PrimitiveView {
    let shape: ShapeSpec.Shape
    var fill: AnyShapeStyle?
    var stroke: AnyShapeStyle?
    var isDashed = false
    var trim: ClosedRange<Double>?

    init(shape: ShapeSpec.Shape, fill: AnyShapeStyle? = nil, stroke: AnyShapeStyle? = nil, isDashed: Bool = false) {
        self.shape = shape
        self.fill = fill
        self.stroke = stroke
        self.isDashed = isDashed
    }

    /// Fills the trimmed shape, or strokes it.
    public func fill<S: ShapeStyle>(_ style: S, style fillStyle: FillStyle = FillStyle()) -> ShapeView {
        var copy = self
        copy.fill = AnyShapeStyle(style)
        return copy
    }

    public func stroke<S: ShapeStyle>(_ style: S, lineWidth: CGFloat = 1) -> ShapeView {
        var copy = self
        copy.stroke = AnyShapeStyle(style)
        return copy
    }

    public func stroke<S: ShapeStyle>(_ style: S, style strokeStyle: StrokeStyle) -> ShapeView {
        var copy = self
        copy.stroke = AnyShapeStyle(style)
        copy.isDashed = !strokeStyle.dash.isEmpty
        return copy
    }

    public func stroke(lineWidth: CGFloat = 1) -> ShapeView { stroke(ForegroundStyle(), lineWidth: lineWidth) }

    public func stroke(style strokeStyle: StrokeStyle) -> ShapeView { stroke(ForegroundStyle(), style: strokeStyle) }

    public func strokeBorder<S: ShapeStyle>(_ style: S, lineWidth: CGFloat = 1, antialiased: Bool = true) -> ShapeView {
        stroke(style, lineWidth: lineWidth)
    }

    package func makeNode(in context: NodeContext) -> ViewNode {
        let environment = context.environment
        // Unstyled, a shape fills with the foreground colour; a trimmed one is a stroke.
        let defaultStyle: AnyShapeStyle? = stroke == nil && fill == nil ? AnyShapeStyle(ForegroundStyle()) : nil
        let fillPaint = (trim == nil ? (fill ?? defaultStyle) : fill)?.paint(in: environment)
        let strokePaint = (stroke ?? (trim != nil ? defaultStyle : nil))?.paint(in: environment)
        var spec = ShapeSpec(shape: shape, fill: fillPaint?.representative, fillGradient: fillPaint?.gradient,
                             stroke: strokePaint?.representative, scheme: environment.colorScheme)
        spec.isDashed = isDashed
        spec.trim = trim
        return ViewNode(.shape(spec), identity: context.identity)
    }
}

/// How a line is drawn, as SwiftUI's `StrokeStyle`: a terminal keeps whether it is dashed.
public struct StrokeStyle: Hashable, Sendable {
    public var lineWidth: CGFloat
    public var lineCap: CGLineCap
    public var lineJoin: CGLineJoin
    public var miterLimit: CGFloat
    public var dash: [CGFloat]
    public var dashPhase: CGFloat

    public init(lineWidth: CGFloat = 1, lineCap: CGLineCap = .butt, lineJoin: CGLineJoin = .miter, miterLimit: CGFloat = 10,
                dash: [CGFloat] = [], dashPhase: CGFloat = 0) {
        self.lineWidth = lineWidth
        self.lineCap = lineCap
        self.lineJoin = lineJoin
        self.miterLimit = miterLimit
        self.dash = dash
        self.dashPhase = dashPhase
    }
}

/// Line ends, as Core Graphics names them.
public enum CGLineCap: Hashable, Sendable { case butt, round, square }
/// Line joins, as Core Graphics names them.
public enum CGLineJoin: Hashable, Sendable { case miter, round, bevel }

/// How a path is filled (the even-odd rule is kept for source compatibility).
public struct FillStyle: Hashable, Sendable {
    public var isEOFilled: Bool
    public var isAntialiased: Bool
    public init(eoFill: Bool = false, antialiased: Bool = true) {
        isEOFilled = eoFill
        isAntialiased = antialiased
    }
}

/// Shapes drawn through ``ShapeView``.
package protocol BasicShape: Shape, PrimitiveView {
    var kind: ShapeSpec.Shape { get }
}

extension BasicShape {
    public var body: Never { fatalError("\(Self.self) is drawn directly and has no body") }

    package func makeNode(in context: NodeContext) -> ViewNode {
        ShapeView(shape: kind).makeNode(in: context)
    }
}

public struct Rectangle: BasicShape {
    public init() {}
    package var kind: ShapeSpec.Shape { .rectangle }
    public func path(in rect: CGRect) -> Path { Path(rect) }
}

public struct RoundedRectangle: BasicShape {
    public var cornerSize: CGSize
    public var style: RoundedCornerStyle

    public init(cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) {
        cornerSize = CGSize(width: cornerRadius, height: cornerRadius)
        self.style = style
    }

    public init(cornerSize: CGSize, style: RoundedCornerStyle = .continuous) {
        self.cornerSize = cornerSize
        self.style = style
    }

    package var kind: ShapeSpec.Shape { .roundedRectangle }
    public func path(in rect: CGRect) -> Path { Path(roundedRect: rect, cornerSize: cornerSize) }
}

/// Corner style of a rounded rectangle (a terminal draws both alike).
public enum RoundedCornerStyle: Sendable { case circular, continuous }

public struct Capsule: BasicShape {
    /// The corners' style, kept as written (a terminal draws both alike).
    public var style: RoundedCornerStyle
    public init(style: RoundedCornerStyle = .continuous) { self.style = style }
    package var kind: ShapeSpec.Shape { .capsule }
    public func path(in rect: CGRect) -> Path {
        Path(roundedRect: rect, cornerRadius: min(rect.width, rect.height) / 2)
    }
}

public struct Circle: BasicShape {
    public init() {}
    package var kind: ShapeSpec.Shape { .circle }
    public func path(in rect: CGRect) -> Path {
        let side = min(rect.width, rect.height)
        return Path(ellipseIn: CGRect(x: rect.midX - side / 2, y: rect.midY - side / 2, width: side, height: side))
    }
}

public struct Ellipse: BasicShape {
    public init() {}
    package var kind: ShapeSpec.Shape { .ellipse }
    public func path(in rect: CGRect) -> Path { Path(ellipseIn: rect) }
}

/// The shape of the container the view is in: in a Live Activity, the island or the Lock Screen
/// card, drawn with rounded corners.
public struct ContainerRelativeShape: BasicShape {
    public init() {}
    package var kind: ShapeSpec.Shape { .containerRelative }
    public func path(in rect: CGRect) -> Path { Path(roundedRect: rect, cornerRadius: 12) }
}

/// The shapes SwiftUI names as shape styles' shorthands: `.rect(cornerRadius: 8)`, `.capsule`,
/// `.circle`.
extension Shape where Self == Rectangle {
    public static var rect: Rectangle { Rectangle() }
}

extension Shape where Self == RoundedRectangle {
    public static func rect(cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) -> RoundedRectangle {
        RoundedRectangle(cornerRadius: cornerRadius, style: style)
    }
}

extension Shape where Self == Capsule {
    public static var capsule: Capsule { Capsule() }
    /// `.clipShape(.capsule(style: .continuous))`: a terminal draws both styles alike.
    public static func capsule(style: RoundedCornerStyle) -> Capsule { Capsule(style: style) }
}

extension Shape where Self == Circle {
    public static var circle: Circle { Circle() }
}

extension Shape where Self == Ellipse {
    public static var ellipse: Ellipse { Ellipse() }
}

extension Shape where Self == ContainerRelativeShape {
    public static var containerRelative: ContainerRelativeShape { ContainerRelativeShape() }
}
