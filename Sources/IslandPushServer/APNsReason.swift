/// The reasons APNs gives when it refuses a request, with the HTTP status each comes with, as
/// Apple's "Handling notification responses from APNs" lists them: the answers a backend
/// already handles, so it can point at the previewer unchanged.
/// <https://developer.apple.com/documentation/usernotifications/handling-notification-responses-from-apns>
///
/// Only the reasons the previewer can have are here: it checks no certificate or provider token
/// (a local previewer has none to check), so those reasons never arise.
public enum APNsReason: String, CaseIterable, Sendable {
    /// The token in the path is not one the previewer's activities accept.
    case badDeviceToken = "BadDeviceToken"
    /// `apns-id` is not a UUID.
    case badMessageId = "BadMessageId"
    /// `apns-priority` is not 5 or 10.
    case badPriority = "BadPriority"
    /// `apns-topic` does not end in `.push-type.liveactivity`.
    case badTopic = "BadTopic"
    /// A header came twice.
    case duplicateHeaders = "DuplicateHeaders"
    /// `apns-push-type` is not `liveactivity`.
    case invalidPushType = "InvalidPushType"
    /// The path names no token.
    case missingDeviceToken = "MissingDeviceToken"
    /// No `apns-topic`, which a Live Activity push requires.
    case missingTopic = "MissingTopic"
    /// No body.
    case payloadEmpty = "PayloadEmpty"
    /// The path is not `/3/device/<token>`.
    case badPath = "BadPath"
    /// Not a POST.
    case methodNotAllowed = "MethodNotAllowed"
    /// The token was an activity's that has ended and left the Lock Screen.
    case unregistered = "Unregistered"
    /// A body over 4,096 bytes, APNs's limit for a Live Activity.
    case payloadTooLarge = "PayloadTooLarge"
    /// More requests than the previewer takes in a second.
    case tooManyRequests = "TooManyRequests"
    /// More connections at once than the previewer serves; APNs gives it when it cannot take
    /// a request now, and a backend retries later.
    case serviceUnavailable = "ServiceUnavailable"

    /// The HTTP status APNs answers with.
    public var status: Int {
        switch self {
        case .badPath: 404
        case .methodNotAllowed: 405
        case .unregistered: 410
        case .payloadTooLarge: 413
        case .tooManyRequests: 429
        case .serviceUnavailable: 503
        default: 400
        }
    }
}
