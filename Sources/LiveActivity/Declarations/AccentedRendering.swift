import IslandUI

// iOS 18's tinted Home Screens and iOS 26's clear ones draw widgets in the accented rendering
// mode: an image is part of the accent group, or keeps its colours, as the widget says. A Live
// Activity here is always drawn in full colour (`widgetRenderingMode` is `.fullColor`), where
// an image is drawn as it is, whichever mode it asks for in the accented rendering.

/// How an `Image` is drawn in the accented rendering mode, as WidgetKit's
/// `WidgetAccentedRenderingMode` (iOS 18).
public struct WidgetAccentedRenderingMode: Hashable, Sendable {
    let name: String
    /// In the accent group, as `.widgetAccentable()` puts it.
    public static let accented = WidgetAccentedRenderingMode(name: "accented")
    /// Its luminance as the accent group's colour's alpha.
    public static let accentedDesaturated = WidgetAccentedRenderingMode(name: "accentedDesaturated")
    /// In its full colours (iOS only).
    public static let fullColor = WidgetAccentedRenderingMode(name: "fullColor")
}

extension Image {
    /// How this image is drawn in the accented rendering mode; in full colour (here, always) it
    /// is drawn as it is. `.accented` puts it in the accent group, as `widgetAccentable()` does.
    ///
    ///     Image("cat_full").resizable().widgetAccentedRenderingMode(.fullColor)
    public func widgetAccentedRenderingMode(_ renderingMode: WidgetAccentedRenderingMode?) -> ModifiedView {
        widgetAccentable(renderingMode == .accented || renderingMode == .accentedDesaturated)
    }
}

/// The environment key of `supportedActivityFamilies`, as WidgetKit's (iOS 18).
public struct SupportedActivityFamiliesEnvironmentKey: EnvironmentKey {
    public static var defaultValue: Set<ActivityFamily> { [.medium] }
}
