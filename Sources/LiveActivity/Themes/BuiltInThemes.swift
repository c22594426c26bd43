// Generated from Themes/*.json by BuiltInThemeSourceTests (IslandInputsTests): do not edit.
import TerminalCanvas

extension Theme {
    public static let builtIn: [Theme] = [dark, light, highContrast, monochrome]
    public static let dark = Theme(name: "dark", summary: "", island: Theme.Island(background: .rgb(0, 0, 0), keyline: .rgb(44, 44, 46), corners: .rounded, camera: Theme.Camera(color: .rgb(28, 28, 30), fill: " ", lens: "◉")), lockScreen: Theme.LockScreen(corners: .rounded, light: Theme.LockScreen.Colors(background: .default, foreground: .default, border: .default, dismissAction: .default), dark: Theme.LockScreen.Colors(background: .default, foreground: .default, border: .default, dismissAction: .default)), symbols: .emoji)
    public static let light = dark
    public static let highContrast = dark
    public static let monochrome = dark
}
