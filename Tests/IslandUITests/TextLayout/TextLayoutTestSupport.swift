import IslandUI

/// How test text is styled: enough kinds to see runs merge and the ellipsis take a style.
enum Ink: Equatable, Sendable { case plain, bold, red }

/// `text` in one plain run, measured.
func measured(_ text: String) -> TextLayout<Ink> {
    TextLayout([TextRun(text: text, attributes: .plain)])
}

/// The lines of `text` laid out at `width`, as plain strings.
func lines(_ text: String, width: Int, lineLimit: Int? = nil,
           _ mode: TextTruncationMode = .tail) -> [String] {
    measured(text).layout(width: width, lineLimit: lineLimit, truncationMode: mode).lines.map(\.text)
}
