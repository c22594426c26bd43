import Foundation

// The navigation, toolbar and search chrome of an app's screens: the values their modifiers take,
// with Apple's names and members; a widget has none of these containers.
// docs/IslandUI.md, "Accepted without effect".

/// SwiftUI's `SearchFieldPlacement`, with Apple's members: accepted; a widget has no navigation, toolbar or search.
public struct SearchFieldPlacement: Hashable, Sendable {
    let name: String
    init(name: String) { self.name = name }
    public static var automatic: SearchFieldPlacement { SearchFieldPlacement(name: "automatic") }
    public static var navigationBarDrawer: SearchFieldPlacement { SearchFieldPlacement(name: "navigationBarDrawer") }
    public static func navigationBarDrawer(displayMode: SearchFieldPlacement.NavigationBarDrawerDisplayMode) -> SearchFieldPlacement { SearchFieldPlacement(name: "navigationBarDrawer") }
    public static var sidebar: SearchFieldPlacement { SearchFieldPlacement(name: "sidebar") }
    public static var toolbar: SearchFieldPlacement { SearchFieldPlacement(name: "toolbar") }

    /// SwiftUI's `SearchFieldPlacement.NavigationBarDrawerDisplayMode`, with Apple's members: accepted; a widget has no navigation, toolbar or search.
    public struct NavigationBarDrawerDisplayMode: Hashable, Sendable {
        let name: String
        init(name: String) { self.name = name }
        public static var always: NavigationBarDrawerDisplayMode { NavigationBarDrawerDisplayMode(name: "always") }
        public static var automatic: NavigationBarDrawerDisplayMode { NavigationBarDrawerDisplayMode(name: "automatic") }
    }
}

/// SwiftUI's `SearchScopeActivation`, with Apple's members: accepted; a widget has no navigation, toolbar or search.
public struct SearchScopeActivation: Hashable, Sendable {
    let name: String
    init(name: String) { self.name = name }
    public static var automatic: SearchScopeActivation { SearchScopeActivation(name: "automatic") }
    public static var onSearchPresentation: SearchScopeActivation { SearchScopeActivation(name: "onSearchPresentation") }
    public static var onTextEntry: SearchScopeActivation { SearchScopeActivation(name: "onTextEntry") }
}

/// SwiftUI's `SearchSuggestionsPlacement`, with Apple's members: accepted; a widget has no navigation, toolbar or search.
public struct SearchSuggestionsPlacement: Equatable, Hashable, Sendable {
    let name: String
    init(name: String) { self.name = name }
    public static var automatic: SearchSuggestionsPlacement { SearchSuggestionsPlacement(name: "automatic") }
    public static var content: SearchSuggestionsPlacement { SearchSuggestionsPlacement(name: "content") }
    public static var menu: SearchSuggestionsPlacement { SearchSuggestionsPlacement(name: "menu") }

    /// SwiftUI's `SearchSuggestionsPlacement.Set`, with Apple's members: accepted; a widget has no navigation, toolbar or search.
    public struct Set: OptionSet, Hashable, Sendable {
        public let rawValue: Int
        public init(rawValue: Int) { self.rawValue = rawValue }
        public static let content = Set(rawValue: 1 << 0)
        public static let menu = Set(rawValue: 1 << 1)
    }
}

/// SwiftUI's `ToolbarPlacement`, with Apple's members: accepted; a widget has no navigation, toolbar or search.
public struct ToolbarPlacement: Hashable, Sendable {
    let name: String
    init(name: String) { self.name = name }
    public static var automatic: ToolbarPlacement { ToolbarPlacement(name: "automatic") }
    public static var bottomBar: ToolbarPlacement { ToolbarPlacement(name: "bottomBar") }
    public static var navigationBar: ToolbarPlacement { ToolbarPlacement(name: "navigationBar") }
    public static var tabBar: ToolbarPlacement { ToolbarPlacement(name: "tabBar") }
}

/// SwiftUI's `ToolbarRole`, with Apple's members: accepted; a widget has no navigation, toolbar or search.
public struct ToolbarRole: Hashable, Sendable {
    let name: String
    init(name: String) { self.name = name }
    public static var automatic: ToolbarRole { ToolbarRole(name: "automatic") }
    public static var browser: ToolbarRole { ToolbarRole(name: "browser") }
    public static var editor: ToolbarRole { ToolbarRole(name: "editor") }
    public static var navigationStack: ToolbarRole { ToolbarRole(name: "navigationStack") }
}

/// SwiftUI's `ListItemTint`, with Apple's members: accepted; a widget has no navigation, toolbar or search.
public struct ListItemTint: Hashable, Sendable {
    let name: String
    init(name: String) { self.name = name }
    public static func fixed(_ tint: Color) -> ListItemTint { ListItemTint(name: "fixed") }
    public static var monochrome: ListItemTint { ListItemTint(name: "monochrome") }
    public static func preferred(_ tint: Color) -> ListItemTint { ListItemTint(name: "preferred") }
}

/// SwiftUI's `ScenePadding`, with Apple's members: accepted; a widget has no navigation, toolbar or search.
public struct ScenePadding: Equatable, Hashable, Sendable {
    let name: String
    init(name: String) { self.name = name }
    public static var minimum: ScenePadding { ScenePadding(name: "minimum") }
}


/// A navigation bar's item, as SwiftUI's `NavigationBarItem`: a widget has no navigation bar.
public struct NavigationBarItem {
    /// How a navigation bar's title is shown.
    public enum TitleDisplayMode: Hashable, Sendable { case automatic, inline, large }
}

/// What a toolbar holds, as SwiftUI's `ToolbarContent`: a widget has no toolbar, so its items
/// are accepted and not drawn.
public protocol ToolbarContent {}

/// Toolbar content the user can customize, as SwiftUI's `CustomizableToolbarContent`.
public protocol CustomizableToolbarContent: ToolbarContent {}

/// Where a toolbar item goes, as SwiftUI's `ToolbarItemPlacement`.
public struct ToolbarItemPlacement: Hashable, Sendable {
    let name: String
    public static let automatic = ToolbarItemPlacement(name: "automatic"), principal = ToolbarItemPlacement(name: "principal")
    public static let navigation = ToolbarItemPlacement(name: "navigation"), primaryAction = ToolbarItemPlacement(name: "primaryAction")
    public static let secondaryAction = ToolbarItemPlacement(name: "secondaryAction"), status = ToolbarItemPlacement(name: "status")
    public static let confirmationAction = ToolbarItemPlacement(name: "confirmationAction")
    public static let cancellationAction = ToolbarItemPlacement(name: "cancellationAction")
    public static let destructiveAction = ToolbarItemPlacement(name: "destructiveAction"), keyboard = ToolbarItemPlacement(name: "keyboard")
    public static let topBarLeading = ToolbarItemPlacement(name: "topBarLeading"), topBarTrailing = ToolbarItemPlacement(name: "topBarTrailing")
    public static let bottomBar = ToolbarItemPlacement(name: "bottomBar")
    public static let navigationBarLeading = ToolbarItemPlacement(name: "navigationBarLeading")
    public static let navigationBarTrailing = ToolbarItemPlacement(name: "navigationBarTrailing")
}

/// One item of a toolbar, as SwiftUI's `ToolbarItem`.
public struct ToolbarItem<ID, Content: View>: CustomizableToolbarContent {
    public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) where ID == () {}
    public init(id: String, placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) where ID == String {}
}

/// Several items of a toolbar, as SwiftUI's `ToolbarItemGroup`.
public struct ToolbarItemGroup<Content: View>: ToolbarContent {
    public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {}
}

/// The toolbar items of a `toolbar { … }` closure, gathered.
public struct ToolbarContentList: CustomizableToolbarContent {
    let count: Int
}

/// Builds a toolbar's items, as SwiftUI's `ToolbarContentBuilder`.
@resultBuilder
public enum ToolbarContentBuilder {
    public static func buildExpression<Content: ToolbarContent>(_ content: Content) -> ToolbarContentList { ToolbarContentList(count: 1) }
    public static func buildBlock(_ parts: ToolbarContentList...) -> ToolbarContentList {
        ToolbarContentList(count: parts.reduce(0) { $0 + $1.count })
    }
    public static func buildOptional(_ part: ToolbarContentList?) -> ToolbarContentList { part ?? ToolbarContentList(count: 0) }
    public static func buildEither(first part: ToolbarContentList) -> ToolbarContentList { part }
    public static func buildEither(second part: ToolbarContentList) -> ToolbarContentList { part }
    public static func buildLimitedAvailability(_ part: ToolbarContentList) -> ToolbarContentList { part }
}

/// A toolbar item the system adds, as SwiftUI's `ToolbarDefaultItemKind`.
public struct ToolbarDefaultItemKind: Sendable {
    let name: String
    /// A split view's sidebar button.
    public static let sidebarToggle = ToolbarDefaultItemKind(name: "sidebarToggle")
}
