import Testing
import TerminalCanvas

@Suite struct CanvasDiffTests {
    /// A diff as readable lines: `row,column: graphemes` (a continuation cell shown as `·`).
    func lines(_ changes: CanvasDiff) -> [String] {
        changes.map { run in
            "\(run.row),\(run.column): " + run.cells.map { $0.isContinuation ? "·" : $0.grapheme }.joined()
        }
    }

    func canvas(width: Int? = nil, _ rows: String...) -> Canvas {
        var canvas = Canvas(width: width ?? rows.map(\.displayWidth).max() ?? 0, height: rows.count)
        for (y, row) in rows.enumerated() { canvas.write(row, at: Point(x: 0, y: y)) }
        return canvas
    }

    @Test func anUnchangedCanvasHasNoRuns() {
        let screen = canvas("Pizza 12:00", "实时活动")
        let changes = diff(screen, screen)
        #expect(changes.isEmpty)
        #expect(changes.changedCellCount == 0)
        #expect(!changes.isFullRepaint)
    }

    @Test func changedCellsAreListedAsRuns() {
        let changes = diff(canvas("Pizza · 12:00", "on the way"), canvas("Pizza · 11:59", "on the WAY"))
        #expect(lines(changes) == ["0,9: 1", "0,11: 59", "1,7: WAY"])
        #expect(changes.changedCellCount == 6)
    }

    @Test func aStyleChangeAloneIsAChange() {
        let before = canvas("abc")
        var after = before
        after.restyle(Rect(x: 1, y: 0, width: 1, height: 1)) { $0.isBold = true }
        let changes = diff(before, after)
        #expect(lines(changes) == ["0,1: b"])
        #expect(changes.first?.cells.first?.style.isBold == true)
    }

    @Test func aWideGraphemeReplacedByTwoNarrowOnes() {
        let changes = diff(canvas("a实b"), canvas("axyb"))
        #expect(lines(changes) == ["0,1: xy"])
    }

    @Test func twoNarrowGraphemesReplacedByAWideOne() {
        let changes = diff(canvas("axyb"), canvas("a实b"))
        #expect(lines(changes) == ["0,1: 实·"])
    }

    @Test func aWideGraphemeReplacedByAnotherTakesItsUnchangedRightHalf() {
        // Only column 1 differs (the continuation cells are alike), yet the run is whole.
        #expect(lines(diff(canvas("a实b"), canvas("a时b"))) == ["0,1: 时·"])
    }

    @Test func restylingTheRightHalfChangesTheWholeGrapheme() {
        let before = canvas("a实b")
        var after = before
        after.restyle(Rect(x: 2, y: 0, width: 1, height: 1)) { $0.foreground = .red }
        #expect(lines(diff(before, after)) == ["0,1: 实·"])
    }

    @Test func aWideGraphemeShiftedByOneColumn() {
        let changes = diff(canvas("实  "), canvas(" 实 "))
        #expect(lines(changes) == ["0,0:  实·"])
    }

    @Test func aRunEndingOnTheLeftHalfOfAWideGraphemeTakesItsRightHalf() {
        let changes = diff(canvas("ab时"), canvas("a实 "))
        #expect(lines(changes) == ["0,1: 实· "])
    }

    @Test func emojiSequencesDiffAsOneGrapheme() {
        let changes = diff(canvas("x👨‍👩‍👧y"), canvas("x👨‍👩‍👦y"))
        #expect(lines(changes) == ["0,1: 👨‍👩‍👦·"])
    }

    @Test func aChangeInTheLastColumnOfARow() {
        // The last column of the first row and of the last: each its own one-cell run.
        let changes = diff(canvas("abc", "def"), canvas("abX", "deY"))
        #expect(lines(changes) == ["0,2: X", "1,2: Y"])
        #expect(changes.changedCellCount == 2)
    }

    @Test func aRunReachingTheLastColumnEndsThereAndTheNextRowStartsItsOwn() {
        // Changes at the end of row 0 and the start of row 1 are neighbours in storage, but a
        // run never wraps onto the next row.
        let changes = diff(canvas("abcd", "efgh"), canvas("abXY", "Zfgh"))
        #expect(lines(changes) == ["0,2: XY", "1,0: Z"])
        #expect(changes.changedCellCount == 3)
    }

    @Test func aWideGraphemeInTheLastTwoColumns() {
        #expect(lines(diff(canvas("ab实", "cd"), canvas("ab时", "cd"))) == ["0,2: 时·"])
        // Restyling only its right half, the last cell of the row, repaints the whole grapheme.
        let before = canvas("ab实")
        var after = before
        after.restyle(Rect(x: 3, y: 0, width: 1, height: 1)) { $0.isBold = true }
        #expect(lines(diff(before, after)) == ["0,2: 实·"])
    }

    @Test func aSizeChangeIsAFullRepaint() {
        let changes = diff(canvas("ab", "cd"), canvas("abc", "def"))
        #expect(changes.isFullRepaint)
        #expect(lines(changes) == ["0,0: abc", "1,0: def"])
        #expect(changes.size == Size(width: 3, height: 2))
    }

    @Test func everyCellChanged() {
        let changes = diff(canvas("abc", "def"), canvas("ghi", "jkl"))
        #expect(lines(changes) == ["0,0: ghi", "1,0: jkl"])
        #expect(changes.changedCellCount == 6)
        #expect(!changes.isFullRepaint)
    }

    @Test func zeroSizedCanvasesDiffToNothing() {
        #expect(diff(Canvas(width: 0, height: 0), Canvas(width: 0, height: 0)).isEmpty)
        #expect(diff(Canvas(width: 3, height: 1), Canvas(width: 0, height: 5)).isEmpty)
    }

    @Test func applyingTheRunsToThePreviousCanvasGivesTheNext() {
        let before = canvas(width: 20, "Pizza 实时 🍕 12:00", "Отображение 👨‍👩‍👧", "ab实cd")
        let after = canvas(width: 20, "Pizza 实 x🍕 11:59", "Отобр 👨‍👩‍👦 ение", "a实bcd")
        var patched = before
        for run in diff(before, after) {
            var x = run.column
            for cell in run.cells where !cell.isContinuation {
                patched[x, run.row] = cell
                x += cell.width
            }
        }
        #expect(patched == after)
    }
}
