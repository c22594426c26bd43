import TerminalCanvas

/// Encodes a canvas as an SVG picture: the grid of cells in a monospace font, each cell's
/// colours and attributes as a terminal would show them, for READMEs, pull requests and docs.
///
/// Every cell is `cellWidth` × `cellHeight` pixels wherever the picture is viewed, so the
/// layout never depends on the viewer's font: a narrow grapheme is placed at its own cell, a
/// wide one (CJK, emoji) is centred over its two cells. Several canvases can share a picture,
/// one under the other, each with a heading and notes:
///
///     ╭──────────────────────────────────────────────╮ ← the page: `background`, rounded corners
///     │ padding                                      │
///     │   pizza-delivery · compact · …               │ ← a section's heading (one row, dimmed)
///     │                                              │   half a row
///     │   ╭──────────────────────────╮               │ ← the canvas, a cell every
///     │   │👜 2 P…      ◉       20:00│               │   cellWidth × cellHeight
///     │   ╰──────────────────────────╯               │
///     │   warning: …                                 │ ← notes, a quarter row below, a row each
///     │                                              │   one row between sections
///     │   pizza-delivery · minimal · …               │
///     │   …                                          │
///     ╰──────────────────────────────────────────────╯
///
/// A canvas is drawn in layers, bottom to top: the fills of its boxes, the cells' backgrounds
/// (runs of one colour merged into rectangles), block elements and box-drawing lines as
/// shapes, the text, then underlines and strike-throughs.
///
/// Glyphs a font would draw badly on a fixed grid are drawn as shapes, so they join across
/// cells at any font and size:
///
/// - **Box drawing** (light, heavy, double and rounded lines `─│┌┼╋═╔╭…`) as strokes through
///   the cells' centres; other box-drawing characters stay text.
/// - **Boxes**: four corners joined by edges (`╭╮╰╯`, `┌┐└┘` or `┏┓┗┛`) become one shape, a
///   rectangle through the border cells' centres filled with the colour most of the cells
///   just inside it have, so the inside reaches the line as it does on a phone. A rounded
///   box's corners have radius `cornerRadius` (at most half a side): a box three rows high is
///   a capsule, the Dynamic Island's shape.
///
///         ╭──────────╮             ╭──────────╮
///         │ ▒▒▒▒▒▒▒▒ │    →      (  ▒▒▒▒▒▒▒▒  )    one stroke; the fill reaches it
///         ╰──────────╯             ╰──────────╯
///
///   Text in a border (a title, the Lock Screen's ✕) keeps its gap in the stroke.
/// - **Block elements** (`█▉▊▋▌▍▎▏▀▄▐░▒▓▖…`) as rectangles, so progress bars are solid.
///
/// Colours are converted to `depth` as a terminal would (`TerminalColor.converted(to:)`), then
/// drawn with xterm's shades for palette colours; the terminal's own colours (`.default`) are
/// `foreground` and `background`. Reverse swaps the two, dim blends the foreground halfway to
/// the background in OKLab, bold and italic are the font's, underline and strikethrough are
/// drawn as lines. The output is a pure function of the canvas and the options: numbers are
/// written with at most two decimals, elements in a fixed order, so a picture can be
/// snapshot-tested. Text is XML-escaped, and a scalar XML does not allow becomes `�`.
///
///     let svg = SVGEncoder(title: "Pizza").encode(canvas)
///     let sheet = SVGEncoder().encode([.init(heading: "compact", canvas: compact),
///                                      .init(heading: "lock-screen", canvas: lockScreen)])
public struct SVGEncoder: Sendable {
    /// A cell's width in pixels.
    public var cellWidth: Double
    /// A cell's (a row's) height in pixels.
    public var cellHeight: Double
    /// The font size in pixels; a monospace font's advance is about 0.6 of it (8.4 at 14).
    public var fontSize: Double
    /// A CSS font-family list; fonts without a glyph fall back to the system's (emoji, CJK).
    public var fontFamily: String
    /// Pixels between the page's edge and its content.
    public var padding: Double
    /// The page and `.default` backgrounds; `.default` leaves them transparent.
    public var background: TerminalColor
    /// The `.default` foreground; `.default` means black.
    public var foreground: TerminalColor
    /// The colour depth the cells' colours are converted to first (a 16-colour terminal's look).
    public var depth: ColorDepth
    /// The picture's `<title>`: what a screen reader says and a browser shows on hover.
    public var title: String?
    /// The largest corner radius of a rounded box, in pixels.
    public var cornerRadius: Double
    /// The page's corner radius in pixels.
    public var pageCornerRadius: Double

    /// The font list used unless one is given: Apple's, then Linux's, then any monospace.
    public static let defaultFontFamily = "'SF Mono', Menlo, Consolas, 'DejaVu Sans Mono', 'Liberation Mono', monospace"

    /// An encoder; the defaults make 8.4 × 17 px cells in a 14 px font on a dark page.
    public init(cellWidth: Double = 8.4, cellHeight: Double = 17, fontSize: Double = 14,
                fontFamily: String = SVGEncoder.defaultFontFamily, padding: Double = 16,
                background: TerminalColor = .rgb(0x1C, 0x1C, 0x1E), foreground: TerminalColor = .rgb(0xF2, 0xF2, 0xF7),
                depth: ColorDepth = .trueColor, title: String? = nil, cornerRadius: Double = 17,
                pageCornerRadius: Double = 10) {
        self.cellWidth = cellWidth
        self.cellHeight = cellHeight
        self.fontSize = fontSize
        self.fontFamily = fontFamily
        self.padding = padding
        self.background = background
        self.foreground = foreground
        self.depth = depth
        self.title = title
        self.cornerRadius = cornerRadius
        self.pageCornerRadius = pageCornerRadius
    }

    /// One canvas in a picture, with an optional heading above it and notes below.
    public struct Section: Sendable {
        /// A line above the canvas.
        public var heading: String?
        /// What is drawn.
        public var canvas: Canvas
        /// Lines below the canvas, such as warnings.
        public var notes: [String]

        /// A section of a picture.
        public init(heading: String? = nil, canvas: Canvas, notes: [String] = []) {
            self.heading = heading
            self.canvas = canvas
            self.notes = notes
        }
    }

    /// The canvas as an SVG document.
    public func encode(_ canvas: Canvas) -> String { encode([Section(canvas: canvas)]) }

    /// The sections, one under the other, as one SVG document.
    public func encode(_ sections: [Section]) -> String {
        let metrics = metrics
        var body = ""
        var y = padding
        var widest = 0.0
        let textColor = svgColor(page.foreground.blended(towards: page.background ?? .white, by: 0.35))
        for (index, section) in sections.enumerated() {
            if index > 0 { y += cellHeight }
            if let heading = section.heading {
                let line = heading.sanitizedForTerminal
                body += "<text x=\"\(svgNumber(padding))\" y=\"\(svgNumber(y + metrics.baseline))\" fill=\"\(textColor)\" xml:space=\"preserve\">\(SVGText.escaped(line))</text>\n"
                widest = max(widest, Double(line.displayWidth) * cellWidth)
                y += cellHeight * 1.5
            }
            body += "<g transform=\"translate(\(svgNumber(padding)) \(svgNumber(y)))\">\n"
            body += SVGCanvasPainter(canvas: section.canvas, encoder: self, metrics: metrics).paint()
            body += "</g>\n"
            widest = max(widest, Double(section.canvas.width) * cellWidth)
            y += Double(section.canvas.height) * cellHeight
            if !section.notes.isEmpty { y += cellHeight / 4 }
            for note in section.notes {
                let line = note.sanitizedForTerminal
                body += "<text x=\"\(svgNumber(padding))\" y=\"\(svgNumber(y + metrics.baseline))\" fill=\"\(textColor)\" xml:space=\"preserve\">\(SVGText.escaped(line))</text>\n"
                widest = max(widest, Double(line.displayWidth) * cellWidth)
                y += cellHeight
            }
        }
        let width = svgNumber(widest + 2 * padding), height = svgNumber(y + padding)
        var svg = "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(width)\" height=\"\(height)\" viewBox=\"0 0 \(width) \(height)\">\n"
        if let title { svg += "<title>\(SVGText.escaped(title.sanitizedForTerminal))</title>\n" }
        if let background = page.background {
            svg += "<rect width=\"\(width)\" height=\"\(height)\"\(pageCornerRadius > 0 ? " rx=\"\(svgNumber(pageCornerRadius))\"" : "") fill=\"\(svgColor(background))\"/>\n"
        }
        svg += "<g font-family=\"\(SVGText.escaped(fontFamily))\" font-size=\"\(svgNumber(fontSize))\">\n"
        svg += body
        svg += "</g>\n</svg>\n"
        return svg
    }

    /// The page's own colours: the foreground, and the background unless transparent.
    var page: (foreground: RGB, background: RGB?) {
        (RGB(foreground) ?? .black, RGB(background))
    }

    /// Sizes derived from the cell size, in pixels.
    struct Metrics {
        var cellWidth: Double
        var cellHeight: Double
        /// From a row's top to the text's baseline.
        var baseline: Double
        /// The width of a light line; heavy lines are twice as wide.
        var lineWidth: Double
        /// Half the distance between the two strokes of a double line.
        var doubleLineOffset: Double
        /// The largest corner radius of a rounded box.
        var cornerRadius: Double
    }

    var metrics: Metrics {
        let lineWidth = cellHeight / 13.6
        return Metrics(cellWidth: cellWidth, cellHeight: cellHeight, baseline: (cellHeight + fontSize * 0.7) / 2,
                       lineWidth: lineWidth, doubleLineOffset: lineWidth * 1.2, cornerRadius: cornerRadius)
    }
}

/// An sRGB colour, as the picture writes it.
struct RGB: Hashable {
    var red: UInt8, green: UInt8, blue: UInt8

    static let black = RGB(red: 0, green: 0, blue: 0)
    static let white = RGB(red: 255, green: 255, blue: 255)

    init(red: UInt8, green: UInt8, blue: UInt8) {
        self.red = red
        self.green = green
        self.blue = blue
    }

    /// The colour's shade (xterm's for palette colours), or nil for `.default`.
    init?(_ color: TerminalColor) {
        guard let components = color.rgbComponents else { return nil }
        self.init(red: components.red, green: components.green, blue: components.blue)
    }

    /// `fraction` of the way to `other`, in OKLab (as `TerminalColor.blended(with:fraction:)`).
    func blended(towards other: RGB, by fraction: Double) -> RGB {
        let mixed = TerminalColor.rgb(red, green, blue).blended(with: .rgb(other.red, other.green, other.blue), fraction: fraction)
        return RGB(mixed) ?? self
    }
}

/// `#rrggbb`, as the styled text writes RGB colours.
func svgColor(_ color: RGB) -> String {
    StyleDescription.text(of: .rgb(color.red, color.green, color.blue))
}

/// A number of pixels with at most two decimals and no trailing zeros: `8.4`, `17`, `12.25`.
func svgNumber(_ value: Double) -> String {
    guard value.isFinite else { return "0" }
    let hundredths = (value * 100).rounded()
    if hundredths == 0 { return "0" }
    let whole = hundredths / 100
    if whole == whole.rounded() { return String(Int(whole)) }
    return String(whole)
}

/// Text as SVG holds it.
enum SVGText {
    /// `text` with `&`, `<`, `>`, `"` and `'` escaped, and every scalar XML 1.0 does not allow
    /// (controls other than tab, line feed and carriage return; U+FFFE, U+FFFF) replaced by
    /// U+FFFD, so the document stays well-formed whatever the text.
    static func escaped(_ text: String) -> String {
        var result = ""
        result.unicodeScalars.reserveCapacity(text.unicodeScalars.count)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            case "'": result += "&apos;"
            default:
                let value = scalar.value
                let allowed = value == 0x09 || value == 0x0A || value == 0x0D
                    || (value >= 0x20 && value != 0xFFFE && value != 0xFFFF)
                result.unicodeScalars.append(allowed ? scalar : "\u{FFFD}")
            }
        }
        return result
    }
}
