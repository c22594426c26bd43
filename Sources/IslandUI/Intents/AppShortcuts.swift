import Foundation

// App Shortcuts, as App Intents declares them: the phrases Siri and Spotlight offer for an app's
// intents. A widget extension's target often compiles the app's `AppShortcutsProvider` with
// its intents; nothing here speaks to Siri, so the shortcuts are kept as values a test can read.

/// An app's shortcuts, as App Intents' `AppShortcutsProvider`.
public protocol AppShortcutsProvider {
    @AppShortcutsBuilder static var appShortcuts: [AppShortcut] { get }
    static var shortcutTileColor: ShortcutTileColor { get }
    static func updateAppShortcutParameters()
}

extension AppShortcutsProvider {
    public static var shortcutTileColor: ShortcutTileColor { .blue }
    public static func updateAppShortcutParameters() {}
}

/// One shortcut: an intent and the phrases that run it.
public struct AppShortcut {
    /// The intent's type name, and the phrases as written (the app's name in place).
    public let intentName: String
    public let phrases: [String]
    public let shortTitle: LocalizedStringResource?
    public let systemImageName: String?

    public init<Intent: AppIntent>(intent: Intent, phrases: [AppShortcutPhrase<Intent>], shortTitle: LocalizedStringResource? = nil,
                                   systemImageName: String? = nil) {
        intentName = String(describing: Intent.self)
        self.phrases = phrases.map { $0.text }
        self.shortTitle = shortTitle
        self.systemImageName = systemImageName
    }
}

/// A phrase that runs a shortcut, as App Intents' `AppShortcutPhrase`:
/// `"Pause \(.applicationName)"`.
public struct AppShortcutPhrase<Intent: AppIntent>: ExpressibleByStringInterpolation {
    let text: String

    public init(_ value: String) { text = value }
    public init(stringLiteral value: String) { text = value }
    public init(stringInterpolation: StringInterpolation) { text = stringInterpolation.text }

    /// A phrase's words and tokens.
    public typealias StringInterpolation = IntentPhraseInterpolation<Intent>
}

/// The words of a phrase or a summary's sentence, with the app's name and an intent's
/// parameters in place as `${applicationName}` and `${parameter}`, as the system fills them.
public struct IntentPhraseInterpolation<Intent: AppIntent>: StringInterpolationProtocol {
    var text = ""
    public init(literalCapacity: Int, interpolationCount: Int) {}
    public mutating func appendLiteral(_ literal: String) { text += literal }
    public mutating func appendInterpolation(_ token: AppShortcutPhraseToken) { text += "${applicationName}" }
    public mutating func appendInterpolation<T>(_ keyPath: KeyPath<Intent, T>) { text += "${parameter}" }
}

/// A word of a phrase the system fills in.
public enum AppShortcutPhraseToken: Hashable, Sendable { case applicationName }

/// Builds an app's shortcuts.
@resultBuilder
public enum AppShortcutsBuilder {
    public static func buildExpression(_ component: AppShortcut) -> [AppShortcut] { [component] }
    public static func buildBlock(_ components: [AppShortcut]...) -> [AppShortcut] { components.flatMap { $0 } }
    public static func buildOptional(_ component: [AppShortcut]?) -> [AppShortcut] { component ?? [] }
    public static func buildEither(first component: [AppShortcut]) -> [AppShortcut] { component }
    public static func buildEither(second component: [AppShortcut]) -> [AppShortcut] { component }
    public static func buildArray(_ components: [[AppShortcut]]) -> [AppShortcut] { components.flatMap { $0 } }
}

/// The colour of an app's tile in Shortcuts.
public enum ShortcutTileColor: Hashable, Sendable {
    case red, tangerine, orange, yellow, lime, grayGreen, teal, lightBlue, blue, navy, purple, grape, pink, grayBrown, grayBlue
}

/// A group of an app's shortcuts, as App Intents' `AppShortcutsContent` (iOS 17.2): what an
/// `AppShortcutsBuilder` is made of.
public protocol AppShortcutsContent {
    var appShortcuts: [AppShortcut] { get }
}

extension Array: AppShortcutsContent where Element == AppShortcut {
    public var appShortcuts: [AppShortcut] { self }
}

/// A parameter's options offered as shortcuts of their own (iOS 17), as App Intents'
/// `AppShortcutOptionsCollectionProtocol`.
public protocol AppShortcutOptionsCollectionProtocol {
    associatedtype Provider: DynamicOptionsProvider
    var dynamicOptionsProvider: Provider { get }
    var title: LocalizedStringResource { get }
    var systemImageName: String? { get }
}

/// The options of a provider under a title, as App Intents' `AppShortcutOptionsCollection`:
/// kept; Shortcuts and Spotlight, which would list them, are not here.
public struct AppShortcutOptionsCollection<Provider: DynamicOptionsProvider>: AppShortcutOptionsCollectionProtocol {
    public let dynamicOptionsProvider: Provider
    public let title: LocalizedStringResource
    public let systemImageName: String?

    public init(_ dynamicOptionsProvider: Provider, title: LocalizedStringResource, systemImageName: String? = nil) {
        self.dynamicOptionsProvider = dynamicOptionsProvider
        self.title = title
        self.systemImageName = systemImageName
    }
}
