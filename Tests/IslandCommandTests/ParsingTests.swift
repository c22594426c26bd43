import IslandInputs
import LiveActivity
import Testing
@testable import IslandCommandLine
@testable import IslandCommands

@Suite("Command-line parsing")
struct ParsingTests {
    @Test(arguments: [
        ("90s", 90.0), ("5m", 300), ("1h30m", 5400), ("2h", 7200), ("45", 45), ("1.5m", 90), ("0s", 0),
    ])
    func durations(_ text: String, _ seconds: Double) {
        #expect(parseDuration(text) == seconds)
    }

    @Test(arguments: ["soon", "", "5x", "m", "1h30", "-5m", "nan"])
    func notDurations(_ text: String) {
        #expect(parseDuration(text) == nil)
    }

    @Test func suggestionsFindNearNamesOnly() {
        #expect(NameSuggestion.didYouMean("piza", among: ["pizza-delivery", "flight"]) == "; did you mean \"pizza-delivery\"?")
        #expect(NameSuggestion.didYouMean("iphone-15-por", among: ["iphone-15-pro", "ipad"]) == "; did you mean \"iphone-15-pro\"?")
        #expect(NameSuggestion.didYouMean("zzzz", among: ["pizza-delivery", "flight"]) == "")
    }

    @Test func unknownNamesAndBadValuesAreUsageErrors() {
        #expect(throws: UsageError.self) { try ExampleLookup.example("piza") }
        #expect(throws: UsageError.self) { try CommandOptions.parse(["pizza-delivery", "--at", "soon"], accepting: SnapshotCommand.options) }
        #expect(throws: UsageError.self) { try CommandOptions.parse(["pizza-delivery", "--device", "nokia"], accepting: SnapshotCommand.options) }
        #expect(throws: UsageError.self) { try CommandOptions.parse(["pizza-delivery", "--presentation", "huge"], accepting: SnapshotCommand.options) }
        #expect(throws: UsageError.self) { try CommandOptions.parse(["--device"], accepting: SnapshotCommand.options) }
        #expect(throws: UsageError.self) { try CommandOptions.parse(["--every", "1m"], accepting: SnapshotCommand.options) }
        #expect(Island.run(["snapshot", "piza"]) == 2)
        #expect(Island.run(["frobnicate"]) == 2)
        #expect(Island.run([]) == 2)
    }
}

@Suite("Command behaviour")
struct CommandBehaviourTests {
    @Test func hugeDurationsAreRefusedNotACrash() {
        #expect(parseDuration("1e19") == nil)
        #expect(parseDuration("99999999999999999999s") == nil)
        #expect(parseDuration("8760h") == 31_536_000.0)
        #expect(Island.run(["snapshot", "pizza-delivery", "--at", "1e19"]) == 2)
    }

    @Test func helpIsAnAnswerNotAnError() {
        #expect(Island.run(["snapshot", "--help"]) == 0)
        #expect(Island.run(["demo", "-h"]) == 0)
    }

    @Test func aStateIsForOneExample() {
        #expect(Island.run(["demo", "--state", "{}"]) == 2)
        #expect(Island.run(["snapshot", "pizza-delivery", "--state", "{oops"]) == 2)
    }
}
