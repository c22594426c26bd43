import Foundation
import LiveActivity

/// Everything a frame shows of the system at one instant, read under one lock so that the
/// island, the banner and the Lock Screen agree with each other (reading them one property at a
/// time could straddle an update made by another task).
public struct ActivitySystemSnapshot: Sendable {
    public let now: Date
    public let isLocked: Bool
    public let foregroundApp: String?
    /// What the island shows, and why.
    public let arrangement: IslandArrangement
    /// The banner showing now (a device without an island).
    public let banner: ActivityBanner?
    /// The activity whose alert lights the locked screen now.
    public let litLockScreen: String?
    /// The Lock Screen's list, most relevant first.
    public let lockScreen: [ActivityRecord]
    /// Every activity ever requested, in request order.
    public let records: [ActivityRecord]

    public init(now: Date, isLocked: Bool, foregroundApp: String?, arrangement: IslandArrangement, banner: ActivityBanner?,
                litLockScreen: String?, lockScreen: [ActivityRecord], records: [ActivityRecord]) {
        self.now = now
        self.isLocked = isLocked
        self.foregroundApp = foregroundApp
        self.arrangement = arrangement
        self.banner = banner
        self.litLockScreen = litLockScreen
        self.lockScreen = lockScreen
        self.records = records
    }

    /// The record of activity `id`.
    public func record(_ id: String) -> ActivityRecord? { records.first { $0.id == id } }

    /// The state of activity `id` at this instant.
    public func state(of id: String) -> ActivityState? { record(id)?.state(at: now) }
}

extension ActivitySystem {
    /// The system as it is now, read under one lock.
    public func snapshot() -> ActivitySystemSnapshot {
        locked {
            ActivitySystemSnapshot(
                now: _now, isLocked: _isLocked, foregroundApp: _foregroundApp, arrangement: arrangement,
                banner: banner, litLockScreen: litLockScreen, lockScreen: lockScreen, records: _records)
        }
    }
}
