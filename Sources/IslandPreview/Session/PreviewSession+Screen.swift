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
    func closeOverlay() {
        if let endChooser {
            flash = .endChooserClosed(activityID: endChooser.activityID)
        } else if timeJump != nil {
            flash = .timeJumpClosed(at: now)
        } else if isShowingHelp {
            flash = .help(isShown: false)
        } else if isShowingVoiceOver {
            flash = .voiceOver(isShown: false)
        } else {
            flash = .nothingToClose
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
            flash = .speedAtLimit(speed: before, isFastest: faster)
        } else {
            flash = .timeRuns(speed: clock.speed, isPaused: clock.isPaused)
        }
    }

    func toggleLock() {
        if system.isLocked {
            system.unlock()
            flash = .unlocked(endedStandBy: isStandBy)
            // Replayed, an unlock may be followed by a lock again: StandBy is judged at the end.
            if !isReplaying { isStandBy = false }
        } else {
            lock()
            flash = .locked
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
            flash = .standByEnded
            return
        }
        guard device.place == .iPhone else {
            flash = .noStandBy(device: device.name)
            return
        }
        let locks = !system.isLocked
        if locks {
            if !isReplaying { changes.append(PersonsChange(time: clock.time, selectedID: selectedID, action: .toggleLock)) }
            lock()
        }
        isStandBy = true
        flash = .standBy(lockedFirst: locks, activityID: selectedID)
    }

    func nextTheme() {
        let names = Theme.builtInNames
        let index = names.firstIndex(of: theme.name) ?? -1
        theme = Theme.builtIn.first { $0.name == names[(index + 1) % names.count] } ?? theme
        flash = .theme(theme.name)
    }

    /// Whether the one phone shown where only one fits is the Lock Screen: the phone as it is
    /// (locked, unlocked, or in StandBy, which takes the unlocked phone's place), or the other
    /// one after `L`.
    var showsLockedFaceAlone: Bool { (system.isLocked && !isStandBy) != isShowingLockedPhone }

    /// The one phone shown where one fits.
    private var phoneShownAlone: PreviewAnswer.ShownPhone {
        showsLockedFaceAlone ? .locked : isStandBy ? .standBy : .unlocked
    }

    /// `P`, on the screen laid out as `screen` (nil: there is none).
    func togglePanel(on screen: PreviewScreenLayout?) {
        guard let arrangement = arrangement(of: screen) else { return }
        switch arrangement {
        case .bothPhonesAndPanel:
            flash = .everythingShown
        case .phoneAndPanel:
            flash = .panelFitsBeside
        case .phoneOnly:
            isPanelInsteadOfPhone = true
            flash = .panelInstead(of: phoneShownAlone)
        case .panelOnly:
            isPanelInsteadOfPhone = false
            flash = .phoneAgain(phoneShownAlone)
        }
    }

    /// `L`, on the screen laid out as `screen` (nil: there is none).
    func switchPhone(on screen: PreviewScreenLayout?) {
        guard let arrangement = arrangement(of: screen) else { return }
        switch arrangement {
        case .bothPhonesAndPanel:
            flash = .everythingShown
        case .panelOnly:
            flash = .panelShownInstead
        case .phoneAndPanel, .phoneOnly:
            isShowingLockedPhone.toggle()
            flash = .otherPhone(phoneShownAlone)
        }
    }

    /// The arrow keys, Page Up and Down and the wheel: the Lock Screen's cards, as far as the
    /// last one, on the screen laid out as `screen` (nil: there is none).
    func scroll(by rows: Int, on screen: PreviewScreenLayout?) {
        guard let screen, let arrangement = arrangement(of: screen) else { return }
        guard screen.showsLockScreen else {
            flash = .lockScreenNotShown(lHintsIt: arrangement != .bothPhonesAndPanel)
            return
        }
        guard screen.scrollLimit > 0 else {
            flash = .everyCardFits
            return
        }
        let scrolled = max(0, min(scroll + rows, screen.scrollLimit))
        if scrolled == scroll {
            flash = rows < 0 ? .scrolledToTop : .scrolledToLastCard
            return
        }
        scroll = scrolled
        flash = .scrolled(row: scroll, of: screen.scrollLimit)
    }

    /// How `screen` arranges the phones and the panel, or nil, having said why there is nothing
    /// to arrange: no screen, or one too small for a phone.
    private func arrangement(of screen: PreviewScreenLayout?) -> ScreenLayout? {
        guard let screen else {
            flash = .noScreen
            return nil
        }
        guard let arrangement = screen.arrangement else {
            flash = .screenTooSmall
            return nil
        }
        return arrangement
    }
}
