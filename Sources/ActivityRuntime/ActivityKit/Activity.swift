import Foundation
import LiveActivity

/// A Live Activity, as ActivityKit's `Activity`: requested by an app, updated and ended by it
/// (or by push payloads), living on an `ActivitySystem`.
///
///     let activity = try Activity.request(
///         attributes: PizzaDeliveryAttributes(numberOfPizzas: 2, totalAmount: "$23.50"),
///         content: ActivityContent(state: state, staleDate: nil, relevanceScore: 50),
///         pushType: .token)
///     await activity.update(ActivityContent(state: later, staleDate: nil),
///                           alertConfiguration: AlertConfiguration(title: "Almost there", body: "Bill is close"))
///     await activity.end(nil, dismissalPolicy: .immediate)
///
/// The static entry points use `ActivitySystem.current` and `ActivitySystem.currentApp`; bind
/// them with `system.run(as:_:)`.
public final class Activity<Attributes: ActivityAttributes>: Identifiable {
    /// The system's identifier for it.
    public let id: String
    /// The static data given at the request.
    public let attributes: Attributes
    public let pushType: PushType?
    /// The system it lives on.
    public let system: ActivitySystem
    private let cacheLock = NSLock()
    private var lastReadableContent: ActivityContent<Attributes.ContentState>

    init(id: String, attributes: Attributes, content: ActivityContent<Attributes.ContentState>, pushType: PushType?, system: ActivitySystem) {
        self.id = id
        self.attributes = attributes
        self.lastReadableContent = content
        self.pushType = pushType
        self.system = system
    }

    /// Where it is in its life; `.dismissed` once the system has forgotten it.
    public var activityState: ActivityState { system.state(of: id) ?? .dismissed }

    /// The latest content. A push payload whose state does not decode as `ContentState` is
    /// kept by the system but not shown here: the last content that did decode stays.
    public var content: ActivityContent<Attributes.ContentState> {
        guard let record = system.record(id),
              case .success(let state) = ActivityDataDecoding.decode(Attributes.ContentState.self, from: record.stateJSON) else {
            return cacheLock.withLock { lastReadableContent }
        }
        let content = ActivityContent(state: state, staleDate: record.staleDate, relevanceScore: record.relevanceScore)
        cacheLock.withLock { lastReadableContent = content }
        return content
    }

    /// The token a server addresses push payloads to (for `.token`; nil otherwise). It is
    /// derived from the identifier, so the same scenario gives the same token every run.
    public var pushToken: Data? {
        guard pushType == .token else { return nil }
        return PushTokens.token(for: id)
    }

    /// The push token now and whenever it changes (it never changes here), until the activity
    /// is dismissed.
    public var pushTokenUpdates: AsyncStream<Data> {
        let id = self.id
        let token = pushToken
        return system.changes(of: id, prepare: { if let token { $0.yield(token) } }) { change in
            guard case .stateChanged(id, .dismissed) = change else { return .skip }
            return .finish
        }
    }

    /// The app's push-to-start token (iOS 17.2): a server sends a `start` event to it to begin
    /// an activity of these attributes. Derived from the app's name, as the previewer's
    /// address book derives it (PushAddressBook), so a push to it reaches the previewer.
    public static var pushToStartToken: Data? { PushTokens.token(for: "push-to-start:" + ActivitySystem.currentApp) }

    /// The push-to-start token now; it never changes here.
    public static var pushToStartTokenUpdates: AsyncStream<Data> {
        let token = pushToStartToken
        return AsyncStream { continuation in
            if let token { continuation.yield(token) }
        }
    }

    // MARK: Updating

    /// Replaces the content. As in ActivityKit nothing is thrown: an update the system refuses
    /// (the activity ended, the data is too large) changes nothing and is written to
    /// `system.log`.
    public func update(_ content: ActivityContent<Attributes.ContentState>) async {
        await update(content, alertConfiguration: nil)
    }

    /// Replaces the content with an alert: the expanded presentation shows briefly (without an
    /// island: a banner, or the lit Lock Screen).
    public func update(_ content: ActivityContent<Attributes.ContentState>, alertConfiguration: AlertConfiguration?) async {
        await apply(content, alertConfiguration: alertConfiguration, timestamp: nil)
    }

    /// An update stamped with when it was made: one older than the last applied (an update or
    /// a push payload) is ignored, and logged with why.
    public func update(_ content: ActivityContent<Attributes.ContentState>, alertConfiguration: AlertConfiguration? = nil, timestamp: Date) async {
        await apply(content, alertConfiguration: alertConfiguration, timestamp: timestamp)
    }

    // ActivityKit's `update` and `end` are `async`. Apple's "Meet ActivityKit" session prints
    // them called without `await` in synchronous code; so that those listings compile as
    // printed, synchronous forms exist too. They do exactly what the async ones do (the
    // simulated device applies a change at once); in async code the async forms are chosen.

    /// `update(_:)` from synchronous code.
    public func update(_ content: ActivityContent<Attributes.ContentState>) {
        applyNow(content, alertConfiguration: nil, timestamp: nil)
    }

    /// `update(_:alertConfiguration:)` from synchronous code.
    public func update(_ content: ActivityContent<Attributes.ContentState>, alertConfiguration: AlertConfiguration?) {
        applyNow(content, alertConfiguration: alertConfiguration, timestamp: nil)
    }

    /// `end(_:dismissalPolicy:)` from synchronous code.
    public func end(_ content: ActivityContent<Attributes.ContentState>?, dismissalPolicy: ActivityUIDismissalPolicy = .default) {
        finishNow(content, dismissalPolicy: dismissalPolicy, timestamp: nil)
    }

    private func apply(_ content: ActivityContent<Attributes.ContentState>, alertConfiguration: AlertConfiguration?, timestamp: Date?) async {
        applyNow(content, alertConfiguration: alertConfiguration, timestamp: timestamp)
    }

    private func applyNow(_ content: ActivityContent<Attributes.ContentState>, alertConfiguration: AlertConfiguration?, timestamp: Date?) {
        guard let stateJSON = try? system.encode(content.state) else { return }
        _ = try? system.update(id, stateJSON: stateJSON, staleDate: content.staleDate, relevanceScore: content.relevanceScore,
                               alert: alertConfiguration, timestamp: timestamp)
    }

    /// Ends it, with an optional final content (its relevance still orders the Lock Screen): it
    /// leaves the island at once and the Lock Screen per `dismissalPolicy`.
    public func end(_ content: ActivityContent<Attributes.ContentState>?, dismissalPolicy: ActivityUIDismissalPolicy = .default) async {
        await finish(content, dismissalPolicy: dismissalPolicy, timestamp: nil)
    }

    /// `end` stamped with when it was decided; ignored when older than the last update applied.
    public func end(_ content: ActivityContent<Attributes.ContentState>?, dismissalPolicy: ActivityUIDismissalPolicy = .default, timestamp: Date) async {
        await finish(content, dismissalPolicy: dismissalPolicy, timestamp: timestamp)
    }

    private func finish(_ content: ActivityContent<Attributes.ContentState>?, dismissalPolicy: ActivityUIDismissalPolicy, timestamp: Date?) async {
        finishNow(content, dismissalPolicy: dismissalPolicy, timestamp: timestamp)
    }

    private func finishNow(_ content: ActivityContent<Attributes.ContentState>?, dismissalPolicy: ActivityUIDismissalPolicy, timestamp: Date?) {
        let stateJSON = content.flatMap { try? system.encode($0.state) }
        _ = try? system.end(id, stateJSON: stateJSON, staleDate: content?.staleDate, relevanceScore: content?.relevanceScore,
                            dismissalPolicy: dismissalPolicy, timestamp: timestamp)
    }
}

// Safe to share when its data is: everything else is immutable or behind locks.
extension Activity: @unchecked Sendable where Attributes: Sendable, Attributes.ContentState: Sendable {}

/// Deterministic push tokens: 32 bytes from the identifier (FNV-1a, stretched).
package enum PushTokens {
    package static func token(for id: String) -> Data {
        var bytes: [UInt8] = []
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for round in 0..<4 {
            for byte in Array(id.utf8) + [UInt8(round)] {
                hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3
            }
            withUnsafeBytes(of: hash.bigEndian) { bytes.append(contentsOf: $0) }
        }
        return Data(bytes)
    }
}
