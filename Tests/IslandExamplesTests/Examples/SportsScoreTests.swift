import Foundation
import Testing
import IslandExamples
import TermIsland
import TerminalCanvas

/// The Rhine derby live: scores, the match clock, the ball's side and a long team name.
@Suite("Sports score presentations")
struct SportsScoreTests {
    let example = Example.sportsScore

    /// 1–0 at 57', Köln's equaliser, Gladbach's winner, the final whistle.
    static let moments: [Double] = [0, 5 * 60, 25 * 60, 40 * 60]

    @Test(arguments: ExampleTesting.devices, ExampleTesting.presentations)
    func everyPresentationFitsItsDevice(device: DeviceProfile, presentation: Presentation) {
        for seconds in Self.moments {
            ExampleTesting.expectWellFormed(example.rendered(presentation, on: device, at: seconds), presentation, on: device)
        }
    }

    @Test(arguments: ExampleTesting.devices)
    func scoresAndTheClockAreVisibleEverywhere(device: DeviceProfile) {
        #expect(example.rendered(.compact, on: device, at: 25 * 60).canvas.plainText.contains("│BMG 2"))
        #expect(example.rendered(.compact, on: device, at: 25 * 60).canvas.plainText.contains("1 KOE│"))
        #expect(example.rendered(.minimal, on: device, at: 25 * 60).canvas.plainText.contains("2–1"))
        let expanded = example.rendered(.expanded, on: device, at: 25 * 60).canvas.plainText
        #expect(expanded.contains("BMG 2"))
        #expect(expanded.contains("1 KOE"))
        #expect(expanded.contains("82:00"))
        #expect(expanded.contains("2nd Half"))
        #expect(expanded.contains("1. FC Köln"))
        let lockScreen = example.rendered(.lockScreen, on: device, at: 25 * 60).canvas.plainText
        #expect(lockScreen.contains("2nd Half 82:00"))
        #expect(lockScreen.contains("79' Goal! Gladbach lead again"))
    }

    /// Beside the camera there is room for 13 columns on the smaller island and 15 on the
    /// larger: the long name is cut at the tail, keeping its start; the Lock Screen has room
    /// for all of it.
    @Test(arguments: [(DeviceProfile.iPhone15Pro, "Borussia Mön…"), (.iPhone15ProMax, "Borussia Mönch…")])
    func theLongTeamNameIsTruncatedAtTheTail(device: DeviceProfile, shown: String) {
        let expanded = example.rendered(.expanded, on: device, at: 5 * 60).canvas.plainText
        #expect(expanded.contains(" \(shown) "))
        #expect(example.rendered(.lockScreen, on: device, at: 5 * 60).canvas.plainText.contains("Borussia Mönchengladbach"))
    }

    @Test(arguments: [(0.0, "57:00"), (5.0, "62:00"), (33.0, "90:00"), (34.5, "90:00")])
    func theMatchClockCountsUpThroughTheSecondHalf(minutes: Double, shown: String) {
        #expect(example.rendered(.lockScreen, at: minutes * 60).canvas.plainText.contains("2nd Half \(shown)"))
    }

    @Test func theBallMarksTheSideInPossessionOnly() {
        // Köln have the ball at 57'; Gladbach after the equaliser; nobody after the whistle.
        let rows = { (seconds: Double) in ExampleTesting.contentRows(example.rendered(.lockScreen, at: seconds).canvas) }
        #expect(rows(0)[1].hasPrefix("    Borussia"))
        #expect(rows(0)[2].hasPrefix(" ⚽ 1. FC Köln"))
        #expect(rows(5 * 60)[1].hasPrefix(" ⚽ Borussia"))
        #expect(rows(5 * 60)[2].hasPrefix("    1. FC Köln"))
        #expect(!rows(40 * 60).joined().contains("⚽"))
    }

    @Test func theFinalWhistleStopsTheClock() {
        let lockScreen = example.rendered(.lockScreen, at: 40 * 60).canvas.plainText
        #expect(lockScreen.contains("Full-time FT"))
        #expect(example.rendered(.expanded, at: 40 * 60).canvas.plainText.contains(" FT "))
    }

    @Test func compactShowsBothScoresAroundTheCamera() {
        #expect(example.rendered(.compact, at: 5 * 60).canvas.plainText == """
            ╭───────────────────────────╮
            │BMG 1        ◉        1 KOE│
            ╰───────────────────────────╯
            """)
    }

    @Test func lockScreenIsAScoreboard() {
        #expect(example.rendered(.lockScreen, at: 5 * 60).canvas.plainText == """
            ╭──────────────────────────────────────── ✕ ─╮
            │ Bundesliga · Matchday 12    2nd Half 62:00 │
            │ ⚽ Borussia Mönchengladbach              1 │
            │    1. FC Köln                            1 │
            │ 60' Goal! 1. FC Köln equalise              │
            ╰────────────────────────────────────────────╯
            """)
    }

    /// The same widget with a basketball game: the quarter's clock counts down and stops at a
    /// timeout.
    @Test func aBasketballClockCountsDownAndPauses() {
        let quarter = ExampleTesting.now.addingTimeInterval(-4 * 60)...ExampleTesting.now.addingTimeInterval(8 * 60)
        let attributes = GameAttributes(
            league: "NBA", ballSymbol: "basketball",
            home: .init(name: "Golden State Warriors", abbreviation: "GSW"),
            away: .init(name: "Los Angeles Lakers", abbreviation: "LAL"), clockCountsDown: true)
        func lockScreen(pausedAt: Date?) -> String {
            let state = GameAttributes.ContentState(
                homeScore: 98, awayScore: 101, period: "Q4", clock: quarter, clockStoppedAt: pausedAt,
                possession: .home, lastPlay: "Timeout: Golden State")
            let context = ActivityViewContext(attributes: attributes, state: state)
            return ExampleTesting.renderer(.iPhone15Pro).render(GameLiveActivity().body, context: context, as: .lockScreen).canvas.plainText
        }
        #expect(lockScreen(pausedAt: nil).contains("Q4 8:00"))
        #expect(lockScreen(pausedAt: quarter.lowerBound.addingTimeInterval(60)).contains("Q4 11:00"))
        #expect(lockScreen(pausedAt: nil).contains("🏀 Golden State Warriors"))
        #expect(lockScreen(pausedAt: nil).contains("98"))
        #expect(lockScreen(pausedAt: nil).contains("101"))
    }
}
