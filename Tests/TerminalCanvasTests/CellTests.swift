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

    /// The grapheme's word first and the style's second, as a canvas's fill and its writer
    /// store a cell: one 16-byte word.
    @Test func aCellsGraphemeWordComesBeforeItsStyleWord() {
        #expect(MemoryLayout<Cell>.offset(of: \.graphemeBits) == 0)
        #expect(MemoryLayout<Cell>.offset(of: \.styleBits) == 8)
        #expect(MemoryLayout<Cell>.stride == 16)
    }

    /// A new canvas holds its fill in every cell, at each count the fill's four-at-a-time
    /// stores and the rest meet.
    @Test(arguments: [0, 1, 3, 4, 5, 7, 8, 9, 200 * 50 + 3])
    func aNewCanvasIsItsFillInEveryCell(count: Int) {
        let fill = Cell("x", style: Style(foreground: .indexed(4), attributes: .bold))
        let canvas = Canvas(width: count, height: 1, fill: fill)
        #expect(canvas.cells.count == count)
        #expect(canvas.cells.allSatisfy { $0 == fill })
    }

    @Test func longClustersAreInternedSoEqualClustersAreEqualCells() {
        let family: Character = "👨‍👩‍👧‍👦"
        #expect(Cell(family) == Cell(family))
        #expect(Cell(family) != Cell("👨‍👩‍👧"))
        #expect(Cell(family).grapheme == String(family))
    }

    @Test func theInternerIsCappedAndFallsBackToSubstitutesOfTheSameWidth() {
        #expect(GraphemeInterner.defaultCapacity == 1 << 16)
        let interner = GraphemeInterner(capacity: 4)   // the two substitutes and two clusters
        let first = "e" + String(repeating: "\u{301}", count: 8)
        let second = "e" + String(repeating: "\u{301}", count: 9)
        let family: Character = "👨‍👩‍👧‍👦"
        #expect(interner.index(of: first, width: 1) == 2)
        #expect(interner.index(of: second, width: 1) == 3)
        #expect(interner.index(of: first, width: 1) == 2)                 // known clusters still found
        #expect(interner.index(of: "a" + String(repeating: "\u{301}", count: 8), width: 1) == 0)
        #expect(interner.index(of: String(family), width: 2) == 1)
        #expect(interner.string(at: 0) == "\u{FFFD}" && interner.string(at: 1) == "\u{3013}")
        #expect(interner.string(at: 99) == "\u{FFFD}")

        // Through a cell's bits, as painting stores them.
        let bits = GraphemeStorage.bits(for: family, width: 2, interner: interner)
        #expect(GraphemeStorage.string(for: bits, interner: interner) == "〓")
        #expect(Cell(family).grapheme == String(family))                // the shared table has room
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
