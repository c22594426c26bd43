import Foundation

// The styles of controls and containers a Live Activity does not show (lists, pickers, forms,
// menus, tabs, tables, text fields, navigation): each protocol and built-in style with Apple's
// names, so that `.listStyle(.plain)` and the like compile and resolve as in Xcode; the view is
// drawn in its default style. The style protocols with a `makeBody` take a style of the app's own
// too.
// docs/IslandUI.md, "Accepted without effect".

/// A part of a style's configuration (its label, its content), as a view drawn as it was given.
public struct StyleConfigurationPart<Role>: View {
    let content: AnyView
    public var body: some View { content }
}

/// The roles of a configuration's parts, which keep a label from being passed as content.
public enum StyleConfigurationLabelRole {}
public enum StyleConfigurationContentRole {}

// MARK: ListStyle

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

// MARK: PickerStyle

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

extension PickerStyle where Self == DefaultPickerStyle { public static var automatic: DefaultPickerStyle { .init() } }
extension PickerStyle where Self == InlinePickerStyle { public static var inline: InlinePickerStyle { .init() } }
extension PickerStyle where Self == MenuPickerStyle { public static var menu: MenuPickerStyle { .init() } }
extension PickerStyle where Self == NavigationLinkPickerStyle { public static var navigationLink: NavigationLinkPickerStyle { .init() } }
extension PickerStyle where Self == SegmentedPickerStyle { public static var segmented: SegmentedPickerStyle { .init() } }
extension PickerStyle where Self == WheelPickerStyle { public static var wheel: WheelPickerStyle { .init() } }

// MARK: IndexViewStyle

/// How IndexView views are drawn, as SwiftUI's `IndexViewStyle`: accepted; a Live Activity shows none.
public protocol IndexViewStyle {}

public struct PageIndexViewStyle: IndexViewStyle {
    public init(backgroundDisplayMode: PageIndexViewStyle.BackgroundDisplayMode = .automatic) {}
    /// When the page index has a background.
    public struct BackgroundDisplayMode: Hashable, Sendable {
        let name: String
        public static let automatic = BackgroundDisplayMode(name: "automatic"), always = BackgroundDisplayMode(name: "always")
        public static let interactive = BackgroundDisplayMode(name: "interactive"), never = BackgroundDisplayMode(name: "never")
    }
}

extension IndexViewStyle where Self == PageIndexViewStyle { public static var page: PageIndexViewStyle { .init() } }

// MARK: NavigationViewStyle

/// How NavigationView views are drawn, as SwiftUI's `NavigationViewStyle`: accepted; a Live Activity shows none.
public protocol NavigationViewStyle {}

public struct ColumnNavigationViewStyle: NavigationViewStyle {
    public init() {}
}

public struct DefaultNavigationViewStyle: NavigationViewStyle {
    public init() {}
}

public struct DoubleColumnNavigationViewStyle: NavigationViewStyle {
    public init() {}
}

public struct StackNavigationViewStyle: NavigationViewStyle {
    public init() {}
}

extension NavigationViewStyle where Self == DefaultNavigationViewStyle { public static var automatic: DefaultNavigationViewStyle { .init() } }
extension NavigationViewStyle where Self == ColumnNavigationViewStyle { public static var columns: ColumnNavigationViewStyle { .init() } }
extension NavigationViewStyle where Self == StackNavigationViewStyle { public static var stack: StackNavigationViewStyle { .init() } }

// MARK: TabViewStyle

/// How TabView views are drawn, as SwiftUI's `TabViewStyle`: accepted; a Live Activity shows none.
public protocol TabViewStyle {}

public struct DefaultTabViewStyle: TabViewStyle {
    public init() {}
}

public struct PageTabViewStyle: TabViewStyle {
    public init(indexDisplayMode: PageTabViewStyle.IndexDisplayMode = .automatic) {}
    /// When the page index shows.
    public struct IndexDisplayMode: Hashable, Sendable {
        let name: String
        public static let automatic = IndexDisplayMode(name: "automatic"), always = IndexDisplayMode(name: "always")
        public static let never = IndexDisplayMode(name: "never")
    }
}

extension TabViewStyle where Self == DefaultTabViewStyle { public static var automatic: DefaultTabViewStyle { .init() } }
extension TabViewStyle where Self == PageTabViewStyle { public static var page: PageTabViewStyle { .init() } }

// MARK: TextFieldStyle

/// How TextField views are drawn, as SwiftUI's `TextFieldStyle`: accepted; a Live Activity shows none.
public protocol TextFieldStyle {}

public struct DefaultTextFieldStyle: TextFieldStyle {
    public init() {}
}

public struct PlainTextFieldStyle: TextFieldStyle {
    public init() {}
}

public struct RoundedBorderTextFieldStyle: TextFieldStyle {
    public init() {}
}

extension TextFieldStyle where Self == DefaultTextFieldStyle { public static var automatic: DefaultTextFieldStyle { .init() } }
extension TextFieldStyle where Self == PlainTextFieldStyle { public static var plain: PlainTextFieldStyle { .init() } }
extension TextFieldStyle where Self == RoundedBorderTextFieldStyle { public static var roundedBorder: RoundedBorderTextFieldStyle { .init() } }

// MARK: DatePickerStyle

/// How DatePicker views are drawn, as SwiftUI's `DatePickerStyle`: accepted; a Live Activity shows none.
public protocol DatePickerStyle {
    associatedtype Body: View
    typealias Configuration = DatePickerStyleConfiguration
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
}

/// What a `DatePickerStyle` is given: the view's parts.
public struct DatePickerStyleConfiguration {
    /// The view's label.
    public typealias Label = StyleConfigurationPart<StyleConfigurationLabelRole>

    public let label: Label
}

public struct CompactDatePickerStyle: DatePickerStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View { configuration.label }
}

public struct DefaultDatePickerStyle: DatePickerStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View { configuration.label }
}

public struct GraphicalDatePickerStyle: DatePickerStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View { configuration.label }
}

public struct WheelDatePickerStyle: DatePickerStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View { configuration.label }
}

extension DatePickerStyle where Self == DefaultDatePickerStyle { public static var automatic: DefaultDatePickerStyle { .init() } }
extension DatePickerStyle where Self == CompactDatePickerStyle { public static var compact: CompactDatePickerStyle { .init() } }
extension DatePickerStyle where Self == GraphicalDatePickerStyle { public static var graphical: GraphicalDatePickerStyle { .init() } }
extension DatePickerStyle where Self == WheelDatePickerStyle { public static var wheel: WheelDatePickerStyle { .init() } }

// MARK: GroupBoxStyle

/// How GroupBox views are drawn, as SwiftUI's `GroupBoxStyle`: accepted; a Live Activity shows none.
public protocol GroupBoxStyle {
    associatedtype Body: View
    typealias Configuration = GroupBoxStyleConfiguration
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
}

/// What a `GroupBoxStyle` is given: the view's parts.
public struct GroupBoxStyleConfiguration {
    /// The view's label.
    public typealias Label = StyleConfigurationPart<StyleConfigurationLabelRole>

    /// The view's content.
    public typealias Content = StyleConfigurationPart<StyleConfigurationContentRole>

    public let label: Label
    public let content: Content
}

public struct DefaultGroupBoxStyle: GroupBoxStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View { configuration.content }
}

extension GroupBoxStyle where Self == DefaultGroupBoxStyle { public static var automatic: DefaultGroupBoxStyle { .init() } }

// MARK: MenuStyle

/// How Menu views are drawn, as SwiftUI's `MenuStyle`: accepted; a Live Activity shows none.
public protocol MenuStyle {
    associatedtype Body: View
    typealias Configuration = MenuStyleConfiguration
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
}

/// What a `MenuStyle` is given: the view's parts.
public struct MenuStyleConfiguration {
}

public struct BorderlessButtonMenuStyle: MenuStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View { EmptyView() }
}

public struct ButtonMenuStyle: MenuStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View { EmptyView() }
}

public struct DefaultMenuStyle: MenuStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View { EmptyView() }
}

extension MenuStyle where Self == DefaultMenuStyle { public static var automatic: DefaultMenuStyle { .init() } }
extension MenuStyle where Self == BorderlessButtonMenuStyle { public static var borderlessButton: BorderlessButtonMenuStyle { .init() } }
extension MenuStyle where Self == ButtonMenuStyle { public static var button: ButtonMenuStyle { .init() } }

// MARK: FormStyle

/// How Form views are drawn, as SwiftUI's `FormStyle`: accepted; a Live Activity shows none.
public protocol FormStyle {
    associatedtype Body: View
    typealias Configuration = FormStyleConfiguration
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
}

/// What a `FormStyle` is given: the view's parts.
public struct FormStyleConfiguration {
    /// The view's content.
    public typealias Content = StyleConfigurationPart<StyleConfigurationContentRole>

    public let content: Content
}

public struct AutomaticFormStyle: FormStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View { configuration.content }
}

public struct ColumnsFormStyle: FormStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View { configuration.content }
}

public struct GroupedFormStyle: FormStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View { configuration.content }
}

extension FormStyle where Self == AutomaticFormStyle { public static var automatic: AutomaticFormStyle { .init() } }
extension FormStyle where Self == ColumnsFormStyle { public static var columns: ColumnsFormStyle { .init() } }
extension FormStyle where Self == GroupedFormStyle { public static var grouped: GroupedFormStyle { .init() } }

// MARK: LabeledContentStyle

/// How LabeledContent views are drawn, as SwiftUI's `LabeledContentStyle`: accepted; a Live Activity shows none.
public protocol LabeledContentStyle {
    associatedtype Body: View
    typealias Configuration = LabeledContentStyleConfiguration
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
}

/// What a `LabeledContentStyle` is given: the view's parts.
public struct LabeledContentStyleConfiguration {
    /// The view's label.
    public typealias Label = StyleConfigurationPart<StyleConfigurationLabelRole>

    /// The view's content.
    public typealias Content = StyleConfigurationPart<StyleConfigurationContentRole>

    public let label: Label
    public let content: Content
}

public struct AutomaticLabeledContentStyle: LabeledContentStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View { configuration.content }
}

extension LabeledContentStyle where Self == AutomaticLabeledContentStyle { public static var automatic: AutomaticLabeledContentStyle { .init() } }

// MARK: DisclosureGroupStyle

/// How DisclosureGroup views are drawn, as SwiftUI's `DisclosureGroupStyle`: accepted; a Live Activity shows none.
public protocol DisclosureGroupStyle {
    associatedtype Body: View
    typealias Configuration = DisclosureGroupStyleConfiguration
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
}

/// What a `DisclosureGroupStyle` is given: the view's parts.
public struct DisclosureGroupStyleConfiguration {
    /// The view's label.
    public typealias Label = StyleConfigurationPart<StyleConfigurationLabelRole>

    /// The view's content.
    public typealias Content = StyleConfigurationPart<StyleConfigurationContentRole>

    public let label: Label
    public let content: Content
}

public struct AutomaticDisclosureGroupStyle: DisclosureGroupStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View { configuration.content }
}

extension DisclosureGroupStyle where Self == AutomaticDisclosureGroupStyle { public static var automatic: AutomaticDisclosureGroupStyle { .init() } }

// MARK: ControlGroupStyle

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

extension ControlGroupStyle where Self == AutomaticControlGroupStyle { public static var automatic: AutomaticControlGroupStyle { .init() } }
extension ControlGroupStyle where Self == CompactMenuControlGroupStyle { public static var compactMenu: CompactMenuControlGroupStyle { .init() } }
extension ControlGroupStyle where Self == MenuControlGroupStyle { public static var menu: MenuControlGroupStyle { .init() } }
extension ControlGroupStyle where Self == NavigationControlGroupStyle { public static var navigation: NavigationControlGroupStyle { .init() } }

// MARK: NavigationSplitViewStyle

/// How NavigationSplitView views are drawn, as SwiftUI's `NavigationSplitViewStyle`: accepted; a Live Activity shows none.
public protocol NavigationSplitViewStyle {
    associatedtype Body: View
    typealias Configuration = NavigationSplitViewStyleConfiguration
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
}

/// What a `NavigationSplitViewStyle` is given: the view's parts.
public struct NavigationSplitViewStyleConfiguration {
}

public struct AutomaticNavigationSplitViewStyle: NavigationSplitViewStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View { EmptyView() }
}

public struct BalancedNavigationSplitViewStyle: NavigationSplitViewStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View { EmptyView() }
}

public struct ProminentDetailNavigationSplitViewStyle: NavigationSplitViewStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View { EmptyView() }
}

extension NavigationSplitViewStyle where Self == AutomaticNavigationSplitViewStyle { public static var automatic: AutomaticNavigationSplitViewStyle { .init() } }
extension NavigationSplitViewStyle where Self == BalancedNavigationSplitViewStyle { public static var balanced: BalancedNavigationSplitViewStyle { .init() } }
extension NavigationSplitViewStyle where Self == ProminentDetailNavigationSplitViewStyle { public static var prominentDetail: ProminentDetailNavigationSplitViewStyle { .init() } }

// MARK: TableStyle

/// How Table views are drawn, as SwiftUI's `TableStyle`: accepted; a Live Activity shows none.
public protocol TableStyle {
    associatedtype Body: View
    typealias Configuration = TableStyleConfiguration
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
}

/// What a `TableStyle` is given: the view's parts.
public struct TableStyleConfiguration {
}

public struct AutomaticTableStyle: TableStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View { EmptyView() }
}

public struct InsetTableStyle: TableStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View { EmptyView() }
}

extension TableStyle where Self == AutomaticTableStyle { public static var automatic: AutomaticTableStyle { .init() } }
extension TableStyle where Self == InsetTableStyle { public static var inset: InsetTableStyle { .init() } }
