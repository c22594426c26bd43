// Generated from Themes/*.json by BuiltInThemeSourceTests (IslandInputsTests): do not edit.
// The JSON files are the source of truth; regenerate with
// ISLAND_RECORD_THEMES=1 swift test --filter BuiltInThemeSourceTests
import TerminalCanvas

extension Theme {
    /// The built-in themes, in the order of `builtInNames`.
    public static let builtIn: [Theme] = [dark, light, highContrast, monochrome]

    /// For dark terminals: a black island with a faint keyline, and iOS's system greys on the Lock Screen.
    public static let dark = Theme(
        name: "dark",
        summary: "For dark terminals: a black island with a faint keyline, and iOS's system greys on the Lock Screen.",
        island: Theme.Island(
            background: .rgb(0, 0, 0), keyline: .rgb(44, 44, 46), corners: .rounded,
            camera: Theme.Camera(color: .rgb(28, 28, 30), fill: " ", lens: "◉", attributes: [])),
        lockScreen: Theme.LockScreen(
            corners: .rounded,
            light: Theme.LockScreen.Colors(background: .rgb(242, 242, 247), foreground: .rgb(0, 0, 0), border: .rgb(199, 199, 204), dismissAction: .rgb(142, 142, 147)),
            dark: Theme.LockScreen.Colors(background: .rgb(28, 28, 30), foreground: .rgb(255, 255, 255), border: .rgb(72, 72, 74), dismissAction: .rgb(142, 142, 147))),
        symbols: .emoji)

    /// For light terminals: the same black island, with borders and the light card darkened to stand out from white.
    public static let light = Theme(
        name: "light",
        summary: "For light terminals: the same black island, with borders and the light card darkened to stand out from white.",
        island: Theme.Island(
            background: .rgb(0, 0, 0), keyline: .rgb(28, 28, 30), corners: .rounded,
            camera: Theme.Camera(color: .rgb(44, 44, 46), fill: " ", lens: "◉", attributes: [])),
        lockScreen: Theme.LockScreen(
            corners: .rounded,
            light: Theme.LockScreen.Colors(background: .rgb(229, 229, 234), foreground: .rgb(0, 0, 0), border: .rgb(174, 174, 178), dismissAction: .rgb(99, 99, 102)),
            dark: Theme.LockScreen.Colors(background: .rgb(28, 28, 30), foreground: .rgb(255, 255, 255), border: .rgb(58, 58, 60), dismissAction: .rgb(174, 174, 178))),
        symbols: .emoji)

    /// Black and white only, with white borders, a visible camera, square corners and one-column text symbols.
    public static let highContrast = Theme(
        name: "high-contrast",
        summary: "Black and white only, with white borders, a visible camera, square corners and one-column text symbols.",
        island: Theme.Island(
            background: .rgb(0, 0, 0), keyline: .rgb(255, 255, 255), corners: .square,
            camera: Theme.Camera(color: .rgb(255, 255, 255), fill: " ", lens: "◉", attributes: [])),
        lockScreen: Theme.LockScreen(
            corners: .square,
            light: Theme.LockScreen.Colors(background: .rgb(255, 255, 255), foreground: .rgb(0, 0, 0), border: .rgb(0, 0, 0), dismissAction: .rgb(0, 0, 0)),
            dark: Theme.LockScreen.Colors(background: .rgb(0, 0, 0), foreground: .rgb(255, 255, 255), border: .rgb(255, 255, 255), dismissAction: .rgb(255, 255, 255))),
        symbols: .text)

    /// No colours at all: the terminal's own foreground and background, a dim camera and text symbols, for NO_COLOR and plain logs.
    public static let monochrome = Theme(
        name: "monochrome",
        summary: "No colours at all: the terminal's own foreground and background, a dim camera and text symbols, for NO_COLOR and plain logs.",
        island: Theme.Island(
            background: .default, keyline: .default, corners: .rounded,
            camera: Theme.Camera(color: .default, fill: " ", lens: "◉", attributes: [.dim])),
        lockScreen: Theme.LockScreen(
            corners: .rounded,
            light: Theme.LockScreen.Colors(background: .default, foreground: .default, border: .default, dismissAction: .default),
            dark: Theme.LockScreen.Colors(background: .default, foreground: .default, border: .default, dismissAction: .default)),
        symbols: .text)
}
