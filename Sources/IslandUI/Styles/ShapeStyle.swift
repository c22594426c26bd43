/// A colour or pattern to fill, stroke or write with, as SwiftUI's `ShapeStyle`: a `Color`, the
/// hierarchical styles (`.primary` … `.quaternary`), `.tint`, a gradient, a material.
///
///     Text("Delayed").foregroundStyle(.tertiary)
///     Capsule().fill(LinearGradient(colors: [.green, .yellow], startPoint: .leading, endPoint: .trailing))
///     content.background(.ultraThinMaterial, in: RoundedRectangle(cornerRadius: 12))
///
/// A terminal cell has one foreground and one background colour: a translucent style is blended
/// with what is behind it, a gradient gives each cell the colour at its place, a material is a
/// translucent grey of the colour scheme.
public protocol ShapeStyle {}

/// What a shape style is in a terminal, resolved in an environment: one colour, or a gradient.
package enum Paint: Equatable, Sendable {
    case color(Color)
    case gradient(GradientPaint)

    /// One colour standing for the paint (a gradient's middle), for what draws in one colour.
    package var representative: Color {
        switch self {
        case .color(let color): color
        case .gradient(let gradient): gradient.reachesEdges && gradient.stops.isEmpty ? gradient.color(x: 0.5, y: 0.5) : gradient.color(at: 0.5)
        }
    }

    package var gradient: GradientPaint? {
        if case .gradient(let gradient) = self { return gradient }
        return nil
    }
}

/// The styles TermIsland knows how to draw; a style of the app's own draws as `.primary`.
package protocol ResolvableShapeStyle: ShapeStyle {
    func paint(in environment: EnvironmentValues) -> Paint
}

extension ShapeStyle {
    /// This style as a terminal draws it in `environment`.
    package func paint(in environment: EnvironmentValues) -> Paint {
        (self as? any ResolvableShapeStyle)?.paint(in: environment) ?? .color(.primary)
    }

    /// This style at `opacity` times its opacity.
    public func opacity(_ opacity: Double) -> some ShapeStyle {
        OpacityShapeStyle(base: AnyShapeStyle(self), opacity: opacity)
    }

    /// The style a level down the hierarchy (as `.fill.secondary`): less opaque.
    public var secondary: some ShapeStyle { HierarchicalShapeStyleModifier(base: self, level: 1) }
    public var tertiary: some ShapeStyle { HierarchicalShapeStyleModifier(base: self, level: 2) }
    public var quaternary: some ShapeStyle { HierarchicalShapeStyleModifier(base: self, level: 3) }
}

/// A style a level or more down its hierarchy (`.red.secondary`), as SwiftUI's
/// `HierarchicalShapeStyleModifier`, the type under `secondary`'s `some ShapeStyle`: the base
/// style at 60%, 30% or 18% of its opacity.
public struct HierarchicalShapeStyleModifier<Base: ShapeStyle>: ResolvableShapeStyle {
    public typealias Resolved = Never
    let base: Base
    /// 1 secondary, 2 tertiary, 3 quaternary.
    let level: Int

    package func paint(in environment: EnvironmentValues) -> Paint {
        let opacity = [1, 0.6, 0.3, 0.18][min(max(level, 0), 3)]
        return OpacityShapeStyle(base: AnyShapeStyle(base), opacity: opacity).paint(in: environment)
    }
}

extension Color: ResolvableShapeStyle {
    package func paint(in environment: EnvironmentValues) -> Paint { .color(self) }
}

/// Any shape style, its type erased.
public struct AnyShapeStyle: ResolvableShapeStyle, @unchecked Sendable {
    private let resolve: (EnvironmentValues) -> Paint

    public init<S: ShapeStyle>(_ style: S) {
        if let erased = style as? AnyShapeStyle { self = erased; return }
        resolve = { style.paint(in: $0) }
    }

    package func paint(in environment: EnvironmentValues) -> Paint { resolve(environment) }
}

struct OpacityShapeStyle: ResolvableShapeStyle {
    let base: AnyShapeStyle
    let opacity: Double

    func paint(in environment: EnvironmentValues) -> Paint {
        switch base.paint(in: environment) {
        case .color(let color):
            return .color(color.opacity(opacity))
        case .gradient(var gradient):
            gradient.stops = gradient.stops.map { GradientPaint.Stop(color: $0.color.opacity(opacity), location: $0.location) }
            return .gradient(gradient)
        }
    }
}

/// The levels of the foreground, as SwiftUI's `.primary`, `.secondary`, `.tertiary`,
/// `.quaternary` and `.quinary`: the text colour, then greys less and less opaque.
public struct HierarchicalShapeStyle: ResolvableShapeStyle, Sendable {
    let level: Int

    public static let primary = HierarchicalShapeStyle(level: 0)
    public static let secondary = HierarchicalShapeStyle(level: 1)
    public static let tertiary = HierarchicalShapeStyle(level: 2)
    public static let quaternary = HierarchicalShapeStyle(level: 3)
    public static let quinary = HierarchicalShapeStyle(level: 4)

    package func paint(in environment: EnvironmentValues) -> Paint {
        switch level {
        case 0: .color(environment.foregroundColor ?? .primary)
        case 1: .color(.secondary)
        case 2: .color(Color(value: .system(.label)).opacity(0.3))
        case 3: .color(Color(value: .system(.label)).opacity(0.18))
        default: .color(Color(value: .system(.label)).opacity(0.1))
        }
    }
}

extension ShapeStyle where Self == HierarchicalShapeStyle {
    public static var primary: HierarchicalShapeStyle { .primary }
    public static var secondary: HierarchicalShapeStyle { .secondary }
    public static var tertiary: HierarchicalShapeStyle { .tertiary }
    public static var quaternary: HierarchicalShapeStyle { .quaternary }
    public static var quinary: HierarchicalShapeStyle { .quinary }
}

/// The view's tint (`.tint`), or the accent colour.
public struct TintShapeStyle: ResolvableShapeStyle, Sendable {
    public init() {}
    package func paint(in environment: EnvironmentValues) -> Paint { .color(environment.tint ?? .accentColor) }
}

extension ShapeStyle where Self == TintShapeStyle {
    public static var tint: TintShapeStyle { TintShapeStyle() }
}

/// The foreground colour in force (`.foreground`).
public struct ForegroundStyle: ResolvableShapeStyle, Sendable {
    public init() {}
    package func paint(in environment: EnvironmentValues) -> Paint { .color(environment.foregroundColor ?? .primary) }
}

extension ShapeStyle where Self == ForegroundStyle {
    public static var foreground: ForegroundStyle { ForegroundStyle() }
}

/// The colour scheme's background (`.background`): black in dark mode, white in light.
public struct BackgroundStyle: ResolvableShapeStyle, Sendable {
    public init() {}
    package func paint(in environment: EnvironmentValues) -> Paint { .color(Color(value: .system(.systemBackground))) }
}

extension ShapeStyle where Self == BackgroundStyle {
    public static var background: BackgroundStyle { BackgroundStyle() }
}

/// The system's fill colours (`.fill`, `.fill.secondary`…): a translucent grey.
public struct FillShapeStyle: ResolvableShapeStyle, Sendable {
    public init() {}
    package func paint(in environment: EnvironmentValues) -> Paint { .color(Color(value: .system(.systemFill)).opacity(0.36)) }
}

extension ShapeStyle where Self == FillShapeStyle {
    public static var fill: FillShapeStyle { FillShapeStyle() }
}

/// A blurred, translucent background, as SwiftUI's materials: in a terminal, a grey of the colour
/// scheme blended over what is behind, more opaque the thicker the material.
public struct Material: ResolvableShapeStyle, Sendable {
    let opacity: Double

    public static let ultraThin = Material(opacity: 0.35)
    public static let thin = Material(opacity: 0.5)
    public static let regular = Material(opacity: 0.65)
    public static let thick = Material(opacity: 0.8)
    public static let ultraThick = Material(opacity: 0.9)
    public static let bar = Material(opacity: 0.75)

    package func paint(in environment: EnvironmentValues) -> Paint { .color(Color(value: .system(.material)).opacity(opacity)) }
}

extension ShapeStyle where Self == Material {
    public static var ultraThinMaterial: Material { .ultraThin }
    public static var thinMaterial: Material { .thin }
    public static var regularMaterial: Material { .regular }
    public static var thickMaterial: Material { .thick }
    public static var ultraThickMaterial: Material { .ultraThick }
    public static var bar: Material { .bar }
}

extension ShapeStyle where Self == Color {
    public static var red: Color { Color.red }
    public static var orange: Color { Color.orange }
    public static var yellow: Color { Color.yellow }
    public static var green: Color { Color.green }
    public static var mint: Color { Color.mint }
    public static var teal: Color { Color.teal }
    public static var cyan: Color { Color.cyan }
    public static var blue: Color { Color.blue }
    public static var indigo: Color { Color.indigo }
    public static var purple: Color { Color.purple }
    public static var pink: Color { Color.pink }
    public static var brown: Color { Color.brown }
    public static var gray: Color { Color.gray }
    public static var white: Color { Color.white }
    public static var black: Color { Color.black }
    public static var clear: Color { Color.clear }
    public static var accentColor: Color { Color.accentColor }
}
