import Foundation
import Testing
import XcodeProjects

/// Xcode 16's synchronized folders: every file below a target's own folder but its exceptions,
/// and the files of another target's folder listed as exceptions for it.
@Suite struct SynchronizedFolderTests {
    static let text = #"""
        { objects = {
            G000 = {isa = PBXGroup; children = (Y001, Y002); sourceTree = "<group>"; };
            Y001 /* App */ = {isa = PBXFileSystemSynchronizedRootGroup; exceptions = (E001, E002); path = App; sourceTree = "<group>"; };
            Y002 /* Widget */ = {isa = PBXFileSystemSynchronizedRootGroup; exceptions = (E003); path = Widget; sourceTree = "<group>"; };
            E001 = {isa = PBXFileSystemSynchronizedBuildFileExceptionSet; membershipExceptions = (Info.plist); target = T001; };
            E002 = {isa = PBXFileSystemSynchronizedBuildFileExceptionSet; membershipExceptions = (Models/Order.swift); target = T002; };
            E003 = {isa = PBXFileSystemSynchronizedBuildFileExceptionSet; membershipExceptions = (Info.plist, Old.swift); target = T002; };
            T001 = {isa = PBXNativeTarget; name = App; productType = "com.apple.product-type.application"; fileSystemSynchronizedGroups = (Y001); };
            T002 = {isa = PBXNativeTarget; name = Widget; productType = "com.apple.product-type.app-extension"; fileSystemSynchronizedGroups = (Y002); };
            R000 = {isa = PBXProject; mainGroup = G000; targets = (T001, T002); };
        }; rootObject = R000; }
        """#

    @Test func ownFoldersLessTheirExceptionsAndOtherFoldersExceptionsForIt() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("xcode-38-sync-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        for file in ["App/AppMain.swift", "App/Info.plist", "App/Models/Order.swift", "App/Models/Menu.swift",
                     "Widget/Live.swift", "Widget/Old.swift", "Widget/Info.plist", "Widget/Assets.xcassets/Contents.json", "Widget/.hidden"] {
            let url = root.appendingPathComponent(file)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data().write(to: url)
        }
        let project = try XcodeProject(bytes: Array(Self.text.utf8), url: root.appendingPathComponent("P.xcodeproj"))
        let base = root.standardizedFileURL.path
        func files(_ index: Int) -> [String] {
            project.synchronizedFiles(of: project.targets[index]).compactMap(\.path.filePath).map { String($0.dropFirst(base.count + 1)) }
        }
        #expect(files(0) == ["App/AppMain.swift", "App/Models/Menu.swift", "App/Models/Order.swift"])
        #expect(files(1) == ["App/Models/Order.swift", "Widget/Assets.xcassets", "Widget/Live.swift"])
    }
}
