import Foundation
import Testing
import TermIsland
import IslandInputs
import IslandPlayback
import IslandExamples
@testable import island

// What a first-time user ran into, pinned.

private func write(_ text: String, named name: String) throws -> String {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("island-newcomer-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    let url = directory.appendingPathComponent(name)
    try Data(text.utf8).write(to: url)
    return url.path
}

@Suite("Newcomer findings")
struct NewcomerFindingsTests {
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

    @Test func theOpenAppIsNamedOnlyWhenItHasAnActivity() throws {
        let system = ActivitySystem(start: Date(timeIntervalSince1970: 1_800_000_000))
        struct A: ActivityAttributes { struct ContentState: Codable & Hashable {} }
        let id = try system.request(app: "Pizza", attributes: A(), content: ActivityContent(state: .init(), staleDate: nil))
        system.open(app: "Maps")
        #expect(system.arrangement == .compact(id: id, reason: "Pizza is the only app with an activity: compact"))
    }

    @Test func aSmallStepOverALongScenarioIsRefusedNotAHang() throws {
        let four = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Scenarios/four-apps.json").path
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

    @Test func durationsSayWhyTheyAreRefused() {
        func message(_ at: String) -> String {
            do { _ = try Scenario.parse(Data(#"{"timeline": [{"at": \#(at), "lock": true}]}"#.utf8), file: "s.json") } catch {
                return error.reason
            }
            return ""
        }
        #expect(message(#""-5m""#) == #"expected a duration, which is never negative, such as "90s", got "-5m""#)
        #expect(message("-60") == #"expected a duration, which is never negative, such as "90s", got -60"#)
        #expect(message(#""99999h""#) == #"expected a duration of at most a year (an activity lives twelve hours at most), got "99999h""#)
        #expect(message(#""soon""#) == #"expected a duration such as "90s" or "1h30m", got "soon""#)
    }

    @Test func emptyNamesAndOversizedStatesAreCaughtByValidate() throws {
        #expect(throws: InputFileError.self) {
            try Scenario.parse(Data(#"{"timeline": [{"at": 0, "open": ""}]}"#.utf8), file: "s.json")
        }
        let big = String(repeating: "x", count: 5000)
        let scenario = try Scenario.parse(Data(#"""
            {"timeline": [{"at": 0, "request": {"id": "a", "app": "A", "example": "pizza-delivery",
              "state": {"driverName": "\#(big)", "deliveryTimer": ["2027-01-15T08:00:00Z", "2027-01-15T08:25:00Z"]}}}]}
            """#.utf8), file: "s.json")
        let problems = TranscriptPlayer(scenario).validate()
        #expect(problems == ["$.timeline[0].request: attributesTooLarge: the static and dynamic data are 5,124 bytes; ActivityKit allows 4,096"])
    }

    @Test func aDescribedActivityMayNotTakeABuiltInName() throws {
        let scenario = try Scenario.parse(Data(#"{"activities": {"flight": {"lockScreen": "x"}}, "timeline": []}"#.utf8), file: "s.json")
        #expect(TranscriptPlayer(scenario).validate() ==
            [#"$.activities.flight: "flight" is a built-in example's name; give the described activity another"#])
    }

    @Test func datesInMillisecondsInAStateAreNamed() {
        let state = Data(#"{"driverName": "B", "deliveryTimer": [1800000000000, 1800001500000]}"#.utf8)
        let error = Example.pizzaDelivery.kind.problem(state: state)
        #expect(error?.problem.reason.contains("(in milliseconds?)") == true)
        #expect(error?.problem.path == "$.deliveryTimer[0]")
    }

    @Test func aLongValueIsCutInMessages() throws {
        let long = String(repeating: "y", count: 10_000)
        let error = try #require(throws: InputFileError.self) {
            try Scenario.parse(Data(#"{"device": "\#(long)", "timeline": []}"#.utf8), file: "s.json")
        }
        #expect(error.description.count < 400)
        #expect(error.reason.hasPrefix("unknown device \"" + String(repeating: "y", count: 120) + "…\""))
    }

    @Test func invalidUTF8InAScenarioIsNamedWithItsPlace() {
        var data = Data(#"{"name": "caf"#.utf8)
        data.append(0xE9)
        data.append(contentsOf: Data(#"", "timeline": []}"#.utf8))
        #expect(throws: InputFileError(file: "s.json", location: "line 1, column 14", reason: "not valid UTF-8 (byte 0xE9)")) {
            try Scenario.parse(data, file: "s.json")
        }
    }

    @Test func aPayloadIsCheckedAgainstDescribedViews() throws {
        let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let views = repository.appendingPathComponent("Scenarios/views/parking.json").path
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
}
