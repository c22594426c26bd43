import TerminalCanvas

/// The keys, drawn over the screen in a box (`?` shows it, `?` or Esc hides it): `KeyTable`'s
/// rows, so the help lists every key that does something and nothing else.
enum HelpOverlay {
    /// The key table's lines, then the mouse's.
    static var lines: [(String, String)] { KeyTable.helpLines.map { ($0.keys, $0.meaning) } }

    /// Draws the keys, and below them, where there is room, `widths`: how wide the emoji
    /// terminals disagree about are laid out, and how that was chosen (`--emoji-width`).
    static func draw(into canvas: inout Canvas, widths: String? = nil) {
        let lines = lines
        // The words start two columns after the longest keys; the box is as wide as its longest line.
        let column = 1 + (lines.map { $0.0.displayWidth }.max() ?? 0) + 2
        let width = column + max(lines.map { $0.1.displayWidth }.max() ?? 0, widths?.displayWidth ?? 0) + 3
        guard let box = OverlayBox(title: "keys", width: width, height: lines.count + (widths == nil ? 3 : 4), in: &canvas) else { return }
        let room = box.innerHeight - 1
        // Too short for every key: the last row says how many more a taller terminal shows.
        let shown = lines.count > room ? max(0, room - 1) : lines.count
        for (row, (key, meaning)) in lines.prefix(shown).enumerated() {
            box.write(key, row: row, style: OverlayBox.keyStyle, into: &canvas)
            box.write(meaning, row: row, column: column, style: OverlayBox.textStyle, into: &canvas)
        }
        if shown < lines.count {
            box.write("… \(lines.count - shown) more in a taller terminal", row: shown, style: OverlayBox.dimStyle, into: &canvas)
        }
        if let widths, shown == lines.count, shown < room {
            box.write("widths", row: shown, style: OverlayBox.dimStyle, into: &canvas)
            box.write(widths, row: shown, column: column, style: OverlayBox.dimStyle, into: &canvas)
        }
        box.write("? or Esc closes", row: box.innerHeight - 1, style: OverlayBox.dimStyle, into: &canvas)
    }
}
