import LiveActivity
import TerminalCanvas
import Testing

/// The high-contrast theme is black and white only, as its summary says: every colour it
/// sets, in both schemes (the mutation run found one unpinned).
@Test func theHighContrastThemeIsBlackAndWhiteOnly() {
    let theme = Theme.highContrast
    let black = TerminalColor.rgb(0, 0, 0), white = TerminalColor.rgb(255, 255, 255)
    #expect(theme.island.background == black && theme.island.keyline == white && theme.island.camera.color == white)
    let light = theme.lockScreen.light, dark = theme.lockScreen.dark
    #expect([light.background, light.foreground, light.border, light.dismissAction] == [white, black, black, black])
    #expect([dark.background, dark.foreground, dark.border, dark.dismissAction] == [black, white, white, white])
}
