import Foundation
import Testing
@testable import WidgetSources

/// Which files of a widget folder are its Swift sources, and what each entry of a folder is, as
/// `readdir` and `lstat` say (FolderEntries.swift): links listed and never followed.
@Suite struct FolderWalkTests {
    let root = URL(fileURLWithPath: NSTemporaryDirectory()).appendingPathComponent("folder-walk-\(getpid())-\(UInt32.random(in: 0...UInt32.max))")

    func make() throws {
        let manager = FileManager.default
        for folder in ["Sub/Deeper", ".hidden", "__Snapshots__", "Pods", "build", "Assets.xcassets", "App.xcodeproj"] {
            try manager.createDirectory(at: root.appendingPathComponent(folder), withIntermediateDirectories: true)
        }
        for file in ["a.swift", "Sub/b.swift", "Sub/Deeper/c.swift", ".hidden/d.swift", "__Snapshots__/e.swift", "Pods/f.swift",
                     "build/g.swift", "Assets.xcassets/h.swift", "App.xcodeproj/i.swift", "Package.swift", ".j.swift", "notes.txt", "Sub/k.swift.txt"] {
            try Data("// \(file)\n".utf8).write(to: root.appendingPathComponent(file))
        }
        try manager.createSymbolicLink(atPath: root.appendingPathComponent("link.swift").path, withDestinationPath: "a.swift")
        try manager.createSymbolicLink(atPath: root.appendingPathComponent("linked").path, withDestinationPath: "Sub")
    }

    @Test func theSourcesAreEverySwiftFileOutsideWhatIsSkipped() throws {
        try make()
        defer { try? FileManager.default.removeItem(at: root) }
        let files = try GivenWidgetFiles([root.path]).sourceFiles().files
        #expect(files == ["Sub/Deeper/c.swift", "Sub/b.swift", "a.swift", "link.swift"])
    }

    @Test func eachEntryIsWhatItIs() throws {
        try make()
        defer { try? FileManager.default.removeItem(at: root) }
        let entries = Dictionary(uniqueKeysWithValues: FolderEntry.entries(of: root.path).map { ($0.name, $0.kind) })
        #expect(entries["a.swift"] == .file)
        #expect(entries["Sub"] == .directory)
        #expect(entries["link.swift"] == .link)
        #expect(entries["linked"] == .link)
        #expect(entries[".hidden"] == .directory)
        #expect(entries["."] == nil && entries[".."] == nil)
        #expect(entries.count == 13)  // 7 folders, 4 files, 2 links
        #expect(FolderEntry.entries(of: root.path + "/no such folder").isEmpty)
        #expect(FolderEntry.entries(of: root.path + "/a.swift").isEmpty)
    }
}
