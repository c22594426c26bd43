import Foundation
import SwiftSourceText
import Testing
import WidgetSources

/// The files `island` generates for a widget and the cached package's manifest, as text: each
/// stage is a value, so what would be built is compared with its snapshot without `swift build`.
@Suite("The generated package, without a build")
struct GeneratedPackageTests {
    static let sources = """
        import ActivityKit
        import SwiftUI
        import WidgetKit

        struct DeliveryAttributes: ActivityAttributes { struct ContentState: Codable, Hashable { var minutes: Int } }

        struct DeliveryLiveActivity: Widget {
            static let brand = Color.orange
            var body: some WidgetConfiguration { IntentConfiguration(kind: "k", intent: ConfigurationIntent.self) { _ in EmptyView() } }
        }

        // struct OldLiveActivity: Widget { }
        struct DeliveryLiveActivity_Previews: PreviewProvider { static var previews: some View { EmptyView() } }
        """

    /// The generated files and the manifest, the records' section named as on every machine.
    static func generated(_ texts: [String: String]) -> String {
        let declarations = WidgetSourceDeclarations(texts: texts)
        let assets = AssetCatalog(colors: [.init(name: "BrandColor", red: 1, green: 0.5, blue: 0, alpha: 1),
                                           .init(name: "Pizza Crust", red: 0.8, green: 0.6, blue: 0.2, alpha: 1)],
                                  images: ["logo-expanded"])
        let intents = IntentDefinitions(defined: [.init(className: "SelectStoreIntent", parameters: ["store"])], declarations: declarations)
        let files = WidgetHostFiles.files(for: declarations, assets: assets, intents: intents)
        let manifest = WidgetSourcePackage.manifest(termIsland: URL(fileURLWithPath: "/checkout/TermIsland"),
                                                    targets: ["Widget_Delivery_0123456789ab", "Widget_Other_ba9876543210"])
        return (files + [GeneratedFile(name: "Package.swift", text: manifest)])
            .map { "=== \($0.name)\n\($0.text)" }.joined(separator: "\n")
            .replacingOccurrences(of: RecordsSection.name, with: "<records section>")
    }

    @Test func aFolderWithoutMainGetsEveryGeneratedFile() throws {
        try assertSnapshot(Self.generated(["Delivery.swift": Self.sources]), named: "folder-without-main")
    }

    @Test func aFolderWithItsOwnMainGetsNoMainAndItsBrandStaysItsOwn() throws {
        let text = Self.generated(["Bundle.swift": "@main struct Widgets: WidgetBundle { var body: some Widget { DeliveryLiveActivity() } }",
                                   "Delivery.swift": Self.sources])
        #expect(!text.contains("=== main.swift"))
        #expect(!text.contains("static var brand:"))
        #expect(text.contains("static var pizzaCrust: Color { Color(.pizzaCrust) }"))
        // ConfigurationIntent is used and declared nowhere: the template's class is made.
        #expect(text.contains("class ConfigurationIntent: INIntent {\n}"))
        #expect(text.contains("\"-module-alias\", \"Intents=TermIslandIntents\""))
    }

    @Test func packageSwiftListsTheSameAppleModules() throws {
        let manifest = try String(contentsOf: repositoryRoot.appendingPathComponent("Package.swift"), encoding: .utf8)
        let line = try #require(manifest.split(separator: "\n").first { $0.hasPrefix("let appleNames = ") })
        let names = line.matches(of: /"([A-Za-z]+)"/).map { String($0.1) }
        #expect(names == AppleModules.names)
    }

    @Test func compilerMessagesArePlacedInTheWidgetsOwnFilesOnce() {
        let sources = WidgetSourceFiles(root: URL(fileURLWithPath: "/Users/me/Widgets"), files: ["Live.swift"])
        let package = WidgetSourcePackage(workspace: URL(fileURLWithPath: "/cache/TermIsland-1"), target: "Widget_W_1", sources: sources)
        let output = """
            Building for debugging...
            [3/9] Compiling Widget_W_1 Live.swift
            /cache/TermIsland-1/Sources/Widget_W_1/Live.swift:3:5: error: cannot find 'Oven' in scope
            /cache/TermIsland-1/Sources/Widget_W_1/Live.swift:9:1: warning: unused value

            """
        let result = BuildResult(succeeded: false, output: output, package: package)
        #expect(result.messages == [CompilerMessage("/Users/me/Widgets/Live.swift:3:5: error: cannot find 'Oven' in scope"),
                                    CompilerMessage("/Users/me/Widgets/Live.swift:9:1: warning: unused value")])
        #expect(result.messages.map(\.severity) == [.error, .warning])
        // The status line names the file from the watched folder.
        #expect(result.firstError == "Live.swift:3:5: error: cannot find 'Oven' in scope")
        #expect(result.hints == [.missingName("Oven")])
        #expect(result.report.hasSuffix("island: the widget folder did not build; the messages above point at its files\n"))
    }
}

let repositoryRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

/// Compares `text` with `__Snapshots__/<name>.txt` beside this file; a missing snapshot is
/// written (and the test fails, so that a new one is looked at before it is kept).
func assertSnapshot(_ text: String, named name: String, sourceLocation: SourceLocation = #_sourceLocation) throws {
    let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("__Snapshots__/\(name).txt")
    guard let recorded = try? String(contentsOf: url, encoding: .utf8) else {
        try Data(text.utf8).write(to: url)
        Issue.record("recorded \(url.path); look at it and run again", sourceLocation: sourceLocation)
        return
    }
    #expect(text == recorded, "differs from \(url.path)", sourceLocation: sourceLocation)
}
