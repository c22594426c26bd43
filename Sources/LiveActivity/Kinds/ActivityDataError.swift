/// Data an activity kind cannot draw: which part, for which attributes type, where in the JSON
/// and why.
///
///     the content state for PizzaDeliveryAttributes: $.driverName: expected a string
public struct ActivityDataError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The part of the data that does not decode.
    public enum Part: Hashable, Sendable {
        case attributes
        case contentState
    }

    public var part: Part
    /// The kind's attributes type name.
    public var attributesType: String
    /// The value that does not decode, and why.
    public var problem: ActivityDataProblem

    public init(part: Part, attributesType: String, problem: ActivityDataProblem) {
        self.part = part
        self.attributesType = attributesType
        self.problem = problem
    }

    public var description: String {
        "\(part == .attributes ? "the attributes" : "the content state") for \(attributesType): \(problem)"
    }
}
