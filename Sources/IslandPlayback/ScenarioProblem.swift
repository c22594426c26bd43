/// Why a scenario cannot be played: where in the file (the event's JSON path) and what is wrong.
///
///     $.timeline[2].request.example: unknown example "piza"; did you mean "pizza-delivery"?
public struct ScenarioProblem: Error, Hashable, Sendable, CustomStringConvertible {
    /// The JSON path of the value: `$.timeline[2].request.example`.
    public var path: String
    public var reason: String

    public init(path: String, reason: String) {
        self.path = path
        self.reason = reason
    }

    public var description: String { "\(path): \(reason)" }
}
