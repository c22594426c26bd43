import Foundation

/// The static and dynamic data of a Live Activity, as in ActivityKit: the attributes are set
/// when the activity starts; its `ContentState` changes with every update.
///
///     struct PizzaDeliveryAttributes: ActivityAttributes {
///         struct ContentState: Codable & Hashable {
///             var driverName: String
///             var deliveryTimer: ClosedRange<Date>
///         }
///         var numberOfPizzas: Int
///     }
///
/// Both types' metatypes are `SendableMetatype` (any type not isolated to an actor is): the
/// system decodes and draws activities in `@Sendable` closures that name them.
public protocol ActivityAttributes: Codable, SendableMetatype {
    associatedtype ContentState: Codable & Hashable & SendableMetatype
}

/// What an activity's views are given to draw with: its attributes, its current state, whether
/// it has gone stale, and its identifier.
public struct ActivityViewContext<Attributes: ActivityAttributes> {
    public let attributes: Attributes
    public let state: Attributes.ContentState
    public let isStale: Bool
    public let activityID: String

    public init(attributes: Attributes, state: Attributes.ContentState, isStale: Bool = false, activityID: String = "preview") {
        self.attributes = attributes
        self.state = state
        self.isStale = isStale
        self.activityID = activityID
    }
}

/// A context whose attributes and state are `Sendable` is `Sendable` too: it can be
/// handed to a task, kept in an actor, or captured by a `@Sendable` closure.
extension ActivityViewContext: Sendable where Attributes: Sendable, Attributes.ContentState: Sendable {}
