import Foundation
import IslandInputs
import IslandExamples
import Testing
@testable import IslandCommandLine
@testable import IslandCommands

/// A line break from a file or an argument never starts a line of island's output: names and ids
/// must be one line, and everything else shows it as `␊`, as other control characters are shown.
@Suite("Line breaks cannot forge lines of output")
struct LineBreakTests {
    @Test(arguments: [
        (#"{"name": "a\nb", "timeline": []}"#, "$.name", #""a\nb""#, "expected a name"),
        (#"{"timeline": [{"at": 0, "request": {"id": "a\nb", "app": "A", "example": "flight"}}]}"#, "$.timeline[0].request.id", #""a\nb""#, "expected an activity id"),
        (#"{"timeline": [{"at": 0, "request": {"id": "a", "app": "A\rB", "example": "flight"}}]}"#, "$.timeline[0].request.app", #""A\rB""#, "expected an app name"),
        (#"{"timeline": [{"at": 0, "update": {"id": "a\nb"}}]}"#, "$.timeline[0].update.id", #""a\nb""#, "expected an activity id"),
        (#"{"timeline": [{"at": 0, "end": {"id": "a\nb"}}]}"#, "$.timeline[0].end.id", #""a\nb""#, "expected an activity id"),
        (#"{"timeline": [{"at": 0, "touchAndHold": "a\nb"}]}"#, "$.timeline[0].touchAndHold", #""a\nb""#, "expected an activity id"),
        (#"{"timeline": [{"at": 0, "dismiss": "a\nb"}]}"#, "$.timeline[0].dismiss", #""a\nb""#, "expected an activity id"),
        (#"{"timeline": [{"at": 0, "relevance": {"id": "a\nb", "score": 1}}]}"#, "$.timeline[0].relevance.id", #""a\nb""#, "expected an activity id"),
    ])
    func namesAndIdsAreOneLine(_ json: String, _ path: String, _ got: String, _ expectation: String) {
        #expect(throws: InputFileError(file: "s.json", location: path, reason: "\(expectation) (not empty, on one line), got \(got)")) {
            try Scenario.parse(Data(json.utf8), file: "s.json")
        }
    }

    @Test func anAlertsTitleAndBodyShowTheirLineBreaksAsASymbol() throws {
        let fixture = try FileFixture()
        let file = try fixture.write(#"""
            {"timeline": [
              {"at": 0, "request": {"id": "r", "app": "Rides", "example": "ride-share"}},
              {"at": 1, "update": {"id": "r", "alert": {"title": "Here\nisland: forged line", "body": "x\r\ny"}}}]}
            """#, to: "s.json")
        let run = CommandLineRun("play", file, "--at", "1s")
        #expect(run.status == 0)
        #expect(!run.output.split(separator: "\n").contains { $0.hasPrefix("island: forged") })
        #expect(run.output.contains(#"Rides: updated r with an alert: "Here␊island: forged line": expanded for 4s"#))
    }

    @Test func errorMessagesAreOneLineWhateverTheyQuote() throws {
        let fixture = try FileFixture()
        let file = try fixture.write(#"{"timeline": [{"at": "soon", "pause": "1s"}]}"#, to: "bad\nisland: forged.json")
        let run = CommandLineRun("validate", file)
        #expect(run.status == 2)
        #expect(run.errorLines.count == 1)
        #expect(run.errors.hasSuffix("bad␊island: forged.json: $.timeline[0].at: expected a duration such as \"90s\" or \"1h30m\", got \"soon\"\n"))
        let unknown = CommandLineRun("snapshot", "piza\nisland: forged")
        #expect(unknown.errorLines == ["island: unknown example \"piza␊island: forged\" (island list shows them all; a .json file of described views works too)"])
        let option = CommandLineRun("snapshot", "flight", "--presentation", "compact\u{1B}[2J\nx")
        #expect(option.errorLines == ["island: unknown presentation \"compact␛[2J␊x\""])
    }

    @Test func aScenariosProblemsAreOneLineEach() throws {
        let fixture = try FileFixture()
        let file = try fixture.write(#"{"timeline": [{"at": 0, "request": {"id": "a", "app": "A", "example": "piza\u2028x"}}, {"at": 0, "touchAndHold": "b"}]}"#, to: "s.json")
        let run = CommandLineRun("play", file)
        #expect(run.status == 2)
        #expect(run.errorLines == [
            "island: \(file): $.timeline[0].request.example: unknown example \"piza␤x\" (island list shows the built-in ones)",
            "island: \(file): $.timeline[1]: no activity \"b\" was requested before",
        ])
    }
}

/// A scenario's request is measured as the device measures it: 4,096 bytes of attributes and
/// state together play; 4,097 are refused when played, with the size, and the scenario goes on
/// (issue 14: the refusal is listed, as `update`'s are), without the data being decoded.
@Suite("A scenario's 4 KB rule at its edge")
struct ScenarioSizeEdgeTests {
    /// A request of pizza-delivery whose preview attributes and state make `total` bytes.
    func scenario(total: Int) throws -> String {
        let attributes = Example.pizzaDelivery.kind.preview!(Date(timeIntervalSince1970: 1_800_000_000), 0).data.attributes.count
        let empty = #"{"deliveryTimer":["2027-01-15T08:00:00Z","2027-01-15T08:25:00Z"],"driverName":""}"#
        let name = String(repeating: "B", count: total - attributes - empty.utf8.count)
        return #"{"timeline": [{"at": 0, "request": {"id": "p", "app": "Pizza", "example": "pizza-delivery", "state": {"driverName": "\#(name)", "deliveryTimer": ["2027-01-15T08:00:00Z", "2027-01-15T08:25:00Z"]}}}]}"#
    }

    @Test func fourThousandAndNinetySixBytesPlayAndOneMoreIsRefused() throws {
        let fixture = try FileFixture()
        let at = try fixture.write(try scenario(total: 4096), to: "at.json")
        #expect(CommandLineRun("validate", at).status == 0)
        #expect(!CommandLineRun("play", at).output.contains("refused"))
        let over = try fixture.write(try scenario(total: 4097), to: "over.json")
        #expect(CommandLineRun("validate", over).status == 0, "a refusal on the device is part of the scenario, not a fault of the file")
        let played = CommandLineRun("play", over)
        #expect(played.status == 0)
        #expect(played.output.contains("Pizza: request refused: attributesTooLarge: the static and dynamic data are 4,097 bytes; ActivityKit allows 4,096"),
                "\(played.output)")
    }
}
