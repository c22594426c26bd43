/// The ways the system shows a Live Activity.
public enum Presentation: String, CaseIterable, Hashable, Sendable {
    /// Leading and trailing content around the camera: one activity on the device.
    case compact
    /// The small presentation beside the island: two activities from different apps.
    case minimal
    /// Touch and hold, or an alert: the full island.
    case expanded
    /// The Lock Screen card (also the banner on devices without an island).
    case lockScreen = "lock-screen"
}
