/// The previewer's virtual time: seconds since the scenario's start, moving at a chosen speed
/// of real time, or paused.
public struct VirtualClock: Hashable, Sendable {
    /// The speeds `+` and `-` step through.
    public static let speeds: [Double] = [1, 10, 60, 600]

    /// Seconds since the scenario's start.
    public private(set) var time: Double
    public private(set) var speed: Double
    public var isPaused: Bool

    public init(time: Double = 0, speed: Double = 1, isPaused: Bool = false) {
        self.time = time
        self.speed = Self.speeds.contains(speed) ? speed : 1
        self.isPaused = isPaused
    }

    /// Moves on by `realSeconds` of real time (nothing when paused).
    public mutating func tick(realSeconds: Double) {
        guard !isPaused, realSeconds.isFinite, realSeconds > 0 else { return }
        time += realSeconds * speed
    }

    /// Jumps to `time`, never backwards.
    public mutating func jump(to time: Double) { self.time = max(self.time, time) }

    public mutating func faster() { speed = Self.speeds.first { $0 > speed } ?? speed }
    public mutating func slower() { speed = Self.speeds.last { $0 < speed } ?? speed }

    /// Real seconds until the virtual clock reaches the next whole second (when a timer's
    /// digits change), or nil when paused.
    public var realSecondsToNextSecond: Double? {
        guard !isPaused else { return nil }
        let next = (time + 1e-9).rounded(.down) + 1
        return (next - time) / speed
    }
}
