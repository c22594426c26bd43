import Foundation

// Values of iOS 16–17 that an app's screens pass to scenes, dialogs, split views, tables,
// hosting controllers and scroll transitions. A Live Activity has none of these, so they are
// Apple's names and members, compared and kept, and change nothing drawn (docs/IslandUI.md).

/// How a window may be resized, as SwiftUI's `WindowResizability`.
public struct WindowResizability: Hashable, Sendable {
    let name: String
    public static var automatic: WindowResizability { .init(name: "automatic") }
    public static var contentSize: WindowResizability { .init(name: "contentSize") }
    public static var contentMinSize: WindowResizability { .init(name: "contentMinSize") }
}

/// How severe a dialog is, as SwiftUI's `DialogSeverity`.
public struct DialogSeverity: Equatable, Sendable {
    let name: String
    public static let automatic = DialogSeverity(name: "automatic"), critical = DialogSeverity(name: "critical")
    public static let standard = DialogSeverity(name: "standard")
}

/// How a window is dismissed, as SwiftUI's `DismissBehavior`.
public struct DismissBehavior: Hashable, Sendable {
    let name: String
    public static let interactive = DismissBehavior(name: "interactive"), destructive = DismissBehavior(name: "destructive")
}

/// A column of a split view, as SwiftUI's `NavigationSplitViewColumn`.
public struct NavigationSplitViewColumn: Hashable, Sendable {
    let name: String
    public static var sidebar: NavigationSplitViewColumn { .init(name: "sidebar") }
    public static var content: NavigationSplitViewColumn { .init(name: "content") }
    public static var detail: NavigationSplitViewColumn { .init(name: "detail") }
}

/// How a table's column aligns its cells, as SwiftUI's `TableColumnAlignment`.
public struct TableColumnAlignment: Hashable, Sendable {
    let name: String
    public static var automatic: TableColumnAlignment { .init(name: "automatic") }
    public static var leading: TableColumnAlignment { .init(name: "leading") }
    public static var center: TableColumnAlignment { .init(name: "center") }
    public static var trailing: TableColumnAlignment { .init(name: "trailing") }
    public static var numeric: TableColumnAlignment { .init(name: "numeric") }
    public static func numeric(_ numberingSystem: Locale.NumberingSystem) -> TableColumnAlignment { .init(name: "numeric") }
}

/// Which sizes a hosting controller keeps up to date, as SwiftUI's `UIHostingControllerSizingOptions`.
public struct UIHostingControllerSizingOptions: OptionSet, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let preferredContentSize = UIHostingControllerSizingOptions(rawValue: 1)
    public static let intrinsicContentSize = UIHostingControllerSizingOptions(rawValue: 2)
}

/// Where a view is as its scroll view moves it in and out, as SwiftUI's `ScrollTransitionPhase`:
/// nothing scrolls in a Live Activity, so a view is always at `.identity`.
public enum ScrollTransitionPhase: Hashable, Sendable {
    case topLeading, identity, bottomTrailing
    public var isIdentity: Bool { self == .identity }
    /// -1 above or before, 0 in view, 1 below or after.
    public var value: Double {
        switch self {
        case .topLeading: -1
        case .identity: 0
        case .bottomTrailing: 1
        }
    }
}
