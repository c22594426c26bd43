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
            let written = text.utf8.withContiguousStorageIfAvailable { bytes in
                writeLoneNarrowPrefix(bytes, x: x, y: point.y, style: style, clip: clip)
            }
            guard let (end, offset) = written else { return writeClusters(text[...], x: x, y: point.y, style: style, clip: clip) }
            if offset == text.utf8.count || end >= clip.maxX { return end }
            x = end
            rest = text[text.utf8.index(text.utf8.startIndex, offsetBy: offset)...]
        } else {
            rest = text[...]
            if x < clip.minX { (x, rest) = Self.skipping(rest, from: x, to: clip.minX) }
            if takingShortcuts {
                let utf8 = rest.utf8
                let written = utf8.withContiguousStorageIfAvailable { bytes in
                    writeLoneNarrowPrefix(bytes, x: x, y: point.y, style: style, clip: clip)
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
    /// clusters of their own (`LoneNarrowScan`) as one-column cells, straight into row `y` from
    /// column `x` (at or right of the clip's left edge) up to the clip's right edge: most of a
    /// frame's text (ASCII, Latin letters, box drawing, blocks) costs a few comparisons a byte
    /// and a store a cell instead of Swift's grapheme breaking, sanitizing and measuring, which
    /// give these the same cells. Returns the column after the last cell written and how many
    /// bytes were taken; the rest starts at the first scalar that needs the general path (or
    /// the one before it, which that scalar could join).
    ///
    /// What `place` does cell by cell it does once for the run: a wide grapheme whose right half
    /// the first cell overwrites keeps its left half as a space, and one whose left half the
    /// last overwrites keeps its right (the continuation just after the run: a canvas holds
    /// none without its left half) as a space; the damage is the run and one cell either side.
    @inline(__always)
    private mutating func writeLoneNarrowPrefix(_ bytes: UnsafeBufferPointer<UInt8>, x: Int, y: Int,
                                                style: Style, clip: Rect) -> (Int, Int) {
        let styleBits = Cell.styleBits(style, width: 1)
        let width = size.width, limit = clip.maxX
        let (end, offset) = cells.withUnsafeMutableBufferPointer { cells -> (Int, Int) in
            // The scan's state is the closure's own locals, not a `LoneNarrowScan`: the compiler
            // called its `next()` rather than inline it, and kept the scan in memory, storing it
            // back at every cell. The rule is the scan's (`LoneNarrowScan.next`), and
            // `CanvasWriteShortcutTests` holds both to the plain path.
            let count = bytes.count
            var offset = 0
            // The scalar after the last one taken, decoded to see that it could not join it: where
            // it starts, its length and its cell's bits. The next cell takes it without decoding
            // it again (a box's edge is a run of three-byte scalars).
            var aheadAt = -1, aheadLength = 0, aheadBits: UInt64 = 0
            let row = cells.baseAddress! + y * width
            // Whether the first cell is a wide grapheme's right half, asked before it is written.
            let cutsAWideGrapheme = x < limit && x > 0 && row[x].isContinuation
            var column = x
            // Wrapping arithmetic: `column` stays below `limit` and `offset` at or below `count`,
            // and the overflow checks were a branch a cell.
            while column < limit && offset < count {
                // Eight printable ASCII bytes at once, with an ASCII byte (or the end) after
                // them: eight clusters, eight cells, no byte looked at alone.
                if column &+ 8 <= limit, offset &+ 8 <= count, let word = Self.printableASCII(bytes, at: offset) {
                    // Each cell one 16-byte store (its two words side by side, as `Cell` lays
                    // them out), not two.
                    let cells = UnsafeMutableRawPointer(row + column)
                    for k in 0..<8 {
                        cells.storeBytes(of: SIMD2(word >> UInt64(8 * k) & 0xFF, styleBits), toByteOffset: 16 * k, as: SIMD2<UInt64>.self)
                    }
                    offset &+= 8
                    column &+= 8
                    continue
                }
                let lead = bytes[offset]
                // One printable ASCII byte with an ASCII byte (or the end) after it: most short
                // runs (a box's side and its padding, "12:00").
                if lead &- 0x20 < 0x5F, offset &+ 1 == count || bytes[offset &+ 1] < 0x80 {
                    row[column] = Cell(graphemeBits: UInt64(lead), styleBits: styleBits)
                    offset &+= 1
                    column &+= 1
                    continue
                }
                // A control or DEL ends the prefix; a printable ASCII byte before a non-ASCII
                // one, or a non-ASCII scalar, is taken if it is lone narrow and the scalar after
                // it, when not ASCII (which always starts a cluster), is too.
                let length: Int, bits: UInt64
                if lead < 0x80 {
                    guard lead &- 0x20 < 0x5F else { break }
                    (length, bits) = (1, UInt64(lead))
                } else if aheadAt == offset {
                    (length, bits) = (aheadLength, aheadBits)  // found lone narrow as the one ahead
                } else {
                    let (value, valueLength) = LoneNarrowScan.decode(bytes, at: offset)
                    guard Self.isLoneNarrow(value) else { break }
                    (length, bits) = (valueLength, Self.utf8Bits(ofLoneNarrow: value))
                }
                var after = offset &+ length
                if length > 1 {
                    // The same scalar again and again (a box's edge, a bar): each one is lone
                    // narrow, so the one before it is a cluster of its own, without decoding it.
                    while column &+ 1 < limit && Self.repeats(bits, length: length, in: bytes, at: after) {
                        row[column] = Cell(graphemeBits: bits, styleBits: styleBits)
                        column &+= 1
                        offset = after
                        after &+= length
                    }
                }
                if after < count && bytes[after] >= 0x80 {
                    if length > 1 && Self.repeats(bits, length: length, in: bytes, at: after) {
                        // The same scalar again, in the last column: lone narrow, not decoded.
                        (aheadAt, aheadLength, aheadBits) = (after, length, bits)
                    } else {
                        let (next, nextLength) = LoneNarrowScan.decode(bytes, at: after)
                        guard Self.isLoneNarrow(next) else { break }
                        (aheadAt, aheadLength, aheadBits) = (after, nextLength, Self.utf8Bits(ofLoneNarrow: next))
                    }
                }
                row[column] = Cell(graphemeBits: bits, styleBits: styleBits)
                offset = after
                column &+= 1
            }
            guard column > x else { return (x, 0) }
            if cutsAWideGrapheme { row[x - 1] = Cell(space: row[x - 1].style) }
            if column < width && row[column].isContinuation { row[column] = Cell(space: row[column].style) }
            return (column, offset)
        }
        if end > x { markDamaged(row: y, columns: max(x - 1, 0) ..< min(end + 1, width)) }
        return (end, offset)
    }

    /// Whether the `length` bytes of `bytes` at `offset` are the UTF-8 of a cell's `bits` (first
    /// byte lowest) of two or three bytes: the scalar just taken, written again.
    @inline(__always)
    static func repeats(_ bits: UInt64, length: Int, in bytes: UnsafeBufferPointer<UInt8>, at offset: Int) -> Bool {
        guard offset &+ length <= bytes.count else { return false }
        let start = UnsafeRawPointer(bytes.baseAddress! + offset)
        let pair = UInt16(littleEndian: start.loadUnaligned(as: UInt16.self))
        guard pair == UInt16(truncatingIfNeeded: bits) else { return false }
        return length == 2 || (length == 3 && start.load(fromByteOffset: 2, as: UInt8.self) == UInt8(truncatingIfNeeded: bits >> 16))
    }

    /// The eight bytes at `offset` as one word, first byte lowest, if each is printable ASCII
    /// (U+0020–U+007E) and the byte after them, if any, is ASCII: then each is a cluster of its
    /// own. Tested a word at a time: no high bit, every byte at least 0x20 (adding 0x60 sets its
    /// high bit) and none 0x7F (adding 1 leaves it clear).
    @inline(__always)
    static func printableASCII(_ bytes: UnsafeBufferPointer<UInt8>, at offset: Int) -> UInt64? {
        let word = UInt64(littleEndian: UnsafeRawPointer(bytes.baseAddress! + offset).loadUnaligned(as: UInt64.self))
        let high: UInt64 = 0x8080_8080_8080_8080
        guard word & high == 0, (word &+ 0x6060_6060_6060_6060) & high == high, (word &+ 0x0101_0101_0101_0101) & high == 0,
              offset + 8 == bytes.count || bytes[offset + 8] < 0x80 else { return nil }
        return word
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
