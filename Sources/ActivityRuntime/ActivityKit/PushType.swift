/// How an activity receives remote updates, as ActivityKit's `PushType`.
public struct PushType: Hashable, Sendable {
    enum Kind: Hashable, Sendable {
        case token
        case channel(String)
    }

    let kind: Kind

    /// A push token of its own: payloads are addressed to the activity.
    public static let token = PushType(kind: .token)

    /// A broadcast channel: one payload updates every activity on the channel.
    public static func channel(_ channelID: String) -> PushType { PushType(kind: .channel(channelID)) }
}
