import Foundation
import Testing
import WidgetSources

/// An Xcode project's widget extension as the files, modules and resources to build, read from
/// the project file: docs/examples/DeliveryApp (classic groups, a synchronized app folder with an
/// exception, a framework target, a local package, bundled JSON), and projects written here for
/// the choice of target and a remote package.
@Suite struct XcodeProjectTargetTests {
    static let example = repositoryRoot.appendingPathComponent("docs/examples/DeliveryApp").standardizedFileURL

    @Test func theExampleTargetsFilesModulesAndResources() throws {
        let sources = try XcodeProjectTarget(Self.example.appendingPathComponent("DeliveryApp.xcodeproj").path).sourceFiles()
        #expect(sources.root == Self.example)
        #expect(sources.label == "OrderWidgetExtension")
        // The Sources phase, and the app folder's model file the project adds to the extension;
        // the app's own files are not compiled.
        #expect(sources.files == ["DeliveryApp/Models/Order.swift", "OrderWidget/OrderLiveActivity.swift", "OrderWidget/OrderWidgetBundle.swift"])
        #expect(sources.modules.map(\.name) == ["Kitchen", "Menu"])
        #expect(sources.modules[0].files == ["Kitchen/CourierLine.swift"])
        #expect(sources.modules[1].root.path == Self.example.path + "/Packages/Menu/Sources/Menu")
        #expect(sources.modules[1].files == ["Dish+Color.swift", "Dish.swift"])
        // Declared, and an asset catalogue SwiftPM takes without a declaration.
        #expect(sources.modules[1].resources == ["dishes.json", "Media.xcassets"])
        #expect(sources.assetCatalogs?.map(\.lastPathComponent) == ["Media.xcassets"])
        #expect(sources.resources.map(\.lastPathComponent) == ["sample-order.json"])
        #expect(sources.conditions == ["DEBUG", "SHOW_ETA"])
        #expect(sources.languageMode == 5)
        #expect(sources.snapshotsDirectory?.path == Self.example.path + "/OrderWidget/__Snapshots__")
        // --watch reads the project file and the synchronized folder (and those below it) too.
        #expect(sources.watchedPaths == [Self.example.path + "/DeliveryApp.xcodeproj/project.pbxproj", Self.example.path + "/DeliveryApp",
                                         Self.example.path + "/DeliveryApp/Models"])
    }

    /// What `--watch` sees after Xcode adds a file of the app's folder to the extension: the
    /// project read again has it.
    @Test func aFileAddedToTheTargetIsInTheNextReading() throws {
        let copy = FileManager.default.temporaryDirectory.appendingPathComponent("xcode-38-watch-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: copy) }
        try FileManager.default.copyItem(at: Self.example, to: copy)
        let before = try XcodeProjectTarget(copy.path).sourceFiles()
        #expect(before.allWatchedPaths.contains(copy.standardizedFileURL.path + "/DeliveryApp.xcodeproj/project.pbxproj"))
        try "struct Tip {}\n".write(to: copy.appendingPathComponent("DeliveryApp/Models/Tip.swift"), atomically: true, encoding: .utf8)
        let file = copy.appendingPathComponent("DeliveryApp.xcodeproj/project.pbxproj")
        let text = try String(contentsOf: file, encoding: .utf8)
        try text.replacingOccurrences(of: "\t\t\t\tModels/Order.swift,\n", with: "\t\t\t\tModels/Order.swift,\n\t\t\t\tModels/Tip.swift,\n")
            .write(to: file, atomically: true, encoding: .utf8)
        let after = try XcodeProjectTarget(copy.path).sourceFiles()
        #expect(after.files == ["DeliveryApp/Models/Order.swift", "DeliveryApp/Models/Tip.swift", "OrderWidget/OrderLiveActivity.swift", "OrderWidget/OrderWidgetBundle.swift"])
    }

    @Test func aFolderHoldingTheProjectIsTheProject() throws {
        #expect(WidgetSourceOrigins.namesProject([Self.example.path]))
        #expect(try WidgetSourceOrigins.origin(of: [Self.example.path]).sourceFiles().label == "OrderWidgetExtension")
        // A widget folder is not a project.
        #expect(!WidgetSourceOrigins.namesProject([repositoryRoot.appendingPathComponent("docs/examples/DeliveryWidget").path]))
    }

    @Test func thePackageHasATargetPerModuleReachedByAliases() throws {
        let sources = try XcodeProjectTarget(Self.example.path).sourceFiles()
        let package = WidgetSourcePackage(sources: sources, termIsland: URL(fileURLWithPath: "/checkout/TermIsland"), cache: URL(fileURLWithPath: "/cache"))
        let text = package.declarations().replacingOccurrences(of: package.target, with: "W")
        #expect(text.contains("""
                    .target(
                        name: "W_Kitchen",
                        dependencies: [
                            .product(name: "TermIsland", package: "TermIsland"),
                            .product(name: "TermIslandAppleNames", package: "TermIsland"),
                        ],
                        path: "Sources/W_Kitchen",
            """))
        #expect(text.contains("""
                        path: "Sources/W_Menu",
                        resources: [.copy("dishes.json"), .copy("Media.xcassets")],
            """))
        #expect(text.contains("""
                    .executableTarget(
                        name: "W",
                        dependencies: [
                            .product(name: "TermIsland", package: "TermIsland"),
                            .product(name: "IslandCommands", package: "TermIsland"),
                            .product(name: "TermIslandAppleNames", package: "TermIsland"),
                            "W_Kitchen",
                            "W_Menu",
                        ],
            """))
        #expect(text.contains("\"-module-alias\", \"Kitchen=W_Kitchen\", \"-module-alias\", \"Menu=W_Menu\"]), .enableUpcomingFeature(\"BareSlashRegexLiterals\"), .define(\"DEBUG\"), .define(\"SHOW_ETA\")]),"))
        // Compiler messages in a module's links are turned into the module's own files.
        #expect(package.linkedFolders.map(\.root) == [Self.example.path, Self.example.path, Self.example.path + "/Packages/Menu/Sources/Menu"])
    }

    @Test func oneWidgetExtensionIsFoundAmongTheTargets() throws {
        let project = try TestProject([
            .init(name: "App", type: "application", files: ["App.swift": TestProject.app]),
            .init(name: "Intents", type: "app-extension", files: ["Handler.swift": "import Intents\nclass Handler {}\n"]),
            .init(name: "LiveExtension", type: "app-extension", files: ["Live.swift": TestProject.liveActivity]),
        ])
        defer { project.remove() }
        #expect(try XcodeProjectTarget(project.project.path).sourceFiles().files == ["LiveExtension/Live.swift"])
    }

    @Test func noWidgetExtensionNamesTheTargetsThereAre() throws {
        let project = try TestProject([
            .init(name: "App", type: "application", files: ["App.swift": TestProject.app]),
            .init(name: "Shared", type: "framework", files: ["Model.swift": "public struct Model {}\n"]),
        ])
        defer { project.remove() }
        #expect(throws: WidgetSourceProblem.usage("\(project.project.path): no app extension target declares a widget (a Widget, a WidgetBundle or an ActivityConfiguration); the targets: App (application), Shared (framework)")) {
            try XcodeProjectTarget(project.project.path).sourceFiles()
        }
    }

    @Test func theLiveActivitysExtensionGoesBeforeAnotherWidgets() throws {
        let project = try TestProject([
            .init(name: "ClockExtension", type: "app-extension", files: ["Clock.swift": TestProject.widget]),
            .init(name: "LiveExtension", type: "app-extension", files: ["Live.swift": TestProject.liveActivity]),
        ])
        defer { project.remove() }
        #expect(try XcodeProjectTarget(project.project.path).sourceFiles().label == "LiveExtension")
    }

    @Test func severalWidgetExtensionsAskForTarget() throws {
        let project = try TestProject([
            .init(name: "LiveExtension", type: "app-extension", files: ["Live.swift": TestProject.liveActivity]),
            .init(name: "ClockExtension", type: "app-extension", files: ["Clock.swift": TestProject.liveActivity]),
        ])
        defer { project.remove() }
        let path = project.project.path
        #expect(throws: WidgetSourceProblem.usage("\(path): 2 widget extension targets (\"LiveExtension\", \"ClockExtension\"); choose one with --target NAME, as in --target \"LiveExtension\"")) {
            try XcodeProjectTarget(path).sourceFiles()
        }
        #expect(try XcodeProjectTarget(path, target: "ClockExtension").sourceFiles().files == ["ClockExtension/Clock.swift"])
        #expect(throws: WidgetSourceProblem.usage("\(path): no target \"ClokExtension\"; did you mean \"ClockExtension\"? (the targets: LiveExtension (app-extension), ClockExtension (app-extension))")) {
            try XcodeProjectTarget(path, target: "ClokExtension").sourceFiles()
        }
    }

    @Test func aRemotePackageImportedIsNamedWithItsLinesBeforeAnyBuild() throws {
        let project = try TestProject([
            .init(name: "LiveExtension", type: "app-extension",
                  files: ["Live.swift": "import SwiftUI\n" + TestProject.liveActivity, "Chart.swift": "import SwiftUI\n@preconcurrency import FancyCharts\n\nstruct C {}\n"],
                  remoteProducts: ["FancyCharts", "Unused"]),
        ])
        defer { project.remove() }
        let path = project.project.path
        #expect(throws: WidgetSourceProblem.usage("""
            \(path): "LiveExtension" imports FancyCharts from the remote package https://github.com/example/FancyCharts, from 2.0.0, which TermIsland does not build:
              LiveExtension/Chart.swift:2: import FancyCharts
            what you can do: put the code that uses FancyCharts inside `#if canImport(FancyCharts)` … `#endif` (TermIsland builds the rest), or move the widget's use of it into the app; docs/XcodeProjects.md#remote-packages
            """)) {
            try XcodeProjectTarget(path).sourceFiles()
        }
    }

    /// docs/XcodeProjects.md shows these errors for a project named MyApp.xcodeproj.
    func expectTheGuideShows(_ problem: WidgetSourceProblem, path: String) throws {
        let page = try String(contentsOf: repositoryRoot.appendingPathComponent("docs/XcodeProjects.md"), encoding: .utf8)
        let line = "island: " + problem.description.replacingOccurrences(of: path, with: "MyApp.xcodeproj")
        #expect(page.contains("\n" + line + "\n"), "docs/XcodeProjects.md does not show \(line)")
    }

    @Test func theGuidesErrorsAreTheOnesSaid() throws {
        let none = try TestProject([
            .init(name: "App", type: "application", files: ["App.swift": TestProject.app]),
            .init(name: "Shared", type: "framework", files: ["Model.swift": "public struct Model {}\n"]),
        ])
        defer { none.remove() }
        let several = try TestProject([
            .init(name: "LiveExtension", type: "app-extension", files: ["Live.swift": TestProject.liveActivity]),
            .init(name: "ClockExtension", type: "app-extension", files: ["Live.swift": TestProject.liveActivity]),
        ])
        defer { several.remove() }
        let broken = try TestProject([.init(name: "LiveExtension", type: "app-extension", files: ["Live.swift": TestProject.liveActivity])])
        defer { broken.remove() }
        try "// !$*UTF8*$!\n{\n\tobjects = {\n\t\tF1 = {isa = PBXFileReference; path = \"Live.swift; };\n"
            .write(to: broken.project.appendingPathComponent("project.pbxproj"), atomically: true, encoding: .utf8)
        for project in [none, several, broken] {
            do {
                _ = try XcodeProjectTarget(project.project.path).sourceFiles()
                Issue.record("\(project.project.path) read")
            } catch {
                try expectTheGuideShows(error, path: project.project.path)
            }
        }
    }

    @Test func aBrokenProjectFileIsNamedAtItsLineAndColumn() throws {
        let project = try TestProject([.init(name: "LiveExtension", type: "app-extension", files: ["Live.swift": TestProject.liveActivity])])
        defer { project.remove() }
        let file = project.project.appendingPathComponent("project.pbxproj")
        try "// !$*UTF8*$!\n{\n\tobjects = {\n\t\tF1 = {isa = PBXFileReference; path = \"Live.swift; };\n".write(to: file, atomically: true, encoding: .utf8)
        #expect(throws: WidgetSourceProblem.usage("\(file.path):4:40: a quoted string is not closed (a \" is missing)")) {
            try XcodeProjectTarget(project.project.path).sourceFiles()
        }
    }
}
