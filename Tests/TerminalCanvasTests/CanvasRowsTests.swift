import Testing
@testable import TerminalCanvas

/// `copy` and `fill` write a row at once where they can; these tests pin that this gives
/// exactly the cells and the damage that placing cell by cell (the reference, through the
/// subscript) gives, wide graphemes cut at either end included.
@Suite("Canvas rows written at once")
struct CanvasRowsTests {
    static let graphemes: [Character] = ["a", "b", "界", "─", "🍕", " ", "x", "实"]
    static let styles = [Style.plain, Style(foreground: .ansi(.red)), Style(background: .ansi(.blue))]

    /// A canvas of random narrow and wide graphemes in random styles.
    static func scribbled(width: Int, height: Int, random: inout SeededRandom) -> Canvas {
        var canvas = Canvas(width: width, height: height)
        for _ in 0..<(width * height) {
            let x = Int(random.next() % UInt64(width + 1)) - 1, y = Int(random.next() % UInt64(height))
            let grapheme = graphemes[Int(random.next() % UInt64(graphemes.count))]
            canvas.write(String(grapheme), at: Point(x: x, y: y), style: styles[Int(random.next() % 3)])
        }
        return canvas
    }

    /// The damage a canvas recorded, as text.
    static func damage(_ canvas: inout Canvas) -> String {
        let taken = canvas.takeDamage()
        return (0..<taken.height).filter { !taken.columns(inRow: $0).isEmpty }
            .map { "\($0): \(taken.columns(inRow: $0))" }.joined(separator: ", ")
    }

    @Test(arguments: 0..<40)
    func copyingIsPlacingEachCell(seed: UInt64) {
        var random = SeededRandom(seed: seed)
        let width = 1 + Int(random.next() % 12), height = 1 + Int(random.next() % 4)
        let target = Self.scribbled(width: width, height: height, random: &random)
        let source = Self.scribbled(width: 1 + Int(random.next() % 12), height: 1 + Int(random.next() % 4), random: &random)
        for _ in 0..<12 {
            let origin = Point(x: Int(random.next() % UInt64(width + 4)) - 2, y: Int(random.next() % UInt64(height + 2)) - 1)
            var copied = target, placed = target
            copied.startTrackingDamage()
            placed.startTrackingDamage()
            copied.copy(source, to: origin)
            for y in 0..<source.height {
                for (x, cell) in source.cells(inRow: y).enumerated() where !cell.isContinuation {
                    placed[origin.x + x, origin.y + y] = cell
                }
            }
            #expect(copied.cells == placed.cells, "seed \(seed), origin \(origin)\n\(copied.plainText)\n—\n\(placed.plainText)")
            #expect(Self.damage(&copied) == Self.damage(&placed), "seed \(seed), origin \(origin)")
        }
    }

    @Test(arguments: 0..<40)
    func fillingIsPlacingEachCell(seed: UInt64) {
        var random = SeededRandom(seed: seed)
        let width = 1 + Int(random.next() % 12), height = 1 + Int(random.next() % 4)
        let target = Self.scribbled(width: width, height: height, random: &random)
        for _ in 0..<12 {
            let rect = Rect(x: Int(random.next() % UInt64(width + 2)) - 1, y: Int(random.next() % UInt64(height + 1)) - 1,
                            width: Int(random.next() % UInt64(width + 2)), height: Int(random.next() % UInt64(height + 2)))
            let clip = Rect(x: Int(random.next() % UInt64(width)), y: 0, width: width, height: height)
            let grapheme = Self.graphemes[Int(random.next() % UInt64(Self.graphemes.count))]
            let style = Self.styles[Int(random.next() % 3)]
            var filled = target, placed = target
            filled.startTrackingDamage()
            placed.startTrackingDamage()
            filled.pushClip(clip)
            filled.fill(rect, with: grapheme, style: style)
            let area = rect.intersection(clip).intersection(target.bounds)
            let cell = Cell(grapheme, style: style)
            if !area.isEmpty {
                for y in area.minY..<area.maxY {
                    var x = area.minX
                    while x < area.maxX {
                        placed[x, y] = x + cell.width <= area.maxX ? cell : Cell(space: style)
                        x += cell.width
                    }
                }
            }
            #expect(filled.cells == placed.cells, "seed \(seed), \(rect) clipped to \(clip), \(grapheme)\n\(filled.plainText)\n—\n\(placed.plainText)")
            #expect(Self.damage(&filled) == Self.damage(&placed), "seed \(seed), \(rect)")
        }
    }

    /// Restyling the cells on the terminal's own background in place gives the cells that
    /// reading each cell and writing it back with its new style gives.
    @Test(arguments: 0..<20)
    func restylingTransparentCellsIsWritingEachBack(seed: UInt64) {
        var random = SeededRandom(seed: seed)
        let canvas = Self.scribbled(width: 1 + Int(random.next() % 12), height: 1 + Int(random.next() % 4), random: &random)
        func change(_ cell: Cell) -> Style {
            var style = cell.style
            style.background = .rgb(10, 20, 30)
            if cell.width == 2 { style.foreground = .ansi(.yellow) }
            return style
        }
        var restyled = canvas, written = canvas
        restyled.restyleCellsOnDefaultBackground(change)
        for y in 0..<canvas.height {
            for x in 0..<canvas.width {
                var cell = written[x, y]
                guard cell.hasDefaultBackground && !cell.isContinuation else { continue }
                cell.style = change(cell)
                written[x, y] = cell
            }
        }
        #expect(restyled.cells == written.cells, "seed \(seed)\n\(restyled.plainText)")
    }

    /// A box's sides, a column at once: the cells and damage of placing each side's cell row by
    /// row, over wide graphemes it cuts, clipped.
    @Test(arguments: 0..<40)
    func drawingABoxIsPlacingEachCell(seed: UInt64) {
        var random = SeededRandom(seed: seed)
        let width = 2 + Int(random.next() % 12), height = 2 + Int(random.next() % 6)
        let target = Self.scribbled(width: width, height: height, random: &random)
        for _ in 0..<12 {
            let rect = Rect(x: Int(random.next() % UInt64(width + 2)) - 1, y: Int(random.next() % UInt64(height + 1)) - 1,
                            width: 2 + Int(random.next() % UInt64(width + 1)), height: 2 + Int(random.next() % UInt64(height + 1)))
            let clip = Rect(x: Int(random.next() % UInt64(width)), y: Int(random.next() % 2), width: width, height: height)
            let style = Self.styles[Int(random.next() % 3)]
            var boxed = target, placed = target
            boxed.startTrackingDamage()
            placed.startTrackingDamage()
            boxed.pushClip(clip)
            boxed.drawBox(rect, style: style)
            let visible = clip.intersection(target.bounds)
            func put(_ glyph: Character, _ x: Int, _ y: Int) {
                if visible.contains(Point(x: x, y: y)) { placed[x, y] = Cell(glyph, style: style) }
            }
            let (left, right, top, bottom) = (rect.minX, rect.maxX - 1, rect.minY, rect.maxY - 1)
            put("╭", left, top); put("╮", right, top); put("╰", left, bottom); put("╯", right, bottom)
            for x in (left + 1)..<right { put("─", x, top); put("─", x, bottom) }
            for y in (top + 1)..<bottom { put("│", left, y); put("│", right, y) }
            #expect(boxed.cells == placed.cells, "seed \(seed), \(rect) clipped to \(clip)\n\(boxed.plainText)\n—\n\(placed.plainText)")
            #expect(Self.damage(&boxed) == Self.damage(&placed), "seed \(seed), \(rect)")
        }
    }

    /// The edges written out: a wide grapheme cut by a copied row's first or last cell keeps
    /// its other half as a space, and one the row covers whole is simply replaced.
    @Test func aCopiedRowBreaksTheWideGraphemesItCuts() {
        var canvas = Canvas(width: 8, height: 1)
        canvas.write("界界界界", at: .zero)
        var piece = Canvas(width: 4, height: 1)
        piece.write("abcd", at: .zero)
        // Columns 1–4: the first 界's right half and the third's left half are cut.
        canvas.copy(piece, to: Point(x: 1, y: 0))
        #expect(canvas.plainText == " abcd 界")
        // Columns 2–5 of a row of 界: the second and third are covered whole.
        canvas.write("界界界界", at: .zero)
        canvas.copy(piece, to: Point(x: 2, y: 0))
        #expect(canvas.plainText == "界abcd界")
    }

    /// A canvas's whole row is judged by its ends (painting keeps pairs together inside it):
    /// a row with a wide grapheme inside is whole, a run starting on a right half or ending on
    /// a left half is not, as the full check says.
    @Test func aRowIsJudgedWholeByItsEnds() {
        var canvas = Canvas(width: 5, height: 1)
        canvas.write("a界b", at: .zero)
        let row = canvas.cells(inRow: 0)
        #expect(Canvas.isWholeRow(row) && Canvas.isWhole(row))
        #expect(!Canvas.isWholeRow(row.dropFirst(2)) && !Canvas.isWhole(row.dropFirst(2)))
        #expect(!Canvas.isWholeRow(row.dropLast(3)) && !Canvas.isWhole(row.dropLast(3)))
        #expect(Canvas.isWholeRow(row.dropFirst(5)))
        #expect(Array(row.dropFirst(3)).withUnsafeBufferPointer { Cell.areAllNarrow($0) })
        #expect(!Array(row).withUnsafeBufferPointer { Cell.areAllNarrow($0) })
    }

    @Test func aRowThatIsNotWholeGraphemesIsNotWrittenAtOnce() {
        var broken = Canvas(width: 4, height: 1)
        broken.write("a界", at: .zero)
        #expect(Canvas.isWhole(broken.cells(inRow: 0)))
        #expect(!Canvas.isWhole(broken.cells(inRow: 0).dropLast(2)))
        #expect(!Canvas.isWhole(broken.cells(inRow: 0).dropFirst(2)))
        #expect(Canvas.isWhole(broken.cells(inRow: 0).dropLast(1).dropFirst(3)))
    }

    /// Text of lone narrow scalars is written in runs of up to 256 cells: a line longer than
    /// that, and one cut by the clip inside a run, come out whole and cut where they should.
    @Test func aLongLineIsWrittenRunAfterRun() {
        var canvas = Canvas(width: 700, height: 2)
        let line = String((0..<600).map { Character(Unicode.Scalar(UInt8(97 + $0 % 26))) })
        let margin = String(repeating: " ", count: 3)
        #expect(canvas.write(line, at: Point(x: 3, y: 0)) == 603)
        let first: String = canvas.cells(inRow: 0).map(\.grapheme).joined()
        #expect(first == margin + line + String(repeating: " ", count: 97))
        canvas.pushClip(Rect(x: 0, y: 1, width: 300, height: 1))
        #expect(canvas.write(line, at: Point(x: 3, y: 1)) == 300)
        let second: String = canvas.cells(inRow: 1).map(\.grapheme).joined()
        #expect(second == margin + String(line.prefix(297)) + String(repeating: " ", count: 400))
    }
}
