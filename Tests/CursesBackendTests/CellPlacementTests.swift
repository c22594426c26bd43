import Testing
import TerminalCanvas
@testable import CursesBackend

/// Graphemes whose width terminals disagree about are placed by hand, and the cells after them
/// end up where the canvas has them whatever width the terminal draws them at.
@Suite struct CellPlacementTests {
    /// glibc's wcwidth for the characters used here (what ncurses moves the cursor by).
    static func glibcWidth(_ value: UInt32) -> Int {
        switch value {
        case 0x300...0x36F, 0xFE00...0xFE0F, 0x200D, 0x20E3: return 0
        case 0x1F1E6...0x1F1FF, 0x2708, 0x2764, 0x261D: return 1
        case 0x1F300...0x1FAFF, 0x4E00...0x9FFF, 0x3040...0x30FF, 0xAC00...0xD7A3, 0xFF01...0xFF60: return 2
        default: return 1
        }
    }

    let placement = CellPlacement(characterWidth: glibcWidth)

    @Test(arguments: ["a", "Ж", "实", "e\u{301}", "🍕", "Ａ"])
    func ncursesPrintsWhatItMeasuresRight(_ grapheme: String) {
        #expect(placement.columnsIfPlacedByHand(Cell(Character(grapheme))) == nil)
    }

    @Test(arguments: [("✈️", 2), ("❤️", 2), ("1️⃣", 2), ("🇺🇦", 4), ("👍🏽", 4), ("☝🏽", 4), ("👨‍👩‍👧", 6)])
    func graphemesTerminalsDisagreeAboutArePlacedByHand(_ grapheme: String, _ reach: Int) {
        #expect(placement.columnsIfPlacedByHand(Cell(Character(grapheme))) == reach)
    }

    @Test func struckThroughCellsArePlacedByHandWhereTheTerminalCanStrike() {
        let struck = Cell("a", style: Style(attributes: .strikethrough))
        #expect(placement.columnsIfPlacedByHand(struck) == nil)
        #expect(CellPlacement(characterWidth: Self.glibcWidth, strikesByHand: true).columnsIfPlacedByHand(struck) == 1)
    }

    @Test func aCellThatCouldJoinThePreviousOneIsPlacedByHand() {
        #expect(placement.isPlacedByHand(Cell("가"), after: Cell("\u{1100}")))
        #expect(!placement.isPlacedByHand(Cell("b"), after: Cell("a")))
    }

    /// How a terminal draws a grapheme placed by hand.
    enum TerminalWidth: CaseIterable {
        case narrow   // one column (tmux 3.3a and ✈️)
        case wide     // two columns, as the canvas says
        case apart    // each character on its own, two columns each (pyte and a ZWJ family)
    }

    /// A row of cells as a terminal shows them: one grapheme (or "") per column.
    struct ToyTerminal {
        var columns: [String]
        var owner: [Int]
        var nextOwner = 1
        init(width: Int) {
            columns = Array(repeating: " ", count: width)
            owner = Array(repeating: 0, count: width)
        }
        /// Prints `text` `width` columns wide at `column`; a wide glyph partly overwritten is
        /// erased whole, as xterm and tmux do.
        mutating func print(_ text: String, width: Int, at column: Int) {
            let end = min(column + width, columns.count)
            guard column < end else { return }
            for x in column..<end where owner[x] != 0 {
                let old = owner[x]
                for y in columns.indices where owner[y] == old && (y < column || y >= end) {
                    columns[y] = " "; owner[y] = 0
                }
            }
            for x in column..<end {
                columns[x] = x == column ? text : ""
                owner[x] = width > 1 ? nextOwner : 0
            }
            nextOwner += 1
        }
    }

    @Test(arguments: TerminalWidth.allCases)
    func cellsAfterAGraphemePlacedByHandStayPut(_ terminal: TerminalWidth) {
        var canvas = Canvas(width: 40, height: 1)
        canvas.write("A✈️B🇺🇦C👨‍👩‍👧D实E1️⃣F👍🏽G", at: .zero)
        var screen = ToyTerminal(width: canvas.width)
        // ncurses: every cell in its flow, placeholders where graphemes are placed by hand.
        var byHand: [Point] = []
        var previous: Cell?
        for x in 0..<canvas.width {
            let cell = canvas[x, 0]
            guard !cell.isContinuation else { continue }
            if placement.isPlacedByHand(cell, after: previous) {
                byHand.append(Point(x: x, y: 0))
                for offset in 0..<cell.width { screen.print("\u{A0}", width: 1, at: x + offset) }
            } else {
                screen.print(cell.grapheme, width: cell.width, at: x)
            }
            previous = cell
        }
        // By hand: each cell with an absolute move, as the terminal draws it.
        for point in placement.cellsToPrint(placedByHand: byHand, in: canvas) {
            let cell = canvas[point.x, point.y]
            let scalars = cell.grapheme.unicodeScalars.filter { Self.glibcWidth($0.value) > 0 }
            guard byHand.contains(point) else {
                screen.print(cell.grapheme, width: cell.width, at: point.x)
                continue
            }
            switch terminal {
            case .narrow: screen.print(cell.grapheme, width: 1, at: point.x)
            case .wide: screen.print(cell.grapheme, width: 2, at: point.x)
            case .apart:
                var x = point.x
                for scalar in scalars {
                    screen.print(String(scalar), width: 2, at: x)
                    x += 2
                }
            }
        }
        // Every cell ncurses printed is where the canvas has it.
        for x in 0..<canvas.width where !canvas[x, 0].isContinuation && !byHand.contains(Point(x: x, y: 0)) {
            #expect(screen.columns[x] == canvas[x, 0].grapheme, "column \(x) under \(terminal)")
        }
        // And each grapheme placed by hand starts in its own column.
        for point in byHand {
            let first = canvas[point.x, 0].grapheme.unicodeScalars.first!
            #expect(screen.columns[point.x].unicodeScalars.first == first, "column \(point.x) under \(terminal)")
        }
    }

    @Test func theRepairStopsAtTheRowsEnd() {
        var canvas = Canvas(width: 4, height: 1)
        canvas.write("ab👨‍👩‍👧", at: .zero)
        #expect(placement.cellsToPrint(placedByHand: [Point(x: 2, y: 0)], in: canvas) == [Point(x: 2, y: 0)])
    }
}
