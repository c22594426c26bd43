import Foundation

/// A date's calendar fields in UTC, worked out with integer arithmetic: `ISO8601DateFormatter`
/// and `Calendar` allocate and configure ICU objects on every use, which a frame drawn sixty
/// times a second cannot afford (it was a quarter of a preview frame).
///
///     UTCDate(Date(timeIntervalSince1970: 1_800_000_000)).iso8601   // "2027-01-15T08:00:00Z"
public struct UTCDate: Hashable, Sendable {
    public let year: Int, month: Int, day: Int
    public let hour: Int, minute: Int, second: Int
    /// Nanoseconds past the second.
    public let nanosecond: Int
    /// 1 Sunday … 7 Saturday, as `Calendar` numbers weekdays.
    public let weekday: Int

    public init(_ date: Date) {
        let seconds = date.timeIntervalSince1970
        let whole = Int64(seconds.rounded(.down))
        nanosecond = Int(((seconds - Double(whole)) * 1e9).rounded())
        let days = whole >= 0 ? whole / 86_400 : (whole - 86_399) / 86_400
        let secondOfDay = Int(whole - days * 86_400)
        hour = secondOfDay / 3600
        minute = secondOfDay % 3600 / 60
        second = secondOfDay % 60
        weekday = Int(((days % 7) + 7 + 4) % 7) + 1   // 1970-01-01 was a Thursday
        // Howard Hinnant's days-to-civil algorithm.
        let z = days + 719_468
        let era = (z >= 0 ? z : z - 146_096) / 146_097
        let dayOfEra = z - era * 146_097
        let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let monthPrime = (5 * dayOfYear + 2) / 153
        day = Int(dayOfYear - (153 * monthPrime + 2) / 5 + 1)
        month = Int(monthPrime < 10 ? monthPrime + 3 : monthPrime - 9)
        year = Int(yearOfEra + era * 400) + (month <= 2 ? 1 : 0)
    }

    /// "2027-01-15T08:00:00Z", with milliseconds ("…T08:00:00.250Z") for a date between seconds.
    public var iso8601: String {
        var text = "\(Self.pad(year, 4))-\(Self.pad(month, 2))-\(Self.pad(day, 2))T\(Self.pad(hour, 2)):\(Self.pad(minute, 2)):\(Self.pad(second, 2))"
        if nanosecond > 0 { text += "." + Self.pad(min(999, nanosecond / 1_000_000), 3) }
        return text + "Z"
    }

    /// `value` in at least `width` digits, zeros before.
    public static func pad(_ value: Int, _ width: Int) -> String {
        let digits = String(abs(value))
        return (value < 0 ? "-" : "") + String(repeating: "0", count: max(0, width - digits.count)) + digits
    }
}
