import Foundation
import IslandCommandLine
import IslandExamples
import IslandInputs
import IslandPlayback
import LiveActivity
import TermIsland

/// Finding what a command is asked to draw: a built-in example by name, views described in a
/// JSON file, or a scenario file ready to play.
enum ExampleLookup {
    /// The example `argument` names, or the described views in the `.json` file it names.
    static func example(_ argument: String, errorPrefix: String = "", hint: String = "island list shows them all") throws -> Example {
        if let example = Example.named(argument) { return example }
        if GivenFile.isFile(argument) { return try describedExample(at: argument) }
        throw UsageError("\(errorPrefix)unknown example \"\(argument)\"\(NameSuggestion.didYouMean(argument, among: Example.all.map(\.name))) (\(hint); a .json file of described views works too)")
    }

    /// A file of views described in JSON (docs/DescribedActivities.md), as an example named
    /// after the file, drawn with its preview data.
    static func describedExample(at path: String) throws -> Example {
        try describedExample(GivenFile(path, limit: .views))
    }

    /// A file of described views already read, as an example named after the file.
    static func describedExample(_ file: GivenFile) throws -> Example {
        let path = file.path
        switch file.kind {
        case .scenario:
            throw UsageError("\(file.name): this is a scenario, not described views: use island play \(file.path) (or island demo)")
        case .payload:
            throw UsageError("\(file.name): this is a push payload, not described views: island validate \(file.path) checks it")
        case .views, .otherObject, .other:
            break
        }
        do {
            let description = try DescribedActivity.parse(file.data, file: file.name)
            let name = file.path == "-" ? "views" : URL(fileURLWithPath: path).deletingPathExtension().lastPathComponent
            return Example.described(name, by: description)
        } catch {
            throw UsageError(error)
        }
    }

    /// A player of `scenario` with the built-in examples, drawing in `environment`.
    static func player(_ scenario: Scenario, theme: Theme, environment: EnvironmentValues = EnvironmentValues()) -> ScenarioPlayer {
        var player = ScenarioPlayer(scenario: scenario, kinds: .builtInExamples, theme: theme, unknownNameHint: " (island list shows the built-in ones)")
        player.environment = environment
        return player
    }

    /// A scenario file read and checked for play: a problem is a usage error naming the file.
    static func playableScenario(_ path: String, theme: Theme) throws -> Scenario {
        try playableScenario(GivenFile(path, limit: .scenario), theme: theme)
    }

    /// A scenario read and checked for play: a problem is a usage error naming the file.
    static func playableScenario(_ file: GivenFile, theme: Theme) throws -> Scenario {
        if file.kind == .payload {
            throw UsageError("\(file.name): this is a push payload: island validate \(file.path) checks it; a scenario's push event plays it (docs/PushPayloads.md)")
        }
        if file.kind == .views {
            throw UsageError("\(file.name): these are described views, not a scenario: island snapshot \(file.path) draws them")
        }
        let scenario: Scenario
        do { scenario = try Scenario.parse(file.data, file: file.name) } catch { throw UsageError(error) }
        let problems = player(scenario, theme: theme).validate()
        guard problems.isEmpty else {
            throw UsageError(lines: problems.map { "\(file.name): \($0)" })
        }
        return scenario
    }
}
