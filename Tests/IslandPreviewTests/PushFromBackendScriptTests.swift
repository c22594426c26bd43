import Foundation
import IslandPushServer
import Testing

/// docs/PushPayloads.md's backend script (docs/examples/push-from-backend.py, Python's standard
/// library alone) run against a real previewer's endpoint: the page shows the script as it is
/// and what it prints, and the push it sends lands on the previewer's screen. Skipped where
/// there is no python3, except under CI, where a missing python3 fails.
@Suite("The backend script in PushPayloads.md", .serialized,
       .enabled(if: Python3.path != nil || Curl.isCI, "python3 is missing"))
struct PushFromBackendScriptTests {
    static let script = "docs/examples/push-from-backend.py"
    static let page = "docs/PushPayloads.md"

    /// The blocks of the page marked as checked by this file, in order: the script, then its output.
    static func pageBlocks() throws -> [String] {
        let text = try String(contentsOf: PreviewTesting.packageRoot.appendingPathComponent(page), encoding: .utf8)
        return text.components(separatedBy: "<!-- checked by Tests/IslandPreviewTests/PushFromBackendScriptTests.swift -->\n```")
            .dropFirst().compactMap { part in
                // Past the fence's language, up to the closing fence.
                part.split(separator: "\n", maxSplits: 1, omittingEmptySubsequences: false).last.flatMap { $0.components(separatedBy: "```\n").first }
            }
    }

    @Test func thePageShowsTheScriptAsItIs() throws {
        let blocks = try Self.pageBlocks()
        try #require(blocks.count == 2, "\(Self.page) should mark the script and its output")
        let file = try String(contentsOf: PreviewTesting.packageRoot.appendingPathComponent(Self.script), encoding: .utf8)
        #expect(blocks[0] == file, "\(Self.page) shows a script that is not \(Self.script)")
    }

    @Test func itPrintsWhatThePageShowsAndItsUpdateLands() throws {
        let python = try #require(Python3.path, "CI has no python3")
        let previewer = try PushingPreviewer()
        defer { previewer.stop() }
        // The loop's first turn publishes the activities' tokens to the server, as a running
        // previewer's has long before a backend sends anything.
        try previewer.loop.step(at: 0, event: nil)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: python)
        process.arguments = [PreviewTesting.packageRoot.appendingPathComponent(Self.script).path]
        // The script's one setting, the host a backend configures for APNs.
        process.environment = ProcessInfo.processInfo.environment.merging(
            ["APNS_HOST": "http://127.0.0.1:\(previewer.port)", "PYTHONDONTWRITEBYTECODE": "1"]) { $1 }
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == 0, "\(output)")
        let blocks = try Self.pageBlocks()
        try #require(blocks.count == 2)
        #expect(output == blocks[1], "the script prints:\n\(output)")
        try PreviewTesting.run(previewer.loop, from: 0.01, to: 1)
        let texts = previewer.session.log.map(\.text)
        #expect(texts.contains(#"Pizza: updated pizza with an alert: "Anne Johnson is on her way": expanded for 4s"#), "\(texts)")
        #expect(texts.last?.hasSuffix(": update pizza: applied") == true, "\(texts)")
        #expect(previewer.statusLine.hasPrefix(" push "), "\(previewer.statusLine)")
        #expect(previewer.statusLine.contains(": update pizza: applied"), "\(previewer.statusLine)")
        #expect(previewer.session.system.record("pizza")?.relevanceScore == 80)
    }
}

/// python3, found where systems install it (a suite's trait cannot name the suite's own statics).
enum Python3 {
    static let path: String? = ["/usr/bin/python3", "/usr/local/bin/python3", "/opt/homebrew/bin/python3"]
        .first { FileManager.default.isExecutableFile(atPath: $0) }
}
