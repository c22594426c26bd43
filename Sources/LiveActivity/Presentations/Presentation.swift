/// The ways the system shows a Live Activity.
public enum Presentation: String, CaseIterable, Hashable, Sendable {
    /// Leading and trailing content around the camera: one activity on the device.
    case compact
    /// The small presentation beside the island: two activities from different apps. Shown
    /// both ways the system places it, attached and detached.
    case minimal
    /// The minimal presentation attached to the island's leading end (the first of two apps).
    case minimalAttached = "minimal-attached"
    /// The minimal presentation in its own capsule (the second of two apps).
    case minimalDetached = "minimal-detached"
    /// Touch and hold, or an alert: the full island.
    case expanded
    /// The Lock Screen card.
    case lockScreen = "lock-screen"
    /// StandBy: the Lock Screen presentation at twice the size, the minimal presentation on top.
    case standby
    /// On a device without an island, an alert shows the Lock Screen presentation as a banner.
    case banner
    /// The Apple Watch Smart Stack: the `.small` family's view where the widget declares
    /// `.supplementalActivityFamilies([.small])`, else the compact leading and trailing content.
    case smartStack = "smart-stack"
    /// The CarPlay Dashboard: drawn as the Smart Stack is, at CarPlay's size; buttons and
    /// toggles do nothing there.
    case carPlay = "carplay"
}
