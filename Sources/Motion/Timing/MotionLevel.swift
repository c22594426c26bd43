/// How much moves: everything, a calmer set, or nothing.
///
/// - `full`: every effect, as the system animates a Live Activity.
/// - `reduced`: as iOS's Reduce Motion: nothing slides, rolls or morphs; changes cross-fade.
/// - `none`: every change shows at once. Snapshot tests and CI use it so that output never
///   depends on when a frame was taken; so does an Always-On (reduced luminance) display.
public enum MotionLevel: String, CaseIterable, Hashable, Sendable {
    case full
    case reduced
    case none

    /// The variable that sets the level for every command: `ISLAND_MOTION=none`.
    public static let environmentVariable = "ISLAND_MOTION"

    /// The level an environment asks for, or nil when it says nothing (or something else).
    public static func requested(in environment: [String: String]) -> MotionLevel? {
        environment[environmentVariable].flatMap { MotionLevel(rawValue: $0.lowercased()) }
    }
}
