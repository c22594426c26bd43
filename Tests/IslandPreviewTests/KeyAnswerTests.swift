import Foundation
@testable import IslandPreview
import Testing
import TermIsland

/// Every key and click says on the status line what it did, or why it did nothing, and a key
/// that visibly does nothing changes nothing hidden either. Each is driven as the loop drives
/// it: the screen drawn at a width, then the key's action performed on the session.
@Suite("Every key answers on the status line")
struct KeyAnswerTests {
    /// The status line's message after `keys` (each a key the key table or a box reads) on
    /// pizza-delivery, the screen drawn `width` columns wide before each.
    static func answer(after keys: [KeyPress], width: Int = 150, session: PreviewSession? = nil) throws -> String? {
        let session = try session ?? PreviewTesting.session()
        let screen = PreviewScreen()
        for press in keys {
            session.laidOut(screen.draw(session, size: Size(width: width, height: 40)).layout)
            session.perform(KeyBindings.action(for: press.key, press.isControl ? [.control] : [], isTyping: session.isTyping))
        }
        return session.flash
    }

    @Test(arguments: [
        (["?"], "help: every key (? or Esc closes it)"),
        (["?", "?"], "help closed"),
        (["?", .escape], "help closed"),
        ([.escape], "Esc: nothing is open to close"),
        ([" "], "paused at 08:00:00"),
        ([" ", " "], "time runs at 1×"),
        (["+"], "time runs at 10×"),
        ([" ", "="], "time runs at 10× once resumed (space)"),
        (["+", "+", "+", "+"], "600× is the fastest already"),
        (["-"], "1× is the slowest already"),
        (["."], "the scenario has no more events: g goes to any moment"),
        (["g"], "g: type a moment: 1h30m after the start, +10m or -5m from now, 09:30 (Esc cancels)"),
        (["g", .escape], "time jump closed: time stays at 08:00:00"),
        (["g", .tab], "Tab does nothing in the box: Enter confirms, Esc cancels"),
        (["g", KeyPress(.enter)], "Enter: the box reads no time yet: type one, or Esc cancels"),
        (["e"], "pizza held: the island expands until e again or a click outside"),
        (["e", "e"], "pizza let go: the island collapses"),
        (["l", "e"], "e: the phone is locked: the island shows no Live Activity (l unlocks)"),
        (["a"], "pizza updated with an alert"),
        (["s"], "pizza marked stale: its stale date is now"),
        (["x"], "pizza ended: it stays on the Lock Screen up to 4 hours"),
        (["X"], "X: how pizza ends: i now, d by default, or type when (Esc cancels)"),
        (["X", .escape], "end chooser closed: pizza goes on"),
        (["X", "i"], "pizza ended: gone from the Lock Screen at once"),
        (["d"], "pizza dismissed from the Lock Screen"),
        (["d", "d"], "no activity is selected: Tab selects one"),
        (["l"], "locked: the Lock Screen shows the cards"),
        (["l", "l"], "unlocked"),
        (["b"], "StandBy: locked, charging, on its side: pizza fills the screen (b again: upright)"),
        (["l", "b"], "StandBy: charging, on its side: pizza fills the screen (b again: upright)"),
        (["b", "b"], "StandBy ends: the phone is upright, off the charger, still locked (l unlocks)"),
        (["b", "l"], "unlocked: StandBy ends, the Home Screen shows"),
        (["o"], "Always-On: the screen dims and nothing moves (o again: off)"),
        (["o", "o"], "Always-On off: motion full"),
        (["D"], "now on iPhone 15 Pro Max: the scenario replayed"),
        (["t"], "theme: light"),
        (["t", "t", "t", "t"], "theme: dark"),
        (["r"], "pizza relevance 60"),
        (["R"], "pizza relevance 40"),
        (["R", "R", "R", "R", "R", "R"], "pizza's relevance is 0 already: the lowest"),
        ([.tab], "pizza is the only activity: selected already"),
        (["z"], "z does nothing here: ? lists the keys"),
        ([KeyPress(.function(5))], "F5 does nothing here: ? lists the keys"),
        ([KeyPress(.character("l"), isControl: true)], "Ctrl-L does nothing here: ? lists the keys"),
        (["P"], "both phones and the panel show already: P and L choose when only one phone fits"),
        (["L"], "both phones and the panel show already: P and L choose when only one phone fits"),
        ([.down], "nothing to scroll: every card fits on the Lock Screen"),
    ] as [([KeyPress], String)])
    func eachKeySaysWhatItDid(_ keys: [KeyPress], _ expected: String) throws {
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
        #expect(next == "pizza shows its example's state at 5m in")
        #expect(back == "pizza shows its example's state at 0s in")
        #expect(same == "pizza shows its example's state at 5m in (the same as before)")
    }

    @Test func aNewAppIsStartedAndTabSelectsIt() throws {
        let session = try PreviewTesting.session()
        let started = try #require(try Self.answer(after: ["N"], session: session))
        #expect(started.hasPrefix("Airline 1 started ") || started.contains(" started "), "\(started)")
        let other = try #require(session.selectedID)
        #expect(try Self.answer(after: [.tab], session: session) == "selected pizza (Pizza)")
        #expect(try Self.answer(after: [.tab], session: session) == "selected \(session.selectedName)")
        #expect(session.selectedID == other)
    }

    /// `P` and `L` at each width: what they change, or why they change nothing, and then nothing
    /// hidden changes either.
    @Test func pAndLAnswerAtEveryLayout() throws {
        // 100 columns: one phone and the panel beside it.
        let beside = try PreviewTesting.session()
        #expect(try Self.answer(after: ["P"], width: 100, session: beside)
                == "P: the panel shows beside the phone at this width already: P chooses where only one fits")
        #expect(!beside.isPanelInsteadOfPhone, "nothing hidden changed")
        #expect(try Self.answer(after: ["L"], width: 100, session: beside) == "L: the locked phone (L again: the other one)")
        #expect(try Self.answer(after: ["L"], width: 100, session: beside) == "L: the unlocked phone (L again: the other one)")
        // 60 columns: one phone alone.
        let alone = try PreviewTesting.session()
        #expect(try Self.answer(after: ["P"], width: 60, session: alone) == "P: the panel, in place of the unlocked phone (P again: the phone)")
        #expect(alone.layout == .phoneOnly)
        #expect(try Self.answer(after: ["L"], width: 60, session: alone)
                == "L: the panel shows in place of the phone: P shows the phone, then L the other one")
        #expect(!alone.isShowingLockedPhone, "nothing hidden changed")
        #expect(alone.layout == .panelOnly)
        #expect(try Self.answer(after: ["P"], width: 60, session: alone) == "P: the unlocked phone again, in place of the panel")
        // Wide: both say so, and change nothing.
        let wide = try PreviewTesting.session()
        _ = try Self.answer(after: ["P", "L"], width: 160, session: wide)
        #expect(!wide.isPanelInsteadOfPhone && !wide.isShowingLockedPhone)
    }

    @Test func theScrollKeysSayWhereTheLockScreenIs() throws {
        let four = try PreviewTesting.session(scenario: "four-apps", speed: 60)
        four.perform(.togglePause)
        for _ in 0..<4 { four.perform(.stepToNextEvent) }
        let screen = PreviewScreen()
        four.laidOut(screen.draw(four, size: Size(width: 150, height: 24)).layout)
        four.perform(.scroll(by: -1))
        #expect(four.flash == "the Lock Screen is at its top already")
        four.perform(.scroll(by: 10))
        #expect(four.flash == "the Lock Screen scrolled to row \(min(10, four.scrollLimit)) of \(four.scrollLimit)")
        four.perform(.scroll(by: 1000))
        four.perform(.scroll(by: 1))
        #expect(four.flash == "the Lock Screen shows its last card already")
        // Where only the unlocked phone shows, nothing scrolls, and the scroll stays where it was.
        let scrolled = four.scroll
        four.laidOut(screen.draw(four, size: Size(width: 60, height: 24)).layout)
        four.perform(.scroll(by: -1))
        #expect(four.flash == "nothing to scroll: the Lock Screen is not on screen (L shows it)")
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
        #expect(answer == "pizza held: the island expands until e again or a click outside")
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
        #expect(session.flash == "Pizza opens (no widgetURL: its default scene)")
    }

    @Test func aCardsCrossClearsIt() throws {
        let session = try PreviewTesting.session()
        session.perform(.tap(.dismiss(activityID: "pizza")))
        #expect(session.flash == "pizza cleared from the Lock Screen")
        session.perform(.tap(.dismiss(activityID: "pizza")))
        #expect(session.flash?.hasPrefix("pizza: ") == true, "\(session.flash ?? "")")
    }

    @Test func aControlWithoutAnIntentSaysItsActionRunsInTheApp() throws {
        let session = try PreviewTesting.session()
        session.perform(.tap(.control(activityID: "pizza", name: "Call driver", isToggle: false)))
        #expect(session.flash == "button “Call driver” of pizza: its action runs in the app (no App Intent to run here)")
    }

    @Test func anIconOpensItsApp() throws {
        let session = try PreviewTesting.session()
        session.perform(.tap(.app("Messages")))
        #expect(session.flash == "Messages opens: its activity leaves the island while it is in the foreground")
    }

    @Test func aPanelRowSelectsItsActivity() throws {
        let session = try PreviewTesting.session()
        session.perform(.tap(.row(activityID: "pizza")))
        #expect(session.flash == "pizza (Pizza) is selected already")
        session.perform(.startAnotherApp)
        session.perform(.tap(.row(activityID: "pizza")))
        #expect(session.flash == "selected pizza (Pizza)")
    }

    @Test func emptySpaceLetsGoAndGoesHomeOrSaysThereWasNothing() throws {
        let session = try PreviewTesting.session()
        session.perform(.tapOutside)
        #expect(session.flash == "a click on nothing: no island is held and no app is open")
        session.perform(.hold(activityID: "pizza"))
        #expect(session.flash == "pizza held: the island expands until e again or a click outside")
        session.perform(.hold(activityID: "pizza"))
        #expect(session.flash == "pizza is held already: e or a click outside lets go")
        session.perform(.tapOutside)
        #expect(session.flash == "pizza let go")
        session.perform(.tap(.presentation(activityID: "pizza", url: nil)))
        session.perform(.tapOutside)
        #expect(session.flash == "Pizza goes to the background: the Home Screen")
    }

    /// Under the help nothing is clicked: the island behind it is not let go unseen.
    @Test func aClickUnderTheHelpSaysHowToCloseIt() throws {
        let session = try PreviewTesting.session()
        session.perform(.toggleExpanded)
        session.perform(.toggleHelp)
        session.perform(.tapOutside)
        #expect(session.flash == "a click under the help does nothing: ? or Esc closes it")
        #expect(session.snapshot().arrangement.reason.description.contains("expanded"), "still held")
        session.perform(.closeOverlay)
        session.perform(.chooseTime)
        session.perform(.tapOutside)
        #expect(session.flash == "a click under the box does nothing: Esc cancels it")
    }

    @Test func aHoldOnTheLockedPhoneSaysWhyNothingExpands() throws {
        let session = try PreviewTesting.session()
        session.perform(.toggleLock)
        session.perform(.hold(activityID: "pizza"))
        #expect(session.flash == "a hold: the phone is locked: the island shows no Live Activity (l unlocks)")
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
        #expect(session.flash == "StandBy: charging, on its side: pizza fills the screen (b again: upright)")
        // Where one phone fits, it is StandBy; L shows the Lock Screen beside it in turn.
        let narrow = PreviewScreen().shown(session, size: Size(width: 110, height: 40)).canvas.plainText
        #expect(narrow.contains("╭─ StandBy ") && !narrow.contains("╭─ locked "), "\(narrow)")
        session.perform(.switchPhone)
        #expect(PreviewScreen().shown(session, size: Size(width: 110, height: 40)).canvas.plainText.contains("╭─ locked "))
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
        #expect(session.flash == "Pizza opens at pizza://order/1 · StandBy ends: the phone is unlocked")
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
        #expect(session.flash == "b: \(session.device.name) has no StandBy (an iPhone's, on its side)")
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
