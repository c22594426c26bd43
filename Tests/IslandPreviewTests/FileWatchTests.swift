import Foundation
import IslandInputs
import IslandPreview
import Testing
import TermIsland

@Suite("--watch: reloading a views file as it changes")
struct FileWatchTests {
    @Test func aChangedFileReloadsAndABrokenOneKeepsTheLastGoodFrame() throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("watched-\(UUID().uuidString).json")
        defer { try? FileManager.default.removeItem(at: file) }
        func write(_ text: String, _ seconds: Double) throws {
            try Data(text.utf8).write(to: file)
            // A distinct modification time, as an editor's save would give.
            try FileManager.default.setAttributes([.modificationDate: Date(timeIntervalSince1970: 1_800_000_000 + seconds)], ofItemAtPath: file.path)
        }
        func scenario() throws -> Scenario {
            var scenario = try IslandPreview.scenario(for: "watched", app: "Parking")
            scenario.activities["watched"] = try DescribedActivity.load(from: file)
            return scenario
        }
        try write(#"{"lockScreen": {"text": "Bay 214"}, "compactLeading": {"text": "P"}}"#, 0)
        let session = PreviewSession(scenario: try scenario(), kinds: PreviewTesting.kinds)
        let (loop, backend) = PreviewTesting.loop(session)
        loop.watch = (FileWatch(paths: [file.path]), { (PreviewSession(scenario: try scenario(), kinds: PreviewTesting.kinds), nil, []) })
        try loop.step(at: 0, event: nil)
        #expect(backend.screen.plainText.contains("Bay 214"))
        try write(#"{"lockScreen": {"text": "Bay 7"}, "compactLeading": {"text": "P"}}"#, 10)
        try PreviewTesting.run(loop, from: 1, to: 3)
        #expect(backend.screen.plainText.contains("Bay 7"))
        #expect(loop.session.log.contains { $0.text.hasPrefix("reloaded") })
        try write(#"{"lockScreen": {"txt": "Bay 9"}}"#, 20)
        try PreviewTesting.run(loop, from: 3, to: 5)
        #expect(backend.screen.plainText.contains("Bay 7"), "the last good version stays")
        #expect(backend.screen.plainText.contains("not reloaded, the last good version stays: "))
    }
}
