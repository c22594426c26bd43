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
///
/// Graphemes painted into neighbouring cells that would read as one cluster of another width side
/// by side (a lone skin tone after its base, two lone regional indicators) are kept apart by an
/// invisible U+200B ZERO WIDTH SPACE, so the line still measures the canvas's width; the ANSI
/// encoder moves the cursor instead.
public enum PlainTextEncoder {
    /// Written just past the right edge of a row that ends in whitespace.
    public static let endOfRowMarker: Character = "¶"

    /// U+200B, between cells whose graphemes would otherwise join (`GraphemeJoining`): it takes
    /// no column and breaks every grapheme cluster (UAX #29's GB4 and GB5).
    static let zeroWidthSpace: [UInt8] = [0xE2, 0x80, 0x8B]

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
        var joining = GraphemeJoining()
        var previous: Cell?
        // The scalars of the cluster the text ends in when it is more than the previous cell's
        // (cells joined to it); nil: just the previous cell's, counted only if need be.
        var joinedScalars: Int?
        for cell in cells where !cell.isContinuation {
            // Text has no cursor to move: a zero-width space keeps apart graphemes painted apart
            // that would read as one cluster side by side with another width (a skin tone after
            // its base, two regional indicators), which would leave the line short. Pieces of one
            // cluster painted apart (क्ष then ि) measure the same joined and stay joined, unless
            // together they pass the 32 scalars a cluster is cut to (a control's picture, then 32
            // marks: found by fuzzing), which would measure them short.
            if joining.mayJoinPrevious(cell.graphemeBits), let previous {
                let scalars = (joinedScalars ?? previous.grapheme.unicodeScalars.count) + cell.grapheme.unicodeScalars.count
                if scalars > ControlCharacters.maximumScalarsPerCluster || changesWidthWhenJoined(previous, cell) {
                    bytes.append(contentsOf: zeroWidthSpace)
                    joinedScalars = nil
                } else {
                    joinedScalars = scalars
                }
            } else {
                joinedScalars = nil
            }
            cell.appendGrapheme(to: &bytes)
            previous = cell
        }
        // The last grapheme is the last cell's, or the wide one whose continuation that is.
        guard let last = cells.last(where: { !$0.isContinuation }) else { return }
        if last.graphemeBits == 0x20 || (last.graphemeBits >= 0x80 && isWhitespace(last)) {
            bytes.append(contentsOf: String(endOfRowMarker).utf8)
        }
    }

    /// Whether the graphemes of two neighbouring cells, read as text side by side, measure other
    /// than the columns they were painted in.
    private static func changesWidthWhenJoined(_ previous: Cell, _ next: Cell) -> Bool {
        (previous.grapheme + next.grapheme).displayWidth != previous.width + next.width
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
