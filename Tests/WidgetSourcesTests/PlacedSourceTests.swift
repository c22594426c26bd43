import Foundation
import Testing
@testable import WidgetSources

/// A user's file placed in the package's target before each build: a link, or an iPhone copy
/// when it asks about the platform; what is already right is left as it is, so the build does
/// not compile an unchanged file again.
@Suite("The user's files placed in the package")
struct PlacedSourceTests {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("placed-\(UUID().uuidString)")

    func modified(_ url: URL) throws -> Date {
        try #require(try FileManager.default.attributesOfItem(atPath: url.path)[.modificationDate] as? Date)
    }

    @Test func anUnchangedCopyIsNotWrittenAgainAndAnEditedOneIs() throws {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("Widget.swift"), link = folder.appendingPathComponent("placed.swift")
        try "#if os(iOS)\nlet a = 1\n#endif\n".write(to: file, atomically: true, encoding: .utf8)
        try WidgetSourcePackage.place(file, at: link)
        // An old time, in whole seconds as every file system keeps them, so that a copy written
        // again would be seen as newer.
        let old = Date(timeIntervalSince1970: (try modified(link).timeIntervalSince1970 - 60).rounded(.down))
        try FileManager.default.setAttributes([.modificationDate: old], ofItemAtPath: link.path)
        try WidgetSourcePackage.place(file, at: link)
        #expect(try modified(link) == old)
        #expect(try String(contentsOf: link, encoding: .utf8).contains("let a = 1"))

        try "#if os(iOS)\nlet a = 2\n#endif\n".write(to: file, atomically: true, encoding: .utf8)
        try WidgetSourcePackage.place(file, at: link)
        #expect(try String(contentsOf: link, encoding: .utf8).contains("let a = 2"))
        #expect(try modified(link) > old)
    }

    @Test func aLinkStaysAndAFileThatGainsAConditionBecomesACopy() throws {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("Widget.swift"), link = folder.appendingPathComponent("placed.swift")
        try "let a = 1\n".write(to: file, atomically: true, encoding: .utf8)
        try WidgetSourcePackage.place(file, at: link)
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: link.path) == file.path)
        try WidgetSourcePackage.place(file, at: link)
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: link.path) == file.path)

        try "#if os(macOS)\nlet a = 1\n#endif\n".write(to: file, atomically: true, encoding: .utf8)
        try WidgetSourcePackage.place(file, at: link)
        #expect((try? FileManager.default.destinationOfSymbolicLink(atPath: link.path)) == nil)
        #expect(!(try String(contentsOf: link, encoding: .utf8)).contains("os(macOS)"))

        try "let a = 1\n".write(to: file, atomically: true, encoding: .utf8)
        try WidgetSourcePackage.place(file, at: link)
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: link.path) == file.path)
    }
}
