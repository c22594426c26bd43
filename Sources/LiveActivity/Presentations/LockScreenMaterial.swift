import IslandUI
import TerminalCanvas

/// What the Lock Screen card is made of: the theme's opaque card, or iOS 26's Liquid Glass,
/// where a clear (or translucent) `activityBackgroundTint` shows the system's glass material
/// and the content is drawn in vibrant, near-white colours (docs/Places.md, "Liquid Glass").
public enum LockScreenMaterial: String, Hashable, Sendable, CaseIterable {
    case opaque, glass

    /// The glass as a terminal draws it: a cool grey lighter than the dark card, the colour of
    /// frosted glass over a dark wallpaper, so that a glass card reads as lighter and "in front"
    /// of the opaque one while white text keeps a contrast above 7:1 on it.
    static let glassColor = TerminalColor.rgb(72, 78, 92)
    /// The glass's edge: its specular highlight, lighter than the glass.
    static let glassEdge = TerminalColor.rgb(156, 162, 176)

    /// A foreground in the glass's vibrant colours: every colour becomes a near-white grey as
    /// light as the colour was (the accented rendering of WWDC25's "What's new in widgets" tints
    /// content white), so the content's hierarchy stays (secondary text stays dimmer) while its
    /// hues give way to the material, as vibrancy lets the wallpaper through.
    static func vibrant(_ color: TerminalColor) -> TerminalColor {
        guard case .rgb(let red, let green, let blue) = color else { return .rgb(255, 255, 255) }
        let lightness = (0.2126 * Double(red) + 0.7152 * Double(green) + 0.0722 * Double(blue)) / 255
        let grey = UInt8(min(255, max(170, 170 + 85 * lightness)).rounded())
        return .rgb(grey, grey, grey)
    }
}
