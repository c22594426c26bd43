/// Encodes a canvas as plain text: what a snapshot file holds and a review shows.
///
/// One line per row, joined by `\n` with no newline after the last. Every line is exactly the
/// canvas's width in columns, so a snapshot shows where the edge is; a wide grapheme is written
/// once (its continuation cell adds nothing, the grapheme itself covers both columns). A row
/// whose last grapheme is whitespace (a space, a no-break space U+00A0, an ideographic space
/// U+3000 filling the last two columns…) gets `¶` (U+00B6, the pilcrow editors use to show
/// line ends) just past the edge, so trailing whitespace survives editors and diff tools that
/// trim it and a reader can see it:
///
///     ╭──────────╮
///     │ 实时     │
///     │ 12:00    │
///     ╰──────────╯
///     Pizza     ¶
///
/// The marker is never part of the canvas: a row's content is always its first `width` columns.
public enum PlainTextEncoder {
    /// Written just past the right edge of a row that ends in whitespace.
    public static let endOfRowMarker: Character = "¶"

    /// The canvas as plain text, one line per row.
    public static func encode(_ canvas: Canvas) -> String {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(canvas.cells.count + canvas.height * 4)
        for row in 0..<canvas.height {
            if row > 0 { bytes.append(0x0A) }
            appendRow(row, of: canvas, to: &bytes)
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Appends row `row` as plain text, with the marker if it ends in whitespace.
    static func appendRow(_ row: Int, of canvas: Canvas, to bytes: inout [UInt8]) {
        let cells = canvas.cells(inRow: row)
        for cell in cells { cell.appendGrapheme(to: &bytes) }
        // The last grapheme is the last cell's, or the wide one whose continuation that is.
        guard let last = cells.last(where: { !$0.isContinuation }) else { return }
        if last.graphemeBits == 0x20 || (last.graphemeBits >= 0x80 && isWhitespace(last)) {
            bytes.append(contentsOf: String(endOfRowMarker).utf8)
        }
    }

    /// Whether a cell's grapheme is whitespace (Unicode White_Space, as `Character.isWhitespace`).
    private static func isWhitespace(_ cell: Cell) -> Bool {
        cell.grapheme.first?.isWhitespace ?? false
    }
}

extension Canvas {
    /// The canvas as plain text: one line per row, each exactly `width` columns, with `¶` after
    /// a row that ends in whitespace. See `PlainTextEncoder`.
    public var plainText: String { PlainTextEncoder.encode(self) }
}
