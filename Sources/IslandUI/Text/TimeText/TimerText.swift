#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import TerminalCanvas

/// What SwiftUI's `Text(timerInterval:pauseTime:countsDown:showsHours:)` shows at an instant.
///
///     interval 9:00:00…9:12:00, counting down
///     now  8:59:00   12:00      before the start: the whole interval remains
///          9:00:00   12:00
///          9:00:01   11:59
///          9:11:59.5  0:01      a countdown rounds up, so it reads 0:00 only at the end
///          9:12:00    0:00
///          9:30:00    0:00      after the end: stays at 0:00
///
/// Counting up shows the time elapsed since the start instead, from 0:00 to the whole
/// interval, rounded down. The clock format is `ClockFormat`'s: "1:02:03" from an hour on,
/// or "62:03" with `showsHours` false.
///
/// Apple documents `pauseTime` as "the date at which to pause the timer", so the timer runs
/// until then and shows the value at `pauseTime` from then on; a pause before the start or
/// after the end freezes it at the start or end value. Apple is silent on rounding and on
/// exactly one hour ("more than 60 minutes left"); we show "1:00:00" at exactly an hour,
/// like the `.timer` style's "36:59:01".
package struct TimerText: Hashable, Sendable {
    /// The instants the timer runs between.
    package var timerInterval: ClosedRange<Date>
    /// When the timer stops, or `nil` if it never does.
    package var pauseTime: Date?
    /// Whether the timer shows the time remaining (`true`) or elapsed (`false`).
    package var countsDown: Bool
    /// Whether an hour or more is shown as "h:mm:ss" (`true`) or as minutes, "62:03".
    package var showsHours: Bool

    /// A timer over `timerInterval`; the defaults are SwiftUI's.
    package init(timerInterval: ClosedRange<Date>, pauseTime: Date? = nil,
                 countsDown: Bool = true, showsHours: Bool = true) {
        self.timerInterval = timerInterval
        self.pauseTime = pauseTime
        self.countsDown = countsDown
        self.showsHours = showsHours
    }

    /// The text shown at `now`: "12:00", "1:02:03", "0:00".
    package func string(at now: Date) -> String {
        ClockFormat.string(seconds: seconds(at: now), showsHours: showsHours)
    }

    /// The whole seconds shown at `now`: remaining (rounded up) or elapsed (rounded down),
    /// within the interval, frozen from `pauseTime` on.
    package func seconds(at now: Date) -> Int {
        let instant = pauseTime.map { min($0, now) } ?? now
        let duration = timerInterval.upperBound.timeIntervalSince(timerInterval.lowerBound)
        let elapsed = min(max(instant.timeIntervalSince(timerInterval.lowerBound), 0), duration)
        return countsDown
            ? ClockFormat.wholeSeconds(duration - elapsed, roundingUp: true)
            : ClockFormat.wholeSeconds(elapsed, roundingUp: false)
    }

    /// The widest text the timer shows over its whole interval, so a layout can reserve its
    /// width once instead of jumping as digits change: "12:00" for 12 minutes, "1:00:00" for
    /// an hour, "60:00" for an hour without `showsHours`.
    ///
    /// That is the text for the longest time shown (the whole interval), because the clock
    /// format never gets narrower as time grows and every digit is one cell.
    package var widestString: String {
        let duration = timerInterval.upperBound.timeIntervalSince(timerInterval.lowerBound)
        let longest = ClockFormat.wholeSeconds(duration, roundingUp: countsDown)
        return ClockFormat.string(seconds: longest, showsHours: showsHours)
    }

    /// The width in cells of `widestString`: the width to give the timer's text.
    package var maximumWidth: Int { widestString.displayWidth }
}
