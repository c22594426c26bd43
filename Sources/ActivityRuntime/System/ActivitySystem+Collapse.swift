import Foundation
import LiveActivity

extension ActivitySystem {
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
