import TerminalCanvas
import Testing

extension CellTests {
    /// Text in a colour too dark to read on the terminal's own background (whatever it is)
    /// is drawn in the terminal's own foreground instead, at every depth that has colours.
    @Test func illegibleTextOnTheTerminalsBackgroundTakesItsForeground() {
        for depth in [ColorDepth.ansi8, .ansi16, .ansi256] {
            let shown = Cell("x", style: Style(foreground: .rgb(12, 12, 12))).shownStyle(at: depth)
            #expect(shown.foreground == .default, "\(depth)")
            #expect(shown.background == .default)
        }
    }
}
