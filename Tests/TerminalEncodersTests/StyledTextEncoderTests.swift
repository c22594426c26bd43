import TerminalCanvas
import TerminalEncoders
import Testing

@Suite struct StyledTextEncoderTests {
    @Test func gridThenALegendOfStyleRuns() {
        var canvas = Canvas(width: 10, height: 3)
        canvas.drawBox(canvas.bounds, style: Style(foreground: .cyan))
        canvas.write("12:00", at: Point(x: 2, y: 1), style: Style(foreground: .rgb(255, 136, 0), attributes: .bold))
        canvas.write("实", at: Point(x: 7, y: 1), style: Style(background: .indexed(236), attributes: [.italic, .underline]))
        #expect(canvas.styledText == """
            ╭────────╮
            │ 12:00实│
            ╰────────╯
            styles:
              y=0 x=0-9 fg=cyan
              y=1 x=0 fg=cyan
              y=1 x=2-6 fg=#ff8800 bold
              y=1 x=7-8 bg=palette:236 italic underline
              y=1 x=9 fg=cyan
              y=2 x=0-9 fg=cyan
            """)
    }

    @Test func aPlainCanvasSaysSo() {
        var canvas = Canvas(width: 4, height: 1)
        canvas.write("hi", at: .zero)
        #expect(canvas.styledText == "hi  ¶\nstyles: none")
    }

    @Test(arguments: [
        (Style(foreground: .brightMagenta), "fg=brightMagenta"),
        (Style(attributes: [.strikethrough, .bold, .dim, .reverse]), "bold dim reverse strikethrough"),
        (Style(foreground: .default, background: .rgb(0, 0, 0)), "bg=#000000"),
    ])
    func styleWords(_ style: Style, _ words: String) {
        var canvas = Canvas(width: 1, height: 1)
        canvas.write("x", at: .zero, style: style)
        #expect(canvas.styledText == "x\nstyles:\n  y=0 x=0 \(words)")
    }
}
