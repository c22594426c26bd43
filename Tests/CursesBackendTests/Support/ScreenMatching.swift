import TerminalCanvas

/// Comparing what a terminal emulator shows with the canvas, allowing for what terminals
/// legitimately draw differently: a grapheme placed by hand may be drawn one column wide
/// (the rest of its cells then show the U+00A0 placeholder), split into its characters, or
/// without its variation selector. Everything else must match exactly.
enum ScreenMatching {
    /// Whether `cell` is one of the graphemes terminals disagree about.
    static func isDisputed(_ cell: Cell) -> Bool {
        let scalars = cell.grapheme.unicodeScalars.map(\.value)
        return scalars.count > 1 && scalars.contains { [0xFE0F, 0x200D, 0x20E3].contains($0) || (0x1F1E6...0x1F1FF).contains($0) || (0x1F3FB...0x1F3FF).contains($0) }
    }

    /// Whether a terminal's `shown` text for a disputed grapheme is a fair drawing of it: its
    /// first characters, variation selectors and joiners aside.
    static func isFairDrawing(_ shown: String, of grapheme: String) -> Bool {
        let strip: (String) -> [UInt32] = { $0.unicodeScalars.map(\.value).filter { $0 != 0xFE0F && $0 != 0x200D } }
        let drawn = strip(shown), whole = strip(grapheme)
        return !drawn.isEmpty && whole.starts(with: drawn)
    }

    /// Differences between a captured row (tmux's `capture-pane -p`: each cell's text, wide
    /// ones once) and the canvas's row `y`, or [] when they agree.
    static func differences(capturedRow: String, canvas: Canvas, y: Int) -> [String] {
        var shown = Array(capturedRow)[...]
        var problems: [String] = []
        var x = 0
        while x < canvas.width {
            let cell = canvas[x, y]
            defer { x += max(cell.width, 1) }
            guard let character = shown.popFirst() else {
                problems.append("row \(y): ends at column \(x)")
                break
            }
            if isDisputed(cell) {
                if !isFairDrawing(String(character), of: cell.grapheme) {
                    problems.append("row \(y) column \(x): \(String(character).debugDescription) for \(cell.grapheme.debugDescription)")
                }
                // Drawn one column wide: the placeholder (or an erased half) fills the other.
                let next = canvas[x + cell.width, y]
                if let filler = shown.first, filler == "\u{A0}" || (filler == " " && next.grapheme != " ") {
                    shown.removeFirst()
                }
            } else if String(character) != cell.grapheme {
                problems.append("row \(y) column \(x): \(String(character).debugDescription), expected \(cell.grapheme.debugDescription)")
            }
        }
        // tmux trims nothing with -p, but a row may end in spaces the canvas also has.
        if !shown.allSatisfy({ $0 == " " }) { problems.append("row \(y): extra \(String(shown).debugDescription)") }
        return problems
    }
}
