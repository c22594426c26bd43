import LiveActivity
import TerminalCanvas

/// The previewer's own colours, from the theme: the wallpaper (never black, so the black
/// island reads as an island), the phones' frames, the panel's text.
struct PreviewPalette {
    let theme: Theme

    var isMonochrome: Bool { theme.island.background == .default }
    /// The unlocked Home Screen's wallpaper.
    var wallpaper: TerminalColor { isMonochrome ? .default : theme.name == "light" ? .rgb(206, 218, 236) : .rgb(38, 52, 92) }
    /// The Lock Screen's wallpaper: darker, as iOS dims it behind the clock.
    var lockWallpaper: TerminalColor { isMonochrome ? .default : theme.name == "light" ? .rgb(176, 190, 214) : .rgb(22, 30, 56) }
    var wallpaperText: TerminalColor { isMonochrome ? .default : theme.name == "light" ? .rgb(20, 20, 30) : .rgb(235, 238, 245) }
    var frame: TerminalColor { isMonochrome ? .default : .rgb(120, 124, 134) }
    var accent: TerminalColor { isMonochrome ? .default : .rgb(10, 132, 255) }
    var dimText: TerminalColor { isMonochrome ? .default : .rgb(142, 142, 147) }
    /// A warning on the status line: iOS's system yellow.
    var warning: TerminalColor { isMonochrome ? .default : .rgb(255, 214, 10) }
    var corners: BorderGlyphs { theme.lockScreen.corners.borderGlyphs }
}
