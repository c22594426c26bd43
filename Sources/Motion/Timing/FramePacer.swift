/// When to draw the frames of a transition: on absolute deadlines at most `framesPerSecond`
/// apart, counted from its start, so a slow frame delays the next deadline rather than every
/// later one; a frame that is late is not drawn, the next one shows where the transition is
/// now; and once the last frame is drawn there is no deadline at all, so nothing is drawn when
/// nothing moves.
///
///     start         1/60          2/60          3/60      …   duration
///       │ drawn      │ drawn  (slow frame) ··· │ dropped     │ drawn at its deadline
///
/// A pure value: the caller supplies the clock's readings.
public struct FramePacer: Hashable, Sendable {
    /// When the transition started, on the caller's clock (seconds).
    public let start: Double
    /// How long it lasts.
    public let duration: Double
    public let framesPerSecond: Double
    /// Whether the final frame (the transition's end) has been drawn.
    public private(set) var isFinished = false

    public init(start: Double, duration: Double, framesPerSecond: Double = 60) {
        self.start = start
        self.duration = max(0, duration.isFinite ? duration : 0)
        self.framesPerSecond = min(max(framesPerSecond.isFinite ? framesPerSecond : 60, 1), 60)
    }

    /// The time into the transition to draw at `now` (never past its end).
    public func time(at now: Double) -> Double { min(max(now - start, 0), duration) }

    /// Notes that a frame was drawn at `now`, and returns when to draw the next one, or nil
    /// when the transition has ended and the frame drawn was its last.
    public mutating func drew(at now: Double) -> Double? {
        // A nanosecond of slack: clock readings are sums of floating-point seconds.
        let elapsed = now - start + 1e-9
        guard elapsed < duration else {
            isFinished = true
            return nil
        }
        // The next whole frame slot after now (late slots are skipped, not queued), and the
        // end exactly, so the last frame is the transition's final look.
        let slot = ((elapsed * framesPerSecond).rounded(.down) + 1) / framesPerSecond
        return start + min(slot, duration)
    }
}
