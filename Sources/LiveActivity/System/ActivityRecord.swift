import Foundation

/// What the system keeps about one activity, its types erased so that activities of different
/// apps and attributes live in one list.
public struct ActivityRecord: Sendable {
    public let id: String
    /// The app that requested it; arbitration between apps goes by this.
    public let app: String
    /// The attributes' type name, for messages.
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
    public internal(set) var endedAt: Date?
    /// When an ended activity leaves the Lock Screen.
    public internal(set) var dismissAt: Date?
    /// Until when the expanded presentation shows (an alert, a touch and hold, a transient style).
    public internal(set) var expandedUntil: Date?
    /// The latest content state, as JSON, for renderers and scenario output.
    public internal(set) var stateJSON: Data

    /// The state at `now`, from the dates alone.
    public func state(at now: Date) -> ActivityState {
        if let dismissAt, now >= dismissAt { return .dismissed }
        if let endedAt, now >= endedAt { return .ended }
        if now < startsAt { return .pending }
        if let staleDate, now >= staleDate { return .stale }
        return .active
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
