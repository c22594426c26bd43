import Foundation
import LiveActivity

/// What the system keeps about one activity, its types erased so that activities of different
/// apps and attributes live in one list.
public struct ActivityRecord: Sendable {
    public let id: String
    /// The app that requested it; arbitration between apps goes by this.
    public let app: String
    /// The attributes' type name, for messages and for `Activity<Attributes>.activities`.
    public let attributesType: String
    public let style: ActivityStyle
    /// When it was requested, and when it starts (later for a scheduled request).
    public let requestedAt: Date
    public let startsAt: Date
    public internal(set) var lastUpdatedAt: Date
    public internal(set) var staleDate: Date?
    public internal(set) var relevanceScore: Double
    /// Size of the static plus the latest dynamic data, JSON-encoded.
    public internal(set) var payloadBytes: Int
    /// The static data, JSON-encoded; it never changes.
    package let attributesJSON: Data
    /// The latest content state, as JSON, for renderers and scenario output.
    package internal(set) var stateJSON: Data
    public internal(set) var endedAt: Date?
    /// When an ended activity leaves the Lock Screen.
    public internal(set) var dismissAt: Date?
    /// Until when the expanded presentation shows (an alert, a touch and hold, a transient style).
    public internal(set) var expandedUntil: Date?
    /// Until when a banner shows (an alert on a device without an island).
    public internal(set) var bannerUntil: Date?
    /// Until when the locked screen is lit by its alert (a device without an island).
    public internal(set) var litUntil: Date?
    /// How the app asked to receive push updates for it.
    public internal(set) var pushType: PushType?
    /// The alert a scheduled request shows when it starts.
    var scheduledAlert: AlertConfiguration?
    /// Whether its scheduled start has been noted.
    var startNoted = false
    /// The latest alert, for banners.
    public internal(set) var lastAlert: AlertConfiguration?

    init(id: String, app: String, attributesType: String, style: ActivityStyle, requestedAt: Date, startsAt: Date,
         lastUpdatedAt: Date, staleDate: Date?, relevanceScore: Double, payloadBytes: Int, attributesJSON: Data, stateJSON: Data) {
        self.id = id
        self.app = app
        self.attributesType = attributesType
        self.style = style
        self.requestedAt = requestedAt
        self.startsAt = startsAt
        self.lastUpdatedAt = lastUpdatedAt
        self.staleDate = staleDate
        self.relevanceScore = relevanceScore
        self.payloadBytes = payloadBytes
        self.attributesJSON = attributesJSON
        self.stateJSON = stateJSON
    }

    /// The state at `now`, from the dates alone.
    public func state(at now: Date) -> ActivityState {
        if let dismissAt, now >= dismissAt { return .dismissed }
        if let endedAt, now >= endedAt { return .ended }
        if now < startsAt { return .pending }
        if let staleDate, now >= staleDate { return .stale }
        return .active
    }

    /// Whether its attributes are of `type`: named as Swift names it (`PizzaDeliveryAttributes`),
    /// or qualified as a push-to-start payload may write it (`Pizza.Attributes`,
    /// `MyApp.Pizza.Attributes`).
    public func isOfType(_ type: Any.Type) -> Bool {
        let full = String(reflecting: type)
        return attributesType == String(describing: type) || attributesType == full || full.hasSuffix("." + attributesType)
    }

    /// Pending, active or stale: it counts against the limit and can be updated or ended.
    func isRunning(at now: Date) -> Bool {
        [.active, .stale, .pending].contains(state(at: now))
    }

    /// Whether the island may show it at `now` (active or stale, and not transient).
    func isOnIsland(at now: Date) -> Bool {
        let state = state(at: now)
        return (state == .active || state == .stale) && style == .standard
    }

    /// Whether the Lock Screen lists it at `now`.
    func isOnLockScreen(at now: Date) -> Bool {
        let state = state(at: now)
        return (state == .active || state == .stale || state == .ended) && style == .standard
    }
}
