/// A grid of cells that everything TermIsland shows is painted into.
///
/// Cells are stored row after row in one contiguous array. Painting keeps one promise whatever
/// it is asked: a wide grapheme and its continuation cell are always together. Writing over
/// either half of a wide grapheme turns the other half into a space of the same style, even if
/// that half lies outside the current clip.
///
///     var canvas = Canvas(width: 12, height: 3)
///     canvas.drawBox(canvas.bounds)
///     canvas.write("实时", at: Point(x: 2, y: 1))
///     canvas.plainText == """
///         ╭──────────╮
///         │ 实时     │
///         ╰──────────╯
///         """
///
/// Painting clips to the top of a clip stack (see `pushClip(_:)`); coordinates can be anything,
/// negative or huge, and what falls outside is left out.
public struct Canvas: Sendable {
    /// The canvas's width and height in cells.
    public private(set) var size: Size
    /// All cells, row after row.
    package var cells: [Cell]
    /// Nested clip rectangles, each already inside the one below it and inside the canvas.
    var clipStack: [Rect] = []
    /// What painting changed since `startTrackingDamage()`, or nil when nobody asked.
    var damage: CanvasDamage?

    /// The most cells a canvas holds (2048 × 2048), and the longest either side may be: a larger
    /// size is cut to fit, keeping the width, so a wild size from a caller cannot exhaust memory.
    public static let maximumCellCount = 1 << 22

    /// A canvas of `width` × `height` cells, all `fill` (a space by default).
    ///
    /// Negative sizes count as 0; sizes beyond `maximumCellCount` cells are cut to fit. A wide
    /// `fill` is replaced by a space of its style, since one cell cannot hold it.
    public init(width: Int, height: Int, fill: Cell = .blank) {
        let width = min(max(width, 0), Self.maximumCellCount)
        var height = min(max(height, 0), Self.maximumCellCount)
        if width > 0 { height = min(height, Self.maximumCellCount / width) }
        size = Size(width: width, height: height)
        let fill = fill.width == 1 ? fill : Cell(space: fill.style)
        cells = Self.cells(repeating: fill, count: width * height)
    }

    /// `count` copies of `cell`, stored four 16-byte words a turn: `Array(repeating:count:)`
    /// stored a cell as two 8-byte words, one at a time, and a whole-frame renderer makes a
    /// new canvas, all of its cells, for every frame.
    private static func cells(repeating cell: Cell, count: Int) -> [Cell] {
        guard count > 0 else { return [] }
        return Array(unsafeUninitializedCapacity: count) { buffer, initialized in
            let words = SIMD2(cell.graphemeBits, cell.styleBits)
            let raw = UnsafeMutableRawPointer(buffer.baseAddress!)
            var index = 0
            while index &+ 4 <= count {
                raw.storeBytes(of: words, toByteOffset: index &* 16, as: SIMD2<UInt64>.self)
                raw.storeBytes(of: words, toByteOffset: index &* 16 &+ 16, as: SIMD2<UInt64>.self)
                raw.storeBytes(of: words, toByteOffset: index &* 16 &+ 32, as: SIMD2<UInt64>.self)
                raw.storeBytes(of: words, toByteOffset: index &* 16 &+ 48, as: SIMD2<UInt64>.self)
                index &+= 4
            }
            while index < count {
                raw.storeBytes(of: words, toByteOffset: index &* 16, as: SIMD2<UInt64>.self)
                index &+= 1
            }
            initialized = count
        }
    }

    /// A canvas of `size`, all `fill`.
    public init(size: Size, fill: Cell = .blank) {
        self.init(width: size.width, height: size.height, fill: fill)
    }

    /// Columns.
    public var width: Int { size.width }
    /// Rows.
    public var height: Int { size.height }

    /// The whole canvas as a rectangle at the origin.
    public var bounds: Rect { Rect(size: size) }

    /// The cell at column `x`, row `y`, or nil outside the canvas.
    public func cell(at point: Point) -> Cell? {
        guard bounds.contains(point) else { return nil }
        return cells[point.y * size.width + point.x]
    }

    /// The cell at column `x`, row `y`.
    ///
    /// Reading outside the canvas gives `Cell.blank`; writing there does nothing. Writing
    /// ignores the clip stack but keeps wide graphemes whole: a wide cell in the last column
    /// becomes a space, and a continuation cell (the right half of a wide grapheme, which only
    /// painting a wide grapheme can make) is written as a space.
    public subscript(x: Int, y: Int) -> Cell {
        get { cell(at: Point(x: x, y: y)) ?? .blank }
        set {
            guard bounds.contains(Point(x: x, y: y)) else { return }
            place(newValue, x: x, y: y)
        }
    }

    /// The cells of row `y`, left to right; empty outside the canvas.
    public func cells(inRow y: Int) -> ArraySlice<Cell> {
        guard y >= 0 && y < size.height else { return [] }
        return cells[y * size.width ..< (y + 1) * size.width]
    }

    /// Calls `body` with the cells, row after row, without copying them (comparing two frames'
    /// rows as bytes).
    package func withCells<Result>(_ body: (UnsafeBufferPointer<Cell>) throws -> Result) rethrows -> Result {
        try cells.withUnsafeBufferPointer(body)
    }

    /// Writes `cell` at an in-bounds position, breaking any wide grapheme it overlaps.
    mutating func place(_ cell: Cell, x: Int, y: Int) {
        var cell = cell
        if cell.isContinuation || (cell.width == 2 && x + 1 >= size.width) {
            cell = Cell(space: cell.style)
        }
        let row = y * size.width
        let last = x + cell.width - 1
        // The left half of a wide grapheme whose right half is about to be overwritten.
        if cells[row + x].isContinuation && x > 0 {
            cells[row + x - 1] = Cell(space: cells[row + x - 1].style)
        }
        // The right half of a wide grapheme whose left half is about to be overwritten.
        if cells[row + last].width == 2 && last + 1 < size.width {
            cells[row + last + 1] = Cell(space: cells[row + last].style)
        }
        cells[row + x] = cell
        if cell.width == 2 { cells[row + x + 1] = .continuation(style: cell.style) }
        // The cell and the halves of wide graphemes it may have broke either side.
        markDamaged(row: y, columns: max(x - 1, 0) ..< min(last + 2, size.width))
    }
}

extension Canvas: Equatable {
    /// Two canvases are equal when they have the same size and the same cells; their clip
    /// stacks and damage are painting state, not content, and are not compared.
    public static func == (lhs: Canvas, rhs: Canvas) -> Bool {
        lhs.size == rhs.size && lhs.cells == rhs.cells
    }
}

extension Canvas: CustomStringConvertible {
    /// The plain text of the canvas, as `plainText` gives it.
    public var description: String { plainText }
}
