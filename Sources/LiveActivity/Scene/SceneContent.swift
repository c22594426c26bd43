import Foundation

/// What a phone's screen shows of Live Activities at one instant, by activity ID: the island's
/// presentation, a banner, the Lock Screen's cards, and what draws each activity. The activity
/// system decides it (ActivityRuntime's snapshot); a `SceneRenderer` draws it.
public struct SceneContent: Sendable {
    /// What the island shows.
    public enum Island: Hashable, Sendable {
        case empty
        case compact(String)
        case expanded(String)
        case minimal(attached: String, detached: String)
    }

    /// One activity as the scene draws it.
    public struct Activity: Sendable {
        public var kind: ActivityKind
        public var data: ActivityData
        public var isStale: Bool

        public init(kind: ActivityKind, data: ActivityData, isStale: Bool = false) {
            self.kind = kind
            self.data = data
            self.isStale = isStale
        }
    }

    public var island: Island
    /// The activity shown as a banner (a device without an island).
    public var banner: String?
    /// The Lock Screen's cards, in the system's order.
    public var lockScreen: [String]
    public var activities: [String: Activity]

    public init(island: Island = .empty, banner: String? = nil, lockScreen: [String] = [], activities: [String: Activity] = [:]) {
        self.island = island
        self.banner = banner
        self.lockScreen = lockScreen
        self.activities = activities
    }
}
