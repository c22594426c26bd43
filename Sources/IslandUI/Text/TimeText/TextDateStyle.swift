/// How a date is shown as text; the view layer maps SwiftUI's `Text.DateStyle` to it.
///
/// Examples for a date of 2026-06-03 09:41:00 in the calendar's time zone, read at 07:36:00
/// the same day (see `DateText.string(for:style:now:calendar:)`):
///
///     .timer      2:05:00         time until (or since) the date, counting each second
///     .relative   2 hr, 5 min     the same span in words, the two largest units
///     .time       9:41 AM
///     .date       June 3, 2026
///     .offset     +2 hours        the largest unit only, signed: "+" for the future
public enum TextDateStyle: Hashable, Sendable, CaseIterable {
    /// A stopwatch-like count of the time until or since the date: "2:32", "36:59:01".
    case timer
    /// The time until or since the date in words: "2 hr, 5 min", "5 min, 3 sec".
    case relative
    /// The time of day: "9:41 AM".
    case time
    /// The day: "June 3, 2026".
    case date
    /// The time until or since the date as a signed offset: "+2 hours", "-3 months".
    case offset
}
