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

    @Test func aCheckWritesJUnitAndASummaryOfWhatChangedIsNewAndIsGone() throws {
        let folder = try changedExample()
        let reports = folder.deletingLastPathComponent()
        let step = reports.appendingPathComponent("step-summary.md")
        try "an earlier step's summary\n".write(to: step, atomically: true, encoding: .utf8)
        let result = try island(["snapshot", "DeliveryWidget", "--check", "--junit", "junit.xml", "--summary", "summary.md"], in: reports,
                                environment: ["GITHUB_STEP_SUMMARY": step.path])
        #expect(result.status == 1, "\(result.errors)")
        let snapshots = folder.appendingPathComponent("__Snapshots__").path
        let diff = """
            --- \(snapshots)/Lock Screen.lock-screen.txt
            +++ now
            @@ -5,13 +5,13 @@
             ╭──────────────────────────────────────── ✕ ─╮
             │ 👜 Luigi's                           25:00 │
             │ ━━━━━━━━━━━━━ ━━━━━━━━━━━━━━ ━━━━━━━━━━━━━ │
            -│ Ana · 3 items                              │
            +│ Ana · 3 dishes                             │
             ╰────────────────────────────────────────────╯
            \u{20}
             state 2 of 2
             ╭──────────────────────────────────────── ✕ ─╮
             │ 👜 Luigi's                            9:00 │
             │ ━━━━━━━━━━━━━ ━━━━━━━━━━━━━━ ━━━━━━━━━━━━━ │
            -│ Ana · 3 items                              │
            +│ Ana · 3 dishes                             │
             ╰────────────────────────────────────────────╯
            \u{20}
            """
        #expect(result.output == diff + """

            new: Compact.compact.txt has no snapshot yet
            gone: Stages.view.txt is a snapshot of a preview that is no longer there
            3 of 3 snapshots differ; if the change is meant, record them again: island snapshot DeliveryWidget --record

            """)
        let junit = try String(contentsOf: reports.appendingPathComponent("junit.xml"), encoding: .utf8)
        #expect(junit == """
            <?xml version="1.0" encoding="UTF-8"?>
            <testsuites name="island" tests="4" failures="3" errors="0">
              <testsuite name="island snapshot DeliveryWidget --check --junit junit.xml --summary summary.md" tests="4" failures="3" errors="0" skipped="0">
                <testcase classname="Lock Screen" name="Lock Screen · lock-screen">
                  <failure type="changed" message="Lock Screen · lock-screen differs from its snapshot file">\(diff)</failure>
                </testcase>
                <testcase classname="Compact" name="Compact · compact">
                  <failure type="new" message="Compact · compact has no snapshot file yet (Compact.compact.txt)"/>
                </testcase>
                <testcase classname="Expanded" name="Expanded · expanded"/>
                <testcase classname="__Snapshots__" name="Stages.view.txt">
                  <failure type="gone" message="Stages.view.txt is a snapshot of a preview that is no longer there"/>
                </testcase>
              </testsuite>
            </testsuites>

            """)
        #expect(JUnitSchema.violations(junit) == [])
        let summary = try String(contentsOf: reports.appendingPathComponent("summary.md"), encoding: .utf8)
        #expect(summary == """
            ### ❌ 3 of 4 snapshots differ

            `island snapshot DeliveryWidget --check --junit junit.xml --summary summary.md`

            | matched | changed | new | gone | failed to draw |
            |-:|-:|-:|-:|-:|
            | 1 | 1 | 1 | 1 | 0 |

            #### Changed

            <details><summary>Lock Screen · lock-screen</summary>

            ```diff
            \(diff)
            ```

            </details>

            #### New

            - `Compact · compact`: no snapshot file yet (`Compact.compact.txt`)

            #### Gone

            - `Stages.view.txt`: a snapshot of a preview that is no longer there

            If the change is meant, record the snapshots again and commit them:

            ```sh
            island snapshot DeliveryWidget --record
            ```

            """)
        #expect(try String(contentsOf: step, encoding: .utf8) == "an earlier step's summary\n" + summary)

        // The command the summary gives accepts the change.
        #expect(try island(["snapshot", "DeliveryWidget", "--record"], in: reports).status == 0)
        let clean = try island(["snapshot", "DeliveryWidget", "--check", "--junit", "junit.xml"], in: reports, environment: ["GITHUB_STEP_SUMMARY": ""])
        #expect(clean.status == 0)
        #expect(try String(contentsOf: reports.appendingPathComponent("junit.xml"), encoding: .utf8).contains("tests=\"3\" failures=\"0\" errors=\"0\""))
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
        #expect(result.output == "31 snapshots drew without a crash, a hang or a lint error\n")
        let compact = try island(["test", Self.example.path, "--presentation", "compact", "--skip", "Stages*"])
        #expect(compact.output == "3 snapshots drew without a crash, a hang or a lint error\n")
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
        #expect(result.status == 1)
        #expect(result.output == """
            Failing/Tall.swift:26: error: Tall · lock-screen: [lock-screen-height] on iPhone 14 Pro: the Lock Screen content is 224 points tall; the system shows 160 and truncates the rest
            Failing/Samples.swift:6: error: Fatal: Fatal error: no sample order in the bundle
            Failing/Samples.swift:10: error: Slow: did not finish within 2 s
            Failing/Samples.swift:31: error: Orders_Previews: Fatal error: Unexpectedly found nil while unwrapping an Optional value
            4 of 5 snapshots failed

            """, "\(result.errors)")
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
}
