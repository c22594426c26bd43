import TerminalCanvas

/// Paints one canvas as SVG elements, in the layers `SVGEncoder` describes, with the canvas's
/// top-left corner at (0, 0).
struct SVGCanvasPainter {
    let canvas: Canvas
    let metrics: SVGEncoder.Metrics
    /// Every cell as it is shown, row after row.
    let cells: [ShownCell]
    /// The boxes drawn as shapes, and for each cell the box whose border it is in.
    var boxes: [Box] = []
    var borderOf: [Int?]

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
                let style = cell.shownStyle(at: encoder.depth)
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

    func cell(_ column: Int, _ row: Int) -> ShownCell { cells[row * canvas.width + column] }
    func x(_ column: Int) -> Double { Double(column) * metrics.cellWidth }
    func y(_ row: Int) -> Double { Double(row) * metrics.cellHeight }

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
