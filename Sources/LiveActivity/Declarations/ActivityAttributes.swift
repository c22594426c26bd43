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
public protocol ActivityAttributes: Codable {
    associatedtype ContentState: Codable & Hashable
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
