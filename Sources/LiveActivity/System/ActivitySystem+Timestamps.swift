import Foundation

extension ActivitySystem {
    /// Whether a change stamped `timestamp` may apply to `id`: not when it is older than the
    /// last stamped update or push payload applied (ActivityKit drops those). An admitted
    /// timestamp becomes the new last one; a refusal is logged with why.
    func admit(timestamp: Date, for id: String, what: String) -> Bool {
        locked {
            switch ledger.admit(timestamp: timestamp, for: id) {
            case .accepted:
                return true
            case .ignored(let reason):
                note("\(id): \(what) \(reason)")
                return false
            }
        }
    }
}
