#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

extension ClosedRange where Bound == Date {
    /// How full SwiftUI's `ProgressView(timerInterval:countsDown:)` is at `now`, from 0 to 1.
    ///
    ///     interval 9:00…9:10        8:55   9:00   9:02:30   9:10   9:20
    ///     countsDown: true (empties) 1      1      0.75      0      0
    ///     countsDown: false (fills)  0      0      0.25      1      1
    ///
    /// Apple: with `countsDown` (the default) "the view empties as time passes". Before the
    /// start nothing has passed; after the end everything has. An empty interval is all
    /// passed from its instant on.
    package func progressFraction(at now: Date, countsDown: Bool = true) -> Double {
        let duration = upperBound.timeIntervalSince(lowerBound)
        let elapsed = now.timeIntervalSince(lowerBound)
        let passed: Double
        if duration <= 0 {
            passed = elapsed >= 0 ? 1 : 0
        } else {
            passed = Swift.min(Swift.max(elapsed / duration, 0), 1)
        }
        return countsDown ? 1 - passed : passed
    }
}
