// PickerStyle: accepted with Apple's names so that a widget bundle's app screens compile; the
// view is drawn in its default style (docs/IslandUI.md, "Accepted without effect").

/// How Picker views are drawn, as SwiftUI's `PickerStyle`: accepted; a Live Activity shows none.
public protocol PickerStyle {}

public struct DefaultPickerStyle: PickerStyle {
    public init() {}
}

public struct InlinePickerStyle: PickerStyle {
    public init() {}
}

public struct MenuPickerStyle: PickerStyle {
    public init() {}
}

public struct NavigationLinkPickerStyle: PickerStyle {
    public init() {}
}

public struct SegmentedPickerStyle: PickerStyle {
    public init() {}
}

public struct WheelPickerStyle: PickerStyle {
    public init() {}
}

/// iOS 17's row of choices (symbols, colours), as SwiftUI's `PalettePickerStyle`.
public struct PalettePickerStyle: PickerStyle {
    public init() {}
}

extension PickerStyle where Self == DefaultPickerStyle { public static var automatic: DefaultPickerStyle { .init() } }
extension PickerStyle where Self == InlinePickerStyle { public static var inline: InlinePickerStyle { .init() } }
extension PickerStyle where Self == MenuPickerStyle { public static var menu: MenuPickerStyle { .init() } }
extension PickerStyle where Self == NavigationLinkPickerStyle { public static var navigationLink: NavigationLinkPickerStyle { .init() } }
extension PickerStyle where Self == SegmentedPickerStyle { public static var segmented: SegmentedPickerStyle { .init() } }
extension PickerStyle where Self == WheelPickerStyle { public static var wheel: WheelPickerStyle { .init() } }
extension PickerStyle where Self == PalettePickerStyle { public static var palette: PalettePickerStyle { .init() } }
