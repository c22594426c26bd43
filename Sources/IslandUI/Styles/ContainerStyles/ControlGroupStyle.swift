// ControlGroupStyle: accepted with Apple's names so that a widget bundle's app screens compile; the
// view is drawn in its default style (docs/IslandUI.md, "Accepted without effect").

/// How ControlGroup views are drawn, as SwiftUI's `ControlGroupStyle`: accepted; a Live Activity shows none.
public protocol ControlGroupStyle {
    associatedtype Body: View
    typealias Configuration = ControlGroupStyleConfiguration
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
}

/// What a `ControlGroupStyle` is given: the view's parts.
public struct ControlGroupStyleConfiguration {
    /// The view's label.
    public typealias Label = StyleConfigurationPart<StyleConfigurationLabelRole>

    /// The view's content.
    public typealias Content = StyleConfigurationPart<StyleConfigurationContentRole>

    public let label: Label
    public let content: Content
}

public struct AutomaticControlGroupStyle: ControlGroupStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View { configuration.content }
}

public struct CompactMenuControlGroupStyle: ControlGroupStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View { configuration.content }
}

public struct MenuControlGroupStyle: ControlGroupStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View { configuration.content }
}

public struct NavigationControlGroupStyle: ControlGroupStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View { configuration.content }
}

/// iOS 17's row of controls in a menu, as SwiftUI's `PaletteControlGroupStyle`.
public struct PaletteControlGroupStyle: ControlGroupStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View { configuration.content }
}

extension ControlGroupStyle where Self == PaletteControlGroupStyle { public static var palette: PaletteControlGroupStyle { .init() } }
extension ControlGroupStyle where Self == AutomaticControlGroupStyle { public static var automatic: AutomaticControlGroupStyle { .init() } }
extension ControlGroupStyle where Self == CompactMenuControlGroupStyle { public static var compactMenu: CompactMenuControlGroupStyle { .init() } }
extension ControlGroupStyle where Self == MenuControlGroupStyle { public static var menu: MenuControlGroupStyle { .init() } }
extension ControlGroupStyle where Self == NavigationControlGroupStyle { public static var navigation: NavigationControlGroupStyle { .init() } }
