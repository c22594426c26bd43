import Foundation
import Testing

/// `island snapshot App.xcodeproj` on docs/examples/DeliveryApp, built for real into the cached
/// package (WidgetFolderTests' cache, so TermIsland compiles there once): the extension's files
/// from the project, the app folder's model file, the Kitchen framework target, the Menu local
/// package with its resource, the bundled sample JSON read through Bundle.main, and the Debug
/// configuration's SHOW_ETA condition all show in what is drawn.
extension WidgetFolderTests {
    static let project = repositoryRoot.appendingPathComponent("docs/examples/DeliveryApp")

    @Test func theExampleProjectPrintsWhatItsGuideShows() throws {
        let result = try island(["snapshot", Self.project.appendingPathComponent("DeliveryApp.xcodeproj").path])
        #expect(result.status == 0, "\(result.errors)")
        #expect(result.errors.contains("the target OrderWidgetExtension (3 Swift files and the modules Kitchen, Menu) against TermIsland"), "\(result.errors)")
        let page = try String(contentsOf: repositoryRoot.appendingPathComponent("docs/XcodeProjects.md"), encoding: .utf8)
        let start = try #require(page.range(of: "<!-- checked by Tests/IslandCommandTests/XcodeProjectCommandTests.swift -->\n```text\n"))
        let end = try #require(page.range(of: "\n```", range: start.upperBound..<page.endIndex))
        // The page shows the output without the blank line that ends it.
        #expect(result.output == String(page[start.upperBound..<end.lowerBound]) + "\n\n", "docs/XcodeProjects.md shows what island snapshot does not print:\n\(result.output)")
    }

    @Test func aFolderHoldingTheProjectRecordsBesideTheExtensionsFiles() throws {
        let copy = FileManager.default.temporaryDirectory.appendingPathComponent("island-project-\(UUID().uuidString)/DeliveryApp")
        defer { try? FileManager.default.removeItem(at: copy.deletingLastPathComponent()) }
        try FileManager.default.createDirectory(at: copy.deletingLastPathComponent(), withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: Self.project, to: copy)
        let recorded = try island(["snapshot", copy.path, "--record"])
        #expect(recorded.status == 0, "\(recorded.errors)")
        let snapshots = copy.appendingPathComponent("OrderWidget/__Snapshots__")
        #expect(recorded.output == "recorded 2 snapshots in \(snapshots.standardizedFileURL.path): 2 written, 0 unchanged, 0 removed\n")
        let names = try FileManager.default.contentsOfDirectory(atPath: snapshots.path).sorted()
        #expect(names == ["Order compact.compact.txt", "Order.lock-screen.txt"])
        let lockScreen = try String(contentsOf: snapshots.appendingPathComponent("Order.lock-screen.txt"), encoding: .utf8)
        #expect(lockScreen.contains("│              Pizza Margherita              │\n│              Ana is on the way             │\n│              arrives in 9 min              │"))
        // The app's folder, the package and the framework's folder get none.
        #expect(!FileManager.default.fileExists(atPath: copy.appendingPathComponent("__Snapshots__").path))
        #expect(try island(["snapshot", copy.path, "--check"]).status == 0)
    }

    @Test func aRemotePackageTheWidgetImportsStopsBeforeTheBuild() throws {
        // docs/examples/ChartsWidget: a widget extension that imports a remote package's product.
        let project = repositoryRoot.appendingPathComponent("docs/examples/ChartsWidget/ChartsWidget.xcodeproj")
        let result = try island(["snapshot", project.path])
        #expect(result.status == 2)
        #expect(result.output.isEmpty)
        #expect(result.errors.hasPrefix("""
            island: \(project.path): "TemperatureWidget" imports Charts2 from the remote package https://github.com/example/Charts2.git, exactly 1.4.0, which TermIsland does not build:
            island:   Widget/TemperatureLiveActivity.swift:4: import Charts2
            island: what you can do: put the code that uses Charts2 inside `#if canImport(Charts2)`
            """), "\(result.errors)")
        #expect(!result.errors.contains("building"))
        // A target named wrong is said before anything is built, with the one it may mean.
        let wrong = try island(["snapshot", project.path, "--target", "TemperatureWidgt"])
        #expect(wrong.status == 2)
        #expect(wrong.errors == "island: \(project.path): no target \"TemperatureWidgt\"; did you mean \"TemperatureWidget\"? (the targets: TemperatureWidget (app-extension))\n")
    }
}
