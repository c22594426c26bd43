import Foundation
import IslandInputs
@testable import IslandPreview
import Testing
import TermIsland

/// Every key and click says on the status line what it did, or why it did nothing, and a key
/// that visibly does nothing changes nothing hidden either. Each is driven as the loop drives
/// it: the screen drawn at a width, then the key's action performed on the session.
@Suite("Every key answers on the status line")
struct KeyAnswerTests {
    /// The moment pizza-delivery's session starts: 08:00:00.
    static let start = Scenario.defaultStart

    /// The status line's message after `keys` (each a key the key table or a box reads) on
    /// pizza-delivery, the screen drawn `width` columns wide before each.
    static func answer(after keys: [KeyStroke], width: Int = 150, session: PreviewSession? = nil) throws -> PreviewAnswer? {
        let session = try session ?? PreviewTesting.session()
        for press in keys {
            session.perform(KeyBindings.action(for: press.key, press.isControl ? [.control] : [], isTyping: session.isTyping),
                            at: Size(width: width, height: 40))
        }
        return session.flash
    }

    @Test(arguments: [
        (["?"], .help(isShown: true)),
        (["?", "?"], .help(isShown: false)),
        (["?", .escape], .help(isShown: false)),
        ([.escape], .nothingToClose),
        ([" "], .paused(at: start)),
        ([" ", " "], .timeRuns(speed: 1, isPaused: false)),
        (["+"], .timeRuns(speed: 10, isPaused: false)),
        ([" ", "="], .timeRuns(speed: 10, isPaused: true)),
        (["+", "+", "+", "+"], .speedAtLimit(speed: 600, isFastest: true)),
        (["-"], .speedAtLimit(speed: 1, isFastest: false)),
        (["."], .noMoreEvents),
        (["g"], .choosingTime),
        (["g", .escape], .timeJumpClosed(at: start)),
        (["g", .tab], .unknownKey("Tab", inBox: true)),
        (["g", KeyStroke(.enter)], .boxReadsNoTime),
        (["e"], .held(activityID: "pizza")),
        (["e", "e"], .letGo(activityID: "pizza")),
        (["l", "e"], .cannotExpand(.phoneLocked, byHold: false)),
        (["a"], .changed(activityID: "pizza", .updatedWithAlert)),
        (["s"], .changed(activityID: "pizza", .markedStale)),
        (["x"], .ended(activityID: "pizza", .default)),
        (["X"], .choosingEnd(activityID: "pizza")),
        (["X", .escape], .endChooserClosed(activityID: "pizza")),
        (["X", "i"], .ended(activityID: "pizza", .immediate)),
        (["d"], .changed(activityID: "pizza", .dismissed)),
        (["d", "d"], .noActivitySelected),
        (["l"], .locked),
        (["l", "l"], .unlocked(endedStandBy: false)),
        (["b"], .standBy(lockedFirst: true, activityID: "pizza")),
        (["l", "b"], .standBy(lockedFirst: false, activityID: "pizza")),
        (["b", "b"], .standByEnded),
        (["b", "l"], .unlocked(endedStandBy: true)),
        (["o"], .alwaysOn(isOn: true, motion: .full)),
        (["o", "o"], .alwaysOn(isOn: false, motion: .full)),
        (["D"], .nowOn(device: "iPhone 15 Pro Max", replaying: 0)),
        (["t"], .theme("light")),
        (["t", "t", "t", "t"], .theme("dark")),
        (["r"], .relevance(activityID: "pizza", 60)),
        (["R"], .relevance(activityID: "pizza", 40)),
        (["R", "R", "R", "R", "R", "R"], .relevanceAtLowest(activityID: "pizza")),
        ([.tab], .onlyActivity(activityID: "pizza")),
        (["z"], .unknownKey("z", inBox: false)),
        ([KeyStroke(.function(5))], .unknownKey("F5", inBox: false)),
        ([KeyStroke(.character("l"), isControl: true)], .unknownKey("Ctrl-L", inBox: false)),
        (["P"], .everythingShown),
        (["L"], .everythingShown),
        ([.down], .everyCardFits),
    ] as [([KeyStroke], PreviewAnswer)])
    func eachKeySaysWhatItDid(_ keys: [KeyStroke], _ expected: PreviewAnswer) throws {
        let answer = try Self.answer(after: keys)
        #expect(answer == expected)
    }

    /// A key that changes nothing but the status line is drawn all the same: its answer shows.
    @Test func anAnswerAloneOnTheStatusLineIsDrawn() throws {
        let session = try PreviewTesting.session()
        session.motion = .none
        session.perform(.togglePause)
        let (loop, backend) = PreviewTesting.loop(session)
        try loop.step(at: 0, event: .key(.character("l"), []))
        try loop.step(at: 0.1, event: .key(.character("e"), []))
        #expect(backend.screen.plainText.contains(" e: the phone is locked: the island shows no Live Activity (l unlocks) · frame "))
        try loop.step(at: 0.2, event: .key(.escape, []))
        #expect(backend.screen.plainText.contains(" Esc: nothing is open to close · frame "))
    }

    @Test func nAndPSayWhichStateShows() throws {
        let next = try Self.answer(after: ["n"], session: PreviewTesting.session(example: "sports-score"))
        let back = try Self.answer(after: ["n", "p"], session: PreviewTesting.session(example: "sports-score"))
        let same = try Self.answer(after: ["n"])
        #expect(next == .changed(activityID: "pizza", .showsExampleState(at: 300, isUnchanged: false)))
        #expect(back == .changed(activityID: "pizza", .showsExampleState(at: 0, isUnchanged: false)))
        #expect(same == .changed(activityID: "pizza", .showsExampleState(at: 300, isUnchanged: true)))
    }

    @Test func aNewAppIsStartedAndTabSelectsIt() throws {
        let session = try PreviewTesting.session()
        let started = try #require(try Self.answer(after: ["N"], session: session))
        let other = try #require(session.selectedID)
        guard case .started(_, other) = started else { Issue.record("\(started)"); return }
        #expect(try Self.answer(after: [.tab], session: session) == .selected(activityID: "pizza", app: "Pizza"))
        #expect(try Self.answer(after: [.tab], session: session) == .selected(activityID: other, app: session.system.record(other)?.app))
        #expect(session.selectedID == other)
    }

    /// `P` and `L` at each width: what they change, or why they change nothing, and then nothing
    /// hidden changes either.
    @Test func pAndLAnswerAtEveryLayout() throws {
        // 100 columns: one phone and the panel beside it.
        let beside = try PreviewTesting.session()
        #expect(try Self.answer(after: ["P"], width: 100, session: beside)
                == .panelFitsBeside)
        #expect(!beside.isPanelInsteadOfPhone, "nothing hidden changed")
        #expect(try Self.answer(after: ["L"], width: 100, session: beside) == .otherPhone(.locked))
        #expect(try Self.answer(after: ["L"], width: 100, session: beside) == .otherPhone(.unlocked))
        // 60 columns: one phone alone.
        let alone = try PreviewTesting.session()
        #expect(try Self.answer(after: ["P"], width: 60, session: alone) == .panelInstead(of: .unlocked))
        #expect(PreviewScreen().layout(of: alone, size: Size(width: 60, height: 40)).arrangement == .panelOnly, "the panel in the phone's place")
        #expect(try Self.answer(after: ["L"], width: 60, session: alone)
                == .panelShownInstead)
        #expect(!alone.isShowingLockedPhone, "nothing hidden changed")
        #expect(PreviewScreen().layout(of: alone, size: Size(width: 60, height: 40)).arrangement == .panelOnly)
        #expect(try Self.answer(after: ["P"], width: 60, session: alone) == .phoneAgain(.unlocked))
        // Wide: both say so, and change nothing.
        let wide = try PreviewTesting.session()
        _ = try Self.answer(after: ["P", "L"], width: 160, session: wide)
        #expect(!wide.isPanelInsteadOfPhone && !wide.isShowingLockedPhone)
    }

    @Test func theScrollKeysSayWhereTheLockScreenIs() throws {
        let four = try PreviewTesting.session(scenario: "four-apps", speed: 60)
        four.perform(.togglePause)
        for _ in 0..<4 { four.perform(.stepToNextEvent) }
        let size = Size(width: 150, height: 24)
        let limit = PreviewScreen().layout(of: four, size: size).scrollLimit
        four.perform(.scroll(by: -1), at: size)
        #expect(four.flash == .scrolledToTop)
        four.perform(.scroll(by: 10), at: size)
        #expect(four.flash == .scrolled(row: min(10, limit), of: limit))
        four.perform(.scroll(by: 1000), at: size)
        four.perform(.scroll(by: 1), at: size)
        #expect(four.flash == .scrolledToLastCard)
        // Where only the unlocked phone shows, nothing scrolls, and the scroll stays where it was.
        let scrolled = four.scroll
        four.perform(.scroll(by: -1), at: Size(width: 60, height: 24))
        #expect(four.flash == .lockScreenNotShown(lHintsIt: true))
        #expect(four.scroll == scrolled)
    }

    /// `e` on a locked phone would hold an island nobody sees: it says why, and after unlocking
    /// the island is not expanded.
    @Test func aHoldOnTheLockedPhoneChangesNothingHidden() throws {
        let session = try PreviewTesting.session()
        _ = try Self.answer(after: ["l", "e", "l"], session: session)
        #expect(session.snapshot().arrangement.reason.description.hasSuffix(": compact (policy: highest relevance, ties to the first started)"))
    }

    /// Locking lets go of a hold (the island shows nothing locked): after unlocking, `e` holds again.
    @Test func lockingLetsGoOfAHold() throws {
        let session = try PreviewTesting.session()
        let answer = try Self.answer(after: ["e", "b", "l", "e"], session: session)
        #expect(answer == .held(activityID: "pizza"))
    }

    @Test func relevanceAtZeroIsNotChangedAgain() throws {
        let session = try PreviewTesting.session()
        _ = try Self.answer(after: ["R", "R", "R", "R", "R"], session: session)
        let logged = session.log.count
        _ = try Self.answer(after: ["R"], session: session)
        #expect(session.log.count == logged, "nothing updated, nothing logged")
    }
}

/// Every kind of thing a click lands on answers on the status line.
@Suite("Every click answers on the status line")
struct ClickAnswerTests {
    @Test func theIslandOpensTheApp() throws {
        let session = try PreviewTesting.session()
        session.perform(.tap(.presentation(activityID: "pizza", url: nil)))
        #expect(session.flash == .opens(app: "Pizza", url: nil))
    }

    @Test func aCardsCrossClearsIt() throws {
        let session = try PreviewTesting.session()
        session.perform(.tap(.dismiss(activityID: "pizza")))
        #expect(session.flash == .cleared(activityID: "pizza"))
        session.perform(.tap(.dismiss(activityID: "pizza")))
        guard case .clearRefused("pizza", _)? = session.flash else { Issue.record("\(String(describing: session.flash))"); return }
    }

    @Test func aControlWithoutAnIntentSaysItsActionRunsInTheApp() throws {
        let session = try PreviewTesting.session()
        session.perform(.tap(.control(activityID: "pizza", name: "Call driver", isToggle: false)))
        guard case .control(false, "Call driver", "pizza", .noIntent)? = session.flash else { Issue.record("\(String(describing: session.flash))"); return }
    }

    @Test func anIconOpensItsApp() throws {
        let session = try PreviewTesting.session()
        session.perform(.tap(.app("Messages")))
        #expect(session.flash == .appOpens(app: "Messages"))
    }

    @Test func aPanelRowSelectsItsActivity() throws {
        let session = try PreviewTesting.session()
        session.perform(.tap(.row(activityID: "pizza")))
        #expect(session.flash == .selectedAlready(activityID: "pizza", app: "Pizza"))
        session.perform(.startAnotherApp)
        session.perform(.tap(.row(activityID: "pizza")))
        #expect(session.flash == .selected(activityID: "pizza", app: "Pizza"))
    }

    @Test func emptySpaceLetsGoAndGoesHomeOrSaysThereWasNothing() throws {
        let session = try PreviewTesting.session()
        session.perform(.tapOutside)
        #expect(session.flash == .tappedOutside(letGo: [], backgrounded: nil))
        session.perform(.hold(activityID: "pizza"))
        #expect(session.flash == .held(activityID: "pizza"))
        session.perform(.hold(activityID: "pizza"))
        #expect(session.flash == .heldAlready(activityID: "pizza"))
        session.perform(.tapOutside)
        #expect(session.flash == .tappedOutside(letGo: ["pizza"], backgrounded: nil))
        session.perform(.tap(.presentation(activityID: "pizza", url: nil)))
        session.perform(.tapOutside)
        #expect(session.flash == .tappedOutside(letGo: [], backgrounded: "Pizza"))
    }

    /// Under the help nothing is clicked: the island behind it is not let go unseen.
    @Test func aClickUnderTheHelpSaysHowToCloseIt() throws {
        let session = try PreviewTesting.session()
        session.perform(.toggleExpanded)
        session.perform(.toggleHelp)
        session.perform(.tapOutside)
        #expect(session.flash == .clickUnder(.help))
        #expect(session.snapshot().arrangement.reason.description.contains("expanded"), "still held")
        session.perform(.closeOverlay)
        session.perform(.chooseTime)
        session.perform(.tapOutside)
        #expect(session.flash == .clickUnder(.box))
    }

    @Test func aHoldOnTheLockedPhoneSaysWhyNothingExpands() throws {
        let session = try PreviewTesting.session()
        session.perform(.toggleLock)
        session.perform(.hold(activityID: "pizza"))
        #expect(session.flash == .cannotExpand(.phoneLocked, byHold: true))
    }
}

/// StandBy as iOS makes it: a locked, charging phone on its side.
@Suite("StandBy is the locked phone on its side")
struct StandByTests {
    @Test func fromTheLockedPhoneBEntersStandBy() throws {
        let session = try PreviewTesting.session()
        session.perform(.toggleLock)
        session.perform(.toggleStandBy)
        #expect(session.isStandBy && session.system.isLocked)
        #expect(session.flash == .standBy(lockedFirst: false, activityID: "pizza"))
        // Where one phone fits, it is StandBy; L shows the Lock Screen beside it in turn.
        let narrow = PreviewScreen().render(session, size: Size(width: 110, height: 40)).canvas.plainText
        #expect(narrow.contains("╭─ StandBy ") && !narrow.contains("╭─ locked "), "\(narrow)")
        session.perform(.switchPhone, at: Size(width: 110, height: 40))
        #expect(PreviewScreen().render(session, size: Size(width: 110, height: 40)).canvas.plainText.contains("╭─ locked "))
    }

    @Test func fromTheUnlockedPhoneBLocksItFirstAndANewDeviceDoesToo() throws {
        let session = try PreviewTesting.session()
        session.perform(.toggleStandBy)
        #expect(session.isStandBy && session.system.isLocked)
        #expect(session.log.last?.text == "the device is locked")
        session.perform(.nextDevice)
        #expect(session.isStandBy && session.system.isLocked, "the lock is one of the person's changes: replayed")
    }

    @Test func unlockingEndsStandByAndSoDoesOpeningAnApp() throws {
        let session = try PreviewTesting.session()
        session.perform(.toggleStandBy)
        session.perform(.toggleLock)
        #expect(!session.isStandBy && !session.system.isLocked)
        session.perform(.toggleStandBy)
        session.perform(.tap(.presentation(activityID: "pizza", url: "pizza://order/1")))
        #expect(!session.isStandBy && !session.system.isLocked)
        #expect(session.flash == .standByEndsOnUnlock(after: .opens(app: "Pizza", url: "pizza://order/1")))
    }

    @Test func leavingStandByKeepsThePhoneLocked() throws {
        let session = try PreviewTesting.session()
        session.perform(.toggleStandBy)
        session.perform(.toggleStandBy)
        #expect(!session.isStandBy && session.system.isLocked)
    }

    @Test func anIPadHasNoStandBy() throws {
        var scenario = try IslandPreview.scenario(for: "pizza-delivery", app: "Pizza")
        scenario.device = try #require(DeviceProfile.all.first { $0.place == .iPad })
        let session = PreviewSession(scenario: scenario, kinds: PreviewTesting.kinds)
        session.perform(.toggleStandBy)
        #expect(!session.isStandBy && !session.system.isLocked, "nothing changed")
        #expect(session.flash == .noStandBy(device: session.device.name))
    }

    @Test func aReloadKeepsStandByWithItsLock() throws {
        let session = try PreviewTesting.session()
        session.perform(.toggleLock)
        session.perform(.toggleLock)
        session.perform(.toggleStandBy)
        let reloaded = try PreviewTesting.session()
        reloaded.adopt(settingsOf: session)
        #expect(reloaded.isStandBy && reloaded.system.isLocked)
    }
}
