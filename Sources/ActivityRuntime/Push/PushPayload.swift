import Foundation
import LiveActivity

/// The `aps` dictionary of an ActivityKit push notification, parsed and checked as APNs and
/// ActivityKit would check it: what a server sends to start, update or end a Live Activity.
///
///     {
///       "aps": {
///         "timestamp": 1800000600,
///         "event": "update",
///         "content-state": { "driverName": "Bill James", "deliveryTimer": [...] },
///         "stale-date": 1800002100,
///         "relevance-score": 90,
///         "alert": { "title": "Almost there", "body": "Bill is around the corner", "sound": "default" }
///       },
///       "order": "A-1042"                      ← keys of your own, outside "aps", are allowed
///     }
///
/// `parse(_:file:)` reads one from a file's bytes; the rules it enforces, and where each comes
/// from, are listed on `PushPayloadRules`. The content state and attributes stay JSON: they are
/// decoded later against the activity's own types, as the device decodes them against the app's.
public struct PushPayload: Hashable, Sendable {
    /// What the push does to the activity: the `event` key.
    public enum Event: String, CaseIterable, Hashable, Sendable {
        /// Push-to-start (iOS 17.2): a new activity, with its attributes and an alert.
        case start
        /// New content for a running activity.
        case update
        /// Ends the activity, optionally with a final content state and a dismissal date.
        case end
    }

    /// When the server generated the data (`timestamp`, UNIX seconds). ActivityKit ignores a
    /// payload older than the last one applied to the activity; `PushLedger` does the same.
    public var timestamp: Date
    public var event: Event
    /// The `content-state` object re-encoded as JSON with sorted keys, so equal states are equal
    /// bytes. Nil only for an end that carries no final state.
    public var contentState: Data?
    /// When the activity turns stale (`stale-date`, UNIX seconds).
    public var staleDate: Date?
    /// When an ended activity leaves the Lock Screen (`dismissal-date`, UNIX seconds; end only).
    /// A date already past dismisses it at once; ActivityKit caps it at four hours after the end.
    public var dismissalDate: Date?
    /// Orders an app's activities on the island: higher is more relevant (`relevance-score`).
    public var relevanceScore: Double?
    /// The alert to show with the push (`alert`), required for start. A localized title or body
    /// (`{"loc-key": …, "loc-args": […]}`) is rendered as `PushAlertText` describes, since the
    /// app's strings files are not at hand.
    public var alert: AlertConfiguration?
    /// The `ActivityAttributes` type to start, by its Swift name (`attributes-type`; start only).
    public var attributesType: String?
    /// The `attributes` object re-encoded as JSON with sorted keys (start only).
    public var attributes: Data?
    /// Whether a start asks for a push token for the new activity (`input-push-token`, iOS 18),
    /// so the server can update it without the app having to run first.
    public var requestsPushToken: Bool
    /// The size APNs measures: the file's bytes, whitespace included (for a payload embedded in
    /// another file, its compact re-encoding).
    public var byteCount: Int

    /// A payload from its parts, unchecked (tests and callers that build one in code; files go
    /// through `parse(_:file:)`).
    public init(timestamp: Date, event: Event, contentState: Data?, staleDate: Date? = nil,
                dismissalDate: Date? = nil, relevanceScore: Double? = nil, alert: AlertConfiguration? = nil,
                attributesType: String? = nil, attributes: Data? = nil, requestsPushToken: Bool = false,
                byteCount: Int = 0) {
        self.timestamp = timestamp
        self.event = event
        self.contentState = contentState
        self.staleDate = staleDate
        self.dismissalDate = dismissalDate
        self.relevanceScore = relevanceScore
        self.alert = alert
        self.attributesType = attributesType
        self.attributes = attributes
        self.requestsPushToken = requestsPushToken
        self.byteCount = byteCount
    }
}
