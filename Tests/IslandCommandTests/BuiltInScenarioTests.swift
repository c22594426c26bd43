import Foundation
import Testing
import IslandSnapshotTesting
import TermIsland
import IslandInputs
import IslandPlayback
@testable import IslandCommandLine
@testable import IslandCommands

@Test func theCompiledInScenarioIsTheFile() throws {
    let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("docs/scenarios/four-apps.json")
    let file = try String(contentsOf: url, encoding: .utf8)
    #expect(builtInScenarioJSON + "\n" == file, "regenerate Sources/island/BuiltInScenario.swift from docs/scenarios/four-apps.json")
}

@Test func theDemoAndTheGalleryRunWithoutATerminal() {
    #expect(Island.run(["demo", "--color", "never"]) == 0)
    #expect(Island.run(["gallery", "--color", "never"]) == 0)
}

/// The scenarios that ship in docs/scenarios/, played at their pauses, as reviewed text. A change
/// to arbitration, the log's words or any example's layout shows here as a diff.
@Suite("Shipped scenarios' frames")
struct ShippedScenarioSnapshotTests {
    static let scenarios = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("docs/scenarios")

    @Test(arguments: ["four-apps", "no-island", "parking", "pushes", "scheduled", "workout"])
    func frames(of name: String) throws {
        let scenario = try Scenario.load(from: Self.scenarios.appendingPathComponent("\(name).json"))
        let player = TranscriptPlayer(scenario)
        #expect(player.validate().isEmpty)
        #expect(!scenario.pauses.isEmpty)
        assertSnapshot(of: player.play(at: scenario.pauses.map(\.at)), named: name)
    }

    @Test func everyShippedScenarioHasASnapshot() throws {
        let files = try FileManager.default.contentsOfDirectory(atPath: Self.scenarios.path).filter { $0.hasSuffix(".json") }.sorted()
        #expect(files == ["four-apps.json", "no-island.json", "parking.json", "pushes.json", "scheduled.json", "workout.json"])
    }
}
