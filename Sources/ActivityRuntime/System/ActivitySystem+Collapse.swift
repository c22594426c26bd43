import Foundation
import LiveActivity

extension ActivitySystem {
    /// The user touches the island and keeps the finger there: the activity's expanded
    /// presentation shows until `release(_:)` (or a tap outside), however long that is, where
    /// `touchAndHold(_:for:)` is a touch of a given length.
    public func hold(_ id: String) throws(ActivityAuthorizationError) {
        try touchAndHold(id, for: .infinity)
    }

    /// The user lifts the finger `hold(_:)` put on the island: it collapses.
    public func release(_ id: String) {
        collapse(id)
    }

    /// The user lets go of the expanded island (or taps outside it): it collapses back to its
    /// compact or minimal presentation. Nothing happens to an activity that is not expanded.
    public func collapse(_ id: String) {
        locked {
            guard let index = _records.firstIndex(where: { $0.id == id }), let until = _records[index].expandedUntil, until > _now else { return }
            _records[index].expandedUntil = nil
            note("the user lets go of \(id)")
        }
    }
}
