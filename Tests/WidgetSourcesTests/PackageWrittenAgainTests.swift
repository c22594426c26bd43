import Foundation
import Testing
@testable import WidgetSources

/// The cached package written again before each build (every `island snapshot <folder>`):
/// what is already right keeps its file and its time, so the warm loop's incremental compile
/// compiles the edited file and not the whole folder; what left the folder leaves the package;
/// and a link is never followed, so the user's files are never touched.
@Suite("The package written again")
struct PackageWrittenAgainTests {
    let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("written-again-\(UUID().uuidString)")
    var folder: URL { scratch.appendingPathComponent("Widget") }
    let termIsland = URL(fileURLWithPath: "/checkout/TermIsland")

    func put(_ text: String, _ name: String) throws {
        let url = folder.appendingPathComponent(name)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try text.write(to: url, atomically: true, encoding: .utf8)
    }

    /// The package of the folder's `files`, written.
    func written(_ files: [String]) throws -> WidgetSourcePackage {
        let sources = WidgetSourceFiles(root: folder, files: files)
        let package = WidgetSourcePackage(sources: sources, termIsland: termIsland, cache: scratch.appendingPathComponent("cache"))
        try package.write(WidgetSourcePipeline.generatedFiles(for: sources), termIsland: termIsland)
        return package
    }

    /// Every entry below `root` (links not followed) with its modification time.
    func entries(below root: URL) throws -> [String: Date] {
        var found: [String: Date] = [:]
        func walk(_ url: URL, _ prefix: String) throws {
            for name in try FileManager.default.contentsOfDirectory(atPath: url.path).sorted() {
                let entry = url.appendingPathComponent(name)
                let attributes = try FileManager.default.attributesOfItem(atPath: entry.path)
                found[prefix + name] = attributes[.modificationDate] as? Date
                if attributes[.type] as? FileAttributeType == .typeDirectory { try walk(entry, prefix + name + "/") }
            }
        }
        try walk(root, "")
        return found
    }

    /// Every entry below `root` set back a minute, in whole seconds as every file system keeps
    /// them, so that one written again is seen as newer.
    func ageEverything(below root: URL) throws {
        for (name, date) in try entries(below: root) {
            let old = Date(timeIntervalSince1970: (date.timeIntervalSince1970 - 60).rounded(.down))
            let path = root.appendingPathComponent(name).path
            if (try? FileManager.default.destinationOfSymbolicLink(atPath: path)) != nil { continue }
            try FileManager.default.setAttributes([.modificationDate: old], ofItemAtPath: path)
        }
    }

    @Test func writtenAgainUnchangedEveryFileKeepsItsTime() throws {
        defer { try? FileManager.default.removeItem(at: scratch) }
        try put("import SwiftUI\n#if os(iOS)\nstruct A: View { var body: some View { Text(\"a\") } }\n#endif\n", "A.swift")
        try put("import SwiftUI\nstruct B: View { var body: some View { Text(\"b\") } }\n", "Shared/B.swift")
        let files = ["A.swift", "Shared/B.swift"]
        let package = try written(files)
        try ageEverything(below: package.workspace)
        let before = try entries(below: package.workspace)
        _ = try written(files)
        #expect(try entries(below: package.workspace) == before)
        // The copy (A asks about the platform) and the link are both there as they were.
        #expect((try? FileManager.default.destinationOfSymbolicLink(atPath: package.targetDirectory.appendingPathComponent("A.swift").path)) == nil)
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: package.targetDirectory.appendingPathComponent("Shared/B.swift").path)
                    == folder.appendingPathComponent("Shared/B.swift").path)
    }

    @Test func anEditedCopyAloneIsWrittenAgain() throws {
        defer { try? FileManager.default.removeItem(at: scratch) }
        try put("#if os(iOS)\nlet a = 1\n#endif\n", "A.swift")
        try put("#if os(iOS)\nlet b = 1\n#endif\n", "B.swift")
        let package = try written(["A.swift", "B.swift"])
        try ageEverything(below: package.workspace)
        let before = try entries(below: package.workspace)
        try put("#if os(iOS)\nlet a = 2\n#endif\n", "A.swift")
        _ = try written(["A.swift", "B.swift"])
        let after = try entries(below: package.workspace)
        let changed = Set(after.keys.filter { after[$0] != before[$0] })
        // The folder that holds it is newer too: a file is written whole, by a rename.
        #expect(changed == ["Sources/\(package.target)", "Sources/\(package.target)/A.swift"])
        #expect(try String(contentsOf: package.targetDirectory.appendingPathComponent("A.swift"), encoding: .utf8).contains("let a = 2"))
    }

    @Test func aFileThatLeftTheFolderLeavesThePackageAndTheUsersFilesStay() throws {
        defer { try? FileManager.default.removeItem(at: scratch) }
        try put("let a = 1\n", "A.swift")
        try put("let b = 1\n", "Old/B.swift")
        let package = try written(["A.swift", "Old/B.swift"])
        // A stray link to a folder of the user's, as an older island might have left: removed
        // as a link, never followed into the folder.
        try FileManager.default.createSymbolicLink(at: package.targetDirectory.appendingPathComponent("Stray"), withDestinationURL: folder)
        _ = try written(["A.swift"])
        let names = Set(try entries(below: package.targetDirectory).keys)
        #expect(names.contains("A.swift"))
        #expect(!names.contains("Old"))
        #expect(!names.contains("Old/B.swift"))
        #expect(!names.contains("Stray"))
        #expect(try String(contentsOf: folder.appendingPathComponent("Old/B.swift"), encoding: .utf8) == "let b = 1\n")
        #expect(try String(contentsOf: folder.appendingPathComponent("A.swift"), encoding: .utf8) == "let a = 1\n")
    }
}
