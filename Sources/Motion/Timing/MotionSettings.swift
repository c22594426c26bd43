import TerminalCanvas

/// What a transition is built for: how much may move, the display's state, and the colours the
/// terminal shows (fades are drawn differently where colours cannot be blended).
public struct MotionSettings: Hashable, Sendable {
    public var level: MotionLevel
    /// Always-On: the screen dimmed, and nothing animates.
    public var isLuminanceReduced: Bool
    /// The colours the frames will be shown in. At 16 colours and without colour, fades work
    /// through glyph density and the dim attribute instead of blended colours.
    public var colorDepth: ColorDepth
    /// Whose timing to use: the system's (what Live Activities get, whatever the app asked for)
    /// or the app's own `animation(_:value:)` where it set one.
    public var timing: TimingSource
    /// Varies the per-cell pattern of blurs and dissolves; the same seed gives the same frames.
    public var seed: UInt64

    /// Whose timing an effect follows.
    public enum TimingSource: Hashable, Sendable {
        /// The system's timing, as Live Activities have: `animation(_:value:)` is ignored.
        case system
        /// The view's requested animation where it has one (clamped to two seconds).
        case requested
    }

    public init(level: MotionLevel = .full, isLuminanceReduced: Bool = false, colorDepth: ColorDepth = .trueColor,
                timing: TimingSource = .system, seed: UInt64 = 0x1515_1A4D) {
        self.level = level
        self.isLuminanceReduced = isLuminanceReduced
        self.colorDepth = colorDepth
        self.timing = timing
        self.seed = seed
    }

    /// The level in force: none when the luminance is reduced.
    public var effectiveLevel: MotionLevel { isLuminanceReduced ? .none : level }
}
