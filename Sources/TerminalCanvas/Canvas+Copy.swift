/// Copying cells between canvases: composing a piece into a larger canvas, and keeping a canvas
/// in step with another (a backend's picture of its screen).
extension Canvas {
    /// Copies another canvas's cells onto this one with its top-left corner at `origin`,
    /// clipped to this canvas. Wide graphemes stay whole: one that would straddle this
    /// canvas's right edge becomes a space, as everywhere else.
    ///
    /// For composing: the presentations' chrome places a rendered piece (a minimal
    /// presentation above a StandBy card) where it belongs.
    public mutating func copy(_ source: Canvas, to origin: Point) {
        // Rows that land whole inside this canvas are written at once; the others (and a
        // source whose row is not whole graphemes, which no painting makes) cell by cell.
        let fitsAcross = origin.x >= 0 && source.width <= size.width - origin.x
        for y in 0..<source.height {
            let row = source.cells(inRow: y), targetY = origin.y.saturatingAdd(y)
            if fitsAcross && targetY >= 0 && targetY < size.height && Self.isWholeRow(row) {
                placeRun(row, x: origin.x, y: targetY)
                continue
            }
            for (x, cell) in row.enumerated() where !cell.isContinuation {
                self[origin.x.saturatingAdd(x), targetY] = cell
            }
        }
    }

    /// Copies the cells of `rect` from `source`, a canvas of the same size, to the same place
    /// here (a repaint starting from the cells of the last one). A wide grapheme of `source`
    /// the rectangle cuts is copied as a space for its half inside, as a clip draws it; one of
    /// this canvas cut by the rectangle keeps its half outside as a space, as `place` leaves it.
    package mutating func copyCells(in rect: Rect, from source: Canvas) {
        let area = rect.intersection(bounds)
        guard source.size == size, !area.isEmpty else { return }
        for y in area.minY..<area.maxY {
            let row = source.cells(inRow: y)
            let run = row[(row.startIndex + area.minX)..<(row.startIndex + area.maxX)]
            if Self.isWhole(run) {
                placeRun(run, x: area.minX, y: y)
            } else {
                for x in area.minX..<area.maxX {
                    let cell = source[x, y]
                    let isCut = cell.isContinuation ? x == area.minX : cell.width == 2 && x + 1 >= area.maxX
                    if isCut { place(Cell(space: cell.style), x: x, y: y) } else if !cell.isContinuation { place(cell, x: x, y: y) }
                }
            }
        }
    }

    /// Writes the cells of `changes` into this canvas, which then holds what the canvas the
    /// diff was made to holds (a canvas of another size is replaced by a blank one of the
    /// diff's size first, which a full repaint's runs cover). A backend keeps what its screen
    /// shows this way, in its own storage, never sharing a caller's. Not recorded as damage.
    package mutating func apply(_ changes: CanvasDiff) {
        if changes.isEmpty && changes.size == size { return }  // nothing to write: no copy made
        if changes.size != size {
            let tracking = damage != nil
            self = Canvas(size: changes.size)
            if tracking { startTrackingDamage() }
        }
        let width = size.width
        cells.withUnsafeMutableBufferPointer { target in
            for run in changes {
                var index = run.row * width + run.column
                for cell in run.cells {
                    target[index] = cell
                    index += 1
                }
            }
        }
    }

    /// Makes this canvas hold `other`'s cells, in its own storage when the sizes match (no
    /// allocation), keeping whether it tracks damage; a tracking canvas counts every cell as
    /// damaged (any may have changed).
    package mutating func assignCells(of other: Canvas) {
        guard other.size == size else {
            let tracking = damage != nil
            self = Canvas(size: other.size)
            if tracking { startTrackingDamage() }
            return assignCells(of: other)
        }
        cells.withUnsafeMutableBufferPointer { target in
            other.cells.withUnsafeBufferPointer { source in
                for index in source.indices { target[index] = source[index] }
            }
        }
        if damage != nil { damage = .everything(size, generation: damage!.generation) }
    }
}
