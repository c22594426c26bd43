import Foundation
import IslandUI

// Home-screen widgets a user configures: with an App Intent (iOS 17) or with a SiriKit intent
// (the older Xcode template). They compile beside a bundle's Live Activities and are listed by
// it, not drawn: a terminal draws Live Activities.

/// Gives an intent-configured widget its entries, as WidgetKit's `AppIntentTimelineProvider`.
public protocol AppIntentTimelineProvider {
    associatedtype Entry: TimelineEntry
    associatedtype Intent: WidgetConfigurationIntent
    typealias Context = TimelineProviderContext
    func placeholder(in context: Context) -> Entry
    func snapshot(for configuration: Intent, in context: Context) async -> Entry
    func timeline(for configuration: Intent, in context: Context) async -> Timeline<Entry>
    func recommendations() -> [AppIntentRecommendation<Intent>]
}

extension AppIntentTimelineProvider {
    public func recommendations() -> [AppIntentRecommendation<Intent>] { [] }
}

/// A preconfigured intent offered where a widget cannot be configured (the Apple Watch).
public struct AppIntentRecommendation<Intent: WidgetConfigurationIntent> {
    public let intent: Intent
    public let description: String
    public init(intent: Intent, description: String) {
        self.intent = intent
        self.description = description
    }
    public init(intent: Intent, description: LocalizedStringResource) {
        self.intent = intent
        self.description = description.key
    }
}

/// A home-screen widget configured with an App Intent, as WidgetKit's: listed, not drawn.
public struct AppIntentConfiguration<Intent: WidgetConfigurationIntent, Content: View>: WidgetConfiguration {
    public let kind: String

    public init<Provider: AppIntentTimelineProvider>(kind: String, intent: Intent.Type = Intent.self, provider: Provider,
                                                     @ViewBuilder content: @escaping (Provider.Entry) -> Content)
    where Provider.Intent == Intent {
        self.kind = kind
    }
}

/// Gives a SiriKit-intent-configured widget its entries, as WidgetKit's `IntentTimelineProvider`.
public protocol IntentTimelineProvider {
    associatedtype Entry: TimelineEntry
    associatedtype Intent: INIntent
    typealias Context = TimelineProviderContext
    func placeholder(in context: Context) -> Entry
    func getSnapshot(for configuration: Intent, in context: Context, completion: @escaping (Entry) -> Void)
    func getTimeline(for configuration: Intent, in context: Context, completion: @escaping (Timeline<Entry>) -> Void)
    func recommendations() -> [IntentRecommendation<Intent>]
}

extension IntentTimelineProvider {
    public func recommendations() -> [IntentRecommendation<Intent>] { [] }
}

/// A preconfigured SiriKit intent offered where a widget cannot be configured (the Apple Watch),
/// as WidgetKit's `IntentRecommendation`: kept, as `AppIntentRecommendation` is.
public struct IntentRecommendation<T: INIntent> {
    public let intent: T
    /// The description as written.
    public let description: Text

    public init(intent: T, description: LocalizedStringKey) {
        self.intent = intent
        self.description = Text(description)
    }

    public init(intent: T, description: Text) {
        self.intent = intent
        self.description = description
    }

    public init<S: StringProtocol>(intent: T, description: S) {
        self.intent = intent
        self.description = Text(description)
    }
}

/// A home-screen widget configured with a SiriKit intent, as WidgetKit's: listed, not drawn.
public struct IntentConfiguration<Intent: INIntent, Content: View>: WidgetConfiguration {
    public let kind: String

    public init<Provider: IntentTimelineProvider>(kind: String, intent: Intent.Type, provider: Provider,
                                                  @ViewBuilder content: @escaping (Provider.Entry) -> Content)
    where Provider.Intent == Intent {
        self.kind = kind
    }
}

/// A SiriKit intent, as the Intents framework's `INIntent`: the base class of the intents Xcode
/// generates from an `.intentdefinition` file (`ConfigurationIntent`), which a widget's folder
/// holds beside its sources, not as Swift.
open class INIntent: @unchecked Sendable {
    public init() {}
    /// The phrase Siri suggests for it.
    open var suggestedInvocationPhrase: String?
}

extension TimelineProviderContext {
    /// Where the widget is shown, as WidgetKit's `TimelineProviderContext.environmentVariants`
    /// names them; here one place, the Home Screen.
    public var environmentVariants: [String: [String]] { [:] }
}
