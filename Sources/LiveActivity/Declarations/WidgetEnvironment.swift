import IslandUI

// WidgetKit's environment values beside ActivityKit's `activityFamily`, and the widget views
// WidgetKit gives.

extension EnvironmentValues {
    /// The widget's family, as WidgetKit's: a Live Activity has none of its own, so the family
    /// that matches its size: `.systemSmall` where the `.small` activity family is drawn (Apple
    /// Watch Smart Stack, CarPlay), `.systemMedium` elsewhere.
    public var widgetFamily: WidgetFamily { activityFamily == .small ? .systemSmall : .systemMedium }

    /// Whether the widget's container background shows (false in StandBy, where the system
    /// removes it): false when the activity fills the screen.
    public var showsWidgetContainerBackground: Bool { !isActivityFullscreen }

    /// Whether the widget is drawn in its full colours (a terminal has no accented mode).
    public var widgetRenderingMode: WidgetRenderingMode { .fullColor }

    /// The margins WidgetKit puts around a widget's content: none around a Live Activity's.
    public var widgetContentMargins: EdgeInsets { EdgeInsets() }
}

/// How a widget is rendered, as WidgetKit's: here always in full colour.
public struct WidgetRenderingMode: Hashable, Sendable {
    let name: String
    public static let fullColor = WidgetRenderingMode(name: "fullColor")
    public static let accented = WidgetRenderingMode(name: "accented")
    public static let vibrant = WidgetRenderingMode(name: "vibrant")
}

/// The round background of an accessory widget on the Lock Screen, as WidgetKit's: a dim disc
/// filling its space.
public struct AccessoryWidgetBackground: View {
    public init() {}
    public var body: some View { Circle().fill(.gray.opacity(0.3)) }
}
