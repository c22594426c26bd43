import Foundation

// App Intents' relevance: an app tells the system when a widget configuration matters (a date,
// a workout, headphones in), so that the Smart Stack can show it then. A terminal has no Smart
// Stack; the intents are kept, in order, where a test or the previewer can see the call was made.

/// When an intent matters, as App Intents' `RelevantContext`.
public struct RelevantContext: Sendable, CustomStringConvertible {
    /// A workout's state, as App Intents' `RelevantContext.FitnessCondition`.
    public struct FitnessCondition: Sendable {
        let name: String
        public static let activeWorkout = FitnessCondition(name: "activeWorkout")
        public static let activityRingsIncomplete = FitnessCondition(name: "activityRingsIncomplete")
    }

    /// Whether headphones are connected, as App Intents' `RelevantContext.HeadphonesCondition`.
    public struct HeadphonesCondition: Sendable {
        let name: String
        public static let connected = HeadphonesCondition(name: "connected")
    }

    /// A place the system learns, as App Intents' `RelevantContext.InferredLocation`.
    public struct InferredLocation: Sendable {
        let name: String
        public static let commute = InferredLocation(name: "commute"), home = InferredLocation(name: "home")
        public static let school = InferredLocation(name: "school"), work = InferredLocation(name: "work")
    }

    /// A moment of sleep, as App Intents' `RelevantContext.SleepCondition`.
    public struct SleepCondition: Sendable {
        let name: String
        public static let bedtime = SleepCondition(name: "bedtime"), wakeup = SleepCondition(name: "wakeup")
    }

    /// The context in words, as the previewer's log writes it.
    public let description: String

    public static func date(_ exact: Date) -> RelevantContext { RelevantContext(description: "date \(exact)") }
    public static func date(from: Date, to: Date) -> RelevantContext {
        RelevantContext(description: "date from \(from) to \(to)")
    }
    public static func fitness(_ condition: FitnessCondition) -> RelevantContext {
        RelevantContext(description: "fitness \(condition.name)")
    }
    public static func hardware(headphones: HeadphonesCondition) -> RelevantContext {
        RelevantContext(description: "headphones \(headphones.name)")
    }
    public static func location(inferred: InferredLocation) -> RelevantContext {
        RelevantContext(description: "location \(inferred.name)")
    }
    public static func sleep(_ condition: SleepCondition) -> RelevantContext {
        RelevantContext(description: "sleep \(condition.name)")
    }
}

/// A widget configuration and when it matters, as App Intents' `RelevantIntent`.
public struct RelevantIntent: Sendable, CustomStringConvertible {
    /// The widget's kind, as its configuration names it.
    public let widgetKind: String
    /// When it matters.
    public let relevance: RelevantContext
    /// The configuration intent's type name.
    public let intentName: String

    public init<IntentType: WidgetConfigurationIntent>(_ intent: IntentType, widgetKind: String, relevance: RelevantContext) {
        self.widgetKind = widgetKind
        self.relevance = relevance
        self.intentName = String(describing: IntentType.self)
    }

    /// `Delivery (TrackCourier): fitness activeWorkout`.
    public var description: String { "\(widgetKind) (\(intentName)): \(relevance)" }
}

/// Where an app tells the system its relevant intents, as App Intents' `RelevantIntentManager`:
/// each update replaces the last, as Apple's does, and is kept in `relevantIntents`.
public final class RelevantIntentManager: @unchecked Sendable {
    /// The one manager, as Apple's.
    public static let shared = RelevantIntentManager()

    private let lock = NSLock()
    private var intents: [RelevantIntent] = []

    init() {}

    /// The intents of the last update.
    public var relevantIntents: [RelevantIntent] {
        lock.lock()
        defer { lock.unlock() }
        return intents
    }

    /// Replaces the relevant intents.
    public final func updateRelevantIntents(_ relevantIntents: [RelevantIntent]) async throws {
        replace(with: relevantIntents)
    }

    private func replace(with relevantIntents: [RelevantIntent]) {
        lock.lock()
        defer { lock.unlock() }
        intents = relevantIntents
    }
}
