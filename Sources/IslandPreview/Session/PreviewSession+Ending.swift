import ActivityRuntime
import Foundation

/// Ending the selected activity with a dismissal policy, chosen in the end chooser (`X`).
extension PreviewSession {
    /// When an end is chosen: virtual now, the clock's zone, the device's four hours.
    package var endMoment: EndChooser.Moment {
        EndChooser.Moment(now: now, timeZone: PreviewClock.timeZone, longest: system.limits.maximumLockScreenDurationAfterEnd)
    }

    func chooseEnd(_ input: BoxKey) {
        guard var chooser = endChooser else { return }
        let outcome = chooser.handle(input, at: endMoment)
        endChooser = chooser
        guard case .end(let policy) = outcome else { return }
        endChooser = nil
        selectedID = chooser.activityID
        perform(.endWith(policy))
    }

    func end(with policy: ActivityUIDismissalPolicy) {
        guard let id = selectedID else {
            flash = "no activity is selected: Tab selects one"
            return note(flash!)
        }
        do {
            try system.end(id, dismissalPolicy: policy)
        } catch {
            flash = "\(id): end refused: \(error)"
            return
        }
        switch policy {
        case .immediate: flash = "\(id) ended: gone from the Lock Screen at once"
        case .default: flash = "\(id) ended: it stays on the Lock Screen up to 4 hours"
        case .after(let date): flash = "\(id) ended: it leaves the Lock Screen at \(FrameClock.time(date, timeZone: PreviewClock.timeZone))"
        }
        selectFirstIfNeeded()
    }
}
