import TerminalCanvas

/// Boxes and lines: finding the boxes drawn as one shape, filling them, and stroking every
/// box-drawing glyph (the boxes' outlines first, then the other line glyphs cell by cell).
extension SVGCanvasPainter {
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
    mutating func findBoxes() {
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

    func paintBoxFills(into output: inout String) {
        for box in boxes {
            guard let fill = box.fill else { continue }
            let r = radius(of: box)
            let corners = r > 0 ? " rx=\"\(svgNumber(r))\"" : ""
            output += "<rect x=\"\(svgNumber(x(box.left) + metrics.cellWidth / 2))\" y=\"\(svgNumber(y(box.top) + metrics.cellHeight / 2))\" width=\"\(svgNumber(Double(box.right - box.left) * metrics.cellWidth))\" height=\"\(svgNumber(Double(box.bottom - box.top) * metrics.cellHeight))\"\(corners) fill=\"\(svgColor(fill))\"/>\n"
        }
    }

    // MARK: - Lines

    /// Box-drawing lines as strokes, one `<path>` per colour and weight: the boxes' outlines
    /// first, then every other line glyph cell by cell.
    func paintLines(into output: inout String) {
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
}
