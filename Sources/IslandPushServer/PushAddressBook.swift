import ActivityRuntime
import Foundation

/// The device tokens a previewer accepts pushes for, as the hex strings a backend puts in the
/// path: one per activity (`Activity.pushToken`, derived from its identifier) and one per app
/// for push-to-start (`Activity.pushToStartToken`). The previewer shows them; the server looks
/// every request's token up here.
public struct PushAddressBook: Equatable, Sendable {
    /// What a token reaches.
    public enum Address: Equatable, Sendable {
        /// A running activity, by its identifier, and its app.
        case activity(id: String, app: String)
        /// An activity that ended and left the Lock Screen: APNs answers `Unregistered`.
        case gone(id: String, app: String)
        /// An app's push-to-start token: a `start` event requests a new activity for it.
        case pushToStart(app: String)
    }

    /// Addresses by lowercase hex token.
    public private(set) var addresses: [String: Address] = [:]

    public init() {}

    /// The book for these activities (identifier, app, and whether it is gone) and apps.
    public init(activities: [(id: String, app: String, isGone: Bool)], apps: [String]) {
        for activity in activities {
            addresses[Self.token(forActivity: activity.id)] = activity.isGone
                ? .gone(id: activity.id, app: activity.app) : .activity(id: activity.id, app: activity.app)
        }
        for app in apps { addresses[Self.token(forPushToStart: app)] = .pushToStart(app: app) }
    }

    /// The address of `token` (any case), if the previewer knows it.
    public func address(of token: String) -> Address? { addresses[token.lowercased()] }

    /// The token a server sends an activity's updates to: its `pushToken`, in hex.
    public static func token(forActivity id: String) -> String { hex(PushTokens.token(for: id)) }

    /// The token a server starts an app's activities with.
    public static func token(forPushToStart app: String) -> String { hex(PushTokens.token(for: "push-to-start:" + app)) }

    static func hex(_ data: Data) -> String { data.map { String(format: "%02x", $0) }.joined() }
}
