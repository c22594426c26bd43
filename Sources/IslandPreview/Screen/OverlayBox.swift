import TerminalCanvas

/// A box drawn over the screen, centred, in the system's dark grey with a blue outline and a
/// title on its top edge: the help and the end chooser.
struct OverlayBox {
    static let background = TerminalColor.rgb(28, 28, 30)
    static let accent = TerminalColor.rgb(10, 132, 255)
    static let keyStyle = Style(foreground: .rgb(255, 214, 10), background: background, attributes: .bold)
    static let textStyle = Style(foreground: .rgb(235, 235, 245), background: background)
    static let dimStyle = Style(foreground: .rgb(142, 142, 147), background: background)
    static let errorStyle = Style(foreground: .rgb(255, 69, 58), background: background)

    /// The box's area, outline included.
    let area: Rect

    /// A box of at most `width` × `height` centred in `canvas`, drawn with `title`; nil when the
    /// canvas is too small for `minimumWidth` × `minimumHeight`.
    init?(title: String, width: Int, height: Int, minimumWidth: Int = 21, minimumHeight: Int = 5, in canvas: inout Canvas) {
        let width = min(canvas.width - 2, width), height = min(canvas.height - 2, height)
        guard width >= minimumWidth, height >= minimumHeight else { return nil }
        area = Rect(x: (canvas.width - width) / 2, y: (canvas.height - height) / 2, width: width, height: height)
        canvas.fill(area, style: Style(background: Self.background))
        canvas.drawBox(area, glyphs: .rounded, style: Style(foreground: Self.accent, background: Self.background))
        canvas.write(" \(title) ", at: Point(x: area.minX + 2, y: area.minY),
                     style: Style(foreground: Self.accent, background: Self.background, attributes: .bold), clippedTo: Rect(x: area.minX + 1, y: area.minY, width: area.width - 2, height: 1))
    }

    /// How many rows fit inside the outline.
    var innerHeight: Int { area.height - 2 }

    /// A typed field on inner row `row`: `›`, what has been typed and a caret, and what it means
    /// (`verdict`) at the right edge; then "Esc cancels" on the row below.
    func writeEntry(_ typed: String, verdict: String, style: Style, row: Int, into canvas: inout Canvas) {
        let field = "›  \(typed)▏"
        write(field, row: row, style: Self.keyStyle, into: &canvas)
        write(verdict, row: row, column: max(field.displayWidth + 2, area.width - 3 - verdict.displayWidth), style: style, into: &canvas)
        write("Esc cancels", row: row + 1, style: Self.dimStyle, into: &canvas)
    }

    /// Writes `text` on inner row `row` (0 is the first inside the outline) from inner column
    /// `column`, cut at the outline.
    func write(_ text: String, row: Int, column: Int = 1, style: Style, into canvas: inout Canvas) {
        guard row >= 0, row < innerHeight else { return }
        canvas.write(text, at: Point(x: area.minX + 1 + column, y: area.minY + 1 + row), style: style, clippedTo: area.insetBy(1))
    }
}
