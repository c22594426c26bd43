import Foundation
import Testing
import WidgetSources

/// After a driver's build of the widget library fails, the objects it wrote are removed and the
/// ones from before it kept: the next build compiles again what the failed one compiled, against
/// the sources as they are then (WidgetLibraryTests's rename taken back is the build for real).
@Suite struct FailedCompileObjectsTests {
    @Test func theFilesAFailedCompileWroteAreRemovedAndTheOlderKept() throws {
        let manager = FileManager.default
        let objects = manager.temporaryDirectory.appendingPathComponent("island-objects-\(UUID().uuidString)")
        try manager.createDirectory(at: objects.appendingPathComponent("ModuleCache"), withIntermediateDirectories: true)
        defer { try? manager.removeItem(at: objects) }
        let started = WidgetLibraryBuild.filesystemNow(in: objects)
        for name in ["Older.o", "Older.swiftdeps", "output-file-map.json", "Written.o", "Written.swiftdeps", "module.swiftdeps"] {
            try Data(name.utf8).write(to: objects.appendingPathComponent(name))
        }
        for name in ["Older.o", "Older.swiftdeps", "output-file-map.json"] {
            try manager.setAttributes([.modificationDate: started.addingTimeInterval(-60)], ofItemAtPath: objects.appendingPathComponent(name).path)
        }
        let cached = objects.appendingPathComponent("ModuleCache/Cached.pcm")
        try Data("pcm".utf8).write(to: cached)

        WidgetLibraryBuild.forgetFiles(in: objects, writtenSince: started)

        let left = try manager.contentsOfDirectory(atPath: objects.path).sorted()
        // The stamp is dated as the start, and goes with what the compile wrote.
        #expect(left == ["ModuleCache", "Older.o", "Older.swiftdeps", "output-file-map.json"])
        #expect(manager.fileExists(atPath: cached.path), "the module cache's folder is not a compile's output")
    }

    @Test func aMissingFolderIsNothingToForget() {
        let missing = FileManager.default.temporaryDirectory.appendingPathComponent("island-objects-none-\(UUID().uuidString)")
        WidgetLibraryBuild.forgetFiles(in: missing, writtenSince: Date())
        #expect(!FileManager.default.fileExists(atPath: missing.path))
    }
}
