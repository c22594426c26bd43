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

    /// A save is a change however little it moves the file: the same size within the same second
    /// (the stamp has the nanoseconds), a file that appears, one that goes; a look with nothing
    /// changed is not one.
    @Test func everyKindOfSaveIsAChangeAndNothingElseIs() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("watched-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("Widget.swift"), later = folder.appendingPathComponent("Later.swift")
        let moment = Date(timeIntervalSince1970: 1_800_000_000.25)
        try Data("let a = 1\n".utf8).write(to: file)
        try FileManager.default.setAttributes([.modificationDate: moment], ofItemAtPath: file.path)
        var watch = FileWatch(paths: [file.path, later.path])
        var changed = watch.changed()
        #expect(!changed)
        try Data("let a = 2\n".utf8).write(to: file)
        try FileManager.default.setAttributes([.modificationDate: moment.addingTimeInterval(0.001)], ofItemAtPath: file.path)
        changed = watch.changed()
        #expect(changed, "the same size a millisecond later")
        changed = watch.changed()
        #expect(!changed)
        try Data().write(to: later)
        changed = watch.changed()
        #expect(changed, "a file that appears")
        try FileManager.default.removeItem(at: later)
        changed = watch.changed()
        #expect(changed, "a file that goes")
        changed = watch.changed()
        #expect(!changed)
    }
}
