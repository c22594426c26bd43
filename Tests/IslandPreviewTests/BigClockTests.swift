import Foundation
@testable import IslandPreview
import Testing
import TermIsland

/// The Lock Screen's large clock: whole-cell blocks, which no font draws with gaps, under the
/// date as on iOS, the cards below it.
@Suite("The Lock Screen's clock")
struct BigClockTests {
    @Test func theTimeIsFiveRowsOfWholeBlocks() {
        #expect(BigClock.rows("8:05").map { $0 + "|" }.joined(separator: "\n") == """
            ██████      ██████  ██████|
            ██  ██  ██  ██  ██  ██    |
            ██████      ██  ██  ██████|
            ██  ██  ██  ██  ██      ██|
            ██████      ██████  ██████|
            """)
    }

    @Test func everyDigitIsThreePixelsWide() {
        #expect(BigClock.rows("0123456789").map { $0 + "|" }.joined(separator: "\n") == """
            ██████    ██    ██████  ██████  ██  ██  ██████  ██████  ██████  ██████  ██████|
            ██  ██  ████        ██      ██  ██  ██  ██      ██          ██  ██  ██  ██  ██|
            ██  ██    ██    ██████  ██████  ██████  ██████  ██████      ██  ██████  ██████|
            ██  ██    ██    ██          ██      ██      ██  ██  ██      ██  ██  ██      ██|
            ██████  ██████  ██████  ██████      ██  ██████  ██████      ██  ██████  ██████|
            """)
    }

    @Test func anythingButADigitOrAColonIsAGap() {
        #expect(BigClock.rows("1 1").map(\.count) == Array(repeating: 6 + 2 + 2 + 2 + 6, count: 5))
        #expect(BigClock.rows("") == Array(repeating: "", count: 5))
    }

    @Test func aBlocksCellIsTheDigitsColourBehindItToo() {
        var canvas = Canvas(width: 12, height: 5)
        let text = Style(foreground: .rgb(235, 238, 245), background: .rgb(22, 30, 56), attributes: [.bold])
        canvas.fill(canvas.bounds, style: Style(background: .rgb(22, 30, 56)))
        BigClock.draw("1", into: &canvas, x: 0, y: 0, width: 12, style: text)
        #expect(canvas.plainText == """
                 ██     ¶
               ████     ¶
                 ██     ¶
                 ██     ¶
               ██████   ¶
            """)
        // Solid: the glyph and the cell one colour, neither bold nor dim (either would shade
        // the glyph apart from its cell); the gaps keep the wallpaper.
        #expect(canvas[5, 0].style == Style(foreground: .rgb(235, 238, 245), background: .rgb(235, 238, 245)))
        #expect(canvas[3, 0].style == Style(background: .rgb(22, 30, 56)))
    }

    @Test func withoutColoursTheBlocksKeepTheTerminalsOwn() {
        var canvas = Canvas(width: 6, height: 5)
        BigClock.draw("8", into: &canvas, x: 0, y: 0, width: 6, style: .plain)
        #expect(canvas[0, 0].grapheme == "█")
        #expect(canvas[0, 0].style == .plain)
    }

    /// The four apps' scenario at 08:05, locked, time paused.
    func lockedFourApps() throws -> PreviewSession {
        let session = try PreviewTesting.session(scenario: "four-apps", speed: 60)
        session.perform(.togglePause)
        for _ in 0..<4 { session.perform(.stepToNextEvent) }
        return session
    }

    @Test func theLockScreenShowsTheDateThenTheClockThenTheCards() throws {
        let session = try lockedFourApps()
        // `L` answers from the layout at the terminal's size: one phone at this width, so it switches.
        session.perform(.switchPhone, at: Size(width: 51, height: 24))
        let lines = PreviewScreen().render(session, size: Size(width: 51, height: 24)).canvas.plainText
            .split(separator: "\n", omittingEmptySubsequences: false)[1..<12].joined(separator: "\n")
        #expect(lines == """
            ╭─ locked ────────────────────────────────────────╮
            │                       🔓                        │
            │               Friday, 15 January                │
            │           ██████      ██████  ██████            │
            │           ██  ██  ██  ██  ██  ██                │
            │           ██████      ██  ██  ██████            │
            │           ██  ██  ██  ██  ██      ██            │
            │           ██████      ██████  ██████            │
            │                                                 │
            │ ╭──────────────────────────────────────── ✕ ─╮  │
            │ │ 👜 2 Pizzas                          20:00 │  │
            """)
        // docs/Previewer.md shows these lines (its block is marked "checked by" this file).
        let guide = (try? String(contentsOf: PreviewTesting.packageRoot.appendingPathComponent("docs/Previewer.md"), encoding: .utf8)) ?? ""
        let block = guide.components(separatedBy: "<!-- checked by Tests/IslandPreviewTests/BigClockTests.swift -->\n```\n")
            .dropFirst().first?.components(separatedBy: "```\n").first
        #expect(block == lines + "\n")
    }

    @Test func alwaysOnDimsTheClockButKeepsItsBlocksSolid() throws {
        let session = try lockedFourApps()
        // `L` answers from the layout at the terminal's size: one phone at this width, so it switches.
        session.perform(.switchPhone, at: Size(width: 51, height: 24))
        session.perform(.toggleAlwaysOn)
        let canvas = PreviewScreen().render(session, size: Size(width: 51, height: 24)).canvas
        let block = try #require(PreviewTesting.point(of: "██████", in: canvas))
        let style = canvas[block.x, block.y].style
        #expect(style.foreground == style.background)
        #expect(!style.isDim)
        #expect(style.background != .rgb(235, 238, 245), "dimmed")
    }
}
