import TerminalCanvas

/// The cells of a rectangle going from how the previous frame drew them to how the next one
/// does, every cell together (a cross-fade) or each at its own moment (a blur).
///
///     cross-fade (images, symbols, shapes, views that fade in and out)
///       0.0  ☀️ 72°     0.4  ☀️ 72° (fading)    0.6  ⛅ 68° (appearing)    1.0  ⛅ 68°
///
///     blur (text changing in place): cells dissolve down ":" "." " " and resolve back up, each
///     starting at its own seeded moment, so the pattern is stable from run to run
///       0.0  Bill James    0.3  B:l. J.m:s    0.5  .  .  .  .    0.7  Ma:ia. .rt.    1.0  Maria Ortega
///
/// A fade in is a cross-fade from what was behind the view (the previous frame's cells there)
/// to the view; a fade out, from the view to what is behind it now.
struct Dissolve: FrameEffect {
    /// The cells it owns in the previous frame and in the next (the same unless the view moved).
    let from: Rect
    let to: Rect
    let mode: CellDissolve.Mode
    let pattern: CellPattern
    let depth: ColorDepth
    let timing: AnimationTiming
    /// For a view fading in: where views were that moved or went (see `Canvas.behind`).
    var vacated: [Rect] = []

    func draw(at progress: Double, into canvas: inout Canvas, from previous: Canvas, to next: Canvas) {
        let dissolve = CellDissolve(mode: mode, depth: depth)
        let area = to.width * to.height >= from.width * from.height ? to : from
        for y in area.minY..<area.maxY {
            var x = area.minX
            while x < area.maxX {
                let fraction: Double
                switch mode {
                case .crossFade:
                    fraction = progress
                case .blur:
                    // Each cell starts at its threshold's moment, within the first 40 %.
                    fraction = (progress - pattern.threshold(x: x, y: y) * 0.4) / 0.6
                }
                // The right half of a wide cell stands in as a space: whichever side leads at
                // this moment is drawn whole, and the cell after a wide one is its own half.
                let old = vacated.isEmpty ? previous.cellOrBlank(x - area.minX + from.minX, y - area.minY + from.minY).leadingHalfAsSpace
                    : previous.behind(x, y, vacated: vacated, around: area, next: next)
                let new = next.cellOrBlank(x - area.minX + to.minX, y - area.minY + to.minY).leadingHalfAsSpace
                let cell = dissolve.cell(from: old, to: new, fraction: fraction)
                canvas.put(cell, x: x, y: y, clip: area)
                x += max(1, cell.width)
            }
        }
    }
}
