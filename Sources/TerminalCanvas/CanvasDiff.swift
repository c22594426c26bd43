#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#elseif canImport(Musl)
import Musl
#endif

/// The cells that differ between two canvases, as runs of changed cells along rows.
///
///     previous   Pizza · 12:00        next   Pizza · 11:59
///     runs       (row 0, column 8, ["1", "1", ":", "5", "9"])… merged where changes touch
///
/// This is what the ncurses backend paints and what transitions start from. Runs always hold
/// whole graphemes: a run never starts on the right half of a wide grapheme or ends on its left
/// half, so painting a run can never split one. When the sizes differ nothing lines up, and the
/// diff is a full repaint: every row of `next` as one run.
///
/// The diff is a random-access collection of runs. A run's cells are a slice of the next
/// canvas's own storage, shared, not copied: an unchanged canvas allocates nothing and a
/// changed one only the list of runs.
public struct CanvasDiff: RandomAccessCollection, Equatable, Sendable {
    /// A stretch of changed cells in one row, left to right.
    public struct Run: Equatable, Sendable {
        /// The row, from 0 at the top.
        public let row: Int
        /// The column of the first cell.
        public let column: Int
        /// The new cells, starting at `column`; a wide grapheme is followed by its continuation.
        public let cells: ArraySlice<Cell>

        /// A run of `cells` from (`column`, `row`).
        public init(row: Int, column: Int, cells: ArraySlice<Cell>) {
            self.row = row
            self.column = column
            self.cells = cells
        }

        /// Whether the runs start at the same cell and hold equal cells (wherever they are stored).
        public static func == (lhs: Run, rhs: Run) -> Bool {
            lhs.row == rhs.row && lhs.column == rhs.column && lhs.cells.elementsEqual(rhs.cells)
        }
    }

    /// The size of the canvas the diff leads to.
    public let size: Size
    /// Whether the sizes differed, so every cell of the new canvas is listed.
    public let isFullRepaint: Bool
    /// The number of changed cells, continuation cells included.
    public let changedCellCount: Int
    /// The next canvas's cells, shared with it.
    private let nextCells: [Cell]
    /// Each run's row, column and length.
    private let runs: [(row: Int, column: Int, count: Int)]

    /// 0.
    public var startIndex: Int { 0 }
    /// The number of runs.
    public var endIndex: Int { runs.count }

    /// The run at `index`, top to bottom and left to right.
    public subscript(index: Int) -> Run {
        let run = runs[index]
        let start = run.row * size.width + run.column
        return Run(row: run.row, column: run.column, cells: nextCells[start ..< start + run.count])
    }

    /// Whether the diffs lead to the same size, are both full repaints or both not, and hold
    /// equal runs in the same order.
    public static func == (lhs: CanvasDiff, rhs: CanvasDiff) -> Bool {
        lhs.size == rhs.size && lhs.isFullRepaint == rhs.isFullRepaint && lhs.elementsEqual(rhs)
    }

    /// The changes that turn `previous` into `next`.
    public init(from previous: Canvas, to next: Canvas) {
        self.init(from: previous, to: next, within: nil)
    }

    /// The changes that turn `previous` into `next`, looking only at the cells `damage` holds
    /// (a canvas's record of what painting touched): the cells outside it must be equal in
    /// both, and are not compared. Runs are still widened to whole graphemes, so a run may
    /// reach a cell beside the damage. Of another size, or with damage for another height, it
    /// is a full repaint as ever.
    package init(from previous: Canvas, to next: Canvas, within damage: CanvasDamage?) {
        size = next.size
        nextCells = next.cells
        guard previous.size == next.size else {
            isFullRepaint = true
            changedCellCount = next.cells.count
            runs = next.width == 0 ? [] : (0..<next.height).map { (row: $0, column: 0, count: next.width) }
            return
        }
        isFullRepaint = false
        var runs: [(row: Int, column: Int, count: Int)] = []
        var changedCellCount = 0
        let width = next.width
        let damage = damage.flatMap { $0.height == next.height ? $0 : nil }
        previous.cells.withUnsafeBufferPointer { old in
            next.cells.withUnsafeBufferPointer { new in
                for row in 0..<next.height {
                    let columns = damage?.columns(inRow: row) ?? 0..<width
                    let rowStart = row * width
                    var column = columns.lowerBound
                    let end = Swift.min(columns.upperBound, width)
                    // Most rows of a frame are as they were: equal bits, one block comparison
                    // (equal cells are equal bits), where the loop below costs a few
                    // instructions a cell, a tenth of a previewer's tick for its whole screen.
                    if column < end, memcmp(old.baseAddress! + rowStart + column, new.baseAddress! + rowStart + column,
                                            (end - column) * MemoryLayout<Cell>.stride) == 0 { continue }
                    while column < end {
                        // The hot loop: skip equal cells with two integer compares each.
                        while column < end && old[rowStart + column] == new[rowStart + column] { column += 1 }
                        guard column < end else { break }
                        var first = column
                        while column < width && old[rowStart + column] != new[rowStart + column] { column += 1 }
                        // Widen to whole graphemes on both sides.
                        if new[rowStart + first].isContinuation && first > 0 { first -= 1 }
                        if new[rowStart + column - 1].width == 2 && column < width { column += 1 }
                        // A run touching the previous one (widening can make them meet) joins it.
                        if let last = runs.last, last.row == row, last.column + last.count >= first {
                            let lastEnd = last.column + last.count
                            runs[runs.count - 1].count += column - lastEnd
                            changedCellCount += column - lastEnd
                        } else {
                            runs.append((row: row, column: first, count: column - first))
                            changedCellCount += column - first
                        }
                    }
                }
            }
        }
        self.runs = runs
        self.changedCellCount = changedCellCount
    }
}

/// The changes that turn `previous` into `next`: `CanvasDiff(from: previous, to: next)`.
public func diff(_ previous: Canvas, _ next: Canvas) -> CanvasDiff {
    CanvasDiff(from: previous, to: next)
}
