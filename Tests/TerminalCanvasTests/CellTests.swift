import Testing
@testable import TerminalCanvas

@Suite struct CellTests {
    @Test(arguments: [
        ("a", "a", 1), ("实", "实", 2), ("👨‍👩‍👧", "👨‍👩‍👧", 2), ("e\u{301}", "e\u{301}", 1),
        ("\u{1B}", "␛", 1), ("\u{301}", " ", 1),
    ] as [(Character, String, Int)])
    func cellHoldsItsGraphemeAndWidth(_ character: Character, _ grapheme: String, _ width: Int) {
        let cell = Cell(character)
        #expect(cell.grapheme == grapheme)
        #expect(cell.width == width)
        #expect(!cell.isContinuation)
    }

    @Test func aCellIsTwoWords() {
        #expect(MemoryLayout<Cell>.size == 16)
    }

    @Test func longClustersAreInternedSoEqualClustersAreEqualCells() {
        let family: Character = "👨‍👩‍👧‍👦"
        #expect(Cell(family) == Cell(family))
        #expect(Cell(family) != Cell("👨‍👩‍👧"))
        #expect(Cell(family).grapheme == String(family))
    }

    @Test func styleRoundTripsThroughTheCell() {
        let style = Style(foreground: .rgb(1, 2, 3), background: .indexed(250),
                          attributes: [.bold, .italic, .strikethrough])
        var cell = Cell("x", style: style)
        #expect(cell.style == style)
        cell.style = Style(foreground: .brightCyan, attributes: .reverse)
        #expect(cell.style == Style(foreground: .brightCyan, attributes: .reverse))
        #expect(cell.grapheme == "x" && cell.width == 1)
    }

    @Test(arguments: [TerminalColor.default, .red, .brightWhite, .indexed(0), .indexed(255), .rgb(0, 0, 0), .rgb(255, 255, 255), .rgb(18, 52, 86)])
    func everyColorSurvivesPacking(_ color: TerminalColor) {
        let style = Style(foreground: color, background: color)
        #expect(Cell("a", style: style).style == style)
    }

    @Test func styleFlagsReadAsQuestions() {
        var style = Style()
        style.isBold = true
        style.isUnderlined = true
        #expect(style.attributes == [.bold, .underline])
        style.isBold = false
        #expect(style.attributes == [.underline])
        #expect(!style.isPlain && Style.plain.isPlain)
    }

    @Test func description() {
        #expect(Cell("a").description == "Cell(\"a\")")
        #expect(Cell("a", style: Style(foreground: .red, attributes: .bold)).description == "Cell(\"a\", fg=red bold)")
    }
}
