import Foundation
import Testing
import XcodeProjects

@Suite struct XcodeWorkspaceTests {
    @Test func projectsAndLocalPackagesInNestedGroups() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("xcode-38-ws-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        let workspace = root.appendingPathComponent("Pizza.xcworkspace")
        try FileManager.default.createDirectory(at: workspace, withIntermediateDirectories: true)
        for folder in ["Packages/Toppings", "Tools"] {
            try FileManager.default.createDirectory(at: root.appendingPathComponent(folder), withIntermediateDirectories: true)
        }
        try Data().write(to: root.appendingPathComponent("Packages/Toppings/Package.swift"))
        try Data("""
            <?xml version="1.0" encoding="UTF-8"?>
            <Workspace version = "1.0">
               <FileRef location = "group:Pizza.xcodeproj"></FileRef>
               <Group location = "container:Packages" name = "Packages">
                  <FileRef location = "group:Toppings"></FileRef>
               </Group>
               <FileRef location = "group:Tools"></FileRef>
               <FileRef location = "absolute:/opt/Other/Other.xcodeproj"></FileRef>
            </Workspace>
            """.utf8).write(to: workspace.appendingPathComponent("contents.xcworkspacedata"))
        let read = try XcodeWorkspace(contentsOf: workspace)
        let base = root.standardizedFileURL.path
        #expect(read.projects.map(\.path) == [base + "/Pizza.xcodeproj", "/opt/Other/Other.xcodeproj"])
        #expect(read.packages.map(\.path) == [base + "/Packages/Toppings"])
    }

    @Test func aWorkspaceThatIsNotXMLIsAnErrorNamingItsFile() throws {
        let workspace = FileManager.default.temporaryDirectory.appendingPathComponent("xcode-38-bad-\(UUID().uuidString).xcworkspace")
        defer { try? FileManager.default.removeItem(at: workspace) }
        try FileManager.default.createDirectory(at: workspace, withIntermediateDirectories: true)
        try Data("<Workspace>\n<FileRef location = \"group:A.xcodeproj\"></Group></Workspace>".utf8).write(to: workspace.appendingPathComponent("contents.xcworkspacedata"))
        do {
            _ = try XcodeWorkspace(contentsOf: workspace)
            Issue.record("read")
        } catch {
            #expect(error.description.hasPrefix(workspace.standardizedFileURL.path + "/contents.xcworkspacedata: not an Xcode project file: line "))
        }
    }
}
