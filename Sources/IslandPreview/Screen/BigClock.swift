import TerminalCanvas

/// The Lock Screen's large clock: digits five rows tall, each a 3 × 5 grid of square "pixels"
/// two columns wide and one row high, drawn as full blocks.
///
///     ██████      ██████  ██████
///     ██  ██  ██  ██  ██  ██          8:05
///     ██████      ██  ██  ██████
///     ██  ██  ██  ██  ██      ██
///     ██████      ██████  ██████
///
/// Only whole cells, never half blocks or box-drawing lines: terminals such as xterm draw those
/// from the font, and in common monospace fonts (Noto Sans Mono, and DejaVu Sans Mono's verticals)
/// they do not reach the cell's edges, so strokes split into dashes. A pixel's cells also take
/// the digit's colour as their background, so the cell is solid whatever the font draws.
enum BigClock {
    /// Rows the clock takes.
    static let height = 5

    /// Each digit's pixels, top row first: "#" drawn, "." not.
    static let digits: [[String]] = [
        ["###", "#.#", "#.#", "#.#", "###"], [".#.", "##.", ".#.", ".#.", "###"],
        ["###", "..#", "###", "#..", "###"], ["###", "..#", "###", "..#", "###"],
        ["#.#", "#.#", "###", "..#", "..#"], ["###", "#..", "###", "..#", "###"],
        ["###", "#..", "###", "#.#", "###"], ["###", "..#", "..#", "..#", "..#"],
        ["###", "#.#", "###", "#.#", "###"], ["###", "#.#", "###", "..#", "###"],
    ]
    /// The colon's pixels, one wide.
    static let colon = [".", "#", ".", "#", "."]

    /// `text` (digits and colons; anything else is a gap) as `height` rows of "█" and spaces,
    /// a pixel between characters.
    static func rows(_ text: String) -> [String] {
        pixels(text).map { row in row.map { $0 ? "██" : "  " }.joined() }
    }

    /// `text`'s pixels, `height` rows of them, each two columns wide: true where one is drawn.
    static func pixels(_ text: String) -> [[Bool]] {
        var rows = Array(repeating: [Bool](), count: height)
        for (index, character) in text.enumerated() {
            let pixels: [String]
            if let value = character.wholeNumberValue, value < 10 { pixels = digits[value] }
            else if character == ":" { pixels = colon }
            else { pixels = Array(repeating: ".", count: height) }
            for row in 0..<height {
                if index > 0 { rows[row].append(false) }
                for pixel in pixels[row].utf8 { rows[row].append(pixel == UInt8(ascii: "#")) }
            }
        }
        return rows
    }

    /// Draws `text` centred from row `y` of `canvas` within `width` columns from `x`, in
    /// `style`'s foreground: a pixel's cells are "█" on that colour too (where it is a colour,
    /// not the terminal's own), so no font leaves a gap in them; the spaces between are left as
    /// they are.
    static func draw(_ text: String, into canvas: inout Canvas, x: Int, y: Int, width: Int, style: Style) {
        var solid = style
        if style.foreground != .default { solid.background = style.foreground }
        // Bold or dim would draw the block in another shade than the cell behind it.
        solid.isBold = false
        solid.isDim = false
        for (offset, row) in pixels(text).enumerated() {
            let left = x + max(0, (width - 2 * row.count) / 2)
            // A run of drawn pixels is filled at once.
            var start: Int?
            for (column, isDrawn) in (row + [false]).enumerated() {
                if isDrawn, start == nil { start = column }
                guard !isDrawn, let first = start else { continue }
                canvas.fill(Rect(x: left + 2 * first, y: y + offset, width: 2 * (column - first), height: 1), with: "█", style: solid)
                start = nil
            }
        }
    }
}
