import Foundation

// The system's named styles that iOS 15–17 added beside `.tint` and `.background`: a link's
// colour, a placeholder's, a separator's, a selection's and a window's background. Each paints
// the colour iOS gives it, as near as a terminal's palette comes (docs/IslandUI.md).

/// The colour of a link (`.link`): iOS's blue.
public struct LinkShapeStyle: ResolvableShapeStyle, Sendable {
    public init() {}
    package func paint(in environment: EnvironmentValues) -> Paint { .color(.blue) }
}

/// The colour of placeholder text (`.placeholder`): a gray.
public struct PlaceholderTextShapeStyle: ResolvableShapeStyle, Sendable {
    public init() {}
    package func paint(in environment: EnvironmentValues) -> Paint { .color(.gray) }
}

/// The colour of a separator (`.separator`).
public struct SeparatorShapeStyle: ResolvableShapeStyle, Sendable {
    public init() {}
    package func paint(in environment: EnvironmentValues) -> Paint { .color(Color(value: .system(.separator))) }
}

/// The colour of a selected row (`.selection`): the tint, as iOS's lists use it.
public struct SelectionShapeStyle: ResolvableShapeStyle, Sendable {
    public init() {}
    package func paint(in environment: EnvironmentValues) -> Paint { .color(environment.tint ?? .accentColor) }
}

/// A window's background (`.windowBackground`): the system background, as on iOS.
public struct WindowBackgroundShapeStyle: ResolvableShapeStyle, Sendable {
    public init() {}
    package func paint(in environment: EnvironmentValues) -> Paint { .color(Color(value: .system(.systemBackground))) }
}

extension ShapeStyle where Self == LinkShapeStyle { public static var link: LinkShapeStyle { .init() } }
extension ShapeStyle where Self == PlaceholderTextShapeStyle { public static var placeholder: PlaceholderTextShapeStyle { .init() } }
extension ShapeStyle where Self == SeparatorShapeStyle { public static var separator: SeparatorShapeStyle { .init() } }
extension ShapeStyle where Self == SelectionShapeStyle { public static var selection: SelectionShapeStyle { .init() } }
extension ShapeStyle where Self == WindowBackgroundShapeStyle {
    public static var windowBackground: WindowBackgroundShapeStyle { .init() }
}
