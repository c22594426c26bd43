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
    /// it can fill; the returned column is then at or past that edge.
    @discardableResult
    public mutating func write(_ text: String, at point: Point, style: Style = .plain,
                               clippedTo rect: Rect? = nil) -> Int {
        let clip = clip(to: rect)
        let isRowVisible = point.y >= clip.minY && point.y < clip.maxY
        var x = point.x
        ControlCharacters.forEachCluster(in: text) { cluster in
            guard x < clip.maxX else { return false }
            let width = DisplayWidth.width(ofCluster: cluster)
            guard width > 0 else { return true }
            if isRowVisible { draw(cluster, width: width, x: x, y: point.y, style: style, clip: clip) }
            x = x.saturatingAdd(width)
            return true
        }
        return x
    }

    /// Fills `rect` (within the current clip) with `grapheme` in `style`; by default, spaces.
    ///
    /// A wide `grapheme` is placed every other column from the left edge of the visible part;
    /// a column left over at the right edge gets a space.
    public mutating func fill(_ rect: Rect, with grapheme: Character = " ", style: Style = .plain) {
        let area = clip(to: rect)
        guard !area.isEmpty else { return }
        var cluster: Character = " "
        var width = 1
        ControlCharacters.forEachCluster(in: String(grapheme)) { candidate in
            let candidateWidth = DisplayWidth.width(ofCluster: candidate)
            if candidateWidth > 0 { cluster = candidate; width = candidateWidth }
            return candidateWidth == 0
        }
        let cell = Cell(cluster: cluster, width: width, style: style)
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
