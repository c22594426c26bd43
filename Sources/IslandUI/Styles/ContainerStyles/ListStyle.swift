// ListStyle: accepted with Apple's names so that a widget bundle's app screens compile; the
// view is drawn in its default style (docs/IslandUI.md, "Accepted without effect").

/// How List views are drawn, as SwiftUI's `ListStyle`: accepted; a Live Activity shows none.
public protocol ListStyle {}

public struct DefaultListStyle: ListStyle {
    public init() {}
}

public struct GroupedListStyle: ListStyle {
    public init() {}
}

public struct InsetGroupedListStyle: ListStyle {
    public init() {}
}

public struct InsetListStyle: ListStyle {
    public init() {}
}

public struct PlainListStyle: ListStyle {
    public init() {}
}

public struct SidebarListStyle: ListStyle {
    public init() {}
}

extension ListStyle where Self == DefaultListStyle { public static var automatic: DefaultListStyle { .init() } }
extension ListStyle where Self == GroupedListStyle { public static var grouped: GroupedListStyle { .init() } }
extension ListStyle where Self == InsetListStyle { public static var inset: InsetListStyle { .init() } }
extension ListStyle where Self == InsetGroupedListStyle { public static var insetGrouped: InsetGroupedListStyle { .init() } }
extension ListStyle where Self == PlainListStyle { public static var plain: PlainListStyle { .init() } }
extension ListStyle where Self == SidebarListStyle { public static var sidebar: SidebarListStyle { .init() } }
