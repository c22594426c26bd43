import Foundation

// App Intents' extras beside shortcuts: phrases Siri must not take for a shortcut, packages of
// intents an app's targets share, and push-to-talk. Nothing here speaks to Siri; the values are
// kept, as AppShortcuts.swift keeps a shortcut's phrases.

/// A phrase that should not run a shortcut, as App Intents' `NegativeAppShortcutPhrase`.
public struct NegativeAppShortcutPhrase: ExpressibleByStringInterpolation, Hashable, Sendable {
    /// The phrase.
    public let text: String
    public init(_ phraseKey: String) { text = phraseKey }
    public init(stringLiteral value: String) { text = value }
}

/// The phrases that should not run an app's shortcuts, as App Intents' `NegativeAppShortcutPhrases`.
public struct NegativeAppShortcutPhrases: Hashable, Sendable {
    public let phrases: [NegativeAppShortcutPhrase]
    public init(phrases: [NegativeAppShortcutPhrase]) { self.phrases = phrases }
}

/// Intents packaged for an app's other targets, as App Intents' `AppIntentsPackage`.
public protocol AppIntentsPackage {
    static var includedPackages: [any AppIntentsPackage.Type] { get }
}

extension AppIntentsPackage {
    /// None, as App Intents' default.
    public static var includedPackages: [any AppIntentsPackage.Type] { [] }
}

/// An intent that starts or stops a push-to-talk transmission, as App Intents' `PushToTalkTransmissionIntent`.
public protocol PushToTalkTransmissionIntent: SystemIntent {}
