import Foundation
import LiveActivity

/// The limits a device enforces on Live Activities (Apple's documented figures by default).
public struct ActivityLimits: Hashable, Sendable {
    /// How long an activity may stay active before the system ends it.
    public var maximumActiveDuration: TimeInterval = 8 * 3600
    /// How long an ended activity may stay on the Lock Screen.
    public var maximumLockScreenDurationAfterEnd: TimeInterval = 4 * 3600
    /// How long an activity may exist in all, active and ended.
    public var maximumLifetime: TimeInterval = 12 * 3600
    /// Static plus dynamic data, in bytes, JSON-encoded.
    public var maximumPayloadBytes = 4096
    /// Active plus scheduled activities on the device.
    public var maximumSimultaneousActivities = 5
    /// How long an alert shows the expanded presentation.
    public var alertDuration: TimeInterval = 4

    public init() {}

    public static let standard = ActivityLimits()
}

/// Why the system refused a request, update or end, named like ActivityKit's errors. The system
/// is unchanged after any of them.
public enum ActivityAuthorizationError: Error, Hashable, CustomStringConvertible {
    /// The app's Live Activities are switched off in Settings.
    case denied
    /// The device has no room for another activity.
    case globalMaximumExceeded(limit: Int)
    /// Static and dynamic data together exceed the limit.
    case attributesTooLarge(bytes: Int, limit: Int)
    /// The activity is not running (ended, dismissed or unknown).
    case activityNotRunning(id: String)
    /// A value could not be encoded to measure it.
    case malformedActivityIdentifier(String)

    public var description: String {
        switch self {
        case .denied:
            return "denied: Live Activities are switched off for this app"
        case .globalMaximumExceeded(let limit):
            return "globalMaximumExceeded: the device already runs or schedules \(limit) activities"
        case .attributesTooLarge(let bytes, let limit):
            return "attributesTooLarge: the static and dynamic data are \(grouped(bytes)) bytes; ActivityKit allows \(grouped(limit))"
        case .activityNotRunning(let id):
            return "activityNotRunning: activity \(id) is not running"
        case .malformedActivityIdentifier(let reason):
            return "malformed: \(reason)"
        }
    }
}

/// 4213 → "4,213", the same on every machine (no locale).
package func grouped(_ value: Int) -> String {
    let digits = String(value.magnitude)
    var result = ""
    for (index, digit) in digits.enumerated() {
        if index > 0 && (digits.count - index) % 3 == 0 { result.append(",") }
        result.append(digit)
    }
    return value < 0 ? "-" + result : result
}
