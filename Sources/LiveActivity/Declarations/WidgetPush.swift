import Foundation
import IslandUI

// iOS 26's WidgetKit push notifications: the system gives a widget extension a push token and
// reloads its widgets when a push with that token arrives. The simulated device registers no
// widget for pushes (no home-screen widget is installed), so no token is ever given: a handler
// compiles, and `currentPushInfo` is nil, as on a device before its token is made.

/// A type told of the push token for reloading widgets, as WidgetKit's `WidgetPushHandler`
/// (iOS 26), registered with `.pushHandler(_:)` on a widget's configuration.
public protocol WidgetPushHandler {
    init()
    /// The token changed; `widgets` are the widgets that support push updates.
    func pushTokenDidChange(_ pushInfo: WidgetPushInfo, widgets: [WidgetInfo])
}

/// The push token for widget reloads, as WidgetKit's `WidgetPushInfo` (iOS 26).
public struct WidgetPushInfo: Sendable {
    /// The token to address pushes to.
    public let token: Data
}

extension WidgetConfiguration {
    /// Registers `pushHandlerType` to be told of this widget's push token: kept by nothing here,
    /// where no token is given; the configuration is drawn as it is.
    public func pushHandler(_ pushHandlerType: any WidgetPushHandler.Type) -> Self { self }
}

extension WidgetCenter {
    /// The push token for widget reloads: nil, as before a token is made (no widget on the
    /// simulated device is configured for pushes).
    public var currentPushInfo: WidgetPushInfo? {
        get async { nil }
    }
}

/// The relevances of a widget kind, as WidgetKit's `WidgetRelevance` (iOS 18), returned by a
/// timeline provider's `relevance()`: the Smart Stack's ordering, which a Live Activity's card
/// here does not use.
public struct WidgetRelevance<Configuration> {
    /// The attributes, most relevant first.
    public let attributes: [WidgetRelevanceAttribute<Configuration>]
    public init(_ attributes: [WidgetRelevanceAttribute<Configuration>]) { self.attributes = attributes }
}

/// When a widget might be relevant, as WidgetKit's `WidgetRelevanceAttribute` (iOS 18); its
/// contexts are RelevanceKit's, which TermIsland does not stand in for.
public struct WidgetRelevanceAttribute<Configuration> {}

extension TimelineProvider {
    /// No relevances, as WidgetKit's default.
    public func relevance() async -> WidgetRelevance<Void> { WidgetRelevance([]) }
}
