import Foundation

// The kinds of intent the system itself starts, as App Intents declares them: an intent that
// starts a Live Activity, audio, a workout, or sets a Focus filter. Each is an `AppIntent` the
// previewer runs as it runs any other when its control is pressed.

/// An intent the system knows the purpose of, as App Intents' `SystemIntent`.
public protocol SystemIntent: AppIntent {}

/// An intent that starts a Live Activity (from a control, Siri or a Shortcut).
public protocol LiveActivityStartingIntent: SystemIntent {}

/// An intent that starts playing audio.
public protocol AudioStartingIntent: SystemIntent {}

/// An intent that deletes entities.
public protocol DeleteIntent: SystemIntent {}

/// Workout intents, as the Action button starts them.
public protocol StartWorkoutIntent: SystemIntent, InstanceDisplayRepresentable {}
public protocol PauseWorkoutIntent: SystemIntent {}
public protocol ResumeWorkoutIntent: SystemIntent {}

/// An intent the system may suggest, as App Intents' `PredictableIntent`.
public protocol PredictableIntent: AppIntent {}

/// An intent migrated from a SiriKit custom intent.
public protocol CustomIntentMigratedAppIntent: AppIntent {}

/// A Focus filter, as App Intents' `SetFocusFilterIntent`.
public protocol SetFocusFilterIntent: AppIntent, InstanceDisplayRepresentable {}

/// Why a Focus filter could not be set.
public enum SetFocusFilterIntentError: LocalizedError, Equatable {
    case notAuthorized
}

/// The apps a Focus filter applies to.
public struct FocusFilterAppContext: Sendable {
    public init() {}
}

/// What a Focus filter suggests.
public struct FocusFilterSuggestionContext: Sendable {
    public init() {}
}

/// An entity that exists only while an intent runs.
public protocol TransientAppEntity: AppEntity {}

/// When an intent may run on a locked device, as App Intents' `IntentAuthenticationPolicy`.
public enum IntentAuthenticationPolicy: Hashable, Sendable {
    case alwaysAllowed, requiresAuthentication, requiresLocalDeviceAuthentication
}

/// Whether an intent's input connects to the previous one in a Shortcut.
public enum InputConnectionBehavior: Hashable, Sendable {
    case `default`, never, connectToPreviousIntentResult
}

/// The words of a confirmation's accept button, as App Intents' `ConfirmationActionName`.
public struct ConfirmationActionName: Hashable, Sendable {
    let name: String
    public static var add: ConfirmationActionName { .init(name: "add") }
    public static var addData: ConfirmationActionName { .init(name: "addData") }
    public static var book: ConfirmationActionName { .init(name: "book") }
    public static var buy: ConfirmationActionName { .init(name: "buy") }
    public static var call: ConfirmationActionName { .init(name: "call") }
    public static var checkIn: ConfirmationActionName { .init(name: "checkIn") }
    public static var `continue`: ConfirmationActionName { .init(name: "continue") }
    public static var create: ConfirmationActionName { .init(name: "create") }
    public static var `do`: ConfirmationActionName { .init(name: "do") }
    public static var download: ConfirmationActionName { .init(name: "download") }
    public static var filter: ConfirmationActionName { .init(name: "filter") }
    public static var find: ConfirmationActionName { .init(name: "find") }
    public static var get: ConfirmationActionName { .init(name: "get") }
    public static var go: ConfirmationActionName { .init(name: "go") }
    public static var log: ConfirmationActionName { .init(name: "log") }
    public static var open: ConfirmationActionName { .init(name: "open") }
    public static var order: ConfirmationActionName { .init(name: "order") }
    public static var pay: ConfirmationActionName { .init(name: "pay") }
    public static var play: ConfirmationActionName { .init(name: "play") }
    public static var playSound: ConfirmationActionName { .init(name: "playSound") }
    public static var post: ConfirmationActionName { .init(name: "post") }
    public static var request: ConfirmationActionName { .init(name: "request") }
    public static var run: ConfirmationActionName { .init(name: "run") }
    public static var search: ConfirmationActionName { .init(name: "search") }
    public static var send: ConfirmationActionName { .init(name: "send") }
    public static var set: ConfirmationActionName { .init(name: "set") }
    public static var share: ConfirmationActionName { .init(name: "share") }
    public static var start: ConfirmationActionName { .init(name: "start") }
    public static var startNavigation: ConfirmationActionName { .init(name: "startNavigation") }
    public static var toggle: ConfirmationActionName { .init(name: "toggle") }
    public static var turnOff: ConfirmationActionName { .init(name: "turnOff") }
    public static var turnOn: ConfirmationActionName { .init(name: "turnOn") }
    public static var view: ConfirmationActionName { .init(name: "view") }
    public static func custom(acceptLabel: LocalizedStringResource, acceptAlternatives: [LocalizedStringResource],
                              denyLabel: LocalizedStringResource, denyAlternatives: [LocalizedStringResource],
                              destructive: Bool = false) -> ConfirmationActionName {
        .init(name: "custom")
    }
}

/// An error an intent throws to ask the system for something, as App Intents' `AppIntentError`.
public struct AppIntentError: Error, Hashable, Sendable {
    let name: String
    /// Run `perform()` again (after the app has what it asked for).
    public static var restartPerform: AppIntentError { .init(name: "restartPerform") }
}

/// A value an intent is given by the app, as App Intents' `@AppDependency`: registered with
/// `AppDependencyManager.shared.add(dependency:)` (usually in the app's `init`).
@propertyWrapper
public final class AppDependency<Value: Sendable>: @unchecked Sendable {
    private let key: AnyHashable?
    private let manager: AppDependencyManager
    private let fallback: (() -> Value)?

    public convenience init(key: AnyHashable? = nil, manager: AppDependencyManager = .shared) {
        self.init(key: key, manager: manager, fallback: nil)
    }

    public convenience init(key: AnyHashable? = nil, manager: AppDependencyManager = .shared,
                            default defaultValueProvider: @autoclosure @escaping () -> Value) {
        self.init(key: key, manager: manager, fallback: defaultValueProvider)
    }

    init(key: AnyHashable?, manager: AppDependencyManager, fallback: (() -> Value)?) {
        self.key = key
        self.manager = manager
        self.fallback = fallback
    }

    /// The registered value. One that was never registered is the default given, as App
    /// Intents has it; with no default, a clear failure names the missing type.
    public final var wrappedValue: Value {
        if let value = manager.value(Value.self, key: key) { return value }
        if let fallback { return fallback() }
        preconditionFailure("@AppDependency: no \(Value.self) was added to AppDependencyManager (call AppDependencyManager.shared.add(dependency:) first)")
    }

    public final var projectedValue: AppDependency<Value> { self }
}

/// Where an app registers what its intents depend on, as App Intents' `AppDependencyManager`.
public final class AppDependencyManager: @unchecked Sendable {
    public static let shared = AppDependencyManager()
    private let lock = NSLock()
    private var providers: [String: () -> Any] = [:]

    public init() {}

    private func slot<T>(_ type: T.Type, _ key: AnyHashable?) -> String { "\(T.self)|\(key.map { "\($0)" } ?? "")" }

    public final func add<Dependency: Sendable>(key: AnyHashable? = nil, dependency dependencyProvider: @autoclosure @escaping () -> Dependency) {
        let slot = slot(Dependency.self, key)
        lock.lock()
        defer { lock.unlock() }
        providers[slot] = dependencyProvider
    }

    func value<T>(_ type: T.Type, key: AnyHashable?) -> T? {
        lock.lock()
        let provider = providers[slot(type, key)]
        lock.unlock()
        return provider?() as? T
    }
}

/// A donation's identity, as App Intents' `IntentDonationIdentifier`.
public struct IntentDonationIdentifier: Hashable, Codable, Sendable {
    let value: UUID
}

/// Which donations to delete.
public struct IntentDonationMatchingPredicate: Sendable {
    let name: String
    public static func intentType<Intent: AppIntent>(_ type: Intent.Type) -> IntentDonationMatchingPredicate { .init(name: "\(type)") }
}

/// Tells the system an intent ran, as App Intents' `IntentDonationManager`: the donations are
/// kept, in order, for a test to read; nothing is suggested from them.
public struct IntentDonationManager: Sendable {
    public static var shared: IntentDonationManager { IntentDonationManager() }

    @discardableResult
    public func donate(intent: some AppIntent) -> IntentDonationIdentifier { IntentDonationIdentifier(value: UUID()) }
    @discardableResult
    public func donate(intent: some AppIntent, result: some IntentResult) -> IntentDonationIdentifier { IntentDonationIdentifier(value: UUID()) }
    public func deleteDonations(matching predicate: IntentDonationMatchingPredicate) async throws -> [IntentDonationIdentifier] { [] }
}

/// A file an intent takes or returns, as App Intents' `IntentFile`.
public struct IntentFile: Sendable {
    public var data: Data
    public var filename: String
    public var fileURL: URL?
    public var removedOnCompletion = false

    public init(data: Data, filename: String) {
        self.data = data
        self.filename = filename
    }

    public init(fileURL: URL, filename: String? = nil) {
        self.fileURL = fileURL
        self.filename = filename ?? fileURL.lastPathComponent
        data = (try? Data(contentsOf: fileURL)) ?? Data()
    }
}

/// A person an intent takes, as App Intents' `IntentPerson`.
public struct IntentPerson: Sendable {
    /// How a person is reached.
    public struct Handle: Hashable, Sendable {
        public let value: String
        public init(value: String) { self.value = value }
    }

    /// How the person is identified.
    public enum Identifier: Hashable, Sendable { case contact(String), custom(String) }

    /// The person's name.
    public enum Name: Sendable {
        case displayName(String)
        case components(PersonNameComponents)
    }

    public var identifier: Identifier
    public var name: Name
    public var handle: Handle?
    public var aliases: [Handle]
    public var isMe: Bool

    public init(identifier: Identifier, name: Name, handle: Handle?, aliases: [Handle] = [], isMe: Bool = false) {
        self.identifier = identifier
        self.name = name
        self.handle = handle
        self.aliases = aliases
        self.isMe = isMe
    }
}

/// An amount of money, as App Intents' `IntentCurrencyAmount`.
public struct IntentCurrencyAmount: Equatable, Hashable, @unchecked Sendable {
    public var amount: Decimal
    public var currencyCode: String
    public init(amount: Decimal, currencyCode: String) {
        self.amount = amount
        self.currencyCode = currencyCode
    }
}

/// How an intent pays, as App Intents' `IntentPaymentMethod`.
public struct IntentPaymentMethod: Sendable {
    public let name: String
    public init(name: String) { self.name = name }
}

/// What the system tells an intent about where it runs.
public struct IntentSystemContext: Sendable {
    public init() {}
}
