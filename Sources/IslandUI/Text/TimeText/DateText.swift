#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// What SwiftUI's `Text(_:style:)` shows for a date at an instant, in US English, whatever
/// the machine's locale and time zone: those come from the calendar passed in.
///
///     date 2026-06-03 09:41:00, now 07:36:00, calendar Gregorian in the date's time zone
///     .timer      2:05:00
///     .relative   2 hr, 5 min
///     .time       9:41 AM
///     .date       June 3, 2026
///     .offset     +2 hours
///
/// The formats are fixed, like `en_US_POSIX` but with SwiftUI's en_US wording; see each
/// style's function.
package enum DateText {
    /// `date` in `style`, read at `now`. Calendar fields (days, months, the time of day) are
    /// taken in `calendar`, which should be Gregorian; its `timeZone` is the one used.
    package static func string(for date: Date, style: TextDateStyle, now: Date,
                               calendar: Calendar) -> String {
        switch style {
        case .timer: timerString(for: date, now: now)
        case .relative: relativeString(for: date, now: now, calendar: calendar)
        case .time: timeString(for: date, calendar: calendar)
        case .date: dateString(for: date, calendar: calendar)
        case .offset: offsetString(for: date, now: now, calendar: calendar)
        }
    }

    /// Whether `calendar` is the Gregorian one on UTC, where a day is always 24 hours and
    /// times of day are whole seconds divided.
    package static func isOnUTC(_ calendar: Calendar) -> Bool {
        guard calendar.identifier == .gregorian else { return false }
        let zone = calendar.timeZone.identifier
        return zone == "UTC" || zone == "GMT" || zone == "Etc/UTC" || zone == "Etc/GMT"
    }

    /// A Gregorian calendar in `timeZone`, for the functions here.
    package static func gregorianCalendar(in timeZone: TimeZone) -> Calendar {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone
        return calendar
    }

    /// The `.timer` style: the time until `date` (rounded up, as a countdown) or since it
    /// (rounded down), as a clock with hours: "2:05", "1:02:03", "36:59:01"; "0:00" at `date`.
    /// Like a stopwatch it passes through 0:00 and counts up again.
    package static func timerString(for date: Date, now: Date) -> String {
        let until = date.timeIntervalSince(now)
        let seconds = until > 0
            ? ClockFormat.wholeSeconds(until, roundingUp: true)
            : ClockFormat.wholeSeconds(-until, roundingUp: false)
        return ClockFormat.string(seconds: seconds, showsHours: true)
    }

    /// The `.time` style: "9:41 AM", "12:05 PM", "12:00 AM" at midnight.
    ///
    /// Recent Apple systems put a narrow no-break space (U+202F) before "AM" in en_US; we use
    /// a plain space, which every terminal font draws the same.
    package static func timeString(for date: Date, calendar: Calendar) -> String {
        let hour: Int, minute: Int
        let since1970 = date.timeIntervalSince1970
        if isOnUTC(calendar), since1970.isFinite, abs(since1970) < 1e15 {
            // On UTC the hour and minute are the seconds since 1970 divided: no calendar needed.
            let second = Int(since1970.rounded(.down)), ofDay = (second % 86_400 + 86_400) % 86_400
            hour = ofDay / 3_600
            minute = ofDay / 60 % 60
        } else {
            let parts = calendar.dateComponents([.hour, .minute], from: date)
            hour = parts.hour ?? 0
            minute = parts.minute ?? 0
        }
        let twelveHour = hour % 12 == 0 ? 12 : hour % 12
        return "\(twelveHour):\(minute < 10 ? "0" : "")\(minute) \(hour < 12 ? "AM" : "PM")"
    }

    /// The `.date` style, en_US "long": "June 3, 2026".
    package static func dateString(for date: Date, calendar: Calendar) -> String {
        let parts = calendar.dateComponents([.year, .month, .day], from: date)
        let month = monthNames[min(max((parts.month ?? 1) - 1, 0), 11)]
        return "\(month) \(parts.day ?? 1), \(parts.year ?? 0)"
    }

    private static let monthNames = [
        "January", "February", "March", "April", "May", "June",
        "July", "August", "September", "October", "November", "December",
    ]
}
