extension Canvas {
    /// Copies another canvas's cells onto this one with its top-left corner at `origin`,
    /// clipped to this canvas. Wide graphemes stay whole: one that would straddle this
    /// canvas's right edge becomes a space, as everywhere else.
    ///
    /// For composing: the presentations' chrome places a rendered piece (a minimal
    /// presentation above a StandBy card) where it belongs.
    public mutating func copy(_ source: Canvas, to origin: Point) {
        for y in 0..<source.height {
            for (x, cell) in source.cells(inRow: y).enumerated() where !cell.isContinuation {
                self[origin.x.saturatingAdd(x), origin.y.saturatingAdd(y)] = cell
            }
        }
    }
}
