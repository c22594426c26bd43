import Foundation
import Testing
import TermIsland
import IslandInputs
import IslandPlayback
@testable import IslandCommandLine
@testable import IslandCommands

private let scenarios = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent("docs/scenarios")

@Suite("Activities described in a scenario")
struct DescribedActivityScenarioTests {
    private func parse(_ json: String) throws -> Scenario {
        try Scenario.parse(Data(json.utf8), file: scenarios.appendingPathComponent("s.json").path)
    }

    @Test func anInlineDescriptionDrawsARequestWithItsState() throws {
        let scenario = try parse("""
            {"activities": {"queue": {"compactLeading": {"text": "#{position}"}, "compactTrailing": {"text": "{wait} min"},
                                      "lockScreen": {"text": "You are number {position} at {attributes.desk}"}}},
             "timeline": [{"at": "0s", "request": {"id": "q", "app": "Clinic", "example": "queue",
                                                   "attributes": {"desk": "Desk 3"}, "state": {"position": 4, "wait": 12}}}]}
            """)
        let player = TranscriptPlayer(scenario)
        #expect(player.validate().isEmpty)
        let frame = player.play(at: [0])
        #expect(frame.contains("│#4           ◉       12 min│"))
        #expect(frame.contains("│         You are number 4 at Desk 3         │"))
    }

    @Test func aDescriptionFileBesideTheScenarioAndPushToStartByItsName() throws {
        let scenario = try parse("""
            {"activities": {"parking": "views/parking.json"},
             "timeline": [{"at": "0s", "push": {"id": "m", "app": "Parking", "payload": {"aps": {
                "timestamp": 1800000000, "event": "start", "attributes-type": "parking",
                "attributes": {"lot": "Quay", "level": "L1", "plate": "AB 1", "currency": "£"},
                "content-state": {"bay": 7, "meter": ["2027-01-15T08:00:00Z", "2027-01-15T08:30:00Z"], "rate": 3, "isExpiringSoon": false},
                "alert": {"title": "Parked", "body": "Bay 7"}}}}}]}
            """)
        let player = TranscriptPlayer(scenario)
        #expect(player.validate().isEmpty)
        let frame = player.play(at: [10])
        #expect(frame.contains("📍 Quay"))
        #expect(frame.contains("Bay 7 · L1"))
    }

    @Test func descriptionErrorsNameTheScenarioAndThePath() throws {
        let file = scenarios.appendingPathComponent("s.json").path
        #expect(throws: InputFileError(file: file, location: "$.activities.q.lockScreen.fnt", reason: "unknown key; did you mean \"font\"?")) {
            try parse(#"{"activities": {"q": {"lockScreen": {"text": "x", "fnt": "headline"}}}, "timeline": []}"#)
        }
        #expect(throws: InputFileError(file: file, location: "$.activities.q", reason: "no description file \"nope.json\" beside the scenario")) {
            try parse(#"{"activities": {"q": "nope.json"}, "timeline": []}"#)
        }
        #expect(throws: InputFileError(file: file, location: "$.activities[\"a b\"]", reason: "an activity's name is letters, digits, \"-\" and \"_\"")) {
            try parse(#"{"activities": {"a b": {"lockScreen": {"text": "x"}}}, "timeline": []}"#)
        }
        let unknown = try parse(#"{"activities": {"queue": {"lockScreen": {"text": "x"}}}, "timeline": [{"at": 0, "request": {"id": "a", "app": "A", "example": "queu"}}]}"#)
        #expect(TranscriptPlayer(unknown).validate() == [
            #"$.timeline[0].request.example: unknown example "queu"; did you mean "queue"? (island list shows the built-in ones)"#,
        ])
    }
}

@Test func snapshotDrawsADescriptionFile() throws {
    let parking = scenarios.appendingPathComponent("views/parking.json").path
    #expect(Island.run(["snapshot", parking, "--presentation", "compact", "--color", "never"]) == 0)
    let options = try CommandOptions.parse(["--presentation", "lock-screen"], accepting: SnapshotCommand.options)
    let (text, errors) = SnapshotCommand.frames(of: try ExampleLookup.example(parking), options)
    #expect(errors.isEmpty)
    #expect(text.contains("│ 📍 Riverside Garage                1:25:00 │"))
    let bad = FileManager.default.temporaryDirectory.appendingPathComponent("bad-views-\(UUID().uuidString).json")
    try Data(#"{"lockScreen": {"text": "x", "font": "headlin"}}"#.utf8).write(to: bad)
    defer { try? FileManager.default.removeItem(at: bad) }
    #expect(Island.run(["snapshot", bad.path]) == 2)
}
