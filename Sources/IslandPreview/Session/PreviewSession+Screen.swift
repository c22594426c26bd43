import ActivityRuntime
import Foundation
import LiveActivity

/// How the screen laid itself out for the terminal's width, widest first.
///
///     bothPhonesAndPanel   [unlocked] [locked] PANEL
///     phoneAndPanel        [one phone] PANEL           L: the other phone
///     phoneOnly            [one phone]                 L: the other phone, P: the panel instead
///     panelOnly            PANEL                       P: the phone again
package enum ScreenLayout: Hashable, Sendable {
    case bothPhonesAndPanel, phoneAndPanel, phoneOnly, panelOnly
}

/// The keys that change what the screen shows rather than the activity system: the overlays,
/// time's speed, the lock and StandBy, the theme, the layout and the scroll. Each says on the
/// status line what it did, or why it did nothing.
extension PreviewSession {
    /// Virtual now on the clock: "08:05:12".
    var clockText: String { FrameClock.time(now, timeZone: PreviewClock.timeZone, seconds: true) }

    /// "60×".
    static func speedText(_ speed: Double) -> String {
        (speed == speed.rounded() ? String(Int(speed)) : String(speed)) + "×"
    }

    func closeOverlay() {
        if endChooser != nil {
            flash = "end chooser closed: \(endChooser!.activityID) goes on"
        } else if timeJump != nil {
            flash = "time jump closed: time stays at \(clockText)"
        } else if isShowingHelp {
            flash = "help closed"
        } else if isShowingVoiceOver {
            flash = "VoiceOver closed"
        } else {
            flash = "Esc: nothing is open to close"
        }
        isShowingHelp = false
        isShowingVoiceOver = false
        endChooser = nil
        timeJump = nil
    }

    func changeSpeed(faster: Bool) {
        let before = clock.speed
        if faster { clock.faster() } else { clock.slower() }
        if clock.speed == before {
            flash = "\(Self.speedText(before)) is the \(faster ? "fastest" : "slowest") already"
        } else {
            flash = "time runs at \(Self.speedText(clock.speed))" + (clock.isPaused ? " once resumed (space)" : "")
        }
    }

    func toggleLock() {
        if system.isLocked {
            system.unlock()
            flash = isStandBy ? "unlocked: StandBy ends, the Home Screen shows" : "unlocked"
            // Replayed, an unlock may be followed by a lock again: StandBy is judged at the end.
            if !isReplaying { isStandBy = false }
        } else {
            lock()
            flash = "locked: the Lock Screen shows the cards"
        }
    }

    /// Locks the phone: what the island showed goes with it, a hold too (after unlocking,
    /// nothing is still held that the island does not show).
    private func lock() {
        system.lock()
        for id in expandedByUser { system.collapse(id) }
        expandedByUser = []
    }

    /// `b`: StandBy, as iOS starts it: the phone charging, on its side, locked (Apple's steps:
    /// charge it, set it on its side, press the side button). From the unlocked phone the
    /// previewer presses the side button too: it locks, and the lock is one of the person's
    /// changes (a new device or a reload does it again). Again: the phone is picked up, still locked.
    func toggleStandBy() {
        if isStandBy {
            isStandBy = false
            flash = "StandBy ends: the phone is upright, off the charger, still locked (l unlocks)"
            return
        }
        guard device.place == .iPhone else {
            flash = "b: \(device.name) has no StandBy (an iPhone's, on its side)"
            return
        }
        var steps = "charging, on its side"
        if !system.isLocked {
            if !isReplaying { changes.append(PersonsChange(time: clock.time, selectedID: selectedID, action: .toggleLock)) }
            lock()
            steps = "locked, " + steps
        }
        isStandBy = true
        let shown = selectedID.map { "\($0) fills the screen" } ?? "no activity to show: the clock"
        flash = "StandBy: \(steps): \(shown) (b again: upright)"
    }

    func nextTheme() {
        let names = Theme.builtInNames
        let index = names.firstIndex(of: theme.name) ?? -1
        theme = Theme.builtIn.first { $0.name == names[(index + 1) % names.count] } ?? theme
        flash = "theme: \(theme.name)"
    }

    /// Whether the one phone shown where only one fits is the Lock Screen: the phone as it is
    /// (locked, unlocked, or in StandBy, which takes the unlocked phone's place), or the other
    /// one after `L`.
    var showsLockedFaceAlone: Bool { (system.isLocked && !isStandBy) != isShowingLockedPhone }

    /// "the locked phone", "StandBy", "the unlocked phone": the one phone shown where one fits.
    private var phoneShownAlone: String {
        showsLockedFaceAlone ? "the locked phone" : isStandBy ? "StandBy" : "the unlocked phone"
    }

    func togglePanel() {
        switch layout {
        case .bothPhonesAndPanel:
            flash = "both phones and the panel show already: P and L choose when only one phone fits"
        case .phoneAndPanel:
            flash = "P: the panel shows beside the phone at this width already: P chooses where only one fits"
        case .phoneOnly:
            isPanelInsteadOfPhone = true
            flash = "P: the panel, in place of \(phoneShownAlone) (P again: the phone)"
        case .panelOnly:
            isPanelInsteadOfPhone = false
            flash = "P: \(phoneShownAlone) again, in place of the panel"
        }
    }

    func switchPhone() {
        switch layout {
        case .bothPhonesAndPanel:
            flash = "both phones and the panel show already: P and L choose when only one phone fits"
        case .panelOnly:
            flash = "L: the panel shows in place of the phone: P shows the phone, then L the other one"
        case .phoneAndPanel, .phoneOnly:
            isShowingLockedPhone.toggle()
            flash = "L: \(phoneShownAlone) (L again: the other one)"
        }
    }

    /// The arrow keys, Page Up and Down and the wheel: the Lock Screen's cards, as far as the
    /// last one.
    func scroll(by rows: Int) {
        guard showsLockScreen else {
            flash = "nothing to scroll: the Lock Screen is not on screen" + (layout == .bothPhonesAndPanel ? "" : " (L shows it)")
            return
        }
        guard scrollLimit > 0 else {
            flash = "nothing to scroll: every card fits on the Lock Screen"
            return
        }
        let scrolled = max(0, min(scroll + rows, scrollLimit))
        if scrolled == scroll {
            flash = rows < 0 ? "the Lock Screen is at its top already" : "the Lock Screen shows its last card already"
            return
        }
        scroll = scrolled
        flash = "the Lock Screen scrolled to row \(scroll) of \(scrollLimit)"
    }
}
