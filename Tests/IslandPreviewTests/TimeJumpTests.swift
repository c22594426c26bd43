import Foundation
import IslandInputs
import IslandPreview
import Testing
import TermIsland

/// `g`: going to a moment of the scenario, forward as time passes, or back by playing the
/// scenario and the person's changes again up to it.
@Suite("The time jump")
struct TimeJumpTests {
    /// Five minutes after an 08:00 start.
    let moment = TimeJump.Moment(start: ISO8601DateFormatter().date(from: "2027-01-15T08:00:00Z")!, now: 300,
                                 timeZone: TimeZone(identifier: "UTC")!)

    func reading(_ text: String) -> TimeJump.Reading {
        var jump = TimeJump()
        for character in text { _ = jump.handle(.character(character), at: moment) }
        return jump.reading(at: moment)
    }

    @Test func aTimeIsSinceTheStartFromNowOrOnTheClock() {
        #expect(reading("1h30m") == .valid(5400))
        #expect(reading("0s") == .valid(0))
        #expect(reading("+10m") == .valid(900))
        #expect(reading("-5m") == .valid(0), "back to the start exactly")
        #expect(reading("-5m1s") == .beforeStart)
        #expect(reading("09:30") == .valid(5400))
        #expect(reading("08:00") == .valid(0))
        #expect(reading("07:59") == .beforeStart)
        #expect(reading("") == .empty)
        for nonsense in ["+", "-", "1h+5m", "--5m", "+09:30", "9:5", "x"] {
            #expect(reading(nonsense) == (nonsense == "x" ? .empty : .invalid), "\(nonsense)")
        }
    }

    @Test func goingBackForgetsWhatHappenedAfterAndKeepsWhatCameBefore() throws {
        let session = try PreviewTesting.session(speed: 60)
        session.advance(realSeconds: 1)              // 08:01
        session.perform(.raiseRelevance)
        session.advance(realSeconds: 2)              // 08:03
        session.perform(.markStale)
        session.perform(.toggleLock)
        #expect(session.system.state(of: "pizza") == .stale)
        session.go(to: 120)                          // 08:02
        #expect(session.clock.time == 120)
        #expect(session.system.state(of: "pizza") == .active)
        #expect(!session.system.isLocked)
        #expect(session.system.record("pizza")?.relevanceScore == 60, "the change at 08:01 stays")
        #expect(!session.log.contains { $0.text.contains("locked") }, "the log ends where time is")
        #expect(session.log.last?.text == "back to 08:02:00")
        #expect(session.flash == .backTo(Scenario.defaultStart.addingTimeInterval(120), replaying: 1))
        session.go(to: 600)
        #expect(session.clock.time == 600)
        #expect(session.system.state(of: "pizza") == .active, "the stale mark was forgotten, not replayed")
        #expect(session.flash == .onTo(Scenario.defaultStart.addingTimeInterval(600)))
    }

    @Test func gOpensTheBoxAndEnterGoes() throws {
        let session = try PreviewTesting.session(speed: 60)
        let (loop, backend) = PreviewTesting.loop(session)
        try loop.step(at: 0, event: .key(.character("g"), []))
        #expect(session.timeJump != nil)
        for (index, character) in "1h".enumerated() {
            try loop.step(at: 0.01 * Double(index + 1), event: .key(.character(character), []))
        }
        #expect(backend.screen.plainText.contains("on to 09:00:00  ⏎"))
        #expect(backend.screen.plainText.contains("╭─ go to "))
        try loop.step(at: 0.1, event: .key(.enter, []))
        #expect(session.timeJump == nil)
        #expect(session.clock.time >= 3600 && session.clock.time < 3610)
        try loop.step(at: 0.2, event: .key(.character("g"), []))
        for (index, character) in "-2h".enumerated() {
            try loop.step(at: 0.21 + 0.01 * Double(index), event: .key(.character(character), []))
        }
        #expect(backend.screen.plainText.contains("before the start"))
        try loop.step(at: 0.25, event: .key(.character("b"), []))
        #expect(backend.screen.plainText.contains("“b” is not part of a time"))
        #expect(session.timeJump?.entry.text == "-2h")
        try loop.step(at: 0.3, event: .key(.enter, []))
        #expect(session.timeJump != nil, "Enter on a time before the start does nothing")
        try loop.step(at: 0.4, event: .key(.escape, []))
        #expect(session.timeJump == nil)
    }
}
