import Foundation
import LiveActivity

/// Remembers, for each activity, the timestamp of the last push payload applied to it, and turns
/// away older ones as ActivityKit does.
///
/// Apple: the timestamp is "the time the data in the payload was generated. If this is older
/// than a previous update or push payload, the system ignores this update"
/// (`Activity.update(_:alertConfiguration:timestamp:)`). Pushes can arrive out of order (a
/// low-priority update held back, a retry), and the timestamp is how the device keeps the
/// newest data on screen.
///
/// A payload whose timestamp equals the last one applied is accepted: Apple's words ignore only
/// an *older* one, and servers commonly stamp whole seconds, so two updates generated within
/// the same second are both news. The later one to arrive wins, as it would on a device.
///
///     var ledger = PushLedger()
///     ledger.admit(update, for: "pizza")   // .accepted
///     ledger.admit(stale, for: "pizza")    // .ignored(reason: "timestamp 1800000300 is older than …")
///
/// The ledger knows order only: whether the activity is still running, and how far a timestamp
/// may stray from the device's clock, are the activity system's to judge.
package struct PushLedger: Hashable, Sendable {
    private var lastApplied: [String: Date] = [:]

    package init() {}

    /// The timestamp of the last payload applied to `activityID`, or nil if none has been.
    package func lastTimestamp(for activityID: String) -> Date? {
        lastApplied[activityID]
    }

    /// Accepts `payload` for `activityID` and remembers its timestamp, or ignores it, remembering
    /// nothing, when it is older than the last payload or stamped update applied.
    package mutating func admit(_ payload: PushPayload, for activityID: String) -> PushAdmission {
        admit(timestamp: payload.timestamp, for: activityID)
    }

    /// `admit` for a stamped update from the app (`Activity.update(_:alertConfiguration:timestamp:)`):
    /// one order for both, as ActivityKit keeps.
    package mutating func admit(timestamp: Date, for activityID: String) -> PushAdmission {
        let admission = check(timestamp: timestamp, for: activityID)
        if admission == .accepted { record(timestamp, for: activityID) }
        return admission
    }

    /// Whether a change stamped `timestamp` may apply, without remembering it: a caller that may
    /// still refuse the change for another reason records it only once applied.
    package func check(timestamp: Date, for activityID: String) -> PushAdmission {
        if let last = lastApplied[activityID], timestamp < last {
            return .ignored(reason: "timestamp \(Self.seconds(timestamp)) is older than the last update applied to "
                + "\(activityID) (\(Self.seconds(last))): ignored, as ActivityKit does")
        }
        return .accepted
    }

    /// Remembers that a change made at `timestamp` was applied (the latest wins: an unstamped
    /// update counts as made when it was applied, and never moves the mark back).
    package mutating func record(_ timestamp: Date, for activityID: String) {
        lastApplied[activityID] = max(lastApplied[activityID] ?? timestamp, timestamp)
    }

    /// A date as the payload wrote it: whole UNIX seconds, or with their fraction.
    private static func seconds(_ date: Date) -> String {
        let seconds = date.timeIntervalSince1970
        return seconds == seconds.rounded() && abs(seconds) < 1e15 ? String(Int64(seconds)) : String(seconds)
    }
}

/// What the ledger made of a payload.
package enum PushAdmission: Hashable, Sendable {
    /// Newer than (or as new as) anything applied before: apply it.
    case accepted
    /// Older than the last payload applied: drop it, and say why.
    case ignored(reason: String)
}
