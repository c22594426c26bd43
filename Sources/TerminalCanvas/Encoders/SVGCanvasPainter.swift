/// Paints one canvas as SVG elements, in the layers `SVGEncoder` describes, with the canvas's
/// top-left corner at (0, 0).
struct SVGCanvasPainter {
    let canvas: Canvas
    let metrics: SVGEncoder.Metrics
    /// Every cell as it is shown, row after row.
    private let cells: [ShownCell]
    /// The boxes drawn as shapes, and for each cell the box whose border it is in.
    private var boxes: [Box] = []
    private var borderOf: [Int?]

    /// A cell with its colours resolved to what the picture shows.
    struct ShownCell {
        /// The grapheme, "" for the right half of a wide one.
        var grapheme: String
        var width: Int
        /// The grapheme's scalar if it has exactly one, for the shape tables.
        var scalar: UInt32?
        var foreground: RGB
        /// Nil where the page shows through.
        var background: RGB?
        var attributes: TextAttributes

        var isBlank: Bool { grapheme.isEmpty || grapheme.first?.isWhitespace == true }
    }

    /// Four corners joined by edges, drawn as one (rounded) rectangle.
    struct Box {
        var left: Int, top: Int, right: Int, bottom: Int
        var kind: BoxKind
        var fill: RGB?
    }

    init(canvas: Canvas, encoder: SVGEncoder, metrics: SVGEncoder.Metrics) {
        self.canvas = canvas
        self.metrics = metrics
        let page = encoder.page
        var cells: [ShownCell] = []
        cells.reserveCapacity(canvas.width * canvas.height)
        for row in 0..<canvas.height {
            for cell in canvas.cells(inRow: row) {
                let style = cell.style.converted(to: encoder.depth)
                var foreground = RGB(style.foreground) ?? page.foreground
                var background = RGB(style.background)
                if style.isReversed {
                    (foreground, background) = (background ?? page.background ?? .white, foreground)
                }
                if style.isDim { foreground = foreground.blended(towards: background ?? page.background ?? .white, by: 0.5) }
                let grapheme = cell.grapheme
                let scalars = grapheme.unicodeScalars
                let scalar = scalars.count == 1 ? scalars.first?.value : nil
                cells.append(ShownCell(grapheme: grapheme, width: cell.width, scalar: scalar, foreground: foreground,
                                       background: background, attributes: style.attributes))
            }
        }
        self.cells = cells
        borderOf = Array(repeating: nil, count: cells.count)
        findBoxes()
    }

    /// All layers.
    func paint() -> String {
        var output = ""
        paintBoxFills(into: &output)
        paintBackgrounds(into: &output)
        paintBlocks(into: &output)
        paintLines(into: &output)
        paintText(into: &output)
        paintDecorations(into: &output)
        return output
    }

    private func cell(_ column: Int, _ row: Int) -> ShownCell { cells[row * canvas.width + column] }
    private func x(_ column: Int) -> Double { Double(column) * metrics.cellWidth }
    private func y(_ row: Int) -> Double { Double(row) * metrics.cellHeight }

    // MARK: - Boxes

    /// The kinds of box drawn as one shape: corners and edges.
    struct BoxKind: Equatable {
        var topLeft: UInt32, topRight: UInt32, bottomLeft: UInt32, bottomRight: UInt32
        var horizontal: UInt32, vertical: UInt32
        var isRounded = false, isHeavy = false

        /// `╭─╮ │ ╰─╯`, `┌─┐ │ └─┘`, `┏━┓ ┃ ┗━┛`.
        static let all = [
            BoxKind(topLeft: 0x256D, topRight: 0x256E, bottomLeft: 0x2570, bottomRight: 0x256F,
                    horizontal: 0x2500, vertical: 0x2502, isRounded: true),
            BoxKind(topLeft: 0x250C, topRight: 0x2510, bottomLeft: 0x2514, bottomRight: 0x2518,
                    horizontal: 0x2500, vertical: 0x2502),
            BoxKind(topLeft: 0x250F, topRight: 0x2513, bottomLeft: 0x2517, bottomRight: 0x251B,
                    horizontal: 0x2501, vertical: 0x2503, isHeavy: true),
        ]
    }

    /// Finds every top-left corner that starts a box: its top-right corner further along the
    /// row with only edges and text between, its bottom-left corner below with only edges
    /// between, and the bottom-right corner closing both.
    private mutating func findBoxes() {
        for top in 0..<canvas.height {
            for left in 0..<canvas.width where borderOf[top * canvas.width + left] == nil {
                guard let kind = BoxKind.all.first(where: { $0.topLeft == cell(left, top).scalar }),
                      let right = closingColumn(kind, row: top, from: left),
                      let bottom = closingRow(kind, column: left, from: top),
                      cell(right, bottom).scalar == kind.bottomRight,
                      (top + 1..<bottom).allSatisfy({ cell(right, $0).scalar == kind.vertical }),
                      (left + 1..<right).allSatisfy({ !reachesUpOrDown(cell($0, bottom).scalar) })
                else { continue }
                var box = Box(left: left, top: top, right: right, bottom: bottom, kind: kind)
                box.fill = insideColor(of: box)
                let index = boxes.count
                boxes.append(box)
                for column in left...right {
                    borderOf[top * canvas.width + column] = index
                    borderOf[bottom * canvas.width + column] = index
                }
                for row in top...bottom {
                    borderOf[row * canvas.width + left] = index
                    borderOf[row * canvas.width + right] = index
                }
            }
        }
    }

    /// Whether a glyph is a line reaching the top or bottom of its cell (`│`, a corner, `┬`):
    /// one that cannot be part of a box's top or bottom edge.
    private func reachesUpOrDown(_ scalar: UInt32?) -> Bool {
        guard let scalar, let line = SVGGlyphShapes.line(scalar) else { return false }
        return line.arms & (SVGGlyphShapes.Line.up | SVGGlyphShapes.Line.down) != 0
    }

    /// The column of the top-right corner closing a top edge that starts at `left`.
    private func closingColumn(_ kind: BoxKind, row: Int, from left: Int) -> Int? {
        var column = left + 1
        while column < canvas.width {
            let scalar = cell(column, row).scalar
            if scalar == kind.topRight { return column }
            if reachesUpOrDown(scalar) { return nil }
            column += 1
        }
        return nil
    }

    /// The row of the bottom-left corner closing a left edge that starts at `top`.
    private func closingRow(_ kind: BoxKind, column: Int, from top: Int) -> Int? {
        var row = top + 1
        while row < canvas.height {
            let scalar = cell(column, row).scalar
            if scalar == kind.bottomLeft { return row }
            if scalar != kind.vertical { return nil }
            row += 1
        }
        return nil
    }

    /// The background most cells just inside the border have (the first seen wins a tie), or
    /// nil if most let the page show through or there is no inside.
    private func insideColor(of box: Box) -> RGB? {
        guard box.right - box.left >= 2 && box.bottom - box.top >= 2 else { return nil }
        var counts: [RGB?: Int] = [:]
        var order: [RGB?] = []
        func count(_ column: Int, _ row: Int) {
            let color = cell(column, row).background
            if counts[color] == nil { order.append(color) }
            counts[color, default: 0] += 1
        }
        for column in box.left + 1..<box.right {
            count(column, box.top + 1)
            if box.bottom - 1 > box.top + 1 { count(column, box.bottom - 1) }
        }
        for row in box.top + 2..<max(box.bottom - 1, box.top + 2) {
            count(box.left + 1, row)
            if box.right - 1 > box.left + 1 { count(box.right - 1, row) }
        }
        var best: RGB?? = nil
        var bestCount = 0
        for color in order where counts[color, default: 0] > bestCount {
            best = color
            bestCount = counts[color, default: 0]
        }
        return best ?? nil
    }

    /// The corner radius of a box: for a rounded one `cornerRadius`, at most half of either
    /// side; 0 for the others.
    private func radius(of box: Box) -> Double {
        guard box.kind.isRounded else { return 0 }
        return min(metrics.cornerRadius, Double(box.right - box.left) * metrics.cellWidth / 2,
                   Double(box.bottom - box.top) * metrics.cellHeight / 2)
    }

    private func paintBoxFills(into output: inout String) {
        for box in boxes {
            guard let fill = box.fill else { continue }
            let r = radius(of: box)
            let corners = r > 0 ? " rx=\"\(svgNumber(r))\"" : ""
            output += "<rect x=\"\(svgNumber(x(box.left) + metrics.cellWidth / 2))\" y=\"\(svgNumber(y(box.top) + metrics.cellHeight / 2))\" width=\"\(svgNumber(Double(box.right - box.left) * metrics.cellWidth))\" height=\"\(svgNumber(Double(box.bottom - box.top) * metrics.cellHeight))\"\(corners) fill=\"\(svgColor(fill))\"/>\n"
        }
    }

    // MARK: - Backgrounds

    /// Runs of one background colour, merged down the rows where they line up. A box's border
    /// cells in the box's own fill colour are left to the box's shape.
    private func paintBackgrounds(into output: inout String) {
        var rects: [(left: Int, right: Int, top: Int, bottom: Int, color: RGB)] = []
        var open: [Int] = []  // indexes into rects that end on the previous row
        for row in 0..<canvas.height {
            var nowOpen: [Int] = []
            var column = 0
            while column < canvas.width {
                guard let color = shownBackground(column, row) else { column += 1; continue }
                let start = column
                while column < canvas.width && shownBackground(column, row) == color { column += 1 }
                if let index = open.first(where: { rects[$0].left == start && rects[$0].right == column && rects[$0].color == color }) {
                    rects[index].bottom = row + 1
                    nowOpen.append(index)
                } else {
                    nowOpen.append(rects.count)
                    rects.append((start, column, row, row + 1, color))
                }
            }
            open = nowOpen
        }
        for rect in rects {
            output += "<rect x=\"\(svgNumber(x(rect.left)))\" y=\"\(svgNumber(y(rect.top)))\" width=\"\(svgNumber(x(rect.right) - x(rect.left)))\" height=\"\(svgNumber(y(rect.bottom) - y(rect.top)))\" fill=\"\(svgColor(rect.color))\"/>\n"
        }
    }

    private func shownBackground(_ column: Int, _ row: Int) -> RGB? {
        let shown = cell(column, row)
        guard let color = shown.background else { return nil }
        if let box = borderOf[row * canvas.width + column], boxes[box].fill == color { return nil }
        return color
    }

    // MARK: - Block elements

    /// Block elements as rectangles in the foreground colour; neighbours of one colour and
    /// height are merged along the row.
    private func paintBlocks(into output: inout String) {
        for row in 0..<canvas.height {
            // Pending rectangle, x in eighths of a cell from the row's start.
            var pending: (x0: Int, x1: Int, y0: Int, y1: Int, color: RGB, opacity: Double)?
            func flush() {
                guard let rect = pending else { return }
                let left = Double(rect.x0) * metrics.cellWidth / 8, right = Double(rect.x1) * metrics.cellWidth / 8
                let top = y(row) + Double(rect.y0) * metrics.cellHeight / 8, bottom = y(row) + Double(rect.y1) * metrics.cellHeight / 8
                let opacity = rect.opacity < 1 ? " fill-opacity=\"\(svgNumber(rect.opacity))\"" : ""
                output += "<rect x=\"\(svgNumber(left))\" y=\"\(svgNumber(top))\" width=\"\(svgNumber(right - left))\" height=\"\(svgNumber(bottom - top))\" fill=\"\(svgColor(rect.color))\"\(opacity)/>\n"
                pending = nil
            }
            for column in 0..<canvas.width {
                let shown = cell(column, row)
                guard let scalar = shown.scalar, let block = SVGGlyphShapes.block(scalar) else { continue }
                for part in block.rects {
                    let x0 = column * 8 + part.x0, x1 = column * 8 + part.x1
                    if let rect = pending, rect.x1 == x0, rect.y0 == part.y0, rect.y1 == part.y1,
                       rect.color == shown.foreground, rect.opacity == block.opacity {
                        pending?.x1 = x1
                    } else {
                        flush()
                        pending = (x0, x1, part.y0, part.y1, shown.foreground, block.opacity)
                    }
                }
            }
            flush()
        }
    }

    // MARK: - Lines

    /// Box-drawing lines as strokes, one `<path>` per colour and weight: the boxes' outlines
    /// first, then every other line glyph cell by cell.
    private func paintLines(into output: inout String) {
        var paths = PathSet()
        for box in boxes { outline(box, into: &paths) }
        for row in 0..<canvas.height {
            var pendingRun: (x0: Double, x1: Double, key: PathSet.Key)?
            func flushRun() {
                if let run = pendingRun {
                    paths.append("M\(svgNumber(run.x0)) \(svgNumber(y(row) + metrics.cellHeight / 2))H\(svgNumber(run.x1))", to: run.key)
                }
                pendingRun = nil
            }
            for column in 0..<canvas.width {
                let shown = cell(column, row)
                guard borderOf[row * canvas.width + column] == nil, let scalar = shown.scalar,
                      let line = SVGGlyphShapes.line(scalar) else { flushRun(); continue }
                let key = PathSet.Key(color: shown.foreground, width: line.weight == .heavy ? metrics.lineWidth * 2 : metrics.lineWidth)
                let through = SVGGlyphShapes.Line.left | SVGGlyphShapes.Line.right
                if line.weight != .double && line.arms & through == through {
                    // A horizontal line crossing the whole cell: part of a run along the row.
                    if let run = pendingRun, run.key == key, run.x1 == x(column) {
                        pendingRun?.x1 = x(column + 1)
                    } else {
                        flushRun()
                        pendingRun = (x(column), x(column + 1), key)
                    }
                    let vertical = line.arms & (SVGGlyphShapes.Line.up | SVGGlyphShapes.Line.down)
                    if vertical != 0 {
                        paths.append(strokes(SVGGlyphShapes.Line(arms: vertical, weight: line.weight), column, row), to: key)
                    }
                    continue
                }
                flushRun()
                paths.append(strokes(line, column, row), to: key)
            }
            flushRun()
        }
        paths.write(into: &output)
    }

    /// Path data for one line glyph in its cell.
    private func strokes(_ line: SVGGlyphShapes.Line, _ column: Int, _ row: Int) -> String {
        typealias L = SVGGlyphShapes.Line
        let left = x(column), right = x(column + 1), top = y(row), bottom = y(row + 1)
        let cx = left + metrics.cellWidth / 2, cy = top + metrics.cellHeight / 2
        let h: Double = line.arms & L.right != 0 ? 1 : -1, v: Double = line.arms & L.down != 0 ? 1 : -1
        let edgeX = h > 0 ? right : left, edgeY = v > 0 ? bottom : top
        if line.isCorner {
            if line.isRounded {
                let r = min(metrics.cellWidth, metrics.cellHeight) / 2
                // r is half the cell's shorter side: one of the two straight parts has no length.
                let straightX = metrics.cellWidth / 2 > r ? "H\(svgNumber(cx + h * r))" : ""
                let straightY = metrics.cellHeight / 2 > r ? "V\(svgNumber(edgeY))" : ""
                return "M\(svgNumber(edgeX)) \(svgNumber(cy))\(straightX)A\(svgNumber(r)) \(svgNumber(r)) 0 0 \(h * v > 0 ? 0 : 1) \(svgNumber(cx)) \(svgNumber(cy + v * r))\(straightY)"
            }
            let offsets: [Double] = line.weight == .double ? [-metrics.doubleLineOffset, metrics.doubleLineOffset] : [0]
            return offsets.map { s in
                "M\(svgNumber(edgeX)) \(svgNumber(cy + s * v))H\(svgNumber(cx + s * h))V\(svgNumber(edgeY))"
            }.joined()
        }
        var data = ""
        let offsets: [Double] = line.weight == .double ? [-metrics.doubleLineOffset, metrics.doubleLineOffset] : [0]
        if line.arms & (L.left | L.right) != 0 {
            let from = line.arms & L.left != 0 ? left : cx, to = line.arms & L.right != 0 ? right : cx
            for s in offsets { data += "M\(svgNumber(from)) \(svgNumber(cy + s))H\(svgNumber(to))" }
        }
        if line.arms & (L.up | L.down) != 0 {
            let from = line.arms & L.up != 0 ? top : cy, to = line.arms & L.down != 0 ? bottom : cy
            for s in offsets { data += "M\(svgNumber(cx + s)) \(svgNumber(from))V\(svgNumber(to))" }
        }
        return data
    }

    /// A box's outline: four corners (arcs of radius r in a rounded box) and the edges
    /// between them, leaving gaps where the border holds text.
    ///
    ///     ╭──── ✕ ─╮      the corner's arc, then straight to where its cell ends (if r is
    ///     │        │      under half a cell); the edges over the line cells between
    private func outline(_ box: Box, into paths: inout PathSet) {
        let r = radius(of: box)
        let half = (x: metrics.cellWidth / 2, y: metrics.cellHeight / 2)
        let left = x(box.left) + half.x, right = x(box.right) + half.x
        let top = y(box.top) + half.y, bottom = y(box.bottom) + half.y
        // Where the edges start: past the arc, and past the corner's own cell.
        let inset = (x: max(r, half.x), y: max(r, half.y))
        for (column, row, h, v) in [(box.left, box.top, 1.0, 1.0), (box.right, box.top, -1.0, 1.0),
                                    (box.left, box.bottom, 1.0, -1.0), (box.right, box.bottom, -1.0, -1.0)] {
            let cx = x(column) + half.x, cy = y(row) + half.y
            var path = "M\(svgNumber(cx + h * inset.x)) \(svgNumber(cy))"
            if inset.x > r { path += "H\(svgNumber(cx + h * r))" }
            if r > 0 { path += "A\(svgNumber(r)) \(svgNumber(r)) 0 0 \(h * v > 0 ? 0 : 1) \(svgNumber(cx)) \(svgNumber(cy + v * r))" }
            if inset.y > r || r == 0 { path += "V\(svgNumber(cy + v * inset.y))" }
            paths.append(path, to: key(column, row, box))
        }
        for row in [box.top, box.bottom] {
            edge(along: (box.left...box.right).map { ($0, row) }, of: box, from: left + inset.x, to: right - inset.x,
                 into: &paths) { from, to in
                "M\(svgNumber(from)) \(svgNumber(y(row) + half.y))H\(svgNumber(to))"
            }
        }
        for column in [box.left, box.right] {
            edge(along: (box.top...box.bottom).map { (column, $0) }, of: box, from: top + inset.y, to: bottom - inset.y,
                 into: &paths) { from, to in
                "M\(svgNumber(x(column) + half.x)) \(svgNumber(from))V\(svgNumber(to))"
            }
        }
    }

    /// The straight part of one side of a box between `from` and `to` (pixels along the side),
    /// over the side's line cells, one segment per run of one colour.
    private func edge(along side: [(column: Int, row: Int)], of box: Box, from: Double, to: Double, into paths: inout PathSet,
                      _ segment: (Double, Double) -> String) {
        guard from < to, let first = side.first, let last = side.last else { return }
        let isHorizontal = first.row == last.row
        var pending: (from: Double, to: Double, key: PathSet.Key)?
        for place in side {
            let start = isHorizontal ? x(place.column) : y(place.row)
            let end = start + (isHorizontal ? metrics.cellWidth : metrics.cellHeight)
            let clippedStart = max(start, from), clippedEnd = min(end, to)
            let isLine = cell(place.column, place.row).scalar.map { SVGGlyphShapes.line($0) != nil } ?? false
            guard isLine, clippedStart < clippedEnd else {
                if let run = pending { paths.append(segment(run.from, run.to), to: run.key) }
                pending = nil
                continue
            }
            let key = key(place.column, place.row, box)
            // Neighbouring places meet exactly: a run goes on while nothing interrupts it.
            if let run = pending, run.key == key {
                pending?.to = clippedEnd
            } else {
                if let run = pending { paths.append(segment(run.from, run.to), to: run.key) }
                pending = (clippedStart, clippedEnd, key)
            }
        }
        if let run = pending { paths.append(segment(run.from, run.to), to: run.key) }
    }

    /// The stroke of a box's border cell: its colour, the box's weight.
    private func key(_ column: Int, _ row: Int, _ box: Box) -> PathSet.Key {
        PathSet.Key(color: cell(column, row).foreground, width: box.kind.isHeavy ? metrics.lineWidth * 2 : metrics.lineWidth)
    }

    /// Path data collected by stroke colour and width, written in the order first used.
    struct PathSet {
        struct Key: Hashable {
            var color: RGB
            var width: Double
        }

        private var order: [Key] = []
        private var data: [Key: String] = [:]

        mutating func append(_ path: String, to key: Key) {
            if data[key] == nil { order.append(key) }
            data[key, default: ""] += path
        }

        func write(into output: inout String) {
            for key in order {
                output += "<path d=\"\(data[key] ?? "")\" fill=\"none\" stroke=\"\(svgColor(key.color))\" stroke-width=\"\(svgNumber(key.width))\"/>\n"
            }
        }
    }

    // MARK: - Text

    /// Text row by row: runs of narrow glyphs a monospace font draws at the cell width (Latin,
    /// Greek, Cyrillic, punctuation) as one `<text>` with an x for every glyph; any other
    /// glyph on its own, centred on its cell or its two cells.
    private func paintText(into output: inout String) {
        for row in 0..<canvas.height {
            let baseline = svgNumber(y(row) + metrics.baseline)
            var run: (xs: [String], text: String, key: TextKey)?
            func flush() {
                guard let pending = run else { return }
                output += "<text x=\"\(pending.xs.joined(separator: " "))\" y=\"\(baseline)\"\(pending.key.attributes)>\(SVGText.escaped(pending.text))</text>\n"
                run = nil
            }
            for column in 0..<canvas.width {
                let shown = cell(column, row)
                let isShape = shown.scalar.map { SVGGlyphShapes.block($0) != nil || (SVGGlyphShapes.line($0) != nil) } ?? false
                guard !shown.isBlank, !isShape else { flush(); continue }
                let key = TextKey(shown)
                if shown.width == 1, let scalar = shown.scalar, Self.isGridAligned(scalar) {
                    if run?.key != key { flush() }
                    if run == nil { run = ([], "", key) }
                    run?.xs.append(svgNumber(x(column)))
                    run?.text.unicodeScalars.append(Unicode.Scalar(scalar) ?? "\u{FFFD}")
                    continue
                }
                flush()
                let centre = x(column) + Double(shown.width) * metrics.cellWidth / 2
                output += "<text x=\"\(svgNumber(centre))\" y=\"\(baseline)\" text-anchor=\"middle\"\(key.attributes)>\(SVGText.escaped(shown.grapheme))</text>\n"
            }
            flush()
        }
    }

    /// Whether a monospace font draws the scalar one cell wide, left to right, so it can share
    /// a `<text>` with its neighbours: ASCII, Latin, Greek, Cyrillic and general punctuation.
    private static func isGridAligned(_ scalar: UInt32) -> Bool {
        (0x21...0x7E).contains(scalar) || (0xA1...0x52F).contains(scalar) || (0x2010...0x205E).contains(scalar)
    }

    /// What a run of text shares: colour, weight and slant.
    struct TextKey: Equatable {
        var color: RGB
        var isBold: Bool
        var isItalic: Bool

        init(_ cell: ShownCell) {
            color = cell.foreground
            isBold = cell.attributes.contains(.bold)
            isItalic = cell.attributes.contains(.italic)
        }

        var attributes: String {
            " fill=\"\(svgColor(color))\"" + (isBold ? " font-weight=\"bold\"" : "") + (isItalic ? " font-style=\"italic\"" : "")
        }
    }

    // MARK: - Decorations

    /// Underlines and strike-throughs as thin rectangles in the foreground colour, one per run.
    private func paintDecorations(into output: inout String) {
        let thickness = metrics.lineWidth * 0.8
        let lines: [(TextAttributes, Double)] = [
            (.underline, metrics.baseline + metrics.cellHeight / 10),
            (.strikethrough, metrics.baseline - metrics.cellHeight * 0.27),
        ]
        for row in 0..<canvas.height {
            for (attribute, offset) in lines {
                var column = 0
                while column < canvas.width {
                    let shown = cell(column, row)
                    guard shown.attributes.contains(attribute) else { column += 1; continue }
                    let start = column, color = shown.foreground
                    while column < canvas.width && cell(column, row).attributes.contains(attribute)
                            && cell(column, row).foreground == color { column += 1 }
                    output += "<rect x=\"\(svgNumber(x(start)))\" y=\"\(svgNumber(y(row) + offset))\" width=\"\(svgNumber(x(column) - x(start)))\" height=\"\(svgNumber(thickness))\" fill=\"\(svgColor(color))\"/>\n"
                }
            }
        }
    }
}
