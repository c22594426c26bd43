import ActivityRuntime
import Foundation
import IslandPlayback
import LiveActivity
import Motion
import TerminalCanvas

/// What the status line says about the last key, click, push or reload: what it did, or why it
/// did nothing. A value, so the loop decides a redraw by comparing answers and tests ask which
/// answer came; its `description` is the sentence drawn.
package indirect enum PreviewAnswer: Hashable, Sendable, CustomStringConvertible {
    // The overlays.
    /// A click landed under an overlay, which takes no clicks.
    case clickUnder(PreviewOverlay)
    /// `?`: the help opened or closed.
    case help(isShown: Bool)
    /// `v`: what VoiceOver reads opened or closed.
    case voiceOver(isShown: Bool)
    /// Esc closed the end chooser of `activityID`.
    case endChooserClosed(activityID: String)
    /// Esc closed the time jump; time stays at `at`.
    case timeJumpClosed(at: Date)
    /// Esc with nothing open.
    case nothingToClose
    /// A key the box does not read (`inBox`), or no key of the table.
    case unknownKey(String, inBox: Bool)

    // Time.
    case paused(at: Date)
    /// Time runs at `speed` now, or will once resumed (`isPaused`).
    case timeRuns(speed: Double, isPaused: Bool)
    /// `+` or `-` at the fastest or slowest speed already.
    case speedAtLimit(speed: Double, isFastest: Bool)
    /// `.`: virtual time jumped to the scenario's next event.
    case onToNextEvent(at: Date)
    case noMoreEvents
    /// `g`: the time jump opened.
    case choosingTime
    /// Enter in a box that reads no time yet.
    case boxReadsNoTime
    /// The time jump went forward to `at`.
    case onTo(Date)
    /// The time jump went back to `at`: the scenario played again with `replaying` of the person's changes.
    case backTo(Date, replaying: Int)
    /// `D`: the next device, with the scenario and `replaying` changes played again on it.
    case nowOn(device: String, replaying: Int)

    // The selected activity.
    case noActivitySelected
    /// What a key did to `activityID`.
    case changed(activityID: String, ActivityChange)
    /// The system refused a change to `activityID`.
    case refused(activityID: String, error: String)
    case endRefused(activityID: String, error: String)
    case ended(activityID: String, ActivityUIDismissalPolicy)
    /// `X`: the end chooser opened for `activityID`.
    case choosingEnd(activityID: String)
    /// `e` (or a hold, `byHold`) let the island go.
    case letGo(activityID: String)
    case held(activityID: String)
    case heldAlready(activityID: String)
    /// The island cannot show a hold: why, answering `e` or a hold of the mouse (`byHold`).
    case cannotExpand(IslandRefusal, byHold: Bool)
    /// `n`/`p` on an activity (nil: none selected) whose kind has no preview states.
    case noStates(activityID: String?)
    case relevanceAtLowest(activityID: String)
    case relevance(activityID: String, Int)
    case noActivityToSelect
    case onlyActivity(activityID: String)
    /// Tab or a click on a row selected `activityID` of `app`.
    case selected(activityID: String, app: String?)
    case selectedAlready(activityID: String, app: String?)
    case noKindToStart
    /// `N`: `app` started `activityID`.
    case started(app: String, activityID: String)
    case requestRefused(app: String, error: String)

    // Clicks.
    /// A click on a presentation opened `app` at `url` (nil: it has no widgetURL).
    case opens(app: String, url: String?)
    /// A click on an icon opened `app`.
    case appOpens(app: String)
    case cleared(activityID: String)
    case clearRefused(activityID: String, error: String)
    /// A button or toggle named `name` of `activityID`, and what its intent did.
    case control(isToggle: Bool, name: String, activityID: String, ControlTap.Outcome)
    /// A click on nothing: what was let go, and the app sent to the background.
    case tappedOutside(letGo: [String], backgrounded: String?)

    // The phone and the screen.
    case locked
    /// `l` unlocked the phone, ending StandBy if it showed.
    case unlocked(endedStandBy: Bool)
    /// `b` again: the phone upright, off the charger.
    case standByEnded
    case noStandBy(device: String)
    /// `b`: StandBy, the phone locked first (`lockedFirst`) and `activityID` filling it (nil: the clock).
    case standBy(lockedFirst: Bool, activityID: String?)
    /// Whatever unlocked the phone (a tap opening an app) ended StandBy too: `after`'s answer first.
    case standByEndsOnUnlock(after: PreviewAnswer?)
    case alwaysOn(isOn: Bool, motion: MotionLevel)
    case theme(String)
    /// `P` or `L` where both phones and the panel show.
    case everythingShown
    /// `P` where the panel fits beside the phone.
    case panelFitsBeside
    /// `P`: the panel in place of `phone`.
    case panelInstead(of: ShownPhone)
    /// `P` again: `phone` in place of the panel.
    case phoneAgain(ShownPhone)
    /// `L` where the panel shows in place of the phone.
    case panelShownInstead
    /// `L`: the other phone.
    case otherPhone(ShownPhone)
    /// P, L and the scroll keys answer the screen, and a terminal too small for a phone has none.
    case screenTooSmall
    /// P, L and the scroll keys answer the screen, and the session has none (no terminal).
    case noScreen
    /// A scroll where the Lock Screen is not on screen (`lHintsIt`: L would show it).
    case lockScreenNotShown(lHintsIt: Bool)
    case everyCardFits
    case scrolledToTop
    case scrolledToLastCard
    case scrolled(row: Int, of: Int)

    // Pushes and reloads.
    /// What became of a push, named by its apns-id's first eight characters.
    case push(label: String, PushAnswer)
    /// The previewer takes pushes on `port`.
    case takesPushes(port: Int)
    case noPushes(error: String)
    case reloaded(paths: [String])
    case notReloaded(error: String)
    /// The reload compiled, and `failures` (previews that crashed or hung apart) did not draw.
    case failedAfterReload([ReloadedPreviewFailure])

    /// What a key did to the selected activity.
    package enum ActivityChange: Hashable, Sendable {
        case updatedWithAlert, dismissed, markedStale
        /// `n`/`p`: its example's state `at` seconds in, `isUnchanged` when it was showing already.
        case showsExampleState(at: Double, isUnchanged: Bool)
    }

    /// Why a hold would show nothing on the island.
    package enum IslandRefusal: Hashable, Sendable {
        case noIsland(device: String)
        case phoneLocked
        case appOpen(app: String, activityID: String)
    }

    /// The one phone shown where one fits.
    package enum ShownPhone: Hashable, Sendable {
        case locked, standBy, unlocked
    }

    /// What became of a push.
    package enum PushAnswer: Hashable, Sendable {
        /// The device could not read it.
        case unreadable(reason: String)
        /// An update or end went to `app`'s push-to-start token.
        case toStartToken(PushPayload.Event, app: String)
        /// A start went to `activityID`'s own token.
        case startToActivityToken(activityID: String)
        case applied(PushPayload.Event, target: String)
        case ignored(PushPayload.Event, target: String, reason: String)
        case refused(PushPayload.Event, target: String, error: String)
        case dropped(PushPayload.Event, target: String, error: String)
    }

    package var description: String {
        switch self {
        case .clickUnder(.voiceOver): "a click under what VoiceOver reads does nothing: v or Esc closes it"
        case .clickUnder(.help): "a click under the help does nothing: ? or Esc closes it"
        case .clickUnder(.box): "a click under the box does nothing: Esc cancels it"
        case .help(true): "help: every key (? or Esc closes it)"
        case .help(false): "help closed"
        case .voiceOver(true): "VoiceOver: what it reads on the screen, in order (v or Esc closes it)"
        case .voiceOver(false): "VoiceOver closed"
        case .endChooserClosed(let id): "end chooser closed: \(id) goes on"
        case .timeJumpClosed(let date): "time jump closed: time stays at \(Self.clock(date))"
        case .nothingToClose: "Esc: nothing is open to close"
        case .unknownKey(let key, true): "\(key.sanitizedForTerminal) does nothing in the box: Enter confirms, Esc cancels"
        case .unknownKey(let key, false): "\(key.sanitizedForTerminal) does nothing here: ? lists the keys"
        case .paused(let date): "paused at \(Self.clock(date))"
        case .timeRuns(let speed, let isPaused): "time runs at \(Self.speed(speed))" + (isPaused ? " once resumed (space)" : "")
        case .speedAtLimit(let speed, let isFastest): "\(Self.speed(speed)) is the \(isFastest ? "fastest" : "slowest") already"
        case .onToNextEvent(let date): "on to the next event, at \(Self.clock(date))"
        case .noMoreEvents: "the scenario has no more events: g goes to any moment"
        case .choosingTime: "g: type a moment: 1h30m after the start, +10m or -5m from now, 09:30 (Esc cancels)"
        case .boxReadsNoTime: "Enter: the box reads no time yet: type one, or Esc cancels"
        case .onTo(let date): "on to \(Self.clock(date))"
        case .backTo(let date, let changes): "back to \(Self.clock(date)): \(Self.replayed(changes))"
        case .nowOn(let device, let changes): "now on \(device): \(Self.replayed(changes))"
        case .noActivitySelected: "no activity is selected: Tab selects one"
        case .changed(let id, let change): "\(id) \(Self.sentence(change))"
        case .refused(let id, let error): "\(id): refused: \(error)"
        case .endRefused(let id, let error): "\(id): end refused: \(error)"
        case .ended(let id, .immediate): "\(id) ended: gone from the Lock Screen at once"
        case .ended(let id, .default): "\(id) ended: it stays on the Lock Screen up to 4 hours"
        case .ended(let id, .after(let date)):
            "\(id) ended: it leaves the Lock Screen at \(FrameClock.time(date, timeZone: PreviewClock.timeZone))"
        case .choosingEnd(let id): "X: how \(id) ends: i now, d by default, or type when (Esc cancels)"
        case .letGo(let id): "\(id) let go: the island collapses"
        case .held(let id): "\(id) held: the island expands until e again or a click outside"
        case .heldAlready(let id): "\(id) is held already: e or a click outside lets go"
        case .cannotExpand(let refusal, let byHold): "\(byHold ? "a hold" : "e"): \(Self.sentence(refusal))"
        case .noStates(let id): "\(id ?? "this activity") has no states to step through"
        case .relevanceAtLowest(let id): "\(id)'s relevance is 0 already: the lowest"
        case .relevance(let id, let score): "\(id) relevance \(score)"
        case .noActivityToSelect: "no activity to select: N starts one"
        case .onlyActivity(let id): "\(id) is the only activity: selected already"
        case .selected(let id, let app): "selected \(Self.name(id, app))"
        case .selectedAlready(let id, let app): "\(Self.name(id, app)) is selected already"
        case .noKindToStart: "no kind of activity to start"
        case .started(let app, let id): "\(app) started \(id)"
        case .requestRefused(let app, let error): "\(app): request refused: \(error)"
        case .opens(let app, let url): "\(app) opens" + (url.map { " at \($0)" } ?? " (no widgetURL: its default scene)")
        case .appOpens(let app): "\(app) opens: its activity leaves the island while it is in the foreground"
        case .cleared(let id): "\(id) cleared from the Lock Screen"
        case .clearRefused(let id, let error): "\(id): \(error)"
        case .control(let isToggle, let name, let id, let outcome):
            Self.sentence(control: "\(isToggle ? "toggle" : "button") “\(name)”", of: id, outcome)
        case .tappedOutside([], nil): "a click on nothing: no island is held and no app is open"
        case .tappedOutside(let held, let app):
            ((held.isEmpty ? [] : ["\(held.joined(separator: ", ")) let go"])
                + (app.map { ["\($0) goes to the background: the Home Screen"] } ?? [])).joined(separator: "; ")
        case .locked: "locked: the Lock Screen shows the cards"
        case .unlocked(let endedStandBy): endedStandBy ? "unlocked: StandBy ends, the Home Screen shows" : "unlocked"
        case .standByEnded: "StandBy ends: the phone is upright, off the charger, still locked (l unlocks)"
        case .noStandBy(let device): "b: \(device) has no StandBy (an iPhone's, on its side)"
        case .standBy(let lockedFirst, let id):
            "StandBy: \(lockedFirst ? "locked, " : "")charging, on its side: \(id.map { "\($0) fills the screen" } ?? "no activity to show: the clock") (b again: upright)"
        case .standByEndsOnUnlock(let after): (after.map { "\($0) · " } ?? "") + "StandBy ends: the phone is unlocked"
        case .alwaysOn(true, _): "Always-On: the screen dims and nothing moves (o again: off)"
        case .alwaysOn(false, let motion): "Always-On off: motion \(motion.rawValue)"
        case .theme(let name): "theme: \(name)"
        case .everythingShown: "both phones and the panel show already: P and L choose when only one phone fits"
        case .panelFitsBeside: "P: the panel shows beside the phone at this width already: P chooses where only one fits"
        case .panelInstead(let phone): "P: the panel, in place of \(Self.name(phone)) (P again: the phone)"
        case .phoneAgain(let phone): "P: \(Self.name(phone)) again, in place of the panel"
        case .panelShownInstead: "L: the panel shows in place of the phone: P shows the phone, then L the other one"
        case .otherPhone(let phone): "L: \(Self.name(phone)) (L again: the other one)"
        case .screenTooSmall: "the terminal is too small for a phone: make it larger, or q to quit"
        case .noScreen: "no screen is drawn: P, L and the scroll keys answer what it shows"
        case .lockScreenNotShown(let lHintsIt): "nothing to scroll: the Lock Screen is not on screen" + (lHintsIt ? " (L shows it)" : "")
        case .everyCardFits: "nothing to scroll: every card fits on the Lock Screen"
        case .scrolledToTop: "the Lock Screen is at its top already"
        case .scrolledToLastCard: "the Lock Screen shows its last card already"
        case .scrolled(let row, let limit): "the Lock Screen scrolled to row \(row) of \(limit)"
        case .push(let label, let answer): "push \(label): \(Self.sentence(answer))"
        case .takesPushes(let port): "pushes: http://127.0.0.1:\(port)/3/device/<token> (island push --list shows the tokens)"
        case .noPushes(let error): "no pushes: \(error)"
        case .reloaded(let paths): "reloaded \(paths.joined(separator: ", "))"
        // What stays first: a long error is cut at the end of the status line.
        case .notReloaded(let error): "not reloaded, the last good version stays: \(error)"
        case .failedAfterReload(let failures): "reloaded, but \(ReloadedPreviewFailure.statusLine(failures))"
        }
    }

    /// Virtual time on the clock: "08:05:12".
    static func clock(_ date: Date) -> String { FrameClock.time(date, timeZone: PreviewClock.timeZone, seconds: true) }

    /// "60×".
    static func speed(_ speed: Double) -> String {
        (speed == speed.rounded() ? String(Int(speed)) : String(speed)) + "×"
    }

    /// "the scenario replayed", "the scenario and your 3 changes replayed".
    static func replayed(_ changes: Int) -> String {
        changes == 0 ? "the scenario replayed" : "the scenario and your \(changes) change\(changes == 1 ? "" : "s") replayed"
    }

    /// "ride (Rides)": an activity and its app.
    private static func name(_ id: String, _ app: String?) -> String { app.map { "\(id) (\($0))" } ?? id }

    private static func name(_ phone: ShownPhone) -> String {
        switch phone {
        case .locked: "the locked phone"
        case .standBy: "StandBy"
        case .unlocked: "the unlocked phone"
        }
    }

    private static func sentence(_ change: ActivityChange) -> String {
        switch change {
        case .updatedWithAlert: "updated with an alert"
        case .dismissed: "dismissed from the Lock Screen"
        case .markedStale: "marked stale: its stale date is now"
        case .showsExampleState(let elapsed, let isUnchanged):
            "shows its example's state at \(PlaybackTranscript.duration(elapsed)) in" + (isUnchanged ? " (the same as before)" : "")
        }
    }

    private static func sentence(_ refusal: IslandRefusal) -> String {
        switch refusal {
        case .noIsland(let device): "\(device) has no Dynamic Island: nothing to hold"
        case .phoneLocked: "the phone is locked: the island shows no Live Activity (l unlocks)"
        case .appOpen(let app, let id): "\(app) is open, so \(id) is off the island (a click outside goes home)"
        }
    }

    private static func sentence(control: String, of id: String, _ outcome: ControlTap.Outcome) -> String {
        switch outcome {
        case .ran(_, _, let intent, let app, .performed): "\(control): \(intent) ran in \(app)"
        case .ran(_, _, let intent, _, .failed(let reason)): "\(control): \(intent) failed: \(reason)"
        case .ran(_, _, let intent, _, .unfinished): "\(control): \(intent) did not finish"
        default: "\(control) of \(id): its action runs in the app (no App Intent to run here)"
        }
    }

    private static func sentence(_ push: PushAnswer) -> String {
        switch push {
        case .unreadable(let reason): "dropped by the device: \(reason)"
        case .toStartToken(let event, let app):
            "dropped by the device: \(event.rawValue) went to \(app)'s push-to-start token; updates and ends go to the activity's own token"
        case .startToActivityToken(let id): "dropped by the device: a start went to \(id)'s token; starts go to the app's push-to-start token"
        case .applied(let event, let target): "\(event.rawValue) \(target): applied"
        case .ignored(let event, let target, let reason): "\(event.rawValue) \(target): ignored: \(reason)"
        case .refused(let event, let target, let error): "\(event.rawValue) \(target): refused: \(error)"
        case .dropped(let event, let target, let error): "\(event.rawValue) \(target): dropped by the device: \(error)"
        }
    }
}

/// An overlay that takes no clicks under it.
package enum PreviewOverlay: Hashable, Sendable {
    case help, voiceOver
    /// The end chooser or the time jump.
    case box
}
