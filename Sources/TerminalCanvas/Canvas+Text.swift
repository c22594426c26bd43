/// Writing text, filling and restyling rectangles.
extension Canvas {
    /// Writes one line of `text` starting at `point`, clipped to the current clip and to `rect`
    /// if one is given, and returns the column just after the last grapheme written.
    ///
    /// Text is sanitized (control characters become pictures such as `␛`; see
    /// `String.sanitizedForTerminal`), so a newline is drawn as `␊` rather than starting a
    /// new line: breaking lines is layout's job. Graphemes that draw nothing on their own are
    /// skipped. A wide grapheme that would straddle a clip edge is drawn as a space on the
    /// visible side rather than split:
    ///
    ///     clip:        |<---- 5 --->|
    ///     write:       a b 实  时
    ///     result:      a b 实··        (· is a space where 时 would cross the edge)
    ///
    /// Writing stops at the clip's right edge, so a huge string costs no more than the columns
    /// it can fill; the returned column is then at or past that edge. Text left of the clip is
    /// only measured, a byte at a time where it is ASCII. When nothing can be drawn at all (the
    /// row is outside the clip, the clip is empty, or `point` is at or past its right edge) the
    /// text is not looked at and `point.x` is returned.
    @discardableResult
    public mutating func write(_ text: String, at point: Point, style: Style = .plain,
                               clippedTo rect: Rect? = nil) -> Int {
        write(text, at: point, style: style, clippedTo: rect, takingShortcuts: true)
    }

    /// `write(_:at:style:clippedTo:)`, or, with `takingShortcuts` false, the same cells made the
    /// plain way, one grapheme cluster at a time (what the tests hold the shortcuts to).
    mutating func write(_ text: String, at point: Point, style: Style, clippedTo rect: Rect?, takingShortcuts: Bool) -> Int {
        let clip = clip(to: rect)
        guard !clip.isEmpty && point.y >= clip.minY && point.y < clip.maxY && point.x < clip.maxX else {
            return point.x
        }
        var x = point.x
        var rest: Substring
        if takingShortcuts && x >= clip.minX {
            // Most text is all lone narrow scalars: written straight from the string's bytes,
            // without making a substring of the rest (its indices are checked and aligned).
            // `text.utf8` each time, not bound to a name: a named view is a copy of the string
            // that the compiler retained and released around the writing, for every run.
            let styleBits = Cell.styleBits(style, width: 1), limit = clip.maxX
            let written = text.utf8.withContiguousStorageIfAvailable { bytes in
                writeLoneNarrowPrefix(bytes, x: x, y: point.y, styleBits: styleBits, limit: limit)
            }
            guard let (end, offset) = written else { return writeClusters(text[...], x: x, y: point.y, style: style, clip: clip) }
            if offset == text.utf8.count || end >= limit { return end }
            x = end
            rest = text[text.utf8.index(text.utf8.startIndex, offsetBy: offset)...]
        } else {
            rest = text[...]
            if x < clip.minX { (x, rest) = Self.skipping(rest, from: x, to: clip.minX) }
            if takingShortcuts {
                let utf8 = rest.utf8
                let styleBits = Cell.styleBits(style, width: 1), limit = clip.maxX
                let written = utf8.withContiguousStorageIfAvailable { bytes in
                    writeLoneNarrowPrefix(bytes, x: x, y: point.y, styleBits: styleBits, limit: limit)
                }
                if let (end, offset) = written {
                    x = end
                    rest = rest[utf8.index(utf8.startIndex, offsetBy: offset)...]
                }
            }
        }
        return writeClusters(rest, x: x, y: point.y, style: style, clip: clip)
    }

    /// The plain path: each grapheme cluster of `text` sanitized, measured and drawn from column
    /// `x` of row `y` (inside `clip`) until the clip's right edge; returns the column after.
    private mutating func writeClusters(_ text: Substring, x: Int, y: Int, style: Style, clip: Rect) -> Int {
        var x = x
        ControlCharacters.forEachCluster(in: text) { cluster in
            guard x < clip.maxX else { return false }
            let width = DisplayWidth.width(ofCluster: cluster)
            guard width > 0 else { return true }
            draw(cluster, width: width, x: x, y: y, style: style, clip: clip)
            x = x.saturatingAdd(width)
            return true
        }
        return x
    }

    /// Writes the start of `bytes` (a text's UTF-8) made of lone narrow scalars that are
    /// clusters of their own (`LoneNarrowScan`) as one-column cells of `styleBits`, straight
    /// into row `y` from column `x` (at or right of the clip's left edge) up to column `limit`
    /// (the clip's right edge), with `LoneNarrowCells.write`. Returns the column after the last
    /// cell written and how many bytes were taken; the rest starts at the first scalar that needs
    /// the general path (or the one before it, which that scalar could join).
    ///
    /// What `place` does cell by cell it does once for the run: a wide grapheme whose right half
    /// the first cell overwrites keeps its left half as a space, and one whose left half the
    /// last overwrites keeps its right (the continuation just after the run: a canvas holds
    /// none without its left half) as a space; the damage is the run and one cell either side.
    @inline(__always)
    private mutating func writeLoneNarrowPrefix(_ bytes: UnsafeBufferPointer<UInt8>, x: Int, y: Int,
                                                styleBits: UInt64, limit: Int) -> (Int, Int) {
        guard x < limit, let start = bytes.baseAddress, bytes.count > 0 else { return (x, 0) }
        let width = size.width
        let (end, offset) = cells.withUnsafeMutableBufferPointer { cells -> (Int, Int) in
            let row = cells.baseAddress! + y * width
            // Whether the first cell is a wide grapheme's right half, asked before it is written.
            let cutsAWideGrapheme = x > 0 && row[x].isContinuation
            let (column, offset) = LoneNarrowCells.write(start, count: bytes.count, into: row, from: x, to: limit, styleBits: styleBits)
            guard column > x else { return (x, 0) }
            if cutsAWideGrapheme { row[x - 1] = Cell(space: row[x - 1].style) }
            if column < width && row[column].isContinuation { row[column] = Cell(space: row[column].style) }
            return (column, offset)
        }
        if end > x { markDamaged(row: y, columns: max(x - 1, 0) ..< min(end + 1, width)) }
        return (end, offset)
    }

    /// The clusters of `text`, written from column `x`, that end at or before column `edge`,
    /// measured and dropped: returns the column the rest starts at and the rest.
    ///
    /// An ASCII byte followed by another is a cluster one column wide (a control is drawn as
    /// its one-column picture, and "\r\n" as two), so ASCII costs a byte comparison; anything
    /// else is measured a cluster at a time.
    static func skipping(_ text: Substring, from x: Int, to edge: Int) -> (x: Int, rest: Substring) {
        let utf8 = text.utf8
        var x = x
        var index = utf8.startIndex
        while index < utf8.endIndex && x < edge {
            let next = utf8.index(after: index)
            if utf8[index] < 0x80 && (next == utf8.endIndex || utf8[next] < 0x80) {
                x += 1
                index = next
                continue
            }
            guard let cluster = text[index...].first else { break }
            let width = DisplayWidth.width(of: cluster)
            if x.saturatingAdd(width) > edge { break }  // at least partly visible: drawn
            x += width
            index = utf8.index(index, offsetBy: cluster.utf8.count)
        }
        return (x, text[index...])
    }

    /// Fills `rect` (within the current clip) with `grapheme` in `style`; by default, spaces.
    ///
    /// A wide `grapheme` is placed every other column from the left edge of the visible part;
    /// a column left over at the right edge gets a space.
    public mutating func fill(_ rect: Rect, with grapheme: Character = " ", style: Style = .plain) {
        let area = clip(to: rect)
        guard !area.isEmpty else { return }
        let (cluster, width) = Cell.drawable(grapheme)
        let cell = Cell(cluster: cluster, width: width, style: style)
        if width == 1 {
            for y in area.minY..<area.maxY { placeRepeated(cell, y: y, columns: area.minX..<area.maxX) }
            return
        }
        for y in area.minY..<area.maxY {
            var x = area.minX
            while x < area.maxX {
                if x + width <= area.maxX {
                    place(cell, x: x, y: y)
                } else {
                    place(Cell(space: style), x: x, y: y)
                }
                x += width
            }
        }
    }

    /// Changes the style of every cell in `rect` (within the current clip), keeping graphemes.
    ///
    /// Both halves of a wide grapheme always share a style, so a wide grapheme partly inside
    /// `rect` is restyled whole.
    public mutating func restyle(_ rect: Rect, _ change: (inout Style) -> Void) {
        let area = clip(to: rect)
        guard !area.isEmpty else { return }
        for y in area.minY..<area.maxY {
            let row = y * size.width
            var x = area.minX
            if cells[row + x].isContinuation && x > 0 { x -= 1 }  // restyle from the head
            while x < area.maxX {
                var style = cells[row + x].style
                change(&style)
                let width = cells[row + x].width
                cells[row + x].style = style
                if width == 2 && x + 1 < size.width { cells[row + x + 1].style = style }
                x += max(width, 1)
            }
            markDamaged(row: y, columns: max(area.minX - 1, 0) ..< min(x, size.width))
        }
    }

    /// Gives each cell whose background is the terminal's own the style `change` makes of it
    /// (the cell is read, as its grapheme decides how it is seen), keeping its grapheme; a wide
    /// grapheme's right half takes its head's style. What a part composed onto a wallpaper does
    /// to the cells where its own background is transparent; every other cell is left alone
    /// without making its style, and nothing is recorded as damage.
    package mutating func restyleCellsOnDefaultBackground(_ change: (Cell) -> Style) {
        cells.withUnsafeMutableBufferPointer { cells in
            var index = 0
            while index < cells.count {
                let cell = cells[index]
                defer { index += 1 }
                guard cell.hasDefaultBackground && !cell.isContinuation else { continue }
                let width = cell.width, style = change(cell)
                cells[index].styleBits = Cell.styleBits(style, width: width)
                if width == 2 && index + 1 < cells.count && cells[index + 1].isContinuation {
                    cells[index + 1] = .continuation(style: style)
                }
            }
        }
    }

    /// Draws a measured, sanitized cluster at `x`, or spaces on the visible side if it
    /// crosses the clip's left or right edge. `y` must be inside `clip`.
    mutating func draw(_ cluster: Character, width: Int, x: Int, y: Int, style: Style, clip: Rect) {
        let end = x.saturatingAdd(width)
        if x >= clip.minX && end <= clip.maxX {
            place(Cell(cluster: cluster, width: width, style: style), x: x, y: y)
            return
        }
        let visibleStart = max(x, clip.minX), visibleEnd = min(end, clip.maxX)
        guard visibleStart < visibleEnd else { return }
        for column in visibleStart..<visibleEnd {
            place(Cell(space: style), x: column, y: y)
        }
    }
}
