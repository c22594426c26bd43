import ActivityRuntime
import Foundation
import IslandInputs

/// How the selected activity should end, chosen with `X`: at once, with the default policy, or
/// at a time typed as a duration after now (`45m`, `1h30m`) or a clock time (`09:30`): ActivityKit's
/// `ActivityUIDismissalPolicy` `.immediate`, `.default` and `.after(_:)`.
package struct EndChooser: Hashable, Sendable {
    /// The activity it ends.
    package let activityID: String
    /// The time typed so far.
    package private(set) var entry = TimeEntry()
    /// What has been typed of a time.
    package var typed: String { entry.text }

    package init(activityID: String) { self.activityID = activityID }

    /// What the chooser decided, if anything yet.
    package enum Outcome: Hashable, Sendable {
        /// Still choosing (a character typed or erased, or Enter on nothing valid).
        case choosing
        /// End with this policy.
        case end(ActivityUIDismissalPolicy)
    }

    /// When the choice is made: virtual now, the clock's time zone, and how long the device
    /// keeps an ended activity at most.
    package struct Moment: Hashable, Sendable {
        package var now: Date
        package var timeZone: TimeZone
        package var longest: TimeInterval

        package init(now: Date, timeZone: TimeZone, longest: TimeInterval) {
            self.now = now
            self.timeZone = timeZone
            self.longest = longest
        }
    }

    /// Applies one key at `moment`.
    package mutating func handle(_ input: BoxKey, at moment: Moment) -> Outcome {
        switch input {
        case .character("i") where typed.isEmpty: return .end(.immediate)
        case .character("d") where typed.isEmpty, .character("x") where typed.isEmpty: return .end(.default)
        case .character(let character):
            entry.type(character)
            return .choosing
        case .erase:
            entry.erase()
            return .choosing
        case .confirm:
            guard case .valid(let date, _) = reading(at: moment) else { return .choosing }
            return .end(.after(date))
        }
    }

    /// What the typed text means now.
    package enum Reading: Hashable, Sendable {
        /// Nothing typed yet.
        case empty
        /// When the activity would leave the Lock Screen, and whether the system's four hours cut it.
        case valid(Date, isCapped: Bool)
        /// Not a time.
        case invalid
    }

    /// When the typed time falls: a duration from now, or the next time the clock shows the
    /// typed hour and minute (tomorrow if it has passed today), at most `moment.longest` away.
    package func reading(at moment: Moment) -> Reading {
        guard !typed.isEmpty else { return .empty }
        let date: Date
        if typed.contains(":") {
            guard let time = Self.clockTime(typed, after: moment.now, timeZone: moment.timeZone) else { return .invalid }
            date = time
        } else {
            guard let seconds = ScenarioDuration.parse(typed) else { return .invalid }
            date = moment.now.addingTimeInterval(seconds)
        }
        let latest = moment.now.addingTimeInterval(moment.longest)
        return date > latest ? .valid(latest, isCapped: true) : .valid(date, isCapped: false)
    }

    /// `09:30` or `9:30` → the next moment at or after `now` the clock shows it.
    static func clockTime(_ text: String, after now: Date, timeZone: TimeZone) -> Date? {
        guard let (hour, minute) = TimeEntry.clock(text) else { return nil }
        let today = TimeEntry.date(on: now, hour: hour, minute: minute, timeZone: timeZone)
        return today >= now ? today : today.addingTimeInterval(24 * 3600)
    }
}
