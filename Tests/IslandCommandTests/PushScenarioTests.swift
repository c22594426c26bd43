import Foundation
import Testing
import TermIsland
import IslandInputs
import IslandPlayback
@testable import IslandCommandLine
@testable import IslandCommands

private let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

@Suite("Push payloads in scenarios and island validate")
struct PushScenarioTests {
    /// A scenario in the payloads folder, so its payload files are beside it.
    private func scenario(_ timeline: String) throws -> Scenario {
        try Scenario.parse(Data(#"{"name": "pushes", "start": "2027-01-15T08:00:00Z", "timeline": [\#(timeline)]}"#.utf8),
                           file: repository.appendingPathComponent("docs/scenarios/payloads/s.json").path)
    }

    @Test func aScenarioStartsUpdatesAndEndsAnActivityByPush() throws {
        let scenario = try scenario("""
            {"at": "0s", "push": {"id": "pizza", "app": "Pizza", "payload": "start-pizza.json"}},
            {"at": "10m", "push": {"id": "pizza", "payload": "update-pizza.json"}},
            {"at": "11m", "push": {"id": "pizza", "payload": {"aps": {"timestamp": 1800000300, "event": "update",
                "content-state": {"driverName": "Old news", "deliveryTimer": [821692800, 821694300]}}}}},
            {"at": "25m", "push": {"id": "pizza", "payload": "end-pizza.json"}}
            """)
        let player = TranscriptPlayer(scenario)
        #expect(player.validate().isEmpty)
        let frames = player.frames(at: [0, 600, 660, 1500])
        #expect(frames[0].contains("Pizza has an alert or is touched and held: expanded"))
        #expect(frames[1].contains("Pizza: updated pizza with an alert: \"Bill James is almost there\": expanded for 4s"))
        #expect(frames[2].contains("pizza: timestamp 1800000300 is older than the last update applied to pizza (1800000600): ignored, as ActivityKit does"))
        #expect(!frames[2].contains("Old news"))
        #expect(frames[3].contains("Pizza: ended pizza"))
    }

    @Test func pushProblemsNameTheEventAndTheFile() throws {
        #expect(throws: InputFileError(file: repository.appendingPathComponent("docs/scenarios/payloads/s.json").path,
                                       location: "$.timeline[0].push",
                                       reason: "missing required key \"app\" (a push-to-start names the app it starts an activity for)")) {
            try scenario(#"{"at": "0s", "push": {"id": "pizza", "payload": "start-pizza.json"}}"#)
        }
        #expect(throws: InputFileError(file: repository.appendingPathComponent("docs/scenarios/payloads/s.json").path,
                                       location: "$.timeline[0].push.payload",
                                       reason: "no payload file \"nope.json\" beside the scenario")) {
            try scenario(#"{"at": "0s", "push": {"id": "pizza", "payload": "nope.json"}}"#)
        }
        #expect(throws: InputFileError(file: repository.appendingPathComponent("docs/scenarios/payloads/s.json").path,
                                       location: "$.timeline[0].push.payload.aps.event",
                                       reason: "expected one of \"start\", \"update\" or \"end\", got \"stop\"")) {
            try scenario(#"{"at": "0s", "push": {"id": "p", "payload": {"aps": {"timestamp": 1, "event": "stop"}}}}"#)
        }
        let unknown = try scenario("""
            {"at": "0s", "push": {"id": "p", "app": "P", "payload": {"aps": {"timestamp": 1800000000, "event": "start",
                "content-state": {}, "attributes-type": "ParkingAttributes", "attributes": {}, "alert": {"title": "t", "body": "b"}}}}},
            {"at": "1m", "push": {"id": "q", "payload": {"aps": {"timestamp": 1800000000, "event": "update", "content-state": {}}}}}
            """)
        #expect(TranscriptPlayer(unknown).validate() == [
            #"$.timeline[0].push.payload: no example draws attributes type "ParkingAttributes"; name one with "example" (island list shows them)"#,
            #"$.timeline[1].push.id: no activity "q" was requested before"#,
        ])
    }

    @Test func validateChecksAPayloadFile() {
        let update = repository.appendingPathComponent("docs/scenarios/payloads/update-pizza.json").path
        #expect(Island.run(["validate", update, "--example", "pizza-delivery"]) == 0)
        #expect(Island.run(["validate", update, "--example", "flight"]) == 2)
        #expect(Island.run(["play", update, "--example", "flight"]) == 2)
    }
}
