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
            flash = .noActivitySelected
            return note(flash!.description)
        }
        do {
            try system.end(id, dismissalPolicy: policy)
        } catch {
            flash = .endRefused(activityID: id, error: "\(error)")
            return
        }
        flash = .ended(activityID: id, policy)
        selectFirstIfNeeded()
    }
}
