import Foundation
import LiveActivity
import ActivityRuntime

/// A scenario: a device, apps' activities and a timeline of what happens to them, for
/// `island play` and tests. The file format is in docs/Scenarios.md.
public struct Scenario: Sendable {
    public var name: String
    public var device: DeviceProfile
    /// When the timeline's zero is.
    public var start: Date
    public var policy: ArbitrationPolicy
    /// The device's limits: how many activities may run or wait (`activityLimit`) and how long
    /// an alert shows (`alertDuration`); Apple's figures unless the file sets them.
    public var limits: ActivityLimits = .standard
    /// Events in time order (file order for equal times).
    public var timeline: [ScenarioEvent]
    /// Activities whose views the scenario describes in JSON, by name: a request's `example`
    /// may name one of these as well as a built-in example.
    public var activities: [String: DescribedActivity] = [:]

    /// The start a scenario file without `"start"` gets: 2027-01-15T08:00:00Z.
    public static let defaultStart = Date(timeIntervalSince1970: 1_800_000_000)

    /// A scenario built in code, as a file would give it (docs/Scenarios.md): the events are put
    /// in time order (the order given for equal times), and each without a `path` is named by
    /// its place, `$.timeline[3]`, for messages.
    ///
    ///     let scenario = Scenario(name: "pizza", timeline: [
    ///         ScenarioEvent(at: 0, action: .request(ScenarioRequest(id: "pizza", app: "Pizza", example: "pizza-delivery"))),
    ///         ScenarioEvent(at: 300, action: .touchAndHold(id: "pizza")),
    ///     ])
    public init(name: String, device: DeviceProfile = .iPhone15Pro, start: Date = Scenario.defaultStart,
                policy: ArbitrationPolicy = .default, limits: ActivityLimits = .standard, timeline: [ScenarioEvent],
                activities: [String: DescribedActivity] = [:]) {
        self.name = name
        self.device = device
        self.start = start
        self.policy = policy
        self.limits = limits
        self.timeline = timeline.enumerated()
            .map { index, event in
                var event = event
                if event.path.isEmpty { event.path = "$.timeline[\(index)]" }
                return (index, event)
            }
            .sorted { ($0.1.at, $0.0) < ($1.1.at, $1.0) }
            .map(\.1)
        self.activities = activities
    }

    /// How long the timeline runs: its last event's time.
    public var duration: TimeInterval { timeline.last?.at ?? 0 }

    /// The instants the timeline pauses at, with how long to hold each, in order.
    public var pauses: [(at: TimeInterval, hold: TimeInterval)] {
        timeline.compactMap { event in
            if case .pause(let hold) = event.action { return (event.at, hold) }
            return nil
        }
    }
}

/// One thing that happens at a time after the scenario's start.
public struct ScenarioEvent: Sendable {
    /// Seconds after the start.
    public var at: TimeInterval
    public var action: ScenarioAction
    /// Where it is in the file, for messages: `$.timeline[3]`.
    public var path: String

    /// What happens `at` seconds after the start; `path` names it in messages (empty: its place
    /// in the timeline `Scenario.init` is given).
    public init(at: TimeInterval, action: ScenarioAction, path: String = "") {
        self.at = at
        self.action = action
        self.path = path
    }
}

/// What happens.
public enum ScenarioAction: Sendable {
    /// An app starts an activity drawn by an example's views (`island list` names them), with
    /// its content state as JSON (the example's own state when absent).
    case request(ScenarioRequest)
    case update(id: String, state: Data?, relevance: Double?, staleAfter: TimeInterval?, alert: AlertConfiguration?)
    case end(id: String, policy: ActivityUIDismissalPolicy?, dismissAfter: TimeInterval?)
    case touchAndHold(id: String)
    /// The user swipes the activity away from the Lock Screen.
    case dismiss(id: String)
    /// The user taps the control labelled `label` in activity `id`'s presentation on screen:
    /// its App Intent runs.
    case tap(id: String, label: String)
    /// The user collapses the expanded presentation (a transient activity ends).
    case collapse
    /// The user taps outside the Dynamic Island (the expanded presentation collapses; a
    /// transient activity ends).
    case tapOutside
    case relevance(id: String, score: Double)
    /// The user locks the device (and leaves any app).
    case lock
    case unlock
    /// The user opens an app (nil: goes to the Home Screen); opening unlocks.
    case open(app: String?)
    /// The user switches an app's Live Activities on or off in Settings.
    case setEnabled(app: String, enabled: Bool)
    /// An ActivityKit push payload arrives for activity `id`: a start (for `app`, drawn by
    /// `example` or the example whose attributes type the payload names), an update or an end.
    case push(id: String, app: String?, example: String?, payload: PushPayload)
    /// Nothing happens; a player in a terminal holds this instant's frame for `hold` seconds
    /// of real time. `island demo` shows exactly its scenario's pauses.
    case pause(hold: TimeInterval)
}

/// A request in a scenario.
public struct ScenarioRequest: Sendable {
    public var id: String
    public var app: String
    /// The example whose views draw it.
    public var example: String
    public var state: Data?
    /// Its attributes as JSON (the example's own when absent).
    public var attributes: Data?
    public var relevance: Double
    /// Stale this long after it starts.
    public var staleAfter: TimeInterval?
    public var style: ActivityStyle
    public var alert: AlertConfiguration?
    /// Scheduled: it starts this long after the request (pending until then, counting toward
    /// the device's limit), with its `alert`.
    public var startAfter: TimeInterval?

    /// App `app` requests activity `id`, drawn by `example` (a built-in example's name, or a
    /// kind registered under that name), with the example's own state and attributes unless
    /// given as JSON.
    public init(id: String, app: String, example: String, state: Data? = nil, attributes: Data? = nil,
                relevance: Double = 0, staleAfter: TimeInterval? = nil, style: ActivityStyle = .standard,
                alert: AlertConfiguration? = nil, startAfter: TimeInterval? = nil) {
        self.id = id
        self.app = app
        self.example = example
        self.state = state
        self.attributes = attributes
        self.relevance = relevance
        self.staleAfter = staleAfter
        self.style = style
        self.alert = alert
        self.startAfter = startAfter
    }
}
