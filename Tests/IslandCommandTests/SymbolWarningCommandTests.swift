import Foundation
import Testing
@testable import IslandCommandLine
@testable import IslandCommands

/// `island snapshot` and `island play` say, under the grid, which SF Symbols TermIsland's table
/// does not have (issue 20, §2): each once, where it is first drawn.
@Suite("Unknown SF Symbols in the commands' output")
struct SymbolWarningCommandTests {
    static let oven = #"""
        {"compactLeading": {"image": "oven.fill"}, "compactTrailing": {"text": "{minutes}m"},
         "minimal": {"image": "oven.fill"},
         "lockScreen": {"label": "{attributes.dish}", "systemImage": "microwave.and.heat.waves"},
         "preview": {"attributes": {"dish": "Lasagne"}, "state": {"minutes": 12}}}
        """#

    @Test func snapshotSaysItUnderTheGrid() throws {
        let fixture = try FileFixture()
        let file = try fixture.write(Self.oven, to: "oven.json")
        let run = CommandLineRun("snapshot", file, "--presentation", "compact", "--color", "never")
        #expect(run.status == 0)
        #expect(run.output == """
            oven · compact · iPhone 15 Pro · 5m in
            ╭───────────────────────────╮
            │◻            ◉          12m│
            ╰───────────────────────────╯
            warning: SF Symbol “oven.fill” is not in TermIsland's table: drawn as ◻


            """)
    }

    @Test func snapshotOfEveryPresentationSaysEachSymbolOnce() throws {
        let fixture = try FileFixture()
        let file = try fixture.write(Self.oven, to: "oven.json")
        let run = CommandLineRun("snapshot", file, "--presentation", "all", "--color", "never")
        #expect(run.output.split(separator: "\n").filter { $0.hasPrefix("warning: SF Symbol") } == [
            "warning: SF Symbol “oven.fill” is not in TermIsland's table: drawn as ◻",
            "warning: SF Symbol “microwave.and.heat.waves” is not in TermIsland's table: drawn as 🔥, the glyph of “flame”",
        ])
    }

    @Test func playSaysItUnderTheFirstFrameThatDrawsIt() throws {
        let fixture = try FileFixture()
        try fixture.write(Self.oven, to: "views/oven.json")
        let scenario = try fixture.write(#"""
            {"name": "dinner", "activities": {"oven": "views/oven.json"},
             "timeline": [{"at": 0, "request": {"id": "o", "app": "Kitchen", "example": "oven",
                                                "attributes": {"dish": "Lasagne"}, "state": {"minutes": 12}}},
                          {"at": 60, "update": {"id": "o", "state": {"minutes": 11}}}]}
            """#, to: "dinner.json")
        let run = CommandLineRun("play", scenario, "--color", "never")
        #expect(run.status == 0)
        #expect(run.output == """
            dinner · 0s · iPhone 15 Pro
              0s      Kitchen: requested o
            ╭───────────────────────────╮
            │◻            ◉          12m│
            ╰───────────────────────────╯
            warning: SF Symbol “oven.fill” is not in TermIsland's table: drawn as ◻
            island: Kitchen is the only app with an activity: compact (policy: highest relevance, ties to the first started)
            lock screen: o (Kitchen, active)
            ╭──────────────────────────────────────── ✕ ─╮
            │                 🔥 Lasagne                 │
            ╰────────────────────────────────────────────╯
            warning: SF Symbol “microwave.and.heat.waves” is not in TermIsland's table: drawn as 🔥, the glyph of “flame”

            dinner · 1m · iPhone 15 Pro
              1m      Kitchen: updated o
            ╭───────────────────────────╮
            │◻            ◉          11m│
            ╰───────────────────────────╯
            island: Kitchen is the only app with an activity: compact (policy: highest relevance, ties to the first started)
            lock screen: o (Kitchen, active)
            ╭──────────────────────────────────────── ✕ ─╮
            │                 🔥 Lasagne                 │
            ╰────────────────────────────────────────────╯


            """)
    }
}
