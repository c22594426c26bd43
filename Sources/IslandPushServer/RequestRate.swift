/// How many requests the server takes: a bucket of `capacity` that refills `perSecond` a second,
/// so a burst of 100 pushes passes and a flood is answered `TooManyRequests`, never queued
/// without bound.
struct RequestRate: Sendable {
    let capacity: Double
    let perSecond: Double
    private var available: Double
    private var last: Double?

    init(capacity: Double = 100, perSecond: Double = 100) {
        self.capacity = capacity
        self.perSecond = perSecond
        available = capacity
    }

    /// Whether a request at `time` (seconds on any steady clock) is taken.
    mutating func take(at time: Double) -> Bool {
        if let last { available = min(capacity, available + max(0, time - last) * perSecond) }
        last = time
        guard available >= 1 else { return false }
        available -= 1
        return true
    }
}
