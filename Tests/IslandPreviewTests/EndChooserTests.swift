import Foundation
import IslandPreview
import Testing
import TermIsland

/// `X`: ending the selected activity at once, by default, or at a time typed as a duration or a
/// clock time, never later than the device's four hours.
@Suite("The end chooser")
struct EndChooserTests {
    /// 08:05 on the previewer's clock (UTC), four hours the longest.
    let moment = EndChooser.Moment(now: ISO8601DateFormatter().date(from: "2027-01-15T08:05:00Z")!,
                                   timeZone: TimeZone(identifier: "UTC")!, longest: 4 * 3600)

    func typed(_ text: String) -> EndChooser {
        var chooser = EndChooser(activityID: "a")
        for character in text { _ = chooser.handle(.character(character), at: moment) }
        return chooser
    }

    @Test func aLetterOnItsOwnChoosesAtOnce() {
        var chooser = EndChooser(activityID: "a")
        #expect(chooser.handle(.character("i"), at: moment) == .end(.immediate))
        #expect(chooser.handle(.character("d"), at: moment) == .end(.default))
        #expect(chooser.handle(.character("x"), at: moment) == .end(.default))
        // Enter on nothing typed, or on what is not a time, chooses nothing.
        #expect(chooser.handle(.confirm, at: moment) == .choosing)
        var nonsense = typed("1:2:3")
        #expect(nonsense.handle(.confirm, at: moment) == .choosing)
    }

    @Test func aDurationIsFromNowAndFourHoursIsTheEdge() {
        #expect(typed("45m").reading(at: moment) == .valid(moment.now.addingTimeInterval(45 * 60), isCapped: false))
        #expect(typed("1h30m").reading(at: moment) == .valid(moment.now.addingTimeInterval(5400), isCapped: false))
        #expect(typed("4h").reading(at: moment) == .valid(moment.now.addingTimeInterval(4 * 3600), isCapped: false))
        #expect(typed("4h1s").reading(at: moment) == .valid(moment.now.addingTimeInterval(4 * 3600), isCapped: true))
        #expect(typed("0s").reading(at: moment) == .valid(moment.now, isCapped: false))
        var chooser = typed("45m")
        #expect(chooser.handle(.confirm, at: moment) == .end(.after(moment.now.addingTimeInterval(45 * 60))))
    }

    @Test func aClockTimeIsTheNextTimeTheClockShowsIt() {
        let midnight = moment.now.addingTimeInterval(-(8 * 3600 + 5 * 60))
        #expect(typed("09:30").reading(at: moment) == .valid(midnight.addingTimeInterval(9.5 * 3600), isCapped: false))
        #expect(typed("9:30").reading(at: moment) == .valid(midnight.addingTimeInterval(9.5 * 3600), isCapped: false))
        // Now itself is not past; a minute before now is tomorrow, so four hours cut it.
        #expect(typed("08:05").reading(at: moment) == .valid(moment.now, isCapped: false))
        #expect(typed("08:04").reading(at: moment) == .valid(moment.now.addingTimeInterval(4 * 3600), isCapped: true))
        #expect(typed("12:05").reading(at: moment) == .valid(moment.now.addingTimeInterval(4 * 3600), isCapped: false))
        #expect(typed("12:06").reading(at: moment) == .valid(moment.now.addingTimeInterval(4 * 3600), isCapped: true))
        for nonsense in ["24:00", "9:60", "9:5", "123:00", ":30", "9:", "09:30:00"] {
            #expect(typed(nonsense).reading(at: moment) == .invalid, "\(nonsense)")
        }
    }

    @Test func onlyWhatATimeIsMadeOfIsTypedAndBackspaceErases() {
        #expect(typed("").reading(at: moment) == .empty)
        // Letters that are not units, once something is typed, are ignored: "4xh" is "4h".
        #expect(typed("4xh").typed == "4h")
        #expect(typed("4é⏎\u{1B}h").typed == "4h")
        #expect(typed(String(repeating: "1", count: 14)).typed.count == 14)
        #expect(typed(String(repeating: "1", count: 15)).typed.count == 14, "the 15th is not taken")
        var chooser = typed("45m")
        _ = chooser.handle(.erase, at: moment)
        #expect(chooser.typed == "45")
        for _ in 0..<5 { _ = chooser.handle(.erase, at: moment) }
        #expect(chooser.typed.isEmpty)
    }

    @Test func inTheSessionXOpensItAndATypedTimeEndsTheActivity() throws {
        let session = try PreviewTesting.session()
        session.perform(.chooseEnd)
        #expect(session.endChooser?.activityID == "pizza")
        #expect(session.isShowingOverlay)
        for character in "30m" { session.perform(.typeInBox(.character(character))) }
        session.perform(.typeInBox(.confirm))
        #expect(session.endChooser == nil)
        #expect(session.system.state(of: "pizza") == .ended)
        #expect(session.system.record("pizza")?.dismissAt == session.now.addingTimeInterval(30 * 60))
        #expect(session.flash == .ended(activityID: "pizza", .after(session.now.addingTimeInterval(30 * 60))))
    }

    @Test func escapeClosesItAndNothingEnds() throws {
        let session = try PreviewTesting.session()
        session.perform(.chooseEnd)
        session.perform(.typeInBox(.character("5")))
        session.perform(.closeOverlay)
        #expect(session.endChooser == nil)
        #expect(session.system.state(of: "pizza") == .active)
        session.perform(.chooseEnd)
        #expect(session.endChooser?.typed == "", "it opens empty again")
        session.perform(.typeInBox(.character("i")))
        #expect(session.system.state(of: "pizza") == .dismissed)
    }

    /// The chooser's box, cut from the whole screen at 100 × 30.
    func box(_ session: PreviewSession) -> String {
        let canvas = PreviewScreen().render(session, size: Size(width: 100, height: 30)).canvas
        return (11...17).map { row in
            canvas.plainText.split(separator: "\n", omittingEmptySubsequences: false)[row].dropFirst(22).prefix(56)
        }.joined(separator: "\n")
    }

    @Test func theOverlayShowsWhenTheTypedTimeFalls() throws {
        let session = try PreviewTesting.session()
        session.perform(.chooseEnd)
        for character in "5h" { session.perform(.typeInBox(.character(character))) }
        #expect(box(session) == """
            ╭─ end pizza ──────────────────────────────────────────╮
            │ i    now: it leaves the Lock Screen at once          │
            │ d    the default: it stays up to 4 hours             │
            │ or type when it leaves: 45m, 1h30m, or 09:30         │
            │ ›  5h▏                     at most 4 hours: 12:00  ⏎ │
            │ Esc cancels                                          │
            ╰──────────────────────────────────────────────────────╯
            """)
        // docs/Previewer.md shows this box (its block is marked "checked by" this file).
        let guide = try String(contentsOf: PreviewTesting.packageRoot.appendingPathComponent("docs/Previewer.md"), encoding: .utf8)
        let block = guide.components(separatedBy: "<!-- checked by Tests/IslandPreviewTests/EndChooserTests.swift -->\n```\n")
            .dropFirst().first?.components(separatedBy: "\n```\n").first
        #expect(block == box(session))
        session.perform(.typeInBox(.erase))
        session.perform(.typeInBox(.character("m")))
        #expect(box(session).contains("│ ›  5m▏                            leaves at 08:05  ⏎ │"))
        session.perform(.typeInBox(.character(":")))
        #expect(box(session).contains("│ ›  5m:▏                                   not a time │"))
    }
}
