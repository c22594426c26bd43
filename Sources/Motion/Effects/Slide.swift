import TerminalCanvas

/// A view sliding within its own cells: in from an edge, out to one, or from where it was to
/// where it is. Cells it has not reached (or has left) show what is behind it.
///
///     move(edge: .leading), arriving        moved down two rows
///       0.0  |          |                     0.0  row 1: card     row 3: (behind)
///       0.5  |ride 6:00 |  ← half way in      0.5  row 2: card
///       1.0  |  ride 6:00|                    1.0  row 3: card     row 1: (behind)
///
/// An arriving view is clipped to its own rectangle (it slides into its slot rather than over
/// its neighbours); a leaving view to the one it had.
struct Slide: FrameEffect {
    enum Direction: Sendable {
        /// Arrives from `edge` into `rect` of the next frame.
        case arriving(from: TransitionEdge)
        /// Leaves `rect` of the previous frame toward `edge`.
        case leaving(toward: TransitionEdge)
        /// Moves from `from` in the previous frame to `rect` in the next.
        case moving(from: Rect)
    }

    let rect: Rect
    let direction: Direction
    /// Also fades as it slides (a move combined with opacity, a card).
    let fades: Bool
    let depth: ColorDepth
    let timing: AnimationTiming
    /// Where views were that moved or went (see `Canvas.behind`).
    var vacated: [Rect] = []

    func draw(at progress: Double, into canvas: inout Canvas, from previous: Canvas, to next: Canvas) {
        let fade = CellDissolve(mode: .crossFade, depth: depth)
        switch direction {
        case .arriving(let edge):
            let offset = Self.offset(of: rect, toward: edge, by: 1 - progress)
            var behindCanvas = previous
            if !vacated.isEmpty {
                for y in rect.minY..<rect.maxY {
                    for x in rect.minX..<rect.maxX { behindCanvas[x, y] = previous.behind(x, y, vacated: vacated, around: rect, next: next) }
                }
            }
            paint(next, rect, shiftedBy: offset, over: behindCanvas, clip: rect, into: &canvas) { cell, behind in
                fades ? fade.cell(from: behind, to: cell, fraction: progress) : cell
            }
        case .leaving(let edge):
            let offset = Self.offset(of: rect, toward: edge, by: progress)
            paint(previous, rect, shiftedBy: offset, over: next, clip: rect, into: &canvas) { cell, behind in
                fades ? fade.cell(from: cell, to: behind, fraction: progress) : cell
            }
        case .moving(let from):
            let p = min(max(progress, 0), 1)
            let x = Int((Double(from.minX) + Double(rect.minX - from.minX) * p).rounded())
            let y = Int((Double(from.minY) + Double(rect.minY - from.minY) * p).rounded())
            let now = Rect(x: x, y: y, width: rect.width, height: rect.height)
            // Where it is going, not yet reached: what is behind it there is not known; a space in
            // its own background stands in. (Where it was belongs to whatever is there now.)
            for vacated in [rect] {
                for row in vacated.minY..<vacated.maxY {
                    for column in vacated.minX..<vacated.maxX where !now.contains(Point(x: column, y: row)) {
                        canvas.put(Cell(" ", style: Style(background: next.cellOrBlank(rect.minX, rect.minY).style.background)),
                                   x: column, y: row, clip: canvas.bounds)
                    }
                }
            }
            paint(next, rect, shiftedBy: Point(x: x - rect.minX, y: y - rect.minY), over: next,
                  clip: now.intersection(canvas.bounds), into: &canvas) { cell, _ in cell }
        }
    }

    /// How far a view of `rect` is moved toward `edge` when it is `fraction` of the way out.
    static func offset(of rect: Rect, toward edge: TransitionEdge, by fraction: Double) -> Point {
        let f = min(max(fraction, 0), 1)
        switch edge {
        case .leading: return Point(x: -Int((Double(rect.width) * f).rounded()), y: 0)
        case .trailing: return Point(x: Int((Double(rect.width) * f).rounded()), y: 0)
        case .top: return Point(x: 0, y: -Int((Double(rect.height) * f).rounded()))
        case .bottom: return Point(x: 0, y: Int((Double(rect.height) * f).rounded()))
        }
    }

    /// Draws `source`'s cells of `area` moved by `offset`, within `clip`; cells of `clip` the
    /// moved view does not cover show `behind`'s cells. `combine` gets each moved cell and the
    /// cell behind it.
    private func paint(_ source: Canvas, _ area: Rect, shiftedBy offset: Point, over behind: Canvas, clip: Rect,
                       into canvas: inout Canvas, _ combine: (Cell, Cell) -> Cell) {
        let moved = Rect(x: area.minX + offset.x, y: area.minY + offset.y, width: area.width, height: area.height)
        for y in clip.minY..<clip.maxY {
            var x = clip.minX
            while x < clip.maxX {
                let under = behind.cellOrBlank(x, y).leadingHalfAsSpace
                var cell = under
                if moved.contains(Point(x: x, y: y)) {
                    cell = combine(source.cellOrBlank(x - offset.x, y - offset.y).leadingHalfAsSpace, under)
                }
                canvas.put(cell, x: x, y: y, clip: clip)
                x += max(1, cell.width)
            }
        }
    }
}
