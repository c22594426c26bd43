import Foundation
import LiveActivity

extension ActivitySystem {
    /// Moves the clock forward, applying the system's own rules on the way: a scheduled activity
    /// starts (with its alert); an activity active for eight hours ends; an ended one leaves per
    /// its policy, twelve hours after it started at the latest. Observers and the log see every
    /// state each activity passes through, in time order across activities, even when one call
    /// jumps over several.
    public func advance(to date: Date) {
        locked {
            guard date > _now else { return }
            let before = _now
            let states = _records.map { $0.state(at: before) }
            _now = date
            applyRules(since: before, states: states, through: date, settlingPast: false)
        }
    }

    public func advance(by interval: TimeInterval) {
        guard interval.isFinite else { return }
        locked { advance(to: _now.addingTimeInterval(max(0, interval))) }
    }

    /// Applies the eight-hour rule up to `end`, then reports, in time order, every state
    /// change after `start` (`states` are the states at `start`). `settlingPast` also reports
    /// changes dated before `start` (new, shorter limits put them there) at `start`.
    func applyRules(since start: Date, states: [ActivityState], through end: Date, settlingPast: Bool) {
        for index in _records.indices where _records[index].endedAt == nil {
            let deadline = _records[index].startsAt.addingTimeInterval(_limits.maximumActiveDuration)
            guard deadline <= end else { continue }
            // Ended where it happened, not at `end`: the Lock Screen's four hours count from then.
            let ended = max(deadline, _records[index].startsAt)
            _records[index].endedAt = ended
            _records[index].dismissAt = min(ended.addingTimeInterval(_limits.maximumLockScreenDurationAfterEnd),
                                            _records[index].startsAt.addingTimeInterval(_limits.maximumLifetime))
            _records[index].expandedUntil = nil
            _records[index].bannerUntil = nil
            _records[index].litUntil = nil
            _records[index].scheduledAlert = nil
        }
        var changes: [(at: Date, index: Int, state: ActivityState)] = []
        for index in _records.indices {
            let from = settlingPast ? Date.distantPast : start
            for (state, instant) in _records[index].states(after: from, through: end, from: states[index]) {
                changes.append((max(instant, settlingPast ? start : instant), index, state))
            }
        }
        // Stable: one activity's changes keep their order at equal instants.
        for change in changes.enumerated().sorted(by: { ($0.element.at, $0.offset) < ($1.element.at, $1.offset) }).map(\.element) {
            report(change.state, of: change.index, at: change.at, previous: states[change.index])
        }
    }

    /// Notes and emits one state change made by the clock.
    private func report(_ state: ActivityState, of index: Int, at instant: Date, previous: ActivityState) {
        let record = _records[index]
        switch state {
        case .active, .stale:
            if previous == .pending { startScheduled(index, at: record.startsAt) }
            if state == .stale { note("\(record.app): \(record.id) is stale: its stale date passed", at: instant) }
        case .ended:
            note("\(record.app): \(record.id) was active for \(Self.words(_limits.maximumActiveDuration)): the system ends it", at: instant)
        case .dismissed:
            note("\(record.app): \(record.id) leaves the Lock Screen", at: instant)
        case .pending:
            break
        }
        emit(.stateChanged(id: record.id, state: state))
    }

    /// A scheduled activity starts: noted once, with its alert shown where the device is now.
    private func startScheduled(_ index: Int, at instant: Date) {
        guard _records[index].requestedAt < _records[index].startsAt, !_records[index].startNoted else { return }
        _records[index].startNoted = true
        var text = "\(_records[index].app): \(_records[index].id) starts, as scheduled"
        if let alert = _records[index].scheduledAlert {
            _records[index].scheduledAlert = nil
            text += ", with an alert: " + presentAlert(alert, for: &_records[index], at: instant)
        }
        note(text, at: instant)
    }
}

extension ActivityRecord {
    /// The states this record passes through after `start` up to `end`, in order, starting
    /// from `initial`: each date that can change a state is visited.
    func states(after start: Date, through end: Date, from initial: ActivityState) -> [(state: ActivityState, at: Date)] {
        let instants = [startsAt, staleDate, endedAt, dismissAt].compactMap { $0 }
            .filter { $0 > start && $0 <= end }
            .sorted()
        var current = initial
        var states: [(state: ActivityState, at: Date)] = []
        for instant in instants {
            let state = state(at: instant)
            guard state != current else { continue }
            // Ended and dismissed at one instant: say both, as ActivityKit's sequence does.
            if state == .dismissed, current != .ended { states.append((.ended, instant)) }
            states.append((state, instant))
            current = state
        }
        return states
    }
}
