import Foundation
import IslandInputs

/// A moment of the scenario to go to, chosen with `g`: a time since the scenario's start
/// (`1h30m`, as `--at` takes), from now (`+10m`, `-5m`) or on the clock (`09:30`). Going back
/// plays the scenario and what the person did again up to that moment.
package struct TimeJump: Hashable, Sendable {
    /// The time typed so far.
    package private(set) var entry = TimeEntry(symbols: "hms:.+-")

    package init() {}

    /// Where the jump starts from: the scenario's start, virtual now (both as seconds since the
    /// start), and the clock's time zone.
    package struct Moment: Hashable, Sendable {
        package var start: Date
        package var now: Double
        package var timeZone: TimeZone

        package init(start: Date, now: Double, timeZone: TimeZone) {
            self.start = start
            self.now = now
            self.timeZone = timeZone
        }
    }

    /// What the typed text means.
    package enum Reading: Hashable, Sendable {
        case empty
        /// Seconds since the scenario's start.
        case valid(Double)
        /// Before the scenario starts.
        case beforeStart
        case invalid
    }

    /// Applies one key: the moment to go to when Enter confirms a valid one, else nil.
    package mutating func handle(_ key: BoxKey, at moment: Moment) -> Double? {
        switch key {
        case .character(let character):
            entry.type(character)
        case .erase:
            entry.erase()
        case .confirm:
            if case .valid(let time) = reading(at: moment) { return time }
        }
        return nil
    }

    package func reading(at moment: Moment) -> Reading {
        let text = entry.text
        guard !text.isEmpty else { return .empty }
        let time: Double
        if let sign = text.first, sign == "+" || sign == "-" {
            guard let seconds = ScenarioDuration.parse(String(text.dropFirst())), !text.dropFirst().contains(where: { "+-:".contains($0) }) else {
                return .invalid
            }
            time = moment.now + (sign == "+" ? seconds : -seconds)
        } else if text.contains(":") {
            guard let (hour, minute) = TimeEntry.clock(text) else { return .invalid }
            time = TimeEntry.date(on: moment.start, hour: hour, minute: minute, timeZone: moment.timeZone).timeIntervalSince(moment.start)
        } else {
            guard !text.contains(where: { "+-".contains($0) }), let seconds = ScenarioDuration.parse(text) else { return .invalid }
            time = seconds
        }
        return time < 0 ? .beforeStart : .valid(time)
    }
}
