import Foundation

// App Intents' deprecation of an intent: Shortcuts warns the user and offers the replacement.
// Nothing here shows Shortcuts; the message and replacement are kept as Apple's are.

/// Why an intent is deprecated and what replaces it, as App Intents' `IntentDeprecation`.
public struct IntentDeprecation<ReplacementIntent: AppIntent>: Sendable {
    /// What Shortcuts tells the user.
    public var message: LocalizedStringResource
    /// The intent to use instead.
    public var replacedBy: ReplacementIntent.Type?

    public init(message: LocalizedStringResource, replacedBy: ReplacementIntent.Type?) {
        self.message = message
        self.replacedBy = replacedBy
    }

    public init(replacedBy: ReplacementIntent.Type) {
        self.init(message: LocalizedStringResource(stringLiteral: ""), replacedBy: replacedBy)
    }
}

extension IntentDeprecation where ReplacementIntent == Never {
    public init(message: LocalizedStringResource) { self.init(message: message, replacedBy: nil) }
}

/// An intent that is deprecated, as App Intents' `DeprecatedAppIntent`.
public protocol DeprecatedAppIntent: AppIntent {
    associatedtype ReplacementIntent: AppIntent = Never
    static var deprecation: IntentDeprecation<ReplacementIntent> { get }
}

/// An intent that reports how far it has gone, as App Intents' `ProgressReportingIntent`.
public protocol ProgressReportingIntent: AppIntent {}

extension ProgressReportingIntent {
    /// The intent's progress: Shortcuts shows it; here it is a fresh `Progress` each read,
    /// since nothing shows it.
    public var progress: Progress { Progress(totalUnitCount: 0) }
}

/// `Never` is an intent, as in App Intents, so that `IntentDeprecation<Never>` names a
/// deprecation with no replacement; it has no value, so it is never made or run.
extension Never: AppIntent {
    public static var title: LocalizedStringResource { "Never" }
    public init() { fatalError("Never has no values") }
    public func perform() async throws -> IntentResultContainer<Never, Never, Never, Never> { switch self {} }
}
