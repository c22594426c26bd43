import IslandUI

extension EnvironmentValues {
    /// Whether the Dynamic Island's compact and minimal presentations are drawn with a limited
    /// width, as WidgetKit's `isDynamicIslandLimitedInWidth` (iOS 27): true in the island's
    /// `compactLeading`, `compactTrailing` and `minimal` content when the phone is in landscape
    /// (`PresentationRenderer.orientation`), false everywhere else. A view reads it to say less:
    ///
    ///     @Environment(\.isDynamicIslandLimitedInWidth) var isLimited
    ///     Text(isLimited ? "12m" : "ETA 12m")
    public var isDynamicIslandLimitedInWidth: Bool {
        get { self[DynamicIslandLimitedInWidthKey.self] }
        set { self[DynamicIslandLimitedInWidthKey.self] = newValue }
    }
}

private struct DynamicIslandLimitedInWidthKey: EnvironmentKey {
    static let defaultValue = false
}
