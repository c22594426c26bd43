import ActivityRuntime
import Foundation
import IslandInputs

/// How the selected activity should end, chosen with `X`: at once, with the default policy, or
/// at a time typed as a duration after now (`45m`, `1h30m`) or a clock time (`09:30`): ActivityKit's
/// `ActivityUIDismissalPolicy` `.immediate`, `.default` and `.after(_:)`.
public struct EndChooser: Hashable, Sendable {
    /// The activity it ends.
    public let activityID: String
    /// What has been typed of a time.
    public private(set) var typed = ""

    /// The longest anyone types: `12h30m45s` and a little room.
    static let longestTyped = 12

    public init(activityID: String) { self.activityID = activityID }

    /// What a key does while the chooser is open.
    public enum Input: Hashable, Sendable {
        case character(Character)
        case erase
        case confirm
    }

    /// What the chooser decided, if anything yet.
    public enum Outcome: Hashable, Sendable {
        /// Still choosing (a character typed or erased, or Enter on nothing valid).
        case choosing
        /// End with this policy.
        case end(ActivityUIDismissalPolicy)
    }

    /// When the choice is made: virtual now, the clock's time zone, and how long the device
    /// keeps an ended activity at most.
    public struct Moment: Hashable, Sendable {
        public var now: Date
        public var timeZone: TimeZone
        public var longest: TimeInterval

        public init(now: Date, timeZone: TimeZone, longest: TimeInterval) {
            self.now = now
            self.timeZone = timeZone
            self.longest = longest
        }
    }

    /// Applies one key at `moment`.
    public mutating func handle(_ input: Input, at moment: Moment) -> Outcome {
        switch input {
        case .character("i") where typed.isEmpty: return .end(.immediate)
        case .character("d") where typed.isEmpty, .character("x") where typed.isEmpty: return .end(.default)
        case .character(let character):
            // Only what a duration or a clock time is made of; anything else is ignored.
            if typed.count < Self.longestTyped, character.isASCII, character.isNumber || "hms:.".contains(character) {
                typed.append(character)
            }
            return .choosing
        case .erase:
            if !typed.isEmpty { typed.removeLast() }
            return .choosing
        case .confirm:
            guard case .valid(let date, _) = reading(at: moment) else { return .choosing }
            return .end(.after(date))
        }
    }

    /// What the typed text means now.
    public enum Reading: Hashable, Sendable {
        /// Nothing typed yet.
        case empty
        /// When the activity would leave the Lock Screen, and whether the system's four hours cut it.
        case valid(Date, isCapped: Bool)
        /// Not a time.
        case invalid
    }

    /// When the typed time falls: a duration from now, or the next time the clock shows the
    /// typed hour and minute (tomorrow if it has passed today), at most `moment.longest` away.
    public func reading(at moment: Moment) -> Reading {
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
        let parts = text.split(separator: ":", omittingEmptySubsequences: false)
        guard parts.count == 2, (1...2).contains(parts[0].count), parts[1].count == 2,
              let hour = Int(parts[0]), let minute = Int(parts[1]), (0..<24).contains(hour), (0..<60).contains(minute) else { return nil }
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone
        let midnight = calendar.startOfDay(for: now)
        let today = midnight.addingTimeInterval(Double(hour * 3600 + minute * 60))
        return today >= now ? today : today.addingTimeInterval(24 * 3600)
    }
}
