/// Writing a run of cells into one row at once: what `place` does cell by cell, for the two
/// painters that write the most cells, copying a canvas into another (every phone and card
/// composed into the previewer's screen, every frame) and filling a rectangle (every
/// background). Placing cell by cell cost about 110 instructions a cell, a seventh of a
/// previewer's timer tick; a row at once is a block copy and two checks at its ends.
extension Canvas {
    /// Writes `run` into row `y` from column `x`, as placing each of its cells but the
    /// continuations in turn would: `run` must be whole graphemes (a wide one's continuation
    /// right after it, none first or last) and lie within the canvas. A wide grapheme of this
    /// canvas that `run` cuts at either end becomes a space, as `place` leaves it.
    mutating func placeRun(_ run: ArraySlice<Cell>, x: Int, y: Int) {
        run.withUnsafeBufferPointer { placeRun($0, x: x, y: y) }
    }

    /// `placeRun` for cells in a buffer of the caller's (a text's cells, made on the stack).
    mutating func placeRun(_ run: UnsafeBufferPointer<Cell>, x: Int, y: Int) {
        guard !run.isEmpty else { return }
        let start = y * size.width + x, end = start + run.count
        breakGraphemes(cutBy: start..<end, x: x)
        cells.withUnsafeMutableBufferPointer { target in
            (target.baseAddress! + start).update(from: run.baseAddress!, count: run.count)
        }
        markDamaged(row: y, columns: max(x - 1, 0) ..< min(x + run.count + 1, size.width))
    }

    /// Writes `cell`, one column wide, into `columns` of row `y`, within the canvas, as placing
    /// it in each column in turn would.
    mutating func placeRepeated(_ cell: Cell, y: Int, columns: Range<Int>) {
        guard !columns.isEmpty else { return }
        let start = y * size.width + columns.lowerBound, end = y * size.width + columns.upperBound
        breakGraphemes(cutBy: start..<end, x: columns.lowerBound)
        cells.withUnsafeMutableBufferPointer { target in
            (target.baseAddress! + start).update(repeating: cell, count: end - start)
        }
        markDamaged(row: y, columns: max(columns.lowerBound - 1, 0) ..< min(columns.upperBound + 1, size.width))
    }

    /// Writes `cell`, one column wide, into column `x` of each of `rows`, within the canvas, as
    /// placing it in each row in turn would (a box's sides: a phone's frame is two columns of
    /// forty-odd rows, every frame).
    mutating func placeDown(_ cell: Cell, x: Int, rows: Range<Int>) {
        guard !rows.isEmpty else { return }
        let width = size.width
        for y in rows { breakGraphemes(cutBy: (y * width + x)..<(y * width + x + 1), x: x) }
        cells.withUnsafeMutableBufferPointer { target in
            for y in rows { target[y * width + x] = cell }
        }
        for y in rows { markDamaged(row: y, columns: max(x - 1, 0) ..< min(x + 2, width)) }
    }

    /// Before the cells at `indices` (in one row, starting at column `x`) are overwritten: a
    /// wide grapheme whose right half is the first of them, or whose left half is the last,
    /// keeps its other half as a space of its style.
    private mutating func breakGraphemes(cutBy indices: Range<Int>, x: Int) {
        if x > 0 && cells[indices.lowerBound].isContinuation {
            cells[indices.lowerBound - 1] = Cell(space: cells[indices.lowerBound - 1].style)
        }
        let last = indices.upperBound - 1
        if cells[last].width == 2 && x + indices.count < size.width {
            cells[last + 1] = Cell(space: cells[last].style)
        }
    }

    /// Whether a whole row of a canvas is whole graphemes, from its two ends: painting keeps
    /// every wide grapheme's halves together (`place` breaks a pair it cuts), so within a row
    /// only the ends could be wrong, and only in a row not made by painting. Debug builds
    /// (the tests) check every cell: scanning each row composed into the previewer's screen
    /// was a twentieth of its tick.
    static func isWholeRow(_ row: ArraySlice<Cell>) -> Bool {
        guard let first = row.first, let last = row.last else { return true }
        let answer = !first.isContinuation && last.width != 2
        assert(answer == isWhole(row), "a canvas row is not whole graphemes inside: painting broke a wide grapheme's pair")
        return answer
    }

    /// Whether `run` is whole graphemes: no continuation first, none missing after a wide
    /// grapheme, none without one before it.
    static func isWhole(_ run: ArraySlice<Cell>) -> Bool {
        // Over the buffer: every frame copies each phone and the panel into the screen, and
        // this check, through the slice's indices, cost more than the copy.
        run.withUnsafeBufferPointer { cells in
            // Most rows have no wide grapheme, and cells all one column wide are whole.
            if Cell.areAllNarrow(cells) { return true }
            var expectsContinuation = false
            for cell in cells {
                if cell.isContinuation != expectsContinuation { return false }
                expectsContinuation = !cell.isContinuation && cell.width == 2
            }
            return !expectsContinuation
        }
    }
}
