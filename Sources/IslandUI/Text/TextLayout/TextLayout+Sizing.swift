import TerminalCanvas

/// What a layout engine asks before it places text: how big the text wants to be, how narrow
/// it can go, and how tall it is at a given width.
///
///     "Arriving in 5 min"
///     idealSize                      17 × 1   one line, nothing wrapped
///     longestWordWidth                8       "Arriving": any narrower cuts a word
///     minimumWidth(lineLimit: nil)    1       every grapheme still shown, words cut
///     minimumWidth(lineLimit: 1)      1       "…" at the very least
///     height(atWidth: 9)              2       "Arriving" / "in 5 min"
///     narrowestWidth(fittingLines: 2) 8       "Arriving" / "in 5 min"
extension TextLayout {
    /// Whether the text is one paragraph at most `width` cells wide: it shows on one line
    /// wherever it is given that width.
    func isOneLine(within width: Int) -> Bool {
        paragraphs.count == 1 && paragraphWidth(paragraphs[0]) <= width
    }

    /// The width of the widest word: the narrowest width that wraps the text without cutting
    /// a word between graphemes. A word runs from one break opportunity to the next (see
    /// `LineBreakRules`), its hanging spaces not counted; 0 for empty text.
    package var longestWordWidth: Int {
        // Spaces always end a word (a break follows them), and they hang, so they never count.
        var longest = 0
        for paragraph in paragraphs {
            var word = 0
            for index in paragraph where !graphemes[index].isSpace {
                if graphemes[index].canBreakBefore { word = 0 }
                word += graphemes[index].width
                longest = max(longest, word)
            }
        }
        return longest
    }

    /// The narrowest width at which the text can still be shown.
    ///
    /// Without a line limit every grapheme must stay visible, words may be cut, so this is the
    /// widest grapheme: 2 for text with CJK or emoji, else 1. With a line limit the text may
    /// be truncated, and one cell holds "…". Empty text needs 0.
    package func minimumWidth(lineLimit: Int?) -> Int {
        guard !paragraphs.isEmpty else { return 0 }
        guard lineLimit == nil else { return 1 }
        return max(1, graphemes.lazy.map(\.width).max() ?? 1)
    }

    /// The number of lines the text takes at `width`, at most `lineLimit`: what
    /// `layout(width:lineLimit:truncationMode:)` returns, without building the lines.
    /// 0 at width 0.
    package func height(atWidth width: Int, lineLimit: Int? = nil) -> Int {
        guard width > 0 else { return 0 }
        let limit = lineLimit.map { max($0, 1) } ?? Int.max
        var wrapper = LineWrapper(graphemes: graphemes, paragraphs: paragraphs, width: width)
        var count = 0
        while count < limit, wrapper.next() != nil { count += 1 }
        return count
    }

    /// The narrowest width at which the whole text fits in `lines` lines, with nothing cut
    /// to an ellipsis; `nil` if it never does (more paragraphs than `lines`).
    ///
    /// A binary search between `minimumWidth(lineLimit: nil)` and the ideal width, since
    /// greedy wrapping never needs more lines at a wider width. Use it to balance a text over
    /// its lines, or to find the width a `lineLimit` needs.
    package func narrowestWidth(fittingLines lines: Int) -> Int? {
        let ideal = idealSize
        guard ideal.height <= lines else { return nil }
        var low = minimumWidth(lineLimit: nil), high = ideal.width
        while low < high {
            let middle = (low + high) / 2
            if height(atWidth: middle, lineLimit: lines + 1) <= lines {
                high = middle
            } else {
                low = middle + 1
            }
        }
        return low
    }

    /// The width of a paragraph on one line.
    func paragraphWidth(_ paragraph: Range<Int>) -> Int {
        graphemes[paragraph].reduce(0) { $0 + $1.width }
    }
}
