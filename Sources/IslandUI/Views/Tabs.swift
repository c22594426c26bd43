import Foundation

// iOS 18's tab API: `Tab` and `TabSection` inside a `TabView`. A Live Activity shows one page,
// so a tab view draws its first tab (a section's first tab when it begins with a section), and
// a tab draws its content; labels, badges, sections' headers and the sidebar belong to the tab
// bar, which is not drawn.

/// Content a tab view can hold, as SwiftUI's `TabContent` (iOS 18): tabs and tab sections.
public protocol TabContent<TabValue> {
    associatedtype TabValue
}

extension TabContent {
    /// A badge on the tab: shown in the tab bar, which a terminal does not draw.
    public func badge(_ resource: LocalizedStringResource) -> Self { self }

    /// Actions shown after a section's tabs: in the sidebar, not drawn.
    public func sectionActions<Content: View>(@ViewBuilder content: () -> Content) -> Self { self }
}

/// The label a tab or tab section makes from a title and an image, as SwiftUI's `DefaultTabLabel`.
public struct DefaultTabLabel: View {
    let title: String
    let systemImage: String?
    public var body: some View { Label(title, systemImage: systemImage ?? "") }
}

/// One tab of a tab view, as SwiftUI's `Tab` (iOS 18): drawn as its content.
///
///     TabView {
///         Tab("Received", systemImage: "tray.and.arrow.down.fill") { ReceivedView() }
///         Tab("Sent", systemImage: "tray.and.arrow.up.fill") { SentView() }
///     }
public struct Tab<Value, Content: View, Label: View>: View, TabContent {
    public typealias TabValue = Value
    let value: Value?
    let content: Content

    public var body: some View { content }
}

extension Tab where Label == DefaultTabLabel {
    /// A tab selected when the selection is `value`, labelled with a title and a system image.
    public init(_ titleKey: LocalizedStringKey, systemImage: String, value: Value, @ViewBuilder content: () -> Content) {
        self.value = value
        self.content = content()
    }
}

extension Tab where Value == Never, Label == DefaultTabLabel {
    /// A tab labelled with a title and a system image.
    public init(_ titleKey: LocalizedStringKey, systemImage: String, @ViewBuilder content: () -> Content) {
        value = nil
        self.content = content()
    }
}

extension Tab {
    /// A tab selected by `value`, with its own label.
    public init(value: Value, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.value = value
        self.content = content()
    }
}

extension Tab where Label == EmptyView {
    /// A tab selected by `value`, with an empty label.
    public init(value: Value, @ViewBuilder content: () -> Content) {
        self.value = value
        self.content = content()
    }
}

extension Tab where Value == Never {
    /// A tab with its own label.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        value = nil
        self.content = content()
    }
}

extension Tab where Value == Never, Label == EmptyView {
    /// A tab with an empty label.
    public init(@ViewBuilder content: () -> Content) {
        value = nil
        self.content = content()
    }
}

/// Tabs grouped under a header, as SwiftUI's `TabSection` (iOS 18): in a tab bar its tabs
/// follow one another; drawn here as its first tab, a Live Activity showing one page.
public struct TabSection<Header: View, Content: View, Footer: View, SelectionValue>: View, TabContent {
    public typealias TabValue = SelectionValue
    let content: Content

    public var body: some View { FirstTab(content: AnyView(content)) }
}

// A section's selection type comes from the tab view it is in, through SwiftUI's
// `TabContentBuilder`; the builder here is the view builder, so it is any value.
extension TabSection where Header == EmptyView, Footer == EmptyView, SelectionValue == AnyHashable {
    /// A section of tabs without a header.
    public init(@ViewBuilder content: () -> Content) { self.content = content() }
}

extension TabSection where Header == Text, Footer == EmptyView, SelectionValue == AnyHashable {
    /// A section of tabs under a title.
    public init(_ titleResource: LocalizedStringResource, @ViewBuilder content: () -> Content) { self.content = content() }
}

extension TabSection where Footer == EmptyView, SelectionValue == AnyHashable {
    /// A section of tabs under a header view.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder header: () -> Header) { self.content = content() }
}

/// The first of the views a tab section holds.
struct FirstTab: View, PrimitiveView {
    let content: AnyView

    package func makeNode(in context: NodeContext) -> ViewNode {
        let leaves = SubviewsCollection.leaves(of: content.makeNode(in: context))
        return leaves.first ?? ViewNode(.empty, identity: context.identity)
    }
}

/// Tab content whose type is not kept, as SwiftUI's `AnyTabContent`.
public struct AnyTabContent<SelectionValue>: View, TabContent {
    public typealias TabValue = SelectionValue
    let content: AnyView

    /// Type-erases `tabContent`.
    public init<T>(_ tabContent: T) where SelectionValue == T.TabValue, T: TabContent & View { content = AnyView(tabContent) }

    public var body: some View { content }
}

/// A tab view style that is a tab bar on iPhone and can become a sidebar on iPad, as SwiftUI's
/// `SidebarAdaptableTabViewStyle`: drawn as the default style.
public struct SidebarAdaptableTabViewStyle: TabViewStyle {
    public init() {}
}

extension TabViewStyle where Self == SidebarAdaptableTabViewStyle {
    /// A tab bar style that adapts to each platform.
    public static var sidebarAdaptable: SidebarAdaptableTabViewStyle { .init() }
}

/// Where a tab appears with the sidebar adaptable style, as SwiftUI's `AdaptableTabBarPlacement`.
public struct AdaptableTabBarPlacement: Hashable, Sendable {
    let name: String
    /// The automatic placement.
    public static let automatic = AdaptableTabBarPlacement(name: "automatic")
    /// The sidebar of a tab view.
    public static let sidebar = AdaptableTabBarPlacement(name: "sidebar")
    /// The tab bar of a tab view.
    public static let tabBar = AdaptableTabBarPlacement(name: "tabBar")
}

/// When the tab bar shrinks as content scrolls, as SwiftUI's `TabBarMinimizeBehavior` (iOS 26).
public struct TabBarMinimizeBehavior: Hashable, Sendable {
    let name: String
    /// Minimize the tab bar when downwards scrolling starts.
    public static let onScrollDown = TabBarMinimizeBehavior(name: "onScrollDown")
    /// Minimize the tab bar when upwards scrolling starts.
    public static let onScrollUp = TabBarMinimizeBehavior(name: "onScrollUp")
}

extension View {
    /// A header at the top of a tab view's sidebar: the sidebar is not drawn.
    public func tabViewSidebarHeader<Content: View>(@ViewBuilder content: () -> Content) -> ModifiedView {
        modifyingEnvironment { _ in }
    }

    /// How the tab bar minimizes while scrolling: nothing scrolls here, the bar is not drawn.
    public func tabBarMinimizeBehavior(_ behavior: TabBarMinimizeBehavior) -> ModifiedView { modifyingEnvironment { _ in } }
}

extension EnvironmentValues {
    /// Whether the tab bar shows the expanded contents of a tab section: there is no tab bar.
    public var isTabBarShowingSections: Bool { false }
}
