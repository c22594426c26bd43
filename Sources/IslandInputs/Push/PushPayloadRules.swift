import Foundation
import LiveActivity
import ActivityRuntime

/// What a Live Activity push payload must be, and where each rule comes from.
///
/// From Apple's documentation:
/// - The whole payload is at most 4,096 bytes; APNs refuses a larger one ("Generating a remote
///   notification", UserNotifications: "For all other remote notifications, the maximum payload
///   size is 4 KB (4096 bytes)"; only VoIP gets 5 KB). ActivityKit's own 4 KB limit on the
///   content state (`Activity.update(_:alertConfiguration:timestamp:)`) fits inside it.
/// - The payload is a JSON object with an `aps` object; keys of the app's own may sit beside
///   `aps` (Local and Remote Notification Programming Guide, "Payload Key Reference": "In
///   addition to the aps dictionary, the JSON dictionary can include custom keys and values").
/// - `aps` holds `timestamp`, `event` (`start`, `update` or `end`), `content-state`,
///   `stale-date`, `dismissal-date`, `relevance-score`, `alert`, and for a start
///   `attributes-type`, `attributes` and `input-push-token`; the dates are UNIX timestamps in
///   seconds ("Starting and updating Live Activities with ActivityKit push notifications",
///   ActivityKit; WWDC23 session 10185, "Update Live Activities with push notifications").
/// - `timestamp` is "the time the data in the payload was generated. If this is older than a
///   previous update or push payload, the system ignores this update"
///   (`Activity.update(_:alertConfiguration:timestamp:)`): `PushLedger` keeps that rule.
/// - An alert's title and body are text or `{"loc-key": …, "loc-args": […]}` objects, and its
///   sound a file name or "default" (the Starting and updating article's alert example;
///   `AlertConfiguration.init(title:body:sound:)` takes a title and a body, both required).
/// - A dismissal date past or within four hours of the end (`ActivityUIDismissalPolicy.after`):
///   the cap is the activity system's; the payload only carries the date.
///
/// From what developers and Apple's engineers report, where the documentation is silent:
/// - A start needs an alert: without one APNs answers 200 and the device drops the push
///   (Teak's push-to-start notes; Customer.io's push-to-start guide; Apple Developer Forums
///   thread 799195, "What is the purpose of the `alert` field for live activities payloads?",
///   takes it as given, and Apple's answer adds that an alert's text matters).
/// - A Live Activity alert nests its localization inside `title` and `body`; the flat keys of
///   ordinary notifications (`title-loc-key`, `loc-key`, …) make the device discard the push
///   (APNSwift, `APNSLiveActivityAlertEncoding`).
/// - A start ignores `dismissal-date` (Apple Developer Forums, thread 836077), so it is refused
///   on anything but an end; `attributes-type`, `attributes` and `input-push-token` likewise
///   mean something only on a start.
/// - Devices drop an update whose timestamp is far in the past or more than eight hours ahead of
///   their clock (Apple Developer Forums, "Broadcast Push Notifications – Update ignored",
///   thread 776165). That needs a clock, so it is left to the activity system.
///
/// TermIsland's own, so that mistakes are caught rather than crash or pass unseen:
/// - Dates lie between 1970 and 2100; a timestamp in milliseconds is named as such.
/// - Keys in `aps` and `alert` that ActivityKit does not read are errors, with a suggestion.
public enum PushPayloadRules {
    /// The largest payload APNs delivers for a Live Activity, in bytes.
    public static let maximumBytes = 4096
    /// The latest date taken, in seconds since 1970: 2100-01-01T00:00:00Z.
    public static let latestTime: TimeInterval = 4_102_444_800

    /// The keys of `aps` that ActivityKit reads, in the order messages list them.
    static let apsKeys = [
        "timestamp", "event", "content-state", "stale-date", "dismissal-date", "relevance-score",
        "alert", "attributes-type", "attributes", "input-push-token",
    ]

    /// Keys of an ordinary notification's `aps`, which a Live Activity push does not take.
    static let ordinaryNotificationKeys: Set = [
        "badge", "category", "thread-id", "content-available", "mutable-content",
        "target-content-id", "interruption-level", "filter-criteria",
    ]

    /// Why a payload of `bytes` bytes is refused, or nil when it fits.
    static func sizeProblem(_ bytes: Int) -> String? {
        guard bytes > maximumBytes else { return nil }
        return "the payload is \(grouped(bytes)) bytes; APNs allows \(grouped(maximumBytes)) for a Live Activity push"
    }

    /// The offset of the first byte that is not part of valid UTF-8, or nil when all are.
    static func firstInvalidUTF8Byte(in data: Data) -> Int? { JSONFileSyntax.firstInvalidUTF8Byte(in: data) }
}
