// TabViewStyle: accepted with Apple's names so that a widget bundle's app screens compile; the
// view is drawn in its default style (docs/IslandUI.md, "Accepted without effect").

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
