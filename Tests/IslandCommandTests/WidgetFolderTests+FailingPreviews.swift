import Foundation
import Testing

/// A folder whose previews crash and hang, each in its own process (PreviewIsolation): every
/// other preview is drawn and written, and each failure is named with its user's line.
extension WidgetFolderTests {
    /// A widget, one preview that draws, and three that do not: a `PreviewProvider` whose sample
    /// data is `.first!` of an empty array, a `#Preview` whose state is a `fatalError`, and one
    /// whose state never comes.
    func failingPreviewsFolder(named name: String) throws -> URL {
        let folder = try emptyFolder(named: name)
        try """
            import ActivityKit
            import SwiftUI
            import WidgetKit

            struct OrderAttributes: ActivityAttributes {
                struct ContentState: Codable, Hashable {
                    var dish: String
                }
                var table: Int
            }

            @main
            struct OrderWidget: Widget {
                var body: some WidgetConfiguration {
                    ActivityConfiguration(for: OrderAttributes.self) { context in
                        Text("Table \\(context.attributes.table): \\(context.state.dish)")
                    } dynamicIsland: { context in
                        DynamicIsland {
                            DynamicIslandExpandedRegion(.bottom) { Text(context.state.dish) }
                        } compactLeading: {
                            Text("T\\(context.attributes.table)")
                        } compactTrailing: {
                            Text(context.state.dish)
                        } minimal: {
                            Text("T")
                        }
                    }
                }
            }

            #Preview("Fine", as: .content, using: OrderAttributes(table: 4)) {
                OrderWidget()
            } contentStates: {
                OrderAttributes.ContentState(dish: "Soup")
            }

            """.write(to: folder.appendingPathComponent("OrderWidget.swift"), atomically: true, encoding: .utf8)
        try """
            import SwiftUI
            import WidgetKit

            extension OrderAttributes.ContentState {
                static func fromTheBundle() -> Self {
                    fatalError("no sample order in the bundle")
                }

                static func fromTheNetwork() -> Self {
                    Thread.sleep(forTimeInterval: 3600)
                    return Self(dish: "late")
                }
            }

            #Preview("Fatal", as: .dynamicIsland(.compact), using: OrderAttributes(table: 1)) {
                OrderWidget()
            } contentStates: {
                OrderAttributes.ContentState.fromTheBundle()
            }

            #Preview("Slow", as: .dynamicIsland(.minimal), using: OrderAttributes(table: 2)) {
                OrderWidget()
            } contentStates: {
                OrderAttributes.ContentState.fromTheNetwork()
            }

            struct Orders_Previews: PreviewProvider {
                static let samples: [OrderAttributes.ContentState] = []

                static var previews: some View {
                    OrderAttributes(table: 3).previewContext(samples.first!, viewKind: .content)
                        .previewDisplayName("From the bundle")
                }
            }

            """.write(to: folder.appendingPathComponent("Samples.swift"), atomically: true, encoding: .utf8)
        return folder
    }

    /// What island says of the three failures, each at the user's own line, for the folder as
    /// typed (`name`, in its parent).
    func failureSentences(in name: String) -> [String] {
        [
            "island: \"Fatal\" crashed at \(name)/Samples.swift:6: Fatal error: no sample order in the bundle",
            "island: \"Slow\" did not finish within 2 s, stopped at \(name)/Samples.swift:10 (--preview-timeout SECONDS allows longer)",
            "island: \"Orders_Previews\" crashed at \(name)/Samples.swift:31: Fatal error: Unexpectedly found nil while unwrapping an Optional value",
        ]
    }

    /// `island` on the folder as typed from its parent: `island snapshot Failing …`.
    func island(_ command: String, _ folder: URL, _ options: [String] = []) throws -> Finished {
        try island([command, folder.lastPathComponent, "--preview-timeout", "2"] + options, in: folder.deletingLastPathComponent())
    }

    @Test func crashingAndHangingPreviewsAreNamedAtTheirLinesAndTheOthersAreDrawn() throws {
        let folder = try failingPreviewsFolder(named: "Failing")
        let result = try island("snapshot", folder)
        #expect(result.status == 1)
        #expect(result.output == """
            island snapshot · Fine · lock-screen · iPhone 15 Pro · at 0s
            from OrderWidget.swift:31

            state 1 of 1
            ╭──────────────────────────────────────── ✕ ─╮
            │                Table 4: Soup               │
            ╰────────────────────────────────────────────╯


            """, "\(result.errors)")
        let said = result.errors.split(separator: "\n").map(String.init).filter { $0.hasPrefix("island: \"") }
        #expect(said == failureSentences(in: "Failing"), "\(result.errors)")
        #expect(!result.errors.contains("Illegal instruction"), "the child's crash reached the user:\n\(result.errors)")
        // The guide shows these lines as they are.
        let page = try String(contentsOf: repositoryRoot.appendingPathComponent("docs/WidgetFolders.md"), encoding: .utf8)
        let marker = "<!-- checked by Tests/IslandCommandTests/WidgetFolderTests+FailingPreviews.swift -->\n```text\n"
        let start = try #require(page.range(of: marker))
        let end = try #require(page.range(of: "\n```", range: start.upperBound..<page.endIndex))
        #expect(String(page[start.upperBound..<end.lowerBound]) == said.joined(separator: "\n"))
    }

    @Test func recordWritesEveryOtherPreviewAndCheckNamesTheFailures() throws {
        let folder = try failingPreviewsFolder(named: "FailingRecord")
        let snapshots = folder.appendingPathComponent("__Snapshots__")
        let recorded = try island("snapshot", folder, ["--record"])
        #expect(recorded.status == 1)
        #expect(recorded.output.hasPrefix("recorded 1 snapshot in "))
        #expect(recorded.output.hasSuffix("/FailingRecord/__Snapshots__: 1 written, 0 unchanged, 0 removed\n"))
        #expect(try FileManager.default.contentsOfDirectory(atPath: snapshots.path) == ["Fine.lock-screen.txt"])

        let checked = try island("snapshot", folder, ["--check"])
        #expect(checked.status == 1)
        let lines = checked.output.split(separator: "\n").map(String.init)
        #expect(Array(lines.prefix(3)) == failureSentences(in: "FailingRecord").map { "failed: " + $0.dropFirst("island: ".count) })
        #expect(lines.count == 4 && lines[3].hasPrefix("1 snapshot matches "), "\(checked.output)")

        // A failed preview's snapshot is kept, neither removed by --record nor gone for --check.
        try "island snapshot · Fatal · compact".write(to: snapshots.appendingPathComponent("Fatal.compact.txt"), atomically: true, encoding: .utf8)
        #expect(try island("snapshot", folder, ["--record"]).output.hasSuffix(": 0 written, 1 unchanged, 0 removed\n"))
        #expect(FileManager.default.fileExists(atPath: snapshots.appendingPathComponent("Fatal.compact.txt").path))
        #expect(!(try island("snapshot", folder, ["--check"]).output.contains("gone:")))
    }

    @Test func lintReportsAFailedPreviewAsAFindingAtItsLine() throws {
        let folder = try failingPreviewsFolder(named: "FailingLint")
        let result = try island("lint", folder)
        #expect(result.status == 1)
        #expect(result.output.contains("FailingLint/Samples.swift:6"), "\(result.output)")
        #expect(result.output.contains("preview-runs"))
        #expect(result.output.contains("Fatal: Fatal error: no sample order in the bundle"))
        #expect(result.output.contains("FailingLint/Samples.swift:10"))
        #expect(result.output.contains("Slow: did not finish within 2 s"))
    }

    @Test func thePreviewerShowsAFailedPreviewAsACardAndGoesOn() throws {
        let folder = try failingPreviewsFolder(named: "FailingPreview")
        let result = try island("preview", folder)
        #expect(result.status == 0, "\(result.errors)")
        #expect(result.output.contains("│                Table 4: Soup               │"), "\(result.output)")
        #expect(result.output.contains("""
            ╭──────────────────────────────────────── ✕ ─╮
            │ ⚠ Fatal did not draw                       │
            │ Fatal error: no sample order in the bundle │
            │ at FailingPreview/Samples.swift:6          │
            ╰────────────────────────────────────────────╯
            ╭──────────────────────────────────────── ✕ ─╮
            │     ⚠ Slow did not draw                    │
            │     did not finish within 2 s              │
            │     at FailingPreview/Samples.swift:10     │
            ╰────────────────────────────────────────────╯
            """), "\(result.output)")
    }
}

/// A failed preview in a project of several widget extensions, the one chosen with `--target`.
extension WidgetFolderTests {
    /// An Xcode project whose two app extensions both declare widgets: `Clocks`, and `Orders`
    /// holding the failing previews' files, each target a group of its own folder.
    func twoExtensionProject(named name: String) throws -> URL {
        let failing = try failingPreviewsFolder(named: "Orders-\(name)")
        let folder = failing.deletingLastPathComponent().appendingPathComponent(name)
        let orders = folder.appendingPathComponent("Orders"), clocks = folder.appendingPathComponent("Clocks")
        try FileManager.default.createDirectory(at: clocks, withIntermediateDirectories: true)
        try FileManager.default.moveItem(at: failing, to: orders)
        try "import WidgetKit\nstruct Clock: Widget { var body: some WidgetConfiguration { StaticConfiguration() } }\n"
            .write(to: clocks.appendingPathComponent("Clock.swift"), atomically: true, encoding: .utf8)
        func target(_ index: Int, _ name: String, _ files: [String]) -> [String] {
            let references = files.enumerated().map { number, file in
                "F\(index)\(number) = {isa = PBXFileReference; lastKnownFileType = sourcecode.swift; path = \(file); sourceTree = \"<group>\"; };"
            }
            let builds = files.indices.map { "B\(index)\($0) = {isa = PBXBuildFile; fileRef = F\(index)\($0); };" }
            return references + builds + [
                "G\(index) = {isa = PBXGroup; children = (\(files.indices.map { "F\(index)\($0)" }.joined(separator: ", "))); path = \(name); sourceTree = \"<group>\"; };",
                "S\(index) = {isa = PBXSourcesBuildPhase; files = (\(files.indices.map { "B\(index)\($0)" }.joined(separator: ", "))); };",
                "T\(index) = {isa = PBXNativeTarget; name = \(name); productType = \"com.apple.product-type.app-extension\"; buildPhases = (S\(index)); };",
            ]
        }
        let objects = target(1, "Clocks", ["Clock.swift"]) + target(2, "Orders", ["OrderWidget.swift", "Samples.swift"]) + [
            "G0 = {isa = PBXGroup; children = (G1, G2); sourceTree = \"<group>\"; };",
            "R0 = {isa = PBXProject; mainGroup = G0; targets = (T1, T2); };",
        ]
        let project = folder.appendingPathComponent("Test.xcodeproj")
        try FileManager.default.createDirectory(at: project, withIntermediateDirectories: true)
        try ("// !$*UTF8*$!\n{\n\tobjects = {\n" + objects.map { "\t\t\($0)\n" }.joined() + "\t};\n\trootObject = R0;\n}\n")
            .write(to: project.appendingPathComponent("project.pbxproj"), atomically: true, encoding: .utf8)
        return project
    }

    @Test func aFailedPreviewOfTheTargetChosenIsNamedAtItsLine() throws {
        let project = try twoExtensionProject(named: "TwoExtensions")
        let result = try island(["snapshot", "TwoExtensions/Test.xcodeproj", "--target", "Orders", "--preview-timeout", "2"],
                                in: project.deletingLastPathComponent().deletingLastPathComponent())
        #expect(result.status == 1)
        #expect(result.output.contains("│                Table 4: Soup               │"), "\(result.errors)")
        let said = result.errors.split(separator: "\n").map(String.init).filter { $0.hasPrefix("island: \"") }
        #expect(said == failureSentences(in: "TwoExtensions/Orders"), "\(result.errors)")
    }
}

/// A library whose previews all ran apart without failing runs them in the process the next
/// time with the same words (`PreviewsThatRanApart`): the same output, and a failing folder is
/// never recorded, so its failures are still named.
extension WidgetFolderTests {
    /// The `.ran-apart` records in the cache of runs in `folder`'s parent.
    func ranApartLines(naming folder: URL) -> [String] {
        let files = FileManager.default.enumerator(atPath: Self.cache.path)?.compactMap { $0 as? String }
            .filter { $0.hasSuffix(".ran-apart") } ?? []
        return files.flatMap { file in
            ((try? String(contentsOfFile: Self.cache.appendingPathComponent(file).path, encoding: .utf8)) ?? "")
                // A line starts with the working directory: this run's folder's parent, which is
                // the test's own (the same sources are one library for every run of the test).
                .split(separator: "\n").map(String.init).filter { $0.hasPrefix(folder.deletingLastPathComponent().path + "\u{1F}") }
        }
    }

    @Test func aRecordedRunDrawsWhatTheIsolatedRunAndTheTogetherRunDraw() throws {
        let folder = try failingPreviewsFolder(named: "RanApart")
        // Only the preview that draws is left: every preview runs apart without a failure.
        try FileManager.default.removeItem(at: folder.appendingPathComponent("Samples.swift"))
        let apart = try island("snapshot", folder)
        #expect(apart.status == 0, "\(apart.errors)")
        let recorded = ranApartLines(naming: folder)
        #expect(recorded.count == 1 && recorded[0].hasSuffix(" units"), "\(recorded)")
        #expect(recorded.first?.contains("RanApart\u{1F}--preview-timeout\u{1F}2") == true, "\(recorded)")
        let fromRecord = try island("snapshot", folder)
        let together = try island(["snapshot", folder.lastPathComponent, "--preview-timeout", "2"], in: folder.deletingLastPathComponent(),
                                  environment: ["TERMISLAND_PREVIEWS_TOGETHER": "1"])
        #expect(fromRecord.output == apart.output)
        #expect(together.output == apart.output)
        #expect(fromRecord.status == 0)
        // Written again when the run that used it ended: the next run may use it too.
        #expect(ranApartLines(naming: folder) == recorded)
        // Other words are another line, run apart first.
        _ = try island("lint", folder)
        #expect(ranApartLines(naming: folder).count == 2)
    }

    @Test func aFolderWhosePreviewsFailIsNeverRecordedAndStillNamesThem() throws {
        let folder = try failingPreviewsFolder(named: "NeverRecorded")
        for _ in 0..<2 {
            let result = try island("snapshot", folder)
            #expect(result.status == 1)
            let said = result.errors.split(separator: "\n").map(String.init).filter { $0.hasPrefix("island: \"") }
            #expect(said == failureSentences(in: "NeverRecorded"), "\(result.errors)")
        }
        #expect(ranApartLines(naming: folder).isEmpty)
    }
}
