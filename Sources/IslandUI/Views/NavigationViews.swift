import Foundation

// The navigation containers of an app's screens, drawn as the nearest a Live Activity can: a
// widget has no navigation stack, split view or tab bar, so each draws its root content (a tab
// view its first tab, a split view its detail), and a navigation link draws its label.

/// A stack of screens, as SwiftUI's `NavigationStack`: its root.
public struct NavigationStack: View {
    let root: ViewList
    public init(@ViewBuilder root: () -> ViewList) { self.root = root() }
    public init(path: Binding<NavigationPath>, @ViewBuilder root: () -> ViewList) { self.root = root() }
    public init<Data>(path: Binding<Data>, @ViewBuilder root: () -> ViewList) { self.root = root() }
    public var body: some View { root }
}

/// A navigation container, as SwiftUI's older `NavigationView`: its content.
public struct NavigationView: View {
    let content: ViewList
    public init(@ViewBuilder content: () -> ViewList) { self.content = content() }
    public var body: some View { content }
}

/// Columns of a split view, as SwiftUI's `NavigationSplitView`: its detail column.
public struct NavigationSplitView: View {
    let detail: ViewList
    public init(@ViewBuilder sidebar: () -> ViewList, @ViewBuilder detail: () -> ViewList) { self.detail = detail() }
    public init(@ViewBuilder sidebar: () -> ViewList, @ViewBuilder content: () -> ViewList, @ViewBuilder detail: () -> ViewList) {
        self.detail = detail()
    }
    public init(columnVisibility: Binding<NavigationSplitViewVisibility>, @ViewBuilder sidebar: () -> ViewList,
                @ViewBuilder detail: () -> ViewList) {
        self.detail = detail()
    }
    public var body: some View { detail }
}

/// Which columns of a split view show, as SwiftUI's `NavigationSplitViewVisibility`.
public struct NavigationSplitViewVisibility: Hashable, Codable, Sendable {
    let name: String
    public static let automatic = NavigationSplitViewVisibility(name: "automatic"), all = NavigationSplitViewVisibility(name: "all")
    public static let doubleColumn = NavigationSplitViewVisibility(name: "doubleColumn")
    public static let detailOnly = NavigationSplitViewVisibility(name: "detailOnly")
}

/// The screens pushed on a stack, as SwiftUI's `NavigationPath`: none are pushed here.
public struct NavigationPath: Equatable {
    public private(set) var count = 0
    public var isEmpty: Bool { count == 0 }
    public init() {}
    public init<S: Sequence>(_ elements: S) where S.Element: Hashable { count = elements.underestimatedCount }
    public mutating func append<V: Hashable>(_ value: V) { count += 1 }
    public mutating func removeLast(_ k: Int = 1) { count = max(count - k, 0) }
}

/// A link to another screen, as SwiftUI's `NavigationLink`: its label, in the tint.
public struct NavigationLink: View {
    let label: ViewList

    public init(@ViewBuilder destination: () -> ViewList, @ViewBuilder label: () -> ViewList) { self.label = label() }
    public init(_ title: String, @ViewBuilder destination: () -> ViewList) { label = ViewList([AnyView(Text(title))]) }
    public init<V: Hashable>(value: V?, @ViewBuilder label: () -> ViewList) { self.label = label() }
    public init<V: Hashable>(_ title: String, value: V?) { label = ViewList([AnyView(Text(title))]) }

    public var body: some View { label }
}

/// Tabs, as SwiftUI's `TabView`: the first tab (or, with a selection, still the first: a
/// Live Activity shows one page).
public struct TabView: View {
    let content: ViewList
    public init(@ViewBuilder content: () -> ViewList) { self.content = content() }
    public init<S: Hashable>(selection: Binding<S>?, @ViewBuilder content: () -> ViewList) { self.content = content() }
    public var body: some View { content.views.first ?? AnyView(EmptyView()) }
}
