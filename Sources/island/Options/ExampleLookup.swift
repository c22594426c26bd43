import Foundation
import IslandExamples
import IslandInputs
import IslandPlayback
import TermIsland

/// Finding what a command is asked to draw: a built-in example by name, views described in a
/// JSON file, or a scenario file ready to play.
enum ExampleLookup {
    /// The example `argument` names, or the described views in the `.json` file it names.
    static func example(_ argument: String, errorPrefix: String = "", hint: String = "island list shows them all") throws -> Example {
        if argument.hasSuffix(".json") { return try describedExample(at: argument) }
        guard let example = Example.named(argument) else {
            throw UsageError("\(errorPrefix)unknown example \"\(argument)\"\(NameSuggestion.didYouMean(argument, among: Example.all.map(\.name))) (\(hint); a .json file of described views works too)")
        }
        return example
    }

    /// A file of views described in JSON (docs/DescribedActivities.md), as an example named
    /// after the file, drawn with its preview data.
    static func describedExample(at path: String) throws -> Example {
        do {
            let description = try GenericActivityDescription.load(from: URL(fileURLWithPath: path))
            return Example.described(URL(fileURLWithPath: path).deletingPathExtension().lastPathComponent, by: description)
        } catch {
            throw UsageError(error)
        }
    }

    /// Every built-in example's kind, by its example name: what scenario requests name.
    static let builtInKinds: ActivityKinds = {
        var kinds = ActivityKinds()
        for example in Example.all { kinds.register(example.kind, as: example.name) }
        return kinds
    }()

    /// A player of `scenario` with the built-in examples.
    static func player(_ scenario: Scenario, theme: Theme) -> ScenarioPlayer {
        ScenarioPlayer(scenario: scenario, kinds: builtInKinds, theme: theme, unknownNameHint: " (island list shows the built-in ones)")
    }

    /// A scenario file read and checked for play: a problem is a usage error naming the file.
    static func playableScenario(_ file: String, theme: Theme) throws -> Scenario {
        let scenario: Scenario
        do { scenario = try Scenario.load(from: URL(fileURLWithPath: file)) } catch { throw UsageError(error) }
        let problems = player(scenario, theme: theme).validate()
        guard problems.isEmpty else {
            throw UsageError(problems.map { "\(file): \($0)" }.joined(separator: "\nisland: "))
        }
        return scenario
    }
}
