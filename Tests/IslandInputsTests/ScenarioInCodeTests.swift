import ActivityRuntime
import LiveActivity
import Foundation
import Testing
@testable import IslandInputs

/// A scenario built in code is the one its file would give: the same start, order and paths.
@Suite("Scenarios built in code")
struct ScenarioInCodeTests {
    /// What the player and messages read of a scenario, in one string per event.
    static func summary(_ scenario: Scenario) -> [String] {
        ["\(scenario.name) on \(scenario.device.identifier) from \(scenario.start.timeIntervalSince1970)"]
            + scenario.timeline.map { event in
                var what = "\(event.action)"
                if case .request(let request) = event.action {
                    what = "request \(request.id) \(request.app) \(request.example) \(request.relevance) \(request.style)"
                }
                return "\(event.at) \(event.path) \(what)"
            }
    }

    @Test func theSameAsItsFile() throws {
        let file = try Scenario.parse(Data("""
            {"name": "pizza", "timeline": [
              {"at": "5m", "touchAndHold": "pizza"},
              {"at": "0s", "request": {"id": "pizza", "app": "Pizza", "example": "pizza-delivery", "relevance": 50}},
              {"at": "5m", "pause": "2s"},
              {"at": "0s", "lock": true}]}
            """.utf8), file: "pizza.json")
        let code = Scenario(name: "pizza", timeline: [
            ScenarioEvent(at: 300, action: .touchAndHold(id: "pizza")),
            ScenarioEvent(at: 0, action: .request(ScenarioRequest(id: "pizza", app: "Pizza", example: "pizza-delivery", relevance: 50))),
            ScenarioEvent(at: 300, action: .pause(hold: 2)),
            ScenarioEvent(at: 0, action: .lock),
        ])
        #expect(Self.summary(code) == Self.summary(file))
        // In time order, equal times in the order given, each named by where it was given.
        #expect(code.timeline.map(\.path) == ["$.timeline[1]", "$.timeline[3]", "$.timeline[0]", "$.timeline[2]"])
        #expect(code.start == Scenario.defaultStart && code.device.identifier == DeviceProfile.iPhone15Pro.identifier)
    }

    @Test func aGivenPathIsKept() {
        let scenario = Scenario(name: "s", timeline: [ScenarioEvent(at: 1, action: .collapse, path: "my step 1")])
        #expect(scenario.timeline.map(\.path) == ["my step 1"])
    }
}
