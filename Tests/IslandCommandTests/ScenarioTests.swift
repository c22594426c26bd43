import Foundation
import Testing
import LiveActivity
import IslandInputs
@testable import IslandCommandLine
@testable import IslandCommands

@Suite("Scenario files")
struct ScenarioFileTests {
    func parse(_ json: String) throws -> Scenario {
        try Scenario.parse(Data(json.utf8), file: "s.json")
    }

    @Test func aScenarioReadsItsDeviceTimelineAndPolicy() throws {
        let scenario = try parse("""
            {"device": "iphone-15-pro-max", "policy": "first-started",
             "timeline": [{"at": "1m", "touchAndHold": "a"}, {"at": 30, "request": {"id": "a", "app": "A", "example": "flight"}}]}
            """)
        #expect(scenario.device == .iPhone15ProMax)
        #expect(scenario.policy.order == .firstStarted)
        #expect(scenario.timeline.map(\.at) == [30, 60], "events are put in time order")
    }

    @Test(arguments: [
        (#"{"timeline": [{"at": "soon", "dismiss": "a"}]}"#,
         #"island: s.json: $.timeline[0].at: expected a duration such as "90s" or "1h30m", got "soon""#),
        (#"{"timeline": [{"at": "1m"}]}"#,
         #"island: s.json: $.timeline[0]: expected exactly one of "request", "update", "end", "touchAndHold", "dismiss", "relevance", "lock", "unlock", "open", "home", "switchOff", "switchOn", "pause", "push", "tap", "collapse" or "tapOutside""#),
        (#"{"device": "iphone-15-por", "timeline": []}"#,
         #"island: s.json: $.device: unknown device "iphone-15-por"; did you mean "iphone-15-pro"?"#),
        (#"{"timelin": []}"#, #"island: s.json: $.timelin: unknown key; did you mean "timeline"?"#),
        (#"{"timeline": [{"at": "1m", "request": {"id": "a", "app": "A"}}]}"#,
         #"island: s.json: $.timeline[0].request: missing required key "example""#),
    ])
    func badFilesSayWhereAndWhy(json: String, message: String) {
        #expect(throws: InputFileError.self) { try parse(json) }
        do { _ = try parse(json) } catch { #expect(String(describing: error) == message) }
    }

    @Test func theBuiltInScenarioValidatesAndPlays() throws {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("docs/scenarios/four-apps.json")
        let scenario = try Scenario.load(from: url)
        let player = TranscriptPlayer(scenario)
        #expect(player.validate().isEmpty)
        let frames = player.play(at: [0, 180, 301, 1800, 9 * 3600])
        #expect(frames.contains("island: Pizza is the only app with an activity: compact (policy: highest relevance, ties to the first started)"))
        #expect(frames.contains("island: Rides relevance 80 beats Airline's 60; two apps: minimal, Rides attached; Pizza, Sports only on the Lock Screen (policy: highest relevance, ties to the first started)"))
        #expect(frames.contains("island: Pizza has an alert or is touched and held: expanded"))
        #expect(frames.contains("lock screen: pizza (Pizza, ended), flight (Airline, active), match (Sports, stale)"))
        #expect(frames.contains("refused: activityNotRunning: activity flight is not running"))
    }

    @Test func validationNamesUnknownExamplesAndUnrequestedActivities() throws {
        let scenario = try parse("""
            {"timeline": [{"at": "0s", "request": {"id": "a", "app": "A", "example": "piza"}},
                          {"at": "1m", "touchAndHold": "b"},
                          {"at": "2m", "request": {"id": "c", "app": "C", "example": "pizza-delivery", "state": {"driverName": 3}}}]}
            """)
        let problems = TranscriptPlayer(scenario).validate()
        #expect(problems == [
            #"$.timeline[0].request.example: unknown example "piza"; did you mean "pizza-delivery"? (island list shows the built-in ones)"#,
            #"$.timeline[1]: no activity "b" was requested before"#,
            "$.timeline[2].request.state: the content state for PizzaDeliveryAttributes: $.driverName: expected a string, got the number 3",
        ])
        #expect(Island.run(["validate", "/nonexistent.json"]) == 2)
    }
}

@Test func anActivityRequestedTwiceIsAValidationProblem() throws {
    let scenario = try Scenario.parse(Data("""
        {"timeline": [{"at": "0s", "request": {"id": "a", "app": "A", "example": "flight"}},
                      {"at": "1m", "request": {"id": "a", "app": "B", "example": "flight"}}]}
        """.utf8), file: "s.json")
    #expect(TranscriptPlayer(scenario).validate()
        == [#"$.timeline[1].request.id: an activity named "a" is already requested"#])
}

/// JSONSerialization on Linux reads 0 and 1 as NSNumbers that also cast to Bool; they are
/// numbers here, and true is not one.
@Test func zeroAndOneAreNumbersAndTrueIsNot() throws {
    let scenario = try Scenario.parse(Data("""
        {"timeline": [{"at": 0, "request": {"id": "a", "app": "A", "example": "flight", "relevance": 1}},
                      {"at": 1, "pause": 0}]}
        """.utf8), file: "s.json")
    #expect(scenario.timeline.map(\.at) == [0, 1])
    #expect(throws: InputFileError(file: "s.json", location: "$.timeline[0].at", reason: "expected a duration such as \"90s\" or \"1h30m\", got true")) {
        try Scenario.parse(Data(#"{"timeline": [{"at": true, "lock": true}]}"#.utf8), file: "s.json")
    }
    #expect(throws: InputFileError(file: "s.json", location: "$.timeline[0].lock", reason: "expected true, got 1")) {
        try Scenario.parse(Data(#"{"timeline": [{"at": 0, "lock": 1}]}"#.utf8), file: "s.json")
    }
}
