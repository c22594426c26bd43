import ActivityRuntime
import Foundation
import IslandInputs
import IslandPlayback
import IslandUI
import LiveActivity
import Motion

/// The previewer's model: a scenario being played on the activity system as virtual time
/// passes, what the person has done to it, and how the screen is set up. Every key and click
/// becomes a `PreviewAction`; `perform(_:)` applies it. No terminal, no clock: the run loop
/// feeds it real seconds, so every behaviour can be tested on its own.
package final class PreviewSession {
    package internal(set) var scenario: Scenario
    package let kinds: ActivityKinds
    package internal(set) var run: ScenarioRun
    package internal(set) var clock: VirtualClock
    package var theme: Theme
    /// The appearance and the text size presentations start from (`--scheme`, `--dynamic-type`).
    package var environment = EnvironmentValues()
    package var motion: MotionLevel
    package internal(set) var isStandBy = false
    package internal(set) var isAlwaysOn = false
    package internal(set) var isShowingHelp = false
    /// Whether what VoiceOver reads is shown over the screen (`v`).
    package internal(set) var isShowingVoiceOver = false
    /// The end chooser (`X`), while it is open.
    package internal(set) var endChooser: EndChooser?
    /// The time jump (`g`), while it is open.
    package internal(set) var timeJump: TimeJump?
    /// Whether a box that keys type into is open.
    package var isTyping: Bool { endChooser != nil || timeJump != nil }
    /// Whether a box covers the screen (the help, the end chooser, the time jump): nothing under
    /// it animates or is clicked.
    package var isShowingOverlay: Bool { isShowingHelp || isShowingVoiceOver || isTyping }
    /// Whether the panel shows instead of the phone where the two do not fit side by side (`P`).
    package internal(set) var isPanelInsteadOfPhone = false
    /// Which phone shows where only one fits: the locked one when true.
    package internal(set) var isShowingLockedPhone = false
    package internal(set) var selectedID: String?
    /// How many rows the Lock Screen's list is scrolled.
    package internal(set) var scroll = 0
    /// The status line's answer to the last action: what it did, or why it did nothing.
    package internal(set) var flash: PreviewAnswer?
    /// Everything the system logged, and the previewer's own notes, in order.
    package internal(set) var log: [ActivityLogEntry] = []
    var expandedByUser: Set<String> = []
    var stateOffsets: [String: Double] = [:]
    var started = 0
    /// What the person did to the activity system, in order, so a new device or a reloaded file
    /// can have it done again at the same moments.
    var changes: [PersonsChange] = []
    /// The pushes that arrived, in order, at their moments: delivered again with `changes` on a
    /// new device or a reloaded widget, whose types decode their content state afresh.
    var pushes: [ReceivedPush] = []
    /// The pushes a replay could not deliver as they were first delivered (a reloaded widget's
    /// state no longer decodes them), with why.
    var pushesNotReplayed: [(label: String, reason: String)] = []
    /// What the last replay said of the pushes it read into changed types (`carried(_:)`):
    /// the log's lines after a reload, which starts the log again.
    var pushesCarried: [String] = []
    /// True while `changes` are being done again: nothing is recorded or logged twice.
    var isReplaying = false

    /// A session playing `scenario` with `kinds`, virtual time starting at its start.
    package init(scenario: Scenario, kinds: ActivityKinds, theme: Theme = .dark, speed: Double = 1, motion: MotionLevel = .full) {
        self.scenario = scenario
        self.kinds = kinds
        self.theme = theme
        self.motion = motion
        clock = VirtualClock(speed: speed)
        run = ScenarioRun(player: ScenarioPlayer(scenario: scenario, kinds: kinds, theme: theme))
        _ = run.play(until: 0)
        syncLog()
        selectFirstIfNeeded()
    }

    package var system: ActivitySystem { run.system }
    package var device: DeviceProfile { scenario.device }
    /// Virtual now.
    package var now: Date { scenario.start.addingTimeInterval(clock.time) }

    /// The system as it is now, read once.
    package func snapshot() -> ActivitySystemSnapshot { system.snapshot() }

    /// What the screen shows of Live Activities now, and what draws each.
    package func sceneContent(_ snapshot: ActivitySystemSnapshot) -> SceneContent {
        run.sceneContent(snapshot, at: clock.time)
    }

    /// Every activity that can still be drawn (for StandBy, which is not the island's choice).
    package func sceneContentForAll(_ snapshot: ActivitySystemSnapshot) -> SceneContent {
        var content = SceneContent(lockScreen: snapshot.records.filter { $0.state(at: snapshot.now) != .dismissed }.map(\.id))
        content.activities = run.sceneContent(ActivitySystemSnapshot(
            now: snapshot.now, isLocked: snapshot.isLocked, foregroundApp: snapshot.foregroundApp, arrangement: snapshot.arrangement,
            banner: nil, litLockScreen: nil, lockScreen: snapshot.records, records: snapshot.records), at: clock.time).activities
        return content
    }

    /// Moves virtual time on by `realSeconds` of real time, applying the scenario's events on
    /// the way. Returns whether anything was logged.
    @discardableResult
    package func advance(realSeconds: Double) -> Bool {
        let before = clock.time
        if let end = slowMotionEnd, !clock.isPaused, realSeconds.isFinite, realSeconds > 0 {
            // An alert's few seconds pass at 1× whatever the speed, then time goes on at it.
            let slow = min(realSeconds, end - clock.time)
            clock.jump(to: clock.time + slow + (realSeconds - slow) * clock.speed)
        } else {
            clock.tick(realSeconds: realSeconds)
        }
        guard clock.time != before else { return false }
        return play()
    }

    /// Jumps virtual time to `time` (never backwards), applying the events on the way.
    package func jump(to time: Double) {
        clock.jump(to: time)
        play()
    }

    @discardableResult
    func play() -> Bool {
        _ = run.play(until: clock.time)
        selectFirstIfNeeded()
        return syncLog()
    }

    /// Adds what the system logged since the last look to `log`; whether there was anything.
    @discardableResult
    func syncLog() -> Bool {
        let entries = system.log
        guard entries.count > logged else { return false }
        // Made safe for the terminal once, as they arrive (names and titles come from files).
        log += entries[logged...].map { ActivityLogEntry(date: $0.date, text: $0.text.oneLineForTerminal, isLoss: $0.isLoss) }
        logged = entries.count
        return true
    }

    /// Applies `action`; false when it asks to quit. `P`, `L` and the scroll keys answer from
    /// `screen`, the screen as it is laid out now (`PreviewScreen.layout(of:size:)`), asked only
    /// by them; without one (no terminal) they say so.
    @discardableResult
    package func perform(_ action: PreviewAction, on screen: (() -> PreviewScreenLayout)? = nil) -> Bool {
        flash = nil
        // Under the help or a box nothing is clicked (the loop gives it no regions): a click
        // there would collapse the island behind it unseen.
        if isShowingOverlay && Self.isClick(action) {
            flash = .clickUnder(isShowingVoiceOver ? .voiceOver : isShowingHelp ? .help : .box)
            return true
        }
        if !isReplaying && PersonsChange.changesTheSystem(action) {
            changes.append(PersonsChange(time: clock.time, selectedID: selectedID, action: action))
        }
        switch action {
        case .quit: return false
        case .toggleHelp:
            isShowingHelp.toggle()
            isShowingVoiceOver = false
            flash = .help(isShown: isShowingHelp)
        case .toggleVoiceOver:
            isShowingVoiceOver.toggle()
            isShowingHelp = false
            flash = .voiceOver(isShown: isShowingVoiceOver)
        case .closeOverlay: closeOverlay()
        case .togglePause:
            clock.isPaused.toggle()
            flash = clock.isPaused ? .paused(at: now) : .timeRuns(speed: clock.speed, isPaused: false)
        case .faster, .slower: changeSpeed(faster: action == .faster)
        case .stepToNextEvent:
            if let next = run.nextEventTime {
                clock.jump(to: next)
                play()
                flash = .onToNextEvent(at: now)
            } else {
                flash = .noMoreEvents
                note("the scenario has no more events")
            }
        case .toggleExpanded: toggleExpanded()
        case .alert:
            updateSelected(alert: AlertConfiguration(title: "An update", body: "with an alert, from the previewer"), saying: .updatedWithAlert)
        case .nextState: stepState(by: 300)
        case .previousState: stepState(by: -300)
        case .markStale: markStale()
        case .end: end(with: .default)
        case .chooseEnd:
            guard let id = selectedID else { flash = .noActivitySelected; note(flash!.description); break }
            isShowingHelp = false
            endChooser = EndChooser(activityID: id)
            flash = .choosingEnd(activityID: id)
        case .chooseTime:
            isShowingHelp = false
            timeJump = TimeJump()
            flash = .choosingTime
        case .typeInBox(let key):
            if endChooser != nil { chooseEnd(key) } else { jumpInTime(key) }
            if key == .confirm, isTyping { flash = .boxReadsNoTime }
        case .endWith(let policy): end(with: policy)
        case .dismiss: onSelected(saying: .dismissed) { id in try system.dismiss(id) }
        case .toggleLock: toggleLock()
        case .toggleStandBy: toggleStandBy()
        case .toggleAlwaysOn:
            isAlwaysOn.toggle()
            flash = .alwaysOn(isOn: isAlwaysOn, motion: motion)
        case .nextDevice: switchDevice()
        case .nextTheme: nextTheme()
        case .raiseRelevance: changeRelevance(by: 10)
        case .lowerRelevance: changeRelevance(by: -10)
        case .selectNext: selectNext()
        case .startAnotherApp: startAnotherApp()
        case .togglePanel: togglePanel(on: screen?())
        case .switchPhone: switchPhone(on: screen?())
        case .tap(let target): tap(target)
        case .hold(let id): hold(id)
        case .tapOutside: tapOutside()
        case .scroll(let rows): scroll(by: rows, on: screen?())
        case .unknownKey(let key):
            flash = .unknownKey(key, inBox: isTyping)
        }
        // StandBy is the locked phone's: whatever unlocked it (a tap opening an app) ended it.
        if isStandBy && !system.isLocked && !isReplaying {
            isStandBy = false
            flash = .standByEndsOnUnlock(after: flash)
        }
        if !isReplaying { syncLog() }
        return true
    }

    var logged = 0

    /// Shows `answer` on the status line until the next action (a reload, an error), and notes
    /// it in the log.
    package func report(_ answer: PreviewAnswer) {
        flash = answer
        note(answer.description)
    }

    /// Takes on another session's moment and settings (a reload keeps what the person chose):
    /// the theme, the device, the phone's state, the clock, and what they did (holds, the states
    /// stepped to, pushes), played again on this session's activities.
    package func adopt(settingsOf other: PreviewSession) {
        theme = other.theme
        environment = other.environment
        motion = other.motion
        isStandBy = other.isStandBy
        isAlwaysOn = other.isAlwaysOn
        isShowingLockedPhone = other.isShowingLockedPhone
        isPanelInsteadOfPhone = other.isPanelInsteadOfPhone
        clock = other.clock
        // The device the person switched to (`D`) is theirs, as the theme is, over the file's.
        scenario.device = other.scenario.device
        // What the person did plays again on the reloaded file, as far as it still applies (an
        // activity the file no longer has refuses it, quietly), and the pushes that arrived are
        // delivered again as their JSON, into the reloaded types.
        pushes = other.pushes
        replay(other.changes)
        // The log is the reloaded system's, from its start: the file's events and the changes.
        (log, logged) = ([], 0)
        syncLog()
        for line in pushesCarried { note(line) }
        for (label, reason) in pushesNotReplayed { note("push \(label) was not delivered again after the reload: \(reason)") }
        selectedID = other.selectedID
        selectFirstIfNeeded()
    }

    /// A line of the previewer's own in the log.
    func note(_ text: String) {
        log.append(ActivityLogEntry(date: system.now, text: text.oneLineForTerminal))
    }
}
