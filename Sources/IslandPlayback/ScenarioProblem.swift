import LiveActivity

/// Why a scenario cannot be played: where in the file (the event's JSON path) and what is wrong.
///
///     $.timeline[2].request.example: unknown example "piza"; did you mean "pizza-delivery"?
///
/// The same value as a problem in an activity's data (a path, a reason, and what was found or
/// meant when that can be said), so both are said by one `description`.
public typealias ScenarioProblem = ActivityDataProblem

/// A scenario refused before it plays, with every problem `ScenarioPlayer.validate()` found,
/// one a line after the scenario's name, as `island preview file.json` says them:
///
///     parcel race: $.timeline[1].request.example: unknown example "piza"; did you mean "pizza-delivery"?
public struct UnplayableScenario: Error, Sendable, CustomStringConvertible {
    /// The scenario's name (its file's, when it gives none).
    public var scenario: String
    public var problems: [ScenarioProblem]

    public init(scenario: String, problems: [ScenarioProblem]) {
        self.scenario = scenario
        self.problems = problems
    }

    public var description: String { problems.map { "\(scenario): \($0)" }.joined(separator: "\n") }
}

extension ScenarioPlayer {
    /// Throws `UnplayableScenario` with every problem `validate()` finds, if it finds any.
    public func requirePlayable() throws(UnplayableScenario) {
        let problems = validate()
        guard problems.isEmpty else { throw UnplayableScenario(scenario: scenario.name, problems: problems) }
    }
}
