import Foundation

extension ActivitySystem {
    /// Whether a change stamped `timestamp` may apply to `id`: not when it is older than the
    /// last stamped change applied (ActivityKit drops out-of-order updates and pushes the same
    /// way). An admitted timestamp becomes the new last one; a refusal is logged with why.
    func admit(timestamp: Date, for id: String, what: String) -> Bool {
        locked {
            guard let index = _records.firstIndex(where: { $0.id == id }) else { return true }
            if let last = _records[index].lastTimestamp, timestamp < last {
                note("\(id): \(what) stamped \(Self.stamp(timestamp)) is older than the last applied (\(Self.stamp(last))): ignored")
                return false
            }
            _records[index].lastTimestamp = timestamp
            return true
        }
    }

    /// A timestamp as push payloads carry it: whole seconds since 1970.
    static func stamp(_ date: Date) -> String { String(Int64(date.timeIntervalSince1970.rounded(.down))) }
}
