import TerminalCanvas

/// Encodes a canvas as its plain text followed by a legend of style runs, for snapshots that
/// must catch a colour or a bold going missing and still read well in a review.
///
/// The grid is exactly `PlainTextEncoder`'s. Then comes `styles:` and one line for each run of
/// same-styled cells in a row, top to bottom and left to right, with its row, its columns
/// (inclusive) and its style; unstyled (`plain`) runs are left out, and a canvas with none says
/// `styles: none`:
///
///     ╭────────╮
///     │ 12:00实│
///     ╰────────╯
///     styles:
///       y=0 x=0-9 fg=cyan
///       y=1 x=0 fg=cyan
///       y=1 x=2-6 fg=#ff8800 bold
///       y=1 x=7-8 bg=palette:236 italic underline
///       y=1 x=9 fg=cyan
///       y=2 x=0-9 fg=cyan
///
/// The model is ratatui's buffer dump and its `styles:` list, grouped into runs so that a line
/// of styled text is one legend line.
public enum StyledTextEncoder {
    /// The canvas as plain text followed by its legend of style runs.
    public static func encode(_ canvas: Canvas) -> String {
        var text = PlainTextEncoder.encode(canvas)
        if canvas.height > 0 { text += "\n" }
        let runs = styleRuns(of: canvas)
        if runs.isEmpty { return text + "styles: none" }
        text += "styles:"
        for run in runs {
            let columns = run.first == run.last ? "\(run.first)" : "\(run.first)-\(run.last)"
            text += "\n  y=\(run.row) x=\(columns) \(StyleDescription.text(of: run.style))"
        }
        return text
    }

    /// The runs of cells sharing a non-plain style, row by row.
    static func styleRuns(of canvas: Canvas) -> [(row: Int, first: Int, last: Int, style: Style)] {
        var runs: [(row: Int, first: Int, last: Int, style: Style)] = []
        for row in 0..<canvas.height {
            let cells = canvas.cells(inRow: row)
            var column = 0
            var index = cells.startIndex
            while index < cells.endIndex {
                let styleBits = cells[index].styleOnlyBits
                let first = column
                while index < cells.endIndex && cells[index].styleOnlyBits == styleBits {
                    index += 1
                    column += 1
                }
                let style = cells[index - 1].style
                if !style.isPlain { runs.append((row, first, column - 1, style)) }
            }
        }
        return runs
    }
}

extension Canvas {
    /// The canvas as plain text and a legend of style runs. See `StyledTextEncoder`.
    public var styledText: String { StyledTextEncoder.encode(self) }
}
