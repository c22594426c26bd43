#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Whole seconds shown as a clock, as SwiftUI's timers show them.
///
///     seconds   showsHours: true   showsHours: false
///     0         0:00               0:00
///     5         0:05               0:05
///     720       12:00              12:00
///     3723      1:02:03            62:03
///     133141    36:59:01           2219:01
///
/// Minutes (or hours, when shown) are not padded; the fields after them are, to two digits.
/// Hours are never folded into days.
enum ClockFormat {
    /// `seconds` (clamped at 0) as "m:ss", or "h:mm:ss" from an hour on if `showsHours`.
    static func string(seconds: Int, showsHours: Bool) -> String {
        let seconds = max(seconds, 0)
        let hours = seconds / 3600, minutes = seconds % 3600 / 60, rest = seconds % 60
        if showsHours && hours > 0 {
            return "\(hours):\(twoDigits(minutes)):\(twoDigits(rest))"
        }
        return "\(seconds / 60):\(twoDigits(rest))"
    }

    /// The whole seconds in `interval` (clamped at 0), rounded `up` for a countdown, which
    /// shows "0:01" until the very end, or down for a count up, which shows "0:00" for the
    /// first second. A millisecond of slack absorbs floating-point error in date arithmetic,
    /// so 599.9999999 s counts as 600.
    static func wholeSeconds(_ interval: TimeInterval, roundingUp up: Bool) -> Int {
        let slack = 0.001
        let seconds = up ? (interval - slack).rounded(.up) : (interval + slack).rounded(.down)
        guard seconds.isFinite else { return seconds > 0 ? Int.max : 0 }
        return seconds <= 0 ? 0 : Int(min(seconds, Double(Int.max / 2)))
    }

    private static func twoDigits(_ value: Int) -> String {
        value < 10 ? "0\(value)" : "\(value)"
    }
}
