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
        let clip = clip(to: rect)
        guard !clip.isEmpty && point.y >= clip.minY && point.y < clip.maxY && point.x < clip.maxX else {
            return point.x
        }
        var (x, rest) = (point.x, Substring(text))
        if x < clip.minX { (x, rest) = Self.skipping(rest, from: x, to: clip.minX) }
        (x, rest) = writeLoneNarrowPrefix(rest, x: x, y: point.y, style: style, clip: clip)
        ControlCharacters.forEachCluster(in: rest) { cluster in
            guard x < clip.maxX else { return false }
            let width = DisplayWidth.width(ofCluster: cluster)
            guard width > 0 else { return true }
            draw(cluster, width: width, x: x, y: point.y, style: style, clip: clip)
            x = x.saturatingAdd(width)
            return true
        }
        return x
    }

    /// Writes the start of `text` made of lone narrow scalars (`isLoneNarrow`) each followed by
    /// another or by the end, as one-column cells, without breaking graphemes: most of a frame's
    /// text (ASCII, Latin letters, box drawing, blocks) costs a range check a scalar instead of
    /// Swift's grapheme breaking, sanitizing and measuring, which give these the same cells.
    /// Returns the column and the rest, which starts at the first scalar that needs the general
    /// path (and the one before it, which that scalar could join).
    private mutating func writeLoneNarrowPrefix(_ text: Substring, x: Int, y: Int, style: Style, clip: Rect) -> (Int, Substring) {
        guard x >= clip.minX else { return (x, text) }
        let utf8 = text.utf8
        // The cells are made here (a lone narrow scalar's cell is its UTF-8 bytes and the
        // style's bits, one column wide) and written a run of up to 64 at a time: 1 KB, which
        // the standard library always puts on the stack (a larger buffer it may take from the
        // heap on Linux, a malloc and a free for every run of text).
        let styleBits = Cell.styleBits(style, width: 1)
        let written = utf8.withContiguousStorageIfAvailable { bytes in
            var scan = LoneNarrowScan(bytes)
            var x = x
            withUnsafeTemporaryAllocation(of: Cell.self, capacity: 64) { run in
                var isDone = false
                while !isDone {
                    let room = min(64, clip.maxX - x)
                    var count = 0
                    while count < room {
                        guard let value = scan.next() else { isDone = true; break }
                        run.initializeElement(at: count, to: Cell(graphemeBits: Self.utf8Bits(ofLoneNarrow: value), styleBits: styleBits))
                        count += 1
                    }
                    placeRun(UnsafeBufferPointer(rebasing: run[..<count]), x: x, y: y)
                    x += count
                    if x >= clip.maxX { isDone = true }
                }
            }
            return (x, scan.offset)
        }
        guard let (end, offset) = written else { return (x, text) }
        return (end, text[utf8.index(utf8.startIndex, offsetBy: offset)...])
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
