import Foundation
import LiveActivity

/// Something that changed in an `ActivitySystem`, as its observers see it. `Activity`'s async
/// sequences and the previewer are built on these.
public enum ActivitySystemChange: Hashable, Sendable {
    /// An activity was requested (it may be pending).
    case requested(id: String)
    /// An activity moved to a new state.
    case stateChanged(id: String, state: ActivityState)
    /// An activity's content changed: a new state, stale date or relevance.
    case contentChanged(id: String, stateJSON: Data, staleDate: Date?, relevanceScore: Double)
    /// The user switched an app's Live Activities on or off.
    case enablementChanged(app: String, enabled: Bool)
    /// The device was locked or unlocked, or another app came to the foreground.
    case deviceChanged
}

extension ActivitySystem {
    /// Every change from now on, in order. The stream ends when the caller stops iterating.
    public func changes() -> AsyncStream<ActivitySystemChange> {
        changes(selecting: { .next($0) })
    }

    /// Calls `observer` with every change from now on, under the system's lock (so it must
    /// not block), until `stopObserving` with the key returned.
    func observe(_ observer: @escaping (ActivitySystemChange) -> Void) -> UUID {
        let key = UUID()
        locked { observers[key] = observer }
        return key
    }

    func stopObserving(_ key: UUID) {
        locked { observers[key] = nil }
    }

    /// Hands `change` to every observer; called under the lock, so observers see changes in
    /// the order they happened.
    func emit(_ change: ActivitySystemChange) {
        for observer in observers.values { observer(change) }
    }
}
