import Foundation
@testable import IslandPreview
import IslandInputs
import IslandPlayback
import Testing
import TermIsland

@Suite("The previewer's session: what each action does")
struct PreviewSessionTests {
    @Test func timeRunsAtItsSpeedPausesAndJumpsToEvents() throws {
        let session = try PreviewTesting.session(scenario: "four-apps", speed: 60)
        session.advance(realSeconds: 2)
        #expect(session.clock.time == 120)
        session.perform(.togglePause)
        session.advance(realSeconds: 5)
        #expect(session.clock.time == 120, "paused")
        #expect(session.clock.realSecondsToNextSecond == nil, "nothing to wake for")
        session.perform(.stepToNextEvent)
        #expect(session.clock.time == 180, "the flight's request at 3m")
        #expect(session.log.last?.text == "Airline: requested flight")
        session.perform(.faster)
        #expect(session.clock.speed == 600)
        session.perform(.faster)
        #expect(session.clock.speed == 600, "600× is the fastest")
        session.perform(.slower); session.perform(.slower); session.perform(.slower); session.perform(.slower)
        #expect(session.clock.speed == 1)
    }

    @Test func touchAndHoldExpandsUntilLetGo() throws {
        let session = try PreviewTesting.session()
        session.perform(.toggleExpanded)
        #expect(session.snapshot().arrangement.reason.description.contains("expanded"))
        session.advance(realSeconds: 60)
        #expect(session.snapshot().arrangement.reason.description.contains("expanded"), "held, it stays expanded")
        session.perform(.toggleExpanded)
        #expect(session.snapshot().arrangement == .compact(
            id: "pizza", reason: ArrangementReason("Pizza is the only app with an activity: compact", policy: .default)))
        #expect(session.log.map(\.text).suffix(2) == ["the user touches and holds pizza", "the user lets go of pizza"])
    }

    @Test func anAlertExpandsForFourSecondsThenCollapses() throws {
        let session = try PreviewTesting.session()
        session.perform(.alert)
        #expect(session.snapshot().arrangement.reason.description.contains("alert"))
        session.advance(realSeconds: 4)
        #expect(session.snapshot().arrangement.reason.description.contains(": compact"))
    }

    @Test func statesStepFiveMinutesOfTheExamplesLife() throws {
        let session = try PreviewTesting.session(example: "sports-score")
        let kind = try #require(PreviewTesting.kinds.kind(named: "sports-score"))
        let start = session.scenario.start
        session.perform(.nextState)
        #expect(session.system.record("pizza")!.stateJSON == kind.preview!(start, 300).data.state, "five minutes on")
        session.perform(.nextState)
        #expect(session.system.record("pizza")!.stateJSON == kind.preview!(start, 600).data.state)
        session.perform(.previousState)
        session.perform(.previousState)
        #expect(session.system.record("pizza")!.stateJSON == kind.preview!(start, 0).data.state, "back to where it started")
    }

    @Test func staleEndDismissAndLocking() throws {
        let session = try PreviewTesting.session()
        session.perform(.markStale)
        #expect(session.system.state(of: "pizza") == .stale)
        session.perform(.toggleLock)
        #expect(session.system.isLocked)
        #expect(session.snapshot().arrangement.reason.description.contains("locked"))
        session.perform(.toggleLock)
        session.perform(.end)
        #expect(session.system.state(of: "pizza") == .ended)
        session.perform(.dismiss)
        #expect(session.system.state(of: "pizza") == .dismissed)
    }

    @Test func anotherAppsActivitySplitsTheIslandAndRelevanceDecidesWhichIsAttached() throws {
        let session = try PreviewTesting.session()
        session.perform(.startAnotherApp)
        guard case .minimal(let attached, let detached, _) = session.snapshot().arrangement else {
            Issue.record("two apps: two minimal presentations, got \(session.snapshot().arrangement)")
            return
        }
        #expect(Set([attached, detached]).count == 2)
        // The new activity is selected; raising it above the pizza's 50 puts it attached.
        let new = try #require(session.selectedID)
        for _ in 0..<6 { session.perform(.raiseRelevance) }
        guard case .minimal(let first, _, _) = session.snapshot().arrangement else { return }
        #expect(first == new)
        session.perform(.selectNext)
        #expect(session.selectedID != new || session.snapshot().lockScreen.count == 1)
    }

    @Test func tappingTheIslandOpensTheAppAtItsURLAndTappingOutsideGoesHome() throws {
        let session = try PreviewTesting.session()
        session.perform(.tap(.presentation(activityID: "pizza", url: "pizza://order/1")))
        #expect(session.system.foregroundApp == "Pizza")
        #expect(session.flash == .opens(app: "Pizza", url: "pizza://order/1"))
        #expect(session.snapshot().arrangement.reason.description.contains("foreground") || session.snapshot().arrangement.reason.description.contains("open"))
        session.perform(.tapOutside)
        #expect(session.system.foregroundApp == nil)
    }

    @Test func changingTheDeviceReplaysTheScenarioOnIt() throws {
        let session = try PreviewTesting.session(scenario: "four-apps", speed: 60)
        session.advance(realSeconds: 4)
        session.perform(.nextDevice)
        #expect(session.device.identifier != "iphone-15-pro")
        #expect(session.clock.time == 240)
        #expect(session.system.records.count == 4, "the four apps' requests replayed")
        #expect(session.log.last?.text.hasPrefix("now on") == true)
    }

    @Test func aNewDeviceGetsThePersonsChangesAtTheirMoments() throws {
        let session = try PreviewTesting.session(speed: 60)
        session.advance(realSeconds: 1)                      // 08:01
        session.perform(.markStale)
        session.perform(.raiseRelevance)
        session.advance(realSeconds: 1)                      // 08:02
        session.perform(.startAnotherApp)
        let other = try #require(session.selectedID)
        session.perform(.selectNext)
        session.perform(.chooseEnd)
        for character in "30m" { session.perform(.typeInBox(.character(character))) }
        session.perform(.typeInBox(.confirm))
        session.advance(realSeconds: 1)                      // 08:03
        session.perform(.nextDevice)
        let pizza = try #require(session.system.record("pizza"))
        #expect(session.device.identifier != "iphone-15-pro")
        #expect(session.clock.time == 180)
        #expect(pizza.relevanceScore == 60)
        #expect(pizza.lastUpdatedAt == session.scenario.start.addingTimeInterval(60), "done again at 08:01, not at 08:03")
        #expect(pizza.dismissAt == session.scenario.start.addingTimeInterval(120 + 30 * 60))
        #expect(session.system.state(of: "pizza") == .ended)
        #expect(session.system.record(other)?.requestedAt == session.scenario.start.addingTimeInterval(120))
        #expect(session.log.last?.text == "now on iPhone 15 Pro Max")
        #expect(session.flash == .nowOn(device: "iPhone 15 Pro Max", replaying: 4))
        // Nothing logged twice: the log is what the person saw, and the note.
        #expect(session.log.filter { $0.text.contains("ended pizza") }.count == 1)
    }

    @Test func aReloadedFileGetsThePersonsChanges() throws {
        let session = try PreviewTesting.session(speed: 60)
        session.advance(realSeconds: 2)
        session.perform(.lowerRelevance)
        session.perform(.toggleLock)
        let reloaded = try PreviewTesting.session()
        reloaded.adopt(settingsOf: session)
        #expect(reloaded.clock.time == 120)
        #expect(reloaded.system.isLocked)
        #expect(reloaded.system.record("pizza")?.relevanceScore == 40)
        #expect(reloaded.system.record("pizza")?.lastUpdatedAt == reloaded.scenario.start.addingTimeInterval(120))
    }

    @Test func aReloadKeepsTheDeviceTheThemeTheHoldAndTheStateSteppedTo() throws {
        let session = try PreviewTesting.session(speed: 60)
        session.advance(realSeconds: 1)
        session.perform(.nextDevice)
        session.perform(.nextTheme)
        session.perform(.toggleExpanded)
        session.perform(.nextState)
        let reloaded = try PreviewTesting.session()
        #expect(reloaded.device.identifier != session.device.identifier)
        reloaded.adopt(settingsOf: session)
        #expect(reloaded.device.identifier == session.device.identifier)
        #expect(reloaded.theme.name == session.theme.name)
        #expect(reloaded.clock.time == session.clock.time)
        // What the screen shows is the same: the title (time, device, theme) and the phone, the
        // island held open on the state stepped to. (The log beside starts again with the reload.)
        func phone(_ session: PreviewSession) -> [String] {
            let lines = PreviewScreen().render(session, size: Size(width: 160, height: 48)).canvas.plainText.split(separator: "\n")
            // The phone's box: its rows start with its border (the status line below says what the last key did).
            return [String(lines[0])] + lines.dropFirst().filter { "│╭╰".contains($0.first ?? " ") }.map { String($0.prefix(51)) }
        }
        #expect(phone(reloaded) == phone(session))
        #expect(phone(session).contains { $0.contains("Pro Max") } || phone(session)[0].contains("Pro Max"))
    }

    @Test func overlaysAndSettingsToggle() throws {
        let session = try PreviewTesting.session()
        session.perform(.toggleHelp)
        #expect(session.isShowingHelp)
        session.perform(.closeOverlay)
        #expect(!session.isShowingHelp)
        session.perform(.toggleStandBy)
        session.perform(.toggleAlwaysOn)
        #expect(session.isStandBy && session.isAlwaysOn)
        let theme = session.theme.name
        session.perform(.nextTheme)
        #expect(session.theme.name != theme)
        #expect(!session.perform(.quit))
    }
}

@Suite("Clicking a control in the previewer runs its App Intent")
struct PreviewControlTests {
    @Test func aButtonsIntentRunsAsTheAppAndItsUpdateIsDrawn() throws {
        let session = try PreviewTesting.session(example: "workout")
        session.perform(.togglePause)
        session.perform(.toggleExpanded)
        let screen = PreviewScreen().render(session, size: Size(width: 150, height: 40))
        let control = try #require(screen.regions.first { $0.intent != nil }, "the workout's expanded island has a control with an intent")
        guard case .button(let name)? = control.action ?? .button("") else { return }
        let before = session.system.record("pizza")?.stateJSON
        session.perform(.tap(.control(activityID: "pizza", name: name, isToggle: false, intent: control.intent)))
        #expect(session.log.contains { $0.text.contains("\(control.intent!.name) runs") })
        guard case .control(false, name, "pizza", .ran(_, _, _, _, .performed))? = session.flash else {
            Issue.record("the intent ran: \(String(describing: session.flash))")
            return
        }
        #expect(session.system.record("pizza")?.stateJSON != before, "the intent updated the activity")
    }

    /// A scenario's `tap` and a click take one path (`ControlTap`): the same log lines after the
    /// tap, and the same content state.
    @Test func aScenariosTapAndAClickLogTheSameAndLeaveTheSameState() throws {
        // The scenario: held at 1m, "Pause" tapped at 1m.
        let tapped = Scenario(name: "tap", timeline: [
            ScenarioEvent(at: 0, action: .request(ScenarioRequest(id: "run", app: "Fitness", example: "workout", relevance: 50))),
            ScenarioEvent(at: 60, action: .touchAndHold(id: "run")),
            ScenarioEvent(at: 60, action: .tap(id: "run", label: "Pause")),
        ])
        var scenarioRun = ScenarioRun(player: ScenarioPlayer(scenario: tapped, kinds: PreviewTesting.kinds))
        let happened = scenarioRun.play(until: 60).map(\.text)
        let fromTap = Array(happened.drop { !$0.hasPrefix("the user taps") })
        // The previewer: the same activity held at 1m, the button clicked where it is drawn.
        let clicked = PreviewSession(scenario: Scenario(name: "click", timeline: [tapped.timeline[0]]), kinds: PreviewTesting.kinds)
        clicked.perform(.togglePause)
        clicked.go(to: 60)
        clicked.perform(.toggleExpanded)
        let screen = PreviewScreen().render(clicked, size: Size(width: 150, height: 40))
        let pause = try #require(screen.regions.first { $0.action == .button("Pause") })
        let logged = clicked.log.count
        clicked.perform(.tap(.control(activityID: "run", name: "Pause", isToggle: false, intent: pause.intent)))
        let fromClick = clicked.log.dropFirst(logged).map(\.text)
        #expect(fromTap == ["the user taps \"Pause\" in run", "Fitness: PauseWorkoutIntent runs", "Fitness: updated run"])
        #expect(Array(fromClick) == fromTap)
        #expect(clicked.system.record("run")?.stateJSON == scenarioRun.system.record("run")?.stateJSON)
    }
}
