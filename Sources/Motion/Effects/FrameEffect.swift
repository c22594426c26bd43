import TerminalCanvas

/// One effect on part of a frame: drawn at a progress from 0 (the region as it looked) to 1 (as
/// it looks now), as a pure function of that progress.
///
/// Effects draw onto a canvas that starts as the next frame, in order, each over the cells it
/// owns, reading the previous and next frames' cells as they need.
protocol FrameEffect: Sendable {
    /// When it starts (seconds after the transition begins), how long it lasts and its curve.
    var timing: AnimationTiming { get }

    /// Draws the effect at `progress` (the timing curve already applied; a spring may pass 1).
    func draw(at progress: Double, into canvas: inout Canvas, from previous: Canvas, to next: Canvas)
}

extension Cell {
    /// A continuation cell (the right half of a wide grapheme) as a space in its style.
    var leadingHalfAsSpace: Cell { isContinuation ? Cell(" ", style: style) : self }
}

extension Canvas {
    /// What is behind a view arriving at (`x`, `y`): the previous frame's cell there, unless a
    /// view that moved or went was there (then a space in the colour around `area`).
    func behind(_ x: Int, _ y: Int, vacated: [Rect], around area: Rect, next: Canvas) -> Cell {
        guard vacated.contains(where: { $0.contains(Point(x: x, y: y)) }) else { return cellOrBlank(x, y).leadingHalfAsSpace }
        let outside = area.maxX < next.width ? next.cellOrBlank(area.maxX, y) : next.cellOrBlank(area.minX - 1, y)
        return Cell(" ", style: Style(background: outside.style.background))
    }

    /// The cell at (`x`, `y`), or a blank one outside the canvas.
    func cellOrBlank(_ x: Int, _ y: Int) -> Cell { self[x, y] }

    /// Writes `cell` where it fits within `clip`, keeping a wide cell whole or not writing it.
    mutating func put(_ cell: Cell, x: Int, y: Int, clip: Rect) {
        guard clip.contains(Point(x: x, y: y)), !cell.isContinuation else { return }
        if cell.width == 2 && !clip.contains(Point(x: x + 1, y: y)) {
            self[x, y] = Cell(" ", style: cell.style)
            return
        }
        self[x, y] = cell
    }
}
