import Foundation

/// A scenario: a device, apps' activities and a timeline of what happens to them, for
/// `island play` and tests. The file format is in docs/Scenarios.md.
public struct Scenario: Sendable {
    public var name: String
    public var device: DeviceProfile
    /// When the timeline's zero is.
    public var start: Date
    public var policy: ArbitrationPolicy
    /// Events in time order (file order for equal times).
    public var timeline: [ScenarioEvent]

    /// How long the timeline runs: its last event's time.
    public var duration: TimeInterval { timeline.last?.at ?? 0 }
}

/// One thing that happens at a time after the scenario's start.
public struct ScenarioEvent: Sendable {
    /// Seconds after the start.
    public var at: TimeInterval
    public var action: ScenarioAction
    /// Where it is in the file, for messages: `$.timeline[3]`.
    public var path: String
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
    case relevance(id: String, score: Double)
}

/// A request in a scenario.
public struct ScenarioRequest: Sendable {
    public var id: String
    public var app: String
    /// The example whose views draw it.
    public var example: String
    public var state: Data?
    public var relevance: Double
    /// Stale this long after it starts.
    public var staleAfter: TimeInterval?
    public var style: ActivityStyle
    public var alert: AlertConfiguration?
}
