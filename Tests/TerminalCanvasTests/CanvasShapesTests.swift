import Testing
import TerminalCanvas

@Suite struct CanvasShapesTests {
    @Test(arguments: [
        (BorderGlyphs.rounded, "╭──╮\n│  │\n╰──╯"),
        (.square, "┌──┐\n│  │\n└──┘"),
        (.heavy, "┏━━┓\n┃  ┃\n┗━━┛"),
        (.double, "╔══╗\n║  ║\n╚══╝"),
        (.ascii, "+--+\n|  |\n+--+"),
    ])
    func boxes(_ glyphs: BorderGlyphs, _ expected: String) {
        var canvas = Canvas(width: 4, height: 3)
        canvas.drawBox(canvas.bounds, glyphs: glyphs)
        #expect(canvas.plainText == expected)
    }

    @Test func boxWithATitleCutToFit() {
        var canvas = Canvas(width: 12, height: 3)
        canvas.drawBox(canvas.bounds, title: "Pizza delivery")
        #expect(canvas.plainText == """
            ╭ Pizza del╮
            │          │
            ╰──────────╯
            """)
    }

    @Test func boxLeavesItsInsideAlone() {
        var canvas = Canvas(width: 5, height: 3, fill: Cell("x"))
        canvas.drawBox(Rect(x: 0, y: 0, width: 5, height: 3), glyphs: .square)
        #expect(canvas.plainText == "┌───┐\n│xxx│\n└───┘")
    }

    @Test func boxPartlyOffTheCanvasIsClipped() {
        var canvas = Canvas(width: 4, height: 2)
        canvas.drawBox(Rect(x: -2, y: -1, width: 5, height: 3))
        #expect(canvas.plainText == """
              │ ¶
            ──╯ ¶
            """)
    }

    @Test(arguments: [Rect(x: 0, y: 0, width: 1, height: 3), Rect(x: 0, y: 0, width: 3, height: 1), Rect(x: 0, y: 0, width: 0, height: 0)])
    func boxesTooSmallForTwoCornersDrawNothing(_ rect: Rect) {
        var canvas = Canvas(width: 3, height: 3)
        canvas.drawBox(rect)
        #expect(canvas == Canvas(width: 3, height: 3))
    }

    @Test(arguments: [
        (0.0, "    ¶"), (1.0, "████"), (0.5, "██  ¶"), (0.55, "██▎ ¶"),
        (1.0 / 32, "▏   ¶"), (7.0 / 32, "▉   ¶"), (0.01, "    ¶"),
        (-1.0, "    ¶"), (2.0, "████"), (Double.nan, "    ¶"),
    ])
    func horizontalBarsInEighths(_ fraction: Double, _ expected: String) {
        var canvas = Canvas(width: 4, height: 1)
        canvas.drawHorizontalBar(at: .zero, width: 4, fraction: fraction)
        #expect(canvas.plainText == expected)
    }

    @Test func aShrinkingBarErasesItself() {
        var canvas = Canvas(width: 6, height: 1)
        canvas.drawHorizontalBar(at: Point(x: 1, y: 0), width: 4, fraction: 1)
        canvas.drawHorizontalBar(at: Point(x: 1, y: 0), width: 4, fraction: 0.25, track: "·")
        #expect(canvas.plainText == " █··· ¶")
    }

    /// A track that draws nothing, or that is too wide for one cell, still overwrites the bar.
    @Test(arguments: ["\u{301}", "\u{200B}", "\u{200D}", "实"] as [Character])
    func aTrackThatCannotBeDrawnIsASpace(_ track: Character) {
        var canvas = Canvas(width: 6, height: 1)
        canvas.drawHorizontalBar(at: Point(x: 1, y: 0), width: 4, fraction: 1)
        canvas.drawHorizontalBar(at: Point(x: 1, y: 0), width: 4, fraction: 0.25, track: track)
        #expect(canvas.plainText == " █    ¶")
    }

    @Test func aBorderGlyphThatDrawsNothingIsASpace() {
        var canvas = Canvas(width: 4, height: 3, fill: Cell("x"))
        let invisible = BorderGlyphs(topLeft: "\u{301}", topRight: "\u{200B}", bottomLeft: "\u{200D}",
                                     bottomRight: "实", horizontal: "\u{FE0F}", vertical: "\u{2060}")
        canvas.drawBox(canvas.bounds, glyphs: invisible)
        #expect(canvas.plainText == "    ¶\n xx ¶\n    ¶")
    }

    @Test func everyPartialBlockAppearsInOrder() {
        var canvas = Canvas(width: 1, height: 8)
        for eighth in 1...8 {
            canvas.drawHorizontalBar(at: Point(x: 0, y: eighth - 1), width: 1, fraction: Double(eighth) / 8)
        }
        #expect(canvas.plainText == "▏\n▎\n▍\n▌\n▋\n▊\n▉\n█")
    }
}

@Test func copyingACanvasKeepsWideGraphemesWhole() {
    var piece = Canvas(width: 4, height: 1)
    piece.write("实a", at: Point(x: 0, y: 0))
    var canvas = Canvas(width: 6, height: 2)
    canvas.copy(piece, to: Point(x: 1, y: 1))
    #expect(canvas.plainText == "      ¶\n 实a  ¶")
    canvas.copy(piece, to: Point(x: 5, y: 0))
    #expect(canvas.plainText == "      ¶\n 实a  ¶", "a wide grapheme that would straddle the edge becomes a space")
}
