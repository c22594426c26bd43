/// The previewer's virtual time: seconds since the scenario's start, moving at a chosen speed
/// of real time, or paused.
package struct VirtualClock: Hashable, Sendable {
    /// The speeds `+` and `-` step through.
    package static let speeds: [Double] = [1, 10, 60, 600]

    /// Seconds since the scenario's start.
    package private(set) var time: Double
    package private(set) var speed: Double
    package var isPaused: Bool

    package init(time: Double = 0, speed: Double = 1, isPaused: Bool = false) {
        self.time = time
        self.speed = Self.speeds.contains(speed) ? speed : 1
        self.isPaused = isPaused
    }

    /// Moves on by `realSeconds` of real time (nothing when paused).
    package mutating func tick(realSeconds: Double) {
        guard !isPaused, realSeconds.isFinite, realSeconds > 0 else { return }
        time += realSeconds * speed
    }

    /// Jumps to `time`, never backwards.
    package mutating func jump(to time: Double) { self.time = max(self.time, time) }

    package mutating func faster() { speed = Self.speeds.first { $0 > speed } ?? speed }
    package mutating func slower() { speed = Self.speeds.last { $0 < speed } ?? speed }

    /// Real seconds until the virtual clock reaches the next whole second (when a timer's
    /// digits change), or nil when paused.
    package var realSecondsToNextSecond: Double? {
        guard !isPaused else { return nil }
        let next = (time + 1e-9).rounded(.down) + 1
        return (next - time) / speed
    }
}
