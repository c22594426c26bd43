import Foundation
import Testing
import TermIsland
import IslandInputs
import IslandPlayback
import IslandExamples
@testable import IslandCommandLine
@testable import IslandCommands

private func write(_ text: String, named name: String) throws -> String {
    try FileFixture.process.write(text, to: "\(UUID().uuidString)/\(name)")
}

@Suite("What island says of the files it is given")
struct InputFileCommandTests {
    @Test func aSmallStepOverALongScenarioIsRefusedNotAHang() throws {
        let four = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("docs/scenarios/four-apps.json").path
        #expect(Island.run(["play", four, "--every", "1s"]) == 2)
        #expect(Island.run(["play", four, "--every", "30m", "--color", "never"]) == 0)
    }

    @Test func filesAreToldApartAndDirectoriesNamed() throws {
        let noAPS = try write(#"{"order": 1}"#, named: "noaps.json")
        #expect(Island.run(["validate", noAPS]) == 2)
        let payload = try write(#"{"aps": {"timestamp": 1800000000, "event": "end"}}"#, named: "end.json")
        #expect(Island.run(["validate", payload]) == 0)
        #expect(Island.run(["play", payload]) == 2)
        #expect(Island.run(["validate", FileManager.default.temporaryDirectory.path]) == 2)
        var bad = Data(#"{"aps": {"timestamp": 1800000000, "event": "end", "x": ""#.utf8)
        bad.append(0xC3)
        bad.append(contentsOf: Data(#""}}"#.utf8))
        let badPath = try write("", named: "bad.json")
        try bad.write(to: URL(fileURLWithPath: badPath))
        #expect(Island.run(["validate", badPath, "--example", "pizza-delivery"]) == 2)
    }

    @Test func aPayloadIsCheckedAgainstDescribedViews() throws {
        let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let views = repository.appendingPathComponent("docs/scenarios/views/parking.json").path
        let update = try write(#"{"aps": {"timestamp": 1800000000, "event": "update", "content-state": {"bay": 7}}}"#, named: "u.json")
        #expect(Island.run(["validate", update, "--example", views]) == 0)
        let badViews = try write(#"{"lockScreen": {"txt": "x"}}"#, named: "v.json")
        #expect(Island.run(["validate", update, "--example", badViews]) == 2)
        #expect(Island.run(["validate", update, "--example", "parkng"]) == 2)
    }

    @Test func demoPlaysYourOwnScenarioWithPauses() throws {
        let mine = try write(#"{"timeline": [{"at": 0, "request": {"id": "a", "app": "A", "example": "flight"}}, {"at": 0, "pause": 0}]}"#, named: "mine.json")
        #expect(Island.run(["demo", mine, "--color", "never"]) == 0)
        let none = try write(#"{"timeline": [{"at": 0, "lock": true}]}"#, named: "none.json")
        #expect(Island.run(["demo", none]) == 2)
        let unplayable = try write(#"{"timeline": [{"at": 0, "touchAndHold": "ghost"}, {"at": 0, "pause": "1s"}]}"#, named: "bad.json")
        #expect(Island.run(["demo", unplayable]) == 2)
    }

    @Test func namesAndTitlesFromFilesNeverReachTheTerminalAsEscapes() throws {
        let scenario = try Scenario.parse(Data(#"""
            {"name": "x\u001b]0;pwned\u0007", "timeline": [
              {"at": 0, "request": {"id": "r\u001b[31m", "app": "A\u001b[2J", "example": "ride-share"}},
              {"at": 1, "update": {"id": "r\u001b[31m", "alert": {"title": "T\u001b]0;t\u0007", "body": ""}}}]}
            """#.utf8), file: "s.json")
        let text = TranscriptPlayer(scenario).play(at: [1])
        #expect(!text.contains("\u{1B}"))
        #expect(!text.contains("\u{07}"))
        #expect(text.contains("x␛]0;pwned␇ · 1s"))
        #expect(text.contains("A␛[2J: updated r␛[31m with an alert: \"T␛]0;t␇\": expanded for 4s"))
    }
}
