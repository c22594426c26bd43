import Foundation
@testable import IslandInputs
import ActivityRuntime
import LiveActivity
import Testing

/// Every input file is measured before it is parsed, at the edge of its limit; a file a scenario
/// names says which value named it.
@Suite("Input file limits")
final class InputLimitTests {
    let directory: URL = {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("island-limits-\(UUID().uuidString)")
        try? FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }()

    // A test's files are a few megabytes: each test removes its own when it is done.
    deinit { try? FileManager.default.removeItem(at: directory) }

    /// A file of exactly `bytes` bytes: `prefix`, then spaces, then `suffix` (JSON allows the
    /// whitespace, so a file at the limit is still valid).
    func file(_ name: String, bytes: Int, prefix: String, suffix: String) throws -> URL {
        let url = directory.appendingPathComponent(name)
        let padding = bytes - prefix.utf8.count - suffix.utf8.count
        try Data((prefix + String(repeating: " ", count: padding) + suffix).utf8).write(to: url)
        #expect(try Data(contentsOf: url).count == bytes)
        return url
    }

    @Test func aScenarioOfOneMegabyteIsReadAndOneByteMoreIsNot() throws {
        let limit = InputFileLimit.scenario.bytes
        #expect(limit == 1_048_576)
        let atLimit = try file("at.json", bytes: limit, prefix: #"{"timeline": ["#, suffix: "]}")
        #expect(try Scenario.load(from: atLimit).timeline.isEmpty)
        let over = try file("over.json", bytes: limit + 1, prefix: #"{"timeline": ["#, suffix: "]}")
        #expect(throws: InputFileError(file: over.path, location: nil,
                                       reason: "1,048,577 bytes; a scenario file is at most 1,048,576 bytes")) {
            try Scenario.load(from: over)
        }
    }

    @Test func aThemeAndAViewsFileAtAndPastTheirLimits() throws {
        let theme = InputFileLimit.theme.bytes
        let overTheme = try file("theme.json", bytes: theme + 1, prefix: "{", suffix: "}")
        #expect(throws: InputFileError(file: overTheme.path, location: nil, reason: "65,537 bytes; a theme file is at most 65,536 bytes")) {
            try Theme.load(from: overTheme)
        }
        let atTheme = try file("theme-at.json", bytes: theme, prefix: "{", suffix: "}")
        #expect(throws: InputFileError(file: atTheme.path, location: "$", reason: #"missing required key "name""#)) {
            try Theme.load(from: atTheme)
        }
        let views = InputFileLimit.views.bytes
        let atViews = try file("views-at.json", bytes: views, prefix: #"{"lockScreen": {"text": "x"}"#, suffix: "}")
        #expect(throws: Never.self) { try DescribedActivity.load(from: atViews) }
        let overViews = try file("views-over.json", bytes: views + 1, prefix: #"{"lockScreen": {"text": "x"}"#, suffix: "}")
        #expect(throws: InputFileError(file: overViews.path, location: nil,
                                       reason: "262,145 bytes; a file of described views is at most 262,144 bytes")) {
            try DescribedActivity.load(from: overViews)
        }
    }

    @Test func aPayloadFileOf4096BytesIsReadAnd4097IsRefusedUnread() throws {
        let body = #"{"aps": {"timestamp": 1800000000, "event": "end"}"#
        let at = try file("at.json", bytes: 4096, prefix: body, suffix: "}")
        #expect(try PushPayload.load(from: at).byteCount == 4096)
        let over = try file("over.json", bytes: 4097, prefix: body, suffix: "}")
        #expect(throws: InputFileError(file: over.path, location: nil, reason: "the payload is 4,097 bytes; APNs allows 4,096 for a Live Activity push")) {
            try PushPayload.load(from: over)
        }
    }

    @Test func aContentStateIsMeasuredAsCompactJSONAgainstTheFourKilobyteRule() throws {
        // 4,096 bytes with the attributes' 96: the state's compact JSON is 4,000.
        let text = String(repeating: "x", count: 4000 - #"{"s":""}"#.utf8.count)
        let state = try ContentStateInput(#"{ "s" :  "\#(text)" }"#)
        #expect(state.json.count == 4000)
        #expect(state.sizeProblem(attributesBytes: 96) == nil)
        #expect(state.sizeProblem(attributesBytes: 97) == InputFileError(
            file: "--state", location: nil,
            reason: "the content state is 4,000 bytes and the attributes 97; ActivityKit allows 4,096 (static and dynamic data together)"))
        let huge = String(repeating: " ", count: InputFileLimit.contentState.bytes) + "{}"
        #expect(throws: InputFileError(file: "--state", location: nil, reason: "65,538 bytes; a content state file is at most 65,536 bytes")) {
            try ContentStateInput(huge)
        }
    }

    @Test func aStreamIsReadOnlyUpToItsLimit() throws {
        #expect(throws: InputFileError(file: "/dev/zero", location: nil, reason: "more than 65,536 bytes; a theme file is at most 65,536 bytes")) {
            try InputFileReading.contents(ofPath: "/dev/zero", limit: .theme)
        }
        #expect(throws: InputFileError(file: directory.path, location: nil, reason: "a directory, not a scenario file")) {
            try InputFileReading.contents(ofPath: directory.path, limit: .scenario)
        }
        #expect(throws: InputFileError(file: "/nonexistent/x.json", location: nil, reason: "no such file")) {
            try InputFileReading.contents(ofPath: "/nonexistent/x.json", limit: .scenario)
        }
    }

    @Test func anErrorInAFileAScenarioNamesSaysWhichValueNamedIt() throws {
        let payloads = directory.appendingPathComponent("payloads")
        try FileManager.default.createDirectory(at: payloads, withIntermediateDirectories: true)
        try Data(#"{"aps": {"timestamp": 1800000000, "event": "finish"}}"#.utf8).write(to: payloads.appendingPathComponent("end.json"))
        try Data(#"{"lockScreen": {"txt": "x"}}"#.utf8).write(to: directory.appendingPathComponent("meter.json"))
        let scenario = directory.appendingPathComponent("s.json")
        try Data(#"{"timeline": [{"at": 0, "push": {"id": "a", "payload": "payloads/end.json"}}]}"#.utf8).write(to: scenario)
        #expect(throws: InputFileError(
            file: payloads.appendingPathComponent("end.json").path, location: "$.aps.event",
            reason: #"expected one of "start", "update" or "end", got "finish" (named at \#(scenario.path): $.timeline[0].push.payload)"#)) {
            try Scenario.load(from: scenario)
        }
        try Data(#"{"activities": {"meter": "meter.json"}, "timeline": []}"#.utf8).write(to: scenario)
        #expect(throws: InputFileError(
            file: directory.appendingPathComponent("meter.json").path, location: "$.lockScreen.txt",
            reason: #"unknown key; did you mean "text"? (named at \#(scenario.path): $.activities.meter)"#)) {
            try Scenario.load(from: scenario)
        }
    }
}
