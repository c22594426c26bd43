import Foundation

extension ActivitySystem {
    /// Moves the clock forward, applying the system's own rules on the way: an activity active
    /// for eight hours ends; an ended one leaves per its policy, twelve hours after it started
    /// at the latest. Observers see every state an activity passes through, in order, even
    /// when one call jumps over several.
    public func advance(to date: Date) {
        locked {
            guard date > _now else { return }
            let before = _now
            let states = _records.map { $0.state(at: before) }
            for index in _records.indices where _records[index].endedAt == nil {
                let deadline = _records[index].startsAt.addingTimeInterval(_limits.maximumActiveDuration)
                guard deadline <= date else { continue }
                // Ended where it happened, not at `date`: the Lock Screen's four hours count from then.
                _records[index].endedAt = deadline
                let latest = min(deadline.addingTimeInterval(_limits.maximumLockScreenDurationAfterEnd),
                                 _records[index].startsAt.addingTimeInterval(_limits.maximumLifetime))
                _records[index].dismissAt = latest
                _records[index].expandedUntil = nil
                _records[index].bannerUntil = nil
                note("\(_records[index].app): \(_records[index].id) was active for \(Self.words(_limits.maximumActiveDuration)): the system ends it", at: deadline)
            }
            _now = date
            for index in _records.indices {
                let record = _records[index]
                for (state, instant) in record.states(after: before, through: date, from: states[index]) {
                    switch state {
                    case .active where states[index] == .pending:
                        note("\(record.app): \(record.id) starts, as scheduled", at: instant)
                    case .stale: note("\(record.app): \(record.id) is stale: its stale date passed", at: instant)
                    case .dismissed: note("\(record.app): \(record.id) leaves the Lock Screen", at: instant)
                    default: break
                    }
                    emit(.stateChanged(id: record.id, state: state))
                }
            }
        }
    }

    public func advance(by interval: TimeInterval) {
        guard interval.isFinite else { return }
        advance(to: now.addingTimeInterval(max(0, interval)))
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
