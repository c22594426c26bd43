import Foundation
@testable import IslandCommandLine
@testable import IslandCommands
import Testing
import TermIsland

/// A widget of this test's own for the widget-folder path: its compact trailing "Stop 3" is
/// what a large text size cuts.
struct CourierAttributes: ActivityAttributes {
    struct ContentState: Codable & Hashable { var stop: Int }
    var name: String
}

struct CourierWidget: Widget {
    var body: some WidgetConfiguration {
        ActivityConfiguration(for: CourierAttributes.self) { context in
            HStack { Text("📦"); Text("Stop \(context.state.stop)"); Spacer() }.padding(.leading, 16)
        } dynamicIsland: { context in
            DynamicIsland {
                DynamicIslandExpandedRegion(.bottom) { Text("Stop \(context.state.stop)") }
            } compactLeading: { Text("📦") } compactTrailing: { Text("Stop \(context.state.stop)") } minimal: { Text("\(context.state.stop)") }
        }
    }
}

/// `--variants` on the command line: what `snapshot` prints and writes, `help`, and the errors.
@Suite("--variants on the command line")
struct VariantCommandTests {
    @Test func anExampleSnapshotIsDrawnInEveryVariantUnderItsName() {
        let run = CommandLineRun("snapshot", "pizza-delivery", "--presentation", "compact", "--format", "text", "--variants", "rtl,ltr,accessibility3")
        #expect(run.status == 0, "\(run)")
        #expect(run.output == """
            pizza-delivery · compact · accessibility3 · rtl · iPhone 15 Pro · 5m in
            ╭──────────╮
            │2…   ◉ …👜│
            ╰──────────╯

            pizza-delivery · compact · accessibility3 · ltr · iPhone 15 Pro · 5m in
            ╭──────────╮
            │…👜  ◉ 2… │
            ╰──────────╯


            """)
    }

    @Test func helpListsTheAxesAndTheirValues() {
        let run = CommandLineRun("snapshot", "pizza-delivery", "--variants", "help")
        #expect(run.status == 0)
        #expect(run.output == VariantMatrix.help)
        #expect(run.output.contains("size: xSmall, small, medium, large, xLarge, xxLarge, xxxLarge, accessibility1, accessibility2, accessibility3, accessibility4, accessibility5\n"))
    }

    @Test func anUnknownValueIsAUsageErrorWithTheClosestValue() {
        let run = CommandLineRun("snapshot", "pizza-delivery", "--variants", "dark,accesibility3")
        #expect(run.status == 2)
        #expect(run.errors == "island: --variants: unknown value \"accesibility3\"; did you mean \"accessibility3\"? (--variants help lists them all)\n")
        #expect(run.output == "")
    }

    @Test func lintChecksEveryVariantAndSaysWhichFoundWhat() {
        let plain = CommandLineRun("lint", "pizza-delivery", "--device", "iphone-15-pro")
        let run = CommandLineRun("lint", "pizza-delivery", "--device", "iphone-15-pro", "--variants", "accessibility3")
        #expect(plain.output.contains("[compact-fit] pizza-delivery on iPhone 15 Pro: the compact leading content is 11 columns wide; its slot has 7"))
        #expect(run.status == 1, "the expanded island cut at accessibility3 is an error")
        #expect(run.output.contains("""
            Sources/IslandExamples/Example.swift:50: warning: [compact-fit] pizza-delivery on iPhone 15 Pro: in accessibility3: \
            the compact leading content is 10 columns wide; its slot has 3 and cuts it with “…”

            """))
        // Said once: the stale-date finding is the same in every variant.
        #expect(run.output.components(separatedBy: "[stale-date]").count == 2)
    }

    @Test func thePreviewerTakesOneVariant() {
        let run = CommandLineRun("preview", "pizza-delivery", "--variants", "dark,light")
        #expect(run.status == 2)
        #expect(run.errors == "island: --variants: the previewer shows one variant at a time; the list makes 2 (one value an axis)\n")
    }

    @Test func aFoldersRecordWritesAFileAVariantAndCheckComparesEach() throws {
        let fixture = try FileFixture()
        let folder = fixture.directory.path
        func snapshot(_ mode: String) throws -> CommandLineRun {
            let invocation = Invocation(command: "snapshot", arguments: [folder, mode, "--snapshots", folder, "--presentation", "compact",
                                                                         "--variants", "large,accessibility3,rtl,ltr"])
            var status: Int32 = 0
            let (_, console) = Console.capture {
                status = (try? SnapshotCommand.run(invocation, previews: PreviewCatalog(previews: [], providers: [], widgets: [CourierWidget()]))) ?? 99
                return status
            }
            return CommandLineRun(status: status, output: console.output, errors: console.errors)
        }
        let recorded = try snapshot("--record")
        #expect(recorded.status == 0, "\(recorded)")
        #expect(recorded.output == "recorded 4 snapshots in \(folder): 4 written, 0 unchanged, 0 removed\n")
        let files = try FileManager.default.contentsOfDirectory(atPath: folder).sorted()
        #expect(files == [
            "CourierWidget.compact.accessibility3.ltr.txt", "CourierWidget.compact.accessibility3.rtl.txt",
            "CourierWidget.compact.large.ltr.txt", "CourierWidget.compact.large.rtl.txt",
        ])
        // At accessibility3 the compact trailing "Stop 3" is cut, as on a phone at that size.
        let cut = try String(contentsOfFile: folder + "/" + files[0], encoding: .utf8)
        #expect(cut == """
            island snapshot · CourierWidget · compact · accessibility3 · ltr · iPhone 15 Pro · at 0s
            placeholder data: CourierWidget has no #Preview; add #Preview("…", as: .content, using: CourierAttributes(…)) { CourierWidget() } contentStates: { … } for real values

            state 1 of 1
            ╭──────────╮
            │📦   ◉ St…│
            ╰──────────╯

            """)
        let mirrored = try String(contentsOfFile: folder + "/" + files[3], encoding: .utf8)
        #expect(mirrored.hasSuffix("""
            ╭───────────────────────────╮
            │Stop 3       ◉           📦│
            ╰───────────────────────────╯

            """))
        let checked = try snapshot("--check")
        #expect(checked.output == "4 snapshots match \(folder)\n")
    }
}

extension CommandLineRun {
    /// A run already made (a command called in this process on linked widgets).
    init(status: Int32, output: String, errors: String) {
        self.status = status
        self.output = output
        self.errors = errors
    }
}
