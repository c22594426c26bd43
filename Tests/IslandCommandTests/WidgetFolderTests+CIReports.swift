import Foundation
import Testing

/// `snapshot <folder> --check` with the reports CI reads (`--junit`, `--summary`,
/// `$GITHUB_STEP_SUMMARY`), `--filter`, `--skip` and `--shard`, and `island test`, on copies of
/// the example folder and on folders that fail: the files written, whole, and the exit status.
extension WidgetFolderTests {
    /// The example recorded, then changed three ways: a line of the Lock Screen (changed), the
    /// compact's file removed (new), the view's preview removed (gone).
    func changedExample() throws -> URL {
        let folder = try copyOfExample()
        #expect(try island(["snapshot", folder.path, "--record"]).status == 0)
        try edit(folder.appendingPathComponent("DeliveryLiveActivity.swift"), "items\")", "dishes\")")
        try FileManager.default.removeItem(at: folder.appendingPathComponent("__Snapshots__/Compact.compact.txt"))
        try edit(folder.appendingPathComponent("StageView.swift"), "#Preview(\"Stages\") {", "#if false\n#Preview(\"Stages\") {")
        try edit(folder.appendingPathComponent("StageView.swift"), "StageView(stage: .onTheWay)\n}", "StageView(stage: .onTheWay)\n}\n#endif")
        return folder
    }

    /// The blocks docs/CI.md says this file checks, in order: fenced, or indented by four spaces.
    static func documentedBlocks() throws -> [String] {
        let page = try String(contentsOf: repositoryRoot.appendingPathComponent("docs/CI.md"), encoding: .utf8)
        let lines = page.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        var blocks: [String] = []
        for (index, line) in lines.enumerated() where line.hasPrefix("<!-- checked by Tests/IslandCommandTests/WidgetFolderTests+CIReports.swift") {
            var body: [String] = []
            if lines[index + 1].hasPrefix("```") {
                for next in lines[(index + 2)...] {
                    if next.hasPrefix("```") { break }
                    body.append(next)
                }
            } else {
                for next in lines[(index + 1)...] {
                    guard next.hasPrefix("    ") || next.isEmpty else { break }
                    body.append(next.isEmpty ? "" : String(next.dropFirst(4)))
                }
                while body.last == "" { body.removeLast() }
            }
            blocks.append(body.map { $0 + "\n" }.joined())
        }
        return blocks
    }

    /// Text as docs/CI.md shows it: `folder` as `/…`, a line ending in a space marked with `¶`.
    static func shown(_ text: String, folder: URL) -> String {
        text.replacingOccurrences(of: folder.path, with: "/…").split(separator: "\n", omittingEmptySubsequences: false)
            .map { $0.hasSuffix(" ") ? $0 + "¶" : String($0) }.joined(separator: "\n")
    }

    @Test func aCheckWritesJUnitAndASummaryOfWhatChangedIsNewAndIsGone() throws {
        let documented = try Self.documentedBlocks()
        try #require(documented.count == 5, "docs/CI.md: \(documented.count) blocks checked by this file")
        let folder = try changedExample()
        let parent = folder.deletingLastPathComponent()
        try FileManager.default.createDirectory(at: parent.appendingPathComponent("island-report"), withIntermediateDirectories: true)
        let step = parent.appendingPathComponent("step-summary.md")
        try "an earlier step's summary\n".write(to: step, atomically: true, encoding: .utf8)
        let result = try island(["snapshot", "DeliveryWidget", "--check", "--junit", "island-report/junit.xml", "--summary", "island-report/summary.md",
                                 "--report", "island-report"], in: parent, environment: ["GITHUB_STEP_SUMMARY": step.path])
        #expect(result.status == 1, "\(result.errors)")
        #expect(Self.shown(result.output, folder: parent) == documented[0])
        let junit = try String(contentsOf: parent.appendingPathComponent("island-report/junit.xml"), encoding: .utf8)
        #expect(Self.shown(junit, folder: parent) == documented[1])
        #expect(JUnitSchema.violations(junit) == [])
        let summary = try String(contentsOf: parent.appendingPathComponent("island-report/summary.md"), encoding: .utf8)
        #expect(Self.shown(summary, folder: parent) == documented[2])
        #expect(try String(contentsOf: step, encoding: .utf8) == "an earlier step's summary\n" + summary)
        #expect(FileManager.default.fileExists(atPath: parent.appendingPathComponent("island-report/index.html").path))

        // The command the summary gives accepts the change.
        #expect(summary.hasSuffix("```sh\nisland snapshot DeliveryWidget --record\n```\n"))
        #expect(try island(["snapshot", "DeliveryWidget", "--record"], in: parent).status == 0)
        let clean = try island(["snapshot", "DeliveryWidget", "--check", "--junit", "island-report/junit.xml"], in: parent,
                               environment: ["GITHUB_STEP_SUMMARY": ""])
        #expect(clean.status == 0)
        let cleanJUnit = try String(contentsOf: parent.appendingPathComponent("island-report/junit.xml"), encoding: .utf8)
        #expect(cleanJUnit.contains("<testsuites name=\"island\" tests=\"3\" failures=\"0\" errors=\"0\">"))
        #expect(JUnitSchema.violations(cleanJUnit) == [])
    }

    @Test func filtersSkipsAndShardsChooseTheSnapshotsChecked() throws {
        let folder = try changedExample()
        let parent = folder.deletingLastPathComponent()
        // Only the Lock Screen: its change, and no word of the gone file (a narrowed run checks what it takes).
        let lock = try island(["snapshot", "DeliveryWidget", "--check", "--filter", "Lock Screen*", "--junit", "lock.xml"], in: parent)
        #expect(lock.status == 1)
        #expect(lock.output.hasSuffix("1 of 1 snapshot differ; if the change is meant, record them again: island snapshot DeliveryWidget --filter 'Lock Screen*' --record\n"))
        #expect(!lock.output.contains("gone:"))
        let skipped = try island(["snapshot", "DeliveryWidget", "--check", "--skip", "Lock*", "--skip", "Compact*"], in: parent)
        #expect(skipped.status == 0)
        #expect(skipped.output == "1 snapshot matches \(folder.path)/__Snapshots__\n")

        // Two shards: together every case once, the gone file's on one of them.
        var names: [String] = []
        for shard in ["1/2", "2/2"] {
            let run = try island(["snapshot", "DeliveryWidget", "--check", "--shard", shard, "--junit", "shard.xml"], in: parent)
            let junit = try String(contentsOf: parent.appendingPathComponent("shard.xml"), encoding: .utf8)
            #expect(JUnitSchema.violations(junit) == [])
            let cases = try JUnitSchema.parse(junit).get().all("testsuite")[0].all("testcase")
            names += cases.map { $0.attributes["name"]! }
            #expect(run.status == (cases.allSatisfy { $0.children.isEmpty } ? 0 : 1))
        }
        #expect(names.sorted() == ["Compact · compact", "Expanded · expanded", "Lock Screen · lock-screen", "Stages.view.txt"])

        // A filtered --record writes what it takes and removes only what is gone.
        let recorded = try island(["snapshot", "DeliveryWidget", "--record", "--filter", "Compact*"], in: parent)
        #expect(recorded.output == "recorded 1 snapshot in \(folder.path)/__Snapshots__: 1 written, 0 unchanged, 1 removed\n")
        let files = try FileManager.default.contentsOfDirectory(atPath: folder.appendingPathComponent("__Snapshots__").path).sorted()
        #expect(files == ["Compact.compact.txt", "Expanded.expanded.txt", "Lock Screen.lock-screen.txt"])

        let none = try island(["snapshot", "DeliveryWidget", "--filter", "Nothing*"], in: parent)
        #expect(none.status == 0)
        #expect(none.errors.hasSuffix("island: DeliveryWidget: no snapshot is selected (of 3)\n"))
    }

    @Test func theSmokeTestDrawsEveryPresentationOfTheExample() throws {
        let result = try island(["test", Self.example.path])
        #expect(result.status == 0, "\(result.errors)")
        #expect(try result.output == Self.documentedBlocks()[3])
        let report = FileManager.default.temporaryDirectory.appendingPathComponent("island-test-report-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: report) }
        let compact = try island(["test", Self.example.path, "--presentation", "compact", "--skip", "Stages*", "--report", report.path])
        #expect(compact.output == "3 snapshots drew without a crash, a hang or a lint error\n")
        // The report: today's picture of each, nothing to compare with.
        let page = try String(contentsOf: report.appendingPathComponent("index.html"), encoding: .utf8)
        #expect(page.contains("<h1>3 snapshots drew without a problem</h1>"))
        #expect(page.components(separatedBy: "<section class=\"snapshot passed\"").count - 1 == 3)
        #expect(page.components(separatedBy: "<figcaption>now</figcaption>").count - 1 == 3)
        #expect(!page.contains("class=\"change\""))
    }

    @Test func theSmokeTestNamesEachCrashHangAndLintErrorAtItsLine() throws {
        let folder = try failingPreviewsFolder(named: "Failing")
        try """
            import SwiftUI
            import WidgetKit

            struct TallWidget: Widget {
                var body: some WidgetConfiguration {
                    ActivityConfiguration(for: OrderAttributes.self) { context in
                        VStack {
                            ForEach(0..<14, id: \\.self) { row in
                                Text("Course \\(row): \\(context.state.dish)")
                            }
                        }
                    } dynamicIsland: { context in
                        DynamicIsland {
                            DynamicIslandExpandedRegion(.bottom) { Text(context.state.dish) }
                        } compactLeading: {
                            Text("T")
                        } compactTrailing: {
                            Text(context.state.dish)
                        } minimal: {
                            Text("T")
                        }
                    }
                }
            }

            #Preview("Tall", as: .content, using: OrderAttributes(table: 5)) {
                TallWidget()
            } contentStates: {
                OrderAttributes.ContentState(dish: "Soup")
            }

            """.write(to: folder.appendingPathComponent("Tall.swift"), atomically: true, encoding: .utf8)
        let result = try island("test", folder, ["--presentation", "lock-screen", "--junit", "junit.xml", "--summary", "summary.md"])
        #expect(result.status == 1, "\(result.errors)")
        #expect(try result.output == Self.documentedBlocks()[4], "\(result.errors)")
        let junit = try String(contentsOf: folder.deletingLastPathComponent().appendingPathComponent("junit.xml"), encoding: .utf8)
        #expect(JUnitSchema.violations(junit) == [])
        #expect(junit.contains("""
                <testcase classname="Fine" name="Fine · lock-screen"/>
                <testcase classname="Tall" name="Tall · lock-screen">
                  <error type="problems" message="Failing/Tall.swift:26: error: [lock-screen-height] on iPhone 14 Pro: the Lock Screen content is 224 points tall; the system shows 160 and truncates the rest">Failing/Tall.swift:26: error: [lock-screen-height] on iPhone 14 Pro: the Lock Screen content is 224 points tall; the system shows 160 and truncates the rest</error>
                </testcase>
                <testcase classname="Fatal" name="Fatal">
                  <error type="crashed" message="&quot;Fatal&quot; crashed at Failing/Samples.swift:6: Fatal error: no sample order in the bundle"/>
                </testcase>
                <testcase classname="Slow" name="Slow">
                  <error type="hung" message="&quot;Slow&quot; did not finish within 2 s, stopped at Failing/Samples.swift:10 (--preview-timeout SECONDS allows longer)"/>
                </testcase>
            """))
        let summary = try String(contentsOf: folder.deletingLastPathComponent().appendingPathComponent("summary.md"), encoding: .utf8)
        #expect(summary.hasPrefix("### ❌ 4 of 5 snapshots failed\n"))
        #expect(summary.contains("- `Tall · lock-screen` at `Failing/Tall.swift:26`: [lock-screen-height] on iPhone 14 Pro: the Lock Screen content is 224 points tall; the system shows 160 and truncates the rest\n"))
    }

    @Test func theReportShowsTheChangeFirstWithBothPicturesAndTheChangedCellsOutlined() throws {
        let folder = try changedExample()
        let parent = folder.deletingLastPathComponent()
        let result = try island(["snapshot", "DeliveryWidget", "--check", "--report", "island-report/html"], in: parent)
        #expect(result.status == 1)
        let page = try String(contentsOf: parent.appendingPathComponent("island-report/html/index.html"), encoding: .utf8)
        let sections = page.components(separatedBy: "<section class=\"snapshot ").dropFirst().map { String($0) }
        // Changed first, then new, gone, the matching.
        #expect(sections.map { String($0.prefix { $0 != "\"" }) } == ["changed", "new", "gone", "matched"])
        let changed = sections[0]
        #expect(changed.hasPrefix("changed\" data-preview=\"Lock Screen\" data-presentation=\"lock-screen\" data-variant=\"\" data-status=\"changed\">"))
        // The recorded picture and today's, side by side, then the diff.
        #expect(changed.components(separatedBy: "<figure>").count - 1 == 2)
        #expect(changed.contains("<figcaption>the snapshot file</figcaption>") && changed.contains("<figcaption>now</figcaption>"))
        #expect(changed.contains("<span class=\"removed\">-│ Ana · 3 items                              │</span>"))
        #expect(changed.contains("<span class=\"added\">+│ Ana · 3 dishes                             │</span>"))
        // "items " became "dishes": 6 cells from column 10 of rows 7 and 14 (a state each), on
        // both pictures, at 16 + 8.4 x and 16 + 17 y (the SVG's padding and cell).
        let marks = changed.matches(of: /<rect class="change" x="([0-9.]+)" y="([0-9.]+)" width="([0-9.]+)" height="17"\/>/)
            .map { "\($0.1) \($0.2) \($0.3)" }
        #expect(marks == ["100 135 50.4", "100 254 50.4", "100 135 50.4", "100 254 50.4"])
        // In colour: the drawing's own colours, not the page's alone.
        #expect(changed.contains("fill=\"#") && changed.components(separatedBy: "<svg").count - 1 == 2)
        // Offline: nothing fetched, the one script inline.
        for reference in ["src=", "href=", "url(", "@import", "fetch("] { #expect(!page.contains(reference), "the page refers to \(reference)") }
        #expect(page.components(separatedBy: "<script").count - 1 == 1)
        #expect(page.contains("<select data-filter=\"preview\"><option value=\"\">all</option><option value=\"Lock Screen\">Lock Screen</option>"))
        #expect(page.contains("<select data-filter=\"status\"><option value=\"\">all</option><option value=\"changed\">changed</option><option value=\"new\">new</option><option value=\"gone\">gone</option><option value=\"matched\">matched</option></select>"))
        try Self.lookInABrowser(parent.appendingPathComponent("island-report/html/index.html"))
    }

    /// Chromium from the distribution, when the machine has it, opens the page headless: it
    /// renders and its script logs no error. Without it the check is skipped, said so.
    static func lookInABrowser(_ page: URL) throws {
        // Filtered by the address: the script has to run for the count and the hidden sections.
        guard let (dom, log) = try openInABrowser(page, at: "status=changed") else { return }
        // The script ran (it wrote the count of shown snapshots) and said nothing on the console.
        #expect(dom.contains("<span id=\"shown\">1</span> of 4 shown"), "\(dom.prefix(2000))")
        #expect(dom.components(separatedBy: "<section class=\"snapshot").count - 1 == 4)
        #expect(dom.components(separatedBy: "data-status=\"changed\">").count - 1 == 1)
        #expect(dom.components(separatedBy: "\" hidden=\"\">").count - 1 == 3, "the new, gone and matched sections are hidden")
        #expect(!log.contains(":CONSOLE("), "the page's script logged:\n\(log)")
    }
}
