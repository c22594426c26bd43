import Foundation
@testable import IslandPreview
import Testing
import TermIsland

/// A scheduled Live Activity in the previewer (docs/scenarios/scheduled.json: a match that
/// starts 15 minutes in, with an alert): pending until its start, listed in the panel but on
/// neither the island nor the Lock Screen; at its start, as time passes, its alert on the
/// expanded island and its card on the Lock Screen.
@Suite("Scheduled starts in the previewer")
struct ScheduledStartPreviewTests {
    /// The cells of `rect` on `canvas`, a line a row (a wide grapheme once).
    func cells(_ canvas: Canvas, _ rect: Rect) -> String {
        (rect.origin.y..<rect.origin.y + rect.size.height).map { y in
            (rect.origin.x..<rect.origin.x + rect.size.width).filter { !canvas[$0, y].isContinuation }.map { canvas[$0, y].grapheme }.joined()
        }.joined(separator: "\n")
    }

    @Test func aScheduledMatchIsPendingUntilItsStartThenItsAlertIsTheIsland() throws {
        let session = try PreviewTesting.session(scenario: "scheduled")
        let (loop, backend) = PreviewTesting.loop(session)
        let island = Rect(x: 0, y: 1, width: 51, height: 7)
        let panel = Rect(x: 104, y: 1, width: 46, height: 3)
        let lockScreen = Rect(x: 52, y: 10, width: 51, height: 12)

        // A minute in: the match waits. The island is the pizza's alone, the Lock Screen has
        // its card alone, and the panel lists the match as pending, starting in 14 minutes.
        try PreviewTesting.run(loop, from: 0, to: 60)
        #expect(session.system.state(of: "match") == .pending)
        #expect(cells(backend.screen, island) == """
            ╭─ unlocked ──────────────────────────────────────╮
            │          ╭───────────────────────────╮          │
            │ 8:00     │👜 2 P…      ◉        24:01│ ▂▄▆ ▰▰▰▱ │
            │          ╰───────────────────────────╯          │
            │                                                 │
            │     ⚽          🍕                              │
            │   Sports      Pizza                             │
            """)
        #expect(cells(backend.screen, panel) == """
             ACTIVITIES                 state    rel  left
             ▸ Sports match             pending    0  0h14
               Pizza pizza              active     0  7h59
            """)
        #expect(cells(backend.screen, lockScreen) == """
            │ ╭──────────────────────────────────────── ✕ ─╮  │
            │ │ 👜 2 Pizzas                          24:01 │  │
            │ │ Bill James is on their way with your order │  │
            │ │ ($23.50).                                  │  │
            │ │ █▋                                         │  │
            │ ╰────────────────────────────────────────────╯  │
            │                                                 │
            │                                                 │
            │                                                 │
            │                                                 │
            │                                                 │
            │                                                 │
            """)

        // Time passes to the start: the match is active and its alert expands the island.
        try PreviewTesting.run(loop, from: 60, to: 901, limit: 5000)
        #expect(session.system.state(of: "match") == .active)
        #expect(cells(backend.screen, island) == """
            ╭─ unlocked ──────────────────────────────────────╮
            │ ╭────────────────────────────────────────────╮  │
            │ │    BMG 1                          0 KOE ⚽ │  │
            │ │ Borussia Mön…      57:00        1. FC Köln │  │
            │ │                  2nd Half                  │  │
            │ │     23' Goal! Borussia Mönchengladbach     │  │
            │ ╰────────────────────────────────────────────╯  │
            """)
        // Its eight hours count from its start, not from the request.
        #expect(cells(backend.screen, panel) == """
             ACTIVITIES                 state    rel  left
             ▸ Sports match             active     0  8h00
               Pizza pizza              active     0  7h45
            """)
        #expect(backend.screen.plainText.contains("08:15  Sports: match starts, as scheduled, w…"))
        #expect(cells(backend.screen, Rect(x: 52, y: 18, width: 51, height: 5)) == """
            │ │ Bundesliga · Matchday 12    2nd Half 57:00 │  │
            │ │    Borussia Mönchengladbach              1 │  │
            │ │ ⚽ 1. FC Köln                            0 │  │
            │ │ 23' Goal! Borussia Mönchengladbach         │  │
            │ ╰────────────────────────────────────────────╯  │
            """)
    }
}
