#if canImport(Darwin)
import Foundation
#endif
import FrameVocabulary

// App Intents as a Live Activity's buttons and toggles use them: an intent is a value whose
// `perform()` the system runs when the control is tapped. In TermIsland a scenario's `tap`, or
// a click in a previewer, runs it against the simulated device, where it updates or ends
// activities through ActivityKit's API as it would on iOS.

#if canImport(Darwin)
/// Foundation's localized string resource (on Apple platforms it exists already).
public typealias LocalizedStringResource = Foundation.LocalizedStringResource
#else
/// A string to show, as Foundation's `LocalizedStringResource`: intents' titles and parameters'
/// names. There is one language here, so it is the string itself.
public struct LocalizedStringResource: Hashable, Sendable, ExpressibleByStringInterpolation, CustomStringConvertible {
    public let key: String

    public init(stringLiteral value: String) { key = value }
    public init(_ key: String) { self.key = key }

    public var description: String { key }
}
#endif

extension LocalizedStringResource {
    /// The text shown.
    var text: String {
        #if canImport(Darwin)
        String(localized: self)
        #else
        key
        #endif
    }
}

/// An action the system can run for the app, as in App Intents.
///
///     struct PauseTimerIntent: LiveActivityIntent {
///         static let title: LocalizedStringResource = "Pause timer"
///         @Parameter(title: "Timer") var timerID: String
///         init() {}
///         init(timerID: String) { self.timerID = timerID }
///         func perform() async throws -> some IntentResult {
///             for activity in Activity<TimerAttributes>.activities where activity.id == timerID {
///                 await activity.update(…)
///             }
///             return .result()
///         }
///     }
public protocol AppIntent {
    associatedtype PerformResult: IntentResult
    /// The name shown for it (and the name of a control that has no text of its own).
    static var title: LocalizedStringResource { get }
    static var description: IntentDescription? { get }
    /// Whether running it brings the app to the foreground.
    static var openAppWhenRun: Bool { get }
    static var isDiscoverable: Bool { get }
    init()
    func perform() async throws -> PerformResult
}

extension AppIntent {
    public static var description: IntentDescription? { nil }
    public static var openAppWhenRun: Bool { false }
    public static var isDiscoverable: Bool { true }
}

/// An intent that starts, updates or ends Live Activities: run in the app's process, so it can
/// call ActivityKit.
public protocol LiveActivityIntent: AppIntent {}

/// An intent whose control sets a value (a `Toggle(isOn:intent:)` sets `value` to the toggle's
/// new state before `perform()` runs).
public protocol SetValueIntent: AppIntent {
    associatedtype ValueType
    var value: ValueType { get set }
}

/// What Siri says when an intent finishes.
public struct IntentDialog: ExpressibleByStringInterpolation, Sendable {
    public let text: String
    public init(stringLiteral value: String) { text = value }
    public init(_ resource: LocalizedStringResource) { text = resource.text }
}

/// An intent's description, as shown in Shortcuts.
public struct IntentDescription: ExpressibleByStringInterpolation, Sendable {
    public let text: String
    /// The description, its category and the words Shortcuts finds it by.
    public var descriptionText: LocalizedStringResource
    public var categoryName: LocalizedStringResource?
    public var searchKeywords: [LocalizedStringResource] = []
    /// What the intent's result is called in Shortcuts (iOS 17).
    public var resultValueName: LocalizedStringResource?

    public init(stringLiteral value: String) {
        text = value
        descriptionText = LocalizedStringResource(stringLiteral: value)
    }

    public init(_ descriptionText: LocalizedStringResource, categoryName: LocalizedStringResource? = nil,
                searchKeywords: [LocalizedStringResource] = [], resultValueName: LocalizedStringResource? = nil) {
        text = descriptionText.text
        self.descriptionText = descriptionText
        self.categoryName = categoryName
        self.searchKeywords = searchKeywords
        self.resultValueName = resultValueName
    }
}

/// A parameter of an intent, as App Intents' `@Parameter`: a value the control's intent carries
/// (`Button(intent: PauseTimerIntent(timerID: id))`). As in App Intents, the value is held by
/// reference, so it can be set on an intent kept in a `let` (Xcode's widget template does).
@propertyWrapper
public struct Parameter<Value> {
    private let storage: ParameterStorage<Value>
    public let title: LocalizedStringResource

    public init(title: LocalizedStringResource, description: LocalizedStringResource? = nil) {
        self.title = title
        storage = ParameterStorage(nil)
    }

    public init(title: LocalizedStringResource, description: LocalizedStringResource? = nil, default value: Value) {
        self.title = title
        storage = ParameterStorage(value)
    }

    public init(wrappedValue: Value, title: LocalizedStringResource, description: LocalizedStringResource? = nil) {
        self.title = title
        storage = ParameterStorage(wrappedValue)
    }

    /// A parameter with a default and the question asked when it has no value (the question is
    /// kept, not asked).
    public init(title: LocalizedStringResource, description: LocalizedStringResource? = nil, default value: Value,
                requestValueDialog: IntentDialog? = nil) {
        self.init(title: title, description: description, default: value)
    }

    /// A number parameter within a range (the range is kept, not enforced).
    public init(title: LocalizedStringResource, description: LocalizedStringResource? = nil, default value: Value,
                inclusiveRange: (Value, Value)) {
        self.init(title: title, description: description, default: value)
    }

    public var wrappedValue: Value {
        get {
            guard let value = storage.value else { fatalError("@Parameter \(title.text) was read before it was given a value") }
            return value
        }
        nonmutating set { storage.value = newValue }
    }

    public var projectedValue: Parameter<Value> { self }
}

/// A parameter's value, shared by the copies of its intent, as App Intents' reference-typed
/// parameters are.
private final class ParameterStorage<Value>: @unchecked Sendable {
    var value: Value?
    init(_ value: Value?) { self.value = value }
}

extension Parameter where Value: ExpressibleByNilLiteral {
    public init(title: LocalizedStringResource, description: LocalizedStringResource? = nil) {
        self.title = title
        storage = ParameterStorage(nil as Value)
    }
}

/// An intent that configures a widget, as WidgetKit's `WidgetConfigurationIntent`: its
/// parameters are the widget's settings (their defaults are what a terminal draws with).
public protocol WidgetConfigurationIntent: AppIntent {}

extension WidgetConfigurationIntent {
    /// A configuration intent does nothing when run.
    public func perform() async throws -> some IntentResult { .result() }
}

extension RegionIntent {
    /// The intent a control runs; a toggle's intent gets the toggle's new state first, when it
    /// is a `SetValueIntent`.
    package init<Intent: AppIntent>(_ intent: Intent, settingValue newValue: Bool? = nil) {
        // Type-erased before the closure, so the closure holds no generic type (Swift 6 would
        // have to send the intent's metatype).
        let box: any IntentRunning = IntentBox(intent, settingValue: newValue)
        self.init(name: String(describing: Intent.self), title: Intent.title.text) { try await box.run() }
    }
}

private protocol IntentRunning: Sendable {
    func run() async throws
}

private final class IntentBox<Intent: AppIntent>: IntentRunning, @unchecked Sendable {
    let intent: Intent
    let newValue: Bool?

    init(_ intent: Intent, settingValue newValue: Bool?) {
        self.intent = intent
        self.newValue = newValue
    }

    func run() async throws {
        var intent = self.intent
        if let newValue, var setting = intent as? any SetValueIntent {
            setting.setValue(newValue)
            if let set = setting as? Intent { intent = set }
        }
        _ = try await intent.perform()
    }
}

extension SetValueIntent {
    /// Sets `value` when it is a Boolean (a toggle's intent).
    fileprivate mutating func setValue(_ newValue: Bool) {
        if let value = newValue as? ValueType { self.value = value }
    }
}
