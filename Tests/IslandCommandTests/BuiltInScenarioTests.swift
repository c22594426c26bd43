import Foundation
import Testing
@testable import island

@Test func theCompiledInScenarioIsTheFile() throws {
    let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Scenarios/four-apps.json")
    let file = try String(contentsOf: url, encoding: .utf8)
    #expect(builtInScenarioJSON + "\n" == file, "regenerate Sources/island/BuiltInScenario.swift from Scenarios/four-apps.json")
}

@Test func theDemoAndTheGalleryRunWithoutATerminal() {
    #expect(Island.run(["demo", "--color", "never"]) == 0)
    #expect(Island.run(["gallery", "--color", "never"]) == 0)
}
