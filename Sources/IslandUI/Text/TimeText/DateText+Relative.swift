#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The `.relative` and `.offset` styles: the span between now and a date, in words.
extension DateText {
    /// The `.relative` style: the span between `now` and `date` in its two largest calendar
    /// units, abbreviated as SwiftUI does in en_US, with no "ago" or "in":
    ///
    ///     5 sec · 5 min, 3 sec · 2 hr, 5 min · 1 day, 2 hr · 3 days · 2 wks, 1 day
    ///     1 mth, 4 days · 2 yrs, 3 mths · 0 sec
    ///
    /// Seconds are whole, rounded down. Units come from `calendar` (so a month is a calendar
    /// month and a day may be 23 hours across a DST change). The second unit is shown only if
    /// it is the next smaller one and not zero ("1 hr", not "1 hr, 5 sec" for 1:00:05): Apple
    /// does not document this; it keeps the text about as precise as its first unit.
    package static func relativeString(for date: Date, now: Date, calendar: Calendar) -> String {
        let amounts = spanAmounts(between: date, and: now, calendar: calendar)
        guard let largest = amounts.firstIndex(where: { $0.amount > 0 }) else { return "0 sec" }
        var text = abbreviated(amounts[largest].amount, unit: amounts[largest].unit)
        let next = largest + 1
        if next < amounts.count && amounts[next].amount != 0 {
            text += ", " + abbreviated(amounts[next].amount, unit: amounts[next].unit)
        }
        return text
    }

    /// The `.offset` style: the span between `now` and `date` in its largest calendar unit,
    /// spelled out and signed, "+" when `date` is in the future: "+2 hours", "-3 months",
    /// "+1 day", "+0 seconds" at `now`. The unit's amount is rounded down.
    package static func offsetString(for date: Date, now: Date, calendar: Calendar) -> String {
        let amounts = spanAmounts(between: date, and: now, calendar: calendar)
        let sign = date < now ? "-" : "+"
        guard let (amount, unit) = amounts.first(where: { $0.amount > 0 }) else { return "+0 seconds" }
        return "\(sign)\(amount) \(unit.name)\(amount == 1 ? "" : "s")"
    }

    /// The span between two instants in whole units of `calendar`, largest first, each below
    /// the next larger one: years, months, days, hours, minutes and seconds — or, for a span
    /// under a month, weeks, days, hours, minutes and seconds ("2 wks, 1 day", but
    /// "1 mth, 12 days" rather than "1 mth, 1 wk").
    ///
    /// A span under 28 days (no month is shorter) in a calendar on UTC has no months, and its
    /// days are all 24 hours: it is worked out by division, as Foundation would (its
    /// `dateComponents` was four-fifths of bringing on a text of this style).
    package static func spanAmounts(between first: Date, and second: Date, calendar: Calendar,
                                    byDivisionWherePossible: Bool = true) -> [(amount: Int, unit: TimeUnit)] {
        let earlier = min(first, second), later = max(first, second)
        let seconds = ClockFormat.wholeSeconds(later.timeIntervalSince(earlier), roundingUp: false)
        if byDivisionWherePossible, seconds < 28 * 86_400, DateText.isOnUTC(calendar) {
            let days = seconds / 86_400
            return [(days / 7, .week), (days % 7, .day), (seconds / 3_600 % 24, .hour), (seconds / 60 % 60, .minute), (seconds % 60, .second)]
        }
        let end = earlier.addingTimeInterval(TimeInterval(seconds))
        let parts = calendar.dateComponents([.year, .month, .day, .hour, .minute, .second],
                                            from: earlier, to: end)
        let years = parts.year ?? 0, months = parts.month ?? 0, days = parts.day ?? 0
        let clock: [(amount: Int, unit: TimeUnit)] = [
            (parts.hour ?? 0, .hour), (parts.minute ?? 0, .minute), (parts.second ?? 0, .second),
        ]
        if years == 0 && months == 0 {
            return [(days / 7, .week), (days % 7, .day)] + clock
        }
        return [(years, .year), (months, .month), (days, .day)] + clock
    }

    /// "2 hr", "1 day", "3 mths": en_US short unit names, plural where SwiftUI uses one.
    private static func abbreviated(_ amount: Int, unit: TimeUnit) -> String {
        "\(amount) \(amount == 1 ? unit.short : unit.shortPlural)"
    }

    /// A calendar unit, as `.offset` spells it out and `.relative` abbreviates it.
    package enum TimeUnit {
        case year, month, week, day, hour, minute, second

        /// The unit spelled out, singular: "hour".
        var name: String { "\(self)" }
        /// The unit abbreviated, singular: "hr".
        var short: String {
            switch self {
            case .year: "yr"
            case .month: "mth"
            case .week: "wk"
            case .day: "day"
            case .hour: "hr"
            case .minute: "min"
            case .second: "sec"
            }
        }
        /// The unit abbreviated, plural: "hr" again, but "days" and "yrs".
        var shortPlural: String {
            switch self {
            case .year, .month, .week, .day: short + "s"
            case .hour, .minute, .second: short
            }
        }
    }
}
