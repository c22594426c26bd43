import TerminalCanvas

/// The Lock Screen's large clock: digits three rows tall, drawn with box-drawing strokes.
///
///     ╶─╮ ╭─╮
///      ─┤:╰─┤      9:05 → " ╭─╮ ╭─╴"…
///     ╶─╯ ╶─╯
enum BigClock {
    static let digits: [[String]] = [
        ["╭─╮", "│ │", "╰─╯"], [" ╷ ", " │ ", " ╵ "], ["╶─╮", "╭─╯", "╰─╴"], ["╶─╮", " ─┤", "╶─╯"],
        ["╷ ╷", "╰─┤", "  ╵"], ["╭─╴", "╰─╮", "╶─╯"], ["╭─╴", "├─╮", "╰─╯"], ["╶─╮", "  │", "  ╵"],
        ["╭─╮", "├─┤", "╰─╯"], ["╭─╮", "╰─┤", "╶─╯"],
    ]

    /// `text` (digits and colons) as three rows.
    static func rows(_ text: String) -> [String] {
        var rows = ["", "", ""]
        for character in text {
            if let value = character.wholeNumberValue, value < 10 {
                for row in 0..<3 { rows[row] += digits[value][row] + " " }
            } else {
                rows[0] += "  "
                rows[1] += String(character) + " "
                rows[2] += "  "
            }
        }
        return rows.map { String($0.dropLast()) }
    }

    /// Draws `text` centred on row `y` of `canvas` within `width` columns from `x`.
    static func draw(_ text: String, into canvas: inout Canvas, x: Int, y: Int, width: Int, style: Style) {
        for (offset, row) in rows(text).enumerated() {
            canvas.write(row, at: Point(x: x + max(0, (width - row.count) / 2), y: y + offset), style: style)
        }
    }
}
