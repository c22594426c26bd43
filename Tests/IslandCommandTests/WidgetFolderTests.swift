import Foundation
import Testing

/// `island snapshot <folder>` and `island preview <folder>` on widget folders written the way
/// real widget extensions are (docs/examples/DeliveryWidget and variations of it), built for real
/// into a cached package under .build (the first run compiles TermIsland there once).
@Suite("Widget folders, unchanged", .serialized)
struct WidgetFolderTests {
    static let example = repositoryRoot.appendingPathComponent("docs/examples/DeliveryWidget")
    static let cache = repositoryRoot.appendingPathComponent(".build/widget-folder-cache")

    struct Finished {
        let status: Int32
        let output: String
        let errors: String
    }

    /// Runs island with the cache and this checkout, standard input empty (no terminal), in
    /// `directory` (by default this process's), with `environment`'s variables over those.
    func island(_ arguments: [String], in directory: URL? = nil, environment extra: [String: String] = [:]) throws -> Finished {
        let process = Process()
        if let directory { process.currentDirectoryURL = directory }
        let executable = try #require(ProcessTests.executable, "build island first: swift build")
        process.executableURL = executable
        process.arguments = arguments
        var environment = ProcessInfo.processInfo.environment
        environment["TERMISLAND_CACHE"] = Self.cache.path
        environment["TERMISLAND_PATH"] = repositoryRoot.path
        environment.merge(extra) { $1 }
        process.environment = environment
        let output = Pipe(), errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        process.standardInput = FileHandle.nullDevice
        try process.run()
        let outputData = output.fileHandleForReading.readDataToEndOfFile()
        let errorData = errors.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Finished(status: process.terminationStatus, output: String(decoding: outputData, as: UTF8.self),
                        errors: String(decoding: errorData, as: UTF8.self))
    }

    /// A copy of the example folder in a fresh temporary folder, to change and snapshot.
    func copyOfExample(named name: String = "DeliveryWidget") throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("island-widget-\(UUID().uuidString)/\(name)")
        try FileManager.default.createDirectory(at: folder.deletingLastPathComponent(), withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: Self.example, to: folder)
        // The example's own snapshots are committed beside it (CI checks them); a copy starts bare.
        try? FileManager.default.removeItem(at: folder.appendingPathComponent("__Snapshots__"))
        return folder
    }

    /// A new empty folder named `name` in a fresh temporary folder, for a widget written in a test.
    func emptyFolder(named name: String) throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("island-widget-\(UUID().uuidString)/\(name)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }

    func edit(_ file: URL, _ old: String, _ new: String) throws {
        let text = try String(contentsOf: file, encoding: .utf8)
        #expect(text.contains(old), "\(file.lastPathComponent) has no \(old)")
        try text.replacingOccurrences(of: old, with: new).write(to: file, atomically: true, encoding: .utf8)
    }

    @Test func theExampleFolderPrintsWhatTheGuideShows() throws {
        let result = try island(["snapshot", Self.example.path])
        #expect(result.status == 0, "\(result.errors)")
        let page = try String(contentsOf: repositoryRoot.appendingPathComponent("docs/WidgetFolders.md"), encoding: .utf8)
        let start = try #require(page.range(of: "<!-- checked by Tests/IslandCommandTests/WidgetFolderTests.swift -->\n```text\n"))
        let end = try #require(page.range(of: "\n```", range: start.upperBound..<page.endIndex))
        let shown = String(page[start.upperBound..<end.lowerBound])
        #expect(result.output.hasPrefix(shown + "\n"), "docs/WidgetFolders.md shows what island snapshot does not print:\n\(result.output)")
        // All four previews, in file order: three of the Live Activity, then the view.
        let headings = result.output.split(separator: "\n").filter { $0.hasPrefix("island snapshot · ") }
        #expect(headings == [
            "island snapshot · Lock Screen · lock-screen · iPhone 15 Pro · at 0s",
            "island snapshot · Compact · compact · iPhone 15 Pro · at 0s",
            "island snapshot · Expanded · expanded · iPhone 15 Pro · at 0s",
            "island snapshot · Stages · view · iPhone 15 Pro · at 0s",
        ])
    }

    @Test func recordThenCheckThenAChangeShowsADiffAndExitsOne() throws {
        let folder = try copyOfExample()
        let snapshots = folder.appendingPathComponent("__Snapshots__")

        let before = try island(["snapshot", folder.path, "--check"])
        #expect(before.status == 1)
        #expect(before.output.contains("new: Lock Screen.lock-screen.txt has no snapshot yet"))

        let recorded = try island(["snapshot", folder.path, "--record"])
        #expect(recorded.status == 0, "\(recorded.errors)")
        #expect(recorded.output == "recorded 4 snapshots in \(snapshots.path): 4 written, 0 unchanged, 0 removed\n")
        let files = try FileManager.default.contentsOfDirectory(atPath: snapshots.path).sorted()
        #expect(files == ["Compact.compact.txt", "Expanded.expanded.txt", "Lock Screen.lock-screen.txt", "Stages.view.txt"])

        let clean = try island(["snapshot", folder.path, "--check"])
        #expect(clean.status == 0)
        #expect(clean.output == "4 snapshots match \(snapshots.path)\n")

        try edit(folder.appendingPathComponent("DeliveryLiveActivity.swift"), "items\")", "dishes\")")
        let changed = try island(["snapshot", folder.path, "--check"])
        #expect(changed.status == 1)
        #expect(changed.output.contains("--- \(snapshots.path)/Lock Screen.lock-screen.txt\n+++ now\n"))
        #expect(changed.output.contains("-│ Ana · 3 items                              │\n+│ Ana · 3 dishes                             │"))
        #expect(changed.output.hasSuffix(
            "1 of 4 snapshots differ; if the change is meant, record them again: island snapshot \(folder.path) --record\n"))

        try edit(folder.appendingPathComponent("StageView.swift"), "#Preview(\"Stages\") {", "#if false\n#Preview(\"Stages\") {")
        try edit(folder.appendingPathComponent("StageView.swift"), "StageView(stage: .onTheWay)\n}", "StageView(stage: .onTheWay)\n}\n#endif")
        let gone = try island(["snapshot", folder.path, "--check"])
        #expect(gone.status == 1)
        #expect(gone.output.contains("gone: Stages.view.txt is a snapshot of a preview that is no longer there"))

        let again = try island(["snapshot", folder.path, "--record"])
        #expect(again.output == "recorded 3 snapshots in \(snapshots.path): 1 written, 2 unchanged, 1 removed\n")
        #expect(try island(["snapshot", folder.path, "--check"]).status == 0)
    }

    @Test func usageErrorsExitTwoBeforeAnythingIsBuilt() throws {
        let both = try island(["snapshot", Self.example.path, "--record", "--check"])
        #expect(both.status == 2)
        #expect(both.errors.contains("--record and --check: choose one"))
        let unknown = try island(["snapshot", Self.example.path, "--watch"])
        #expect(unknown.status == 2)
        let empty = FileManager.default.temporaryDirectory.appendingPathComponent("island-empty-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: empty, withIntermediateDirectories: true)
        let nothing = try island(["snapshot", empty.path])
        #expect(nothing.status == 2)
        #expect(nothing.errors == "island: \(empty.path): no .swift file in this folder\n")
    }

    @Test func aMissingAttributesFileIsNamedAtTheUsersOwnLineWithAHint() throws {
        let folder = try copyOfExample(named: "NoShared")
        try FileManager.default.removeItem(at: folder.appendingPathComponent("Shared"))
        let result = try island(["snapshot", folder.path])
        #expect(result.status == 1)
        #expect(result.errors.contains("\(folder.path)/DeliveryLiveActivity.swift:"))
        #expect(result.errors.contains("error: cannot find type 'DeliveryAttributes' in scope"))
        #expect(result.errors.contains("hint: 'DeliveryAttributes' is not in the folder"))
        #expect(!result.errors.contains("widget-folder-cache"), "the cached package's paths leaked:\n\(result.errors)")
    }

    @Test func aWidgetWithNoPreviewIsDrawnFromPlaceholders() throws {
        let folder = try copyOfExample(named: "NoPreviews")
        let file = folder.appendingPathComponent("DeliveryLiveActivity.swift")
        let text = try String(contentsOf: file, encoding: .utf8)
        let cut = try #require(text.range(of: "#Preview(\"Lock Screen\""))
        try (String(text[..<cut.lowerBound]) + "#endif\n").write(to: file, atomically: true, encoding: .utf8)
        try FileManager.default.removeItem(at: folder.appendingPathComponent("StageView.swift"))
        try """
            import SwiftUI
            struct StageView: View {
                let stage: DeliveryAttributes.ContentState.Stage
                var body: some View { Text(stage.rawValue) }
            }
            """.write(to: folder.appendingPathComponent("StageView.swift"), atomically: true, encoding: .utf8)
        let result = try island(["snapshot", folder.path])
        #expect(result.status == 0, "\(result.errors)")
        #expect(result.output == """
            island snapshot · DeliveryLiveActivity · lock-screen · iPhone 15 Pro · at 0s
            placeholder data: DeliveryLiveActivity has no #Preview; add #Preview("…", as: .content, using: DeliveryAttributes(…)) { DeliveryLiveActivity() } contentStates: { … } for real values

            state 1 of 1
            ╭──────────────────────────────────────── ✕ ─╮
            │ 👜 Restaurant                        15:00 │
            │ preparing                                  │
            │ Courier · 3 items                          │
            ╰────────────────────────────────────────────╯


            """)
    }

    @Test func anXcodePreviewProvidersPreviewContextsAreDrawnWithTheFoldersWidget() throws {
        let folder = try copyOfExample(named: "WithProvider")
        try """
            import SwiftUI
            import WidgetKit

            struct DeliveryLiveActivity_Previews: PreviewProvider {
                static let attributes = DeliveryAttributes(restaurant: "Mario's", items: 1)

                static var previews: some View {
                    attributes.previewContext(DeliveryAttributes.ContentState.onTheWay, viewKind: .dynamicIsland(.minimal))
                        .previewDisplayName("Minimal")
                    attributes.previewContext(DeliveryAttributes.ContentState.preparing, viewKind: .content)
                }
            }
            """.write(to: folder.appendingPathComponent("Previews.swift"), atomically: true, encoding: .utf8)
        let result = try island(["snapshot", folder.path])
        #expect(result.status == 0, "\(result.errors)")
        let headings = result.output.split(separator: "\n").filter { $0.hasPrefix("island snapshot · ") }
        #expect(headings == [
            "island snapshot · Lock Screen · lock-screen · iPhone 15 Pro · at 0s",
            "island snapshot · Compact · compact · iPhone 15 Pro · at 0s",
            "island snapshot · Expanded · expanded · iPhone 15 Pro · at 0s",
            "island snapshot · Minimal · minimal · iPhone 15 Pro · at 0s",
            "island snapshot · DeliveryLiveActivity_Previews 2 · lock-screen · iPhone 15 Pro · at 0s",
            "island snapshot · Stages · view · iPhone 15 Pro · at 0s",
        ])
        #expect(result.output.contains("│ 👜 Mario's                           25:00 │"))
    }

    @Test func xcodesAssetSymbolsCompileFromTheFoldersCatalogue() throws {
        let folder = try copyOfExample(named: "WithAssets")
        let colorSet = folder.appendingPathComponent("Assets.xcassets/BrandColor.colorset")
        try FileManager.default.createDirectory(at: colorSet, withIntermediateDirectories: true)
        try Data(ColorSetJSON.universal(#""red": "0.000", "green": "0.500", "blue": "1.000""#).utf8)
            .write(to: colorSet.appendingPathComponent("Contents.json"))
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("Assets.xcassets/Logo.imageset"), withIntermediateDirectories: true)
        try edit(folder.appendingPathComponent("StageView.swift"), "Capsule()", "Image(.logo)\n                Capsule()")
        try edit(folder.appendingPathComponent("StageView.swift"), "Color.green", "Color.brand")
        let result = try island(["snapshot", folder.path])
        #expect(result.status == 0, "\(result.errors)")
        #expect(result.output.contains("island snapshot · Stages · view"))
    }

    @Test func withoutATerminalPreviewPrintsTheFramesAsText() throws {
        let result = try island(["preview", Self.example.path])
        #expect(result.status == 0, "\(result.errors)")
        // One app, the folder's; the first Dynamic Island preview (Compact) holds the island,
        // and every preview is a card on the Lock Screen.
        #expect(result.output.contains("island: DeliveryWidget is the only app with an activity"))
        #expect(result.output.contains("│👜           ◉         9:00│"))
        #expect(result.output.contains("│ 👜 Luigi's                           25:00 │"))
    }
}
