import Foundation

/// A text's last layout and what it was asked at: one entry, as a frame paints each text once
/// at one width (a layout pass asks at several, which then replace it).
///
/// A text is `Sendable` (a view tree may be resolved on one task and drawn on another), so the
/// entry is behind a lock, which nobody contends: a renderer draws on one task at a time.
final class LastTextLayout<Attributes: Equatable>: @unchecked Sendable {
    struct Key: Equatable {
        let width: Int
        let lineLimit: Int?
        let truncationMode: TextTruncationMode
    }

    private let lock = NSLock()
    private var last: (key: Key, laidOut: LaidOutText<Attributes>)?

    func value(for key: Key) -> LaidOutText<Attributes>? {
        lock.lock()
        defer { lock.unlock() }
        guard let last, last.key == key else { return nil }
        return last.laidOut
    }

    func keep(_ laidOut: LaidOutText<Attributes>, for key: Key) {
        lock.lock()
        last = (key, laidOut)
        lock.unlock()
    }
}
