// IndexViewStyle: accepted with Apple's names so that a widget bundle's app screens compile; the
// view is drawn in its default style (docs/IslandUI.md, "Accepted without effect").

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
