import Foundation
import Testing
import TerminalCanvas

/// Widths as tmux draws them, end to end. tmux 3.3a draws ✈️ (U+2708 U+FE0F) and 1️⃣ one
/// column wide where Unicode says two: the probe measures that, and `island preview` lays the
/// flight's expanded island out with it, so its borders line up in tmux's own grid with no gap
/// after the airplane. With `--emoji-width 2` the layout keeps Unicode's two columns: the
/// borders still line up (the painter places ✈️ by hand), with the gap.
///
/// docs/Terminal.md shows the captures (its blocks are marked "checked by" this file).
@Suite(.serialized, .enabled(if: TerminalTools.tmux != nil || TerminalTools.isCI, "tmux is not installed: the README's set-up line installs it"))
struct EmojiWidthTmuxTests {
    /// How tmux 3.3a draws them: ✈️ and 1️⃣ one column, 🇺🇦 and 👨‍👩‍👧 two.
    static let tmuxWidths = GraphemeWidths.textDefaultsNarrow

    /// Whether a row of `screen` contains `text`, placeholders (U+00A0) aside.
    static func shows(_ screen: [String], _ text: String) -> Bool {
        screen.contains { $0.replacingOccurrences(of: "\u{A0}", with: "").contains(text) }
    }

    func previewer(_ arguments: String, environment: String = "") throws -> TmuxSession {
        try TmuxSession("env -u NO_COLOR -u \("TERMISLAND_EMOJI_WIDTH") ISLAND_MOTION=none TERM=tmux-256color \(environment) "
                        + "\(TerminalTools.island) \(arguments); echo \"EXIT=$?\"; sleep 120", width: 150, height: 40)
    }

    /// The columns tmux puts each character of a captured row in, as it measures them.
    static func columns(of row: String) -> [(character: Character, column: Int)] {
        tmuxWidths.withCurrent {
            var column = 0
            return row.map { character in
                defer { column += character.displayWidth }
                return (character, column)
            }
        }
    }

    /// The expanded island's rows as captured, from its left edge to its right, and the column
    /// of each row's island edge and phone border on the right.
    static func island(in screen: [String]) throws -> (rows: [String], islandEdges: [Int], phoneEdges: [Int]) {
        // The unlocked phone's expanded island, at the screen's left (the Lock Screen's card has these names too).
        let top = try #require(screen.firstIndex { $0.hasPrefix("│ │ FRA") && $0.contains("SFO") }) - 1
        var rows: [String] = [], islandEdges: [Int] = [], phoneEdges: [Int] = []
        for row in screen[top...(top + 5)] {
            let placed = columns(of: row)
            // The phone's left border, then the island's left edge, its right edge, the phone's right border.
            let edges = placed.filter { "│╭╮╰╯".contains($0.character) }
            try #require(edges.count >= 4, "\(row)")
            let start = try #require(placed.firstIndex { $0.column == edges[1].column })
            let end = try #require(placed.firstIndex { $0.column == edges[2].column })
            rows.append(String(placed[start...end].map(\.character)))
            islandEdges.append(edges[2].column)
            phoneEdges.append(edges[3].column)
        }
        return (rows, islandEdges, phoneEdges)
    }

    /// The captured rows as docs/Terminal.md shows them: the U+00A0 placeholder as ⍽.
    static func shown(_ rows: [String]) -> String {
        rows.map { $0.replacingOccurrences(of: "\u{A0}", with: "⍽") }.joined(separator: "\n") + "\n"
    }

    /// docs/Terminal.md's blocks marked as checked by this file, in order.
    static let documented: [String] = {
        let page = (try? String(contentsOf: TerminalTools.packageRoot.appendingPathComponent("docs/Terminal.md"), encoding: .utf8)) ?? ""
        return page.components(separatedBy: "<!-- checked by Tests/CursesBackendTests/EmojiWidthTmuxTests.swift -->\n```\n")
            .dropFirst().compactMap { $0.components(separatedBy: "```\n").first }
    }()

    @Test func theProbeMeasuresTmux() throws {
        let log = TerminalTools.temporaryPath("widths.log")
        let tmux = try TmuxSession("TERM=tmux-256color \(TerminalTools.probe) --widths --log \(log); sleep 120")
        defer { tmux.kill() }
        let lines = try TmuxSession.waitForLine(in: log, "the measured widths") { $0.hasPrefix("widths ") }
        let widths = try #require(lines.first { $0.hasPrefix("widths ") })
        #expect(widths.hasPrefix("widths ✈️ 1  1️⃣ 1  🇺🇦 2  👨‍👩‍👧 2 drawn 1 1 2 2 problem -"), "\(widths)")
    }

    @Test func theIslandIsLaidOutWithTmuxsWidthsAndItsBordersLineUp() throws {
        let tmux = try previewer("preview flight")
        defer { tmux.kill() }
        try tmux.waitFor("the previewer") { $0.first?.contains("TermIsland · flight") == true }
        tmux.sendKeys(["e"])
        let screen = try tmux.waitForStill("the expanded island") { $0.contains { $0.hasPrefix("│ │ Frankfurt") } }
        let island = try Self.island(in: screen)
        #expect(Set(island.islandEdges).count == 1, "the island's right edge: \(island.islandEdges)\n\(Self.shown(island.rows))")
        #expect(Set(island.phoneEdges).count == 1, "the phone's right border: \(island.phoneEdges)")
        let airplane = try #require(island.rows.first { $0.contains("✈️") })
        #expect(!airplane.contains("\u{A0}"), "laid out one column wide, ✈️ needs no placeholder: \(airplane.debugDescription)")
        #expect(Self.documented.first == Self.shown(island.rows), "docs/Terminal.md:\n\(Self.documented.first ?? "")\ncaptured:\n\(Self.shown(island.rows))")
        tmux.sendKeys(["?"])
        try tmux.waitFor("the widths in the help") { Self.shows($0, "widths      ✈️ 1  1️⃣ 1  🇺🇦 2  👨‍👩‍👧 2 · measured") }
        tmux.sendKeys(["?", "q"])  // ? closes the help (Escape then q at once reads as Alt-q)
        try tmux.waitFor("the previewer's end") { $0.contains("EXIT=0") }
    }

    /// `--emoji-width 2`: Unicode's widths in a terminal that draws ✈️ one column wide. The
    /// layout gives ✈️ two columns; tmux draws one and the placeholder stays in the other, so
    /// the borders still line up.
    @Test func unicodesWidthsLeaveAGapAndTheBordersStillLineUp() throws {
        let tmux = try previewer("preview flight --emoji-width 2")
        defer { tmux.kill() }
        try tmux.waitFor("the previewer") { $0.first?.contains("TermIsland · flight") == true }
        tmux.sendKeys(["e"])
        let screen = try tmux.waitForStill("the expanded island") { $0.contains { $0.hasPrefix("│ │ Frankfurt") } }
        let island = try Self.island(in: screen)
        #expect(Set(island.islandEdges).count == 1, "\(island.islandEdges)\n\(Self.shown(island.rows))")
        #expect(Set(island.phoneEdges).count == 1, "\(island.phoneEdges)")
        #expect(island.rows.contains { $0.contains("✈️\u{A0}") }, "\(Self.shown(island.rows))")
        #expect(Self.documented.dropFirst().first == Self.shown(island.rows), "docs/Terminal.md's second block; captured:\n\(Self.shown(island.rows))")
        tmux.sendKeys(["?"])
        try tmux.waitFor("the setting in the help") { Self.shows($0, "✈️ 2  1️⃣ 2  🇺🇦 2  👨‍👩‍👧 2 · --emoji-width 2") }
        tmux.sendKeys(["?", "q"])  // ? closes the help (Escape then q at once reads as Alt-q)
        try tmux.waitFor("the previewer's end") { $0.contains("EXIT=0") }
    }

    @Test func theEnvironmentVariableSetsTheWidthsAndTheOptionOverridesIt() throws {
        let tmux = try previewer("demo", environment: "TERMISLAND_EMOJI_WIDTH=1")
        defer { tmux.kill() }
        try tmux.waitFor("the demo") { $0.first?.contains("TermIsland · four apps") == true }
        tmux.sendKeys(["?"])
        try tmux.waitFor("the variable in the help") { Self.shows($0, "✈️ 1  1️⃣ 1  🇺🇦 2  👨‍👩‍👧 2 · TERMISLAND_EMOJI_WIDTH=1") }
        tmux.sendKeys(["?", "q"])  // ? closes the help (Escape then q at once reads as Alt-q)
        try tmux.waitFor("the demo's end") { $0.contains("EXIT=0") }

        let overridden = try previewer("demo --emoji-width auto", environment: "TERMISLAND_EMOJI_WIDTH=2")
        defer { overridden.kill() }
        try overridden.waitFor("the demo") { $0.first?.contains("TermIsland · four apps") == true }
        overridden.sendKeys(["?"])
        try overridden.waitFor("measured, the option winning") { Self.shows($0, "✈️ 1  1️⃣ 1  🇺🇦 2  👨‍👩‍👧 2 · measured") }
        overridden.sendKeys(["?", "q"])  // ? closes the help (Escape then q at once reads as Alt-q)
    }
}
