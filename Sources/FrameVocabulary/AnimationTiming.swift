/// A timing curve and a duration. Live Activities ignore an app's animations and use the
/// system's, and no animation lasts longer than two seconds: a timing is clamped to 0…2 s.
public struct AnimationTiming: Hashable, Sendable {
    /// The longest animation a Live Activity shows.
    public static let maximumDuration = 2.0

    public let curve: TimingCurve
    public let duration: Double

    public init(curve: TimingCurve, duration: Double) {
        self.curve = curve
        self.duration = min(max(duration.isFinite ? duration : 0, 0), Self.maximumDuration)
    }
}

/// How an animation's progress follows time.
public enum TimingCurve: Hashable, Sendable {
    case linear
    case easeIn
    case easeOut
    case easeInOut
    /// A cubic Bézier from (0, 0) to (1, 1) through two control points, as `timingCurve`.
    case bezier(Double, Double, Double, Double)
    /// A spring that settles in about `response` seconds, `dampingFraction` 1 not overshooting.
    case spring(response: Double, dampingFraction: Double)
}
