/// Breaks measured text into lines greedily: each line takes as many words as fit.
///
///     width 10:  |Your order|     the break after "order " is the last one that fits;
///                |is on its |     the space before "way" hangs and is dropped
///                |way       |
///
/// Each call to `next()` scans one line, looking back at most to the line's last break
/// opportunity, so wrapping all the text is linear in its length. Greedy wrapping never needs
/// more lines at a wider width, which `TextLayout.narrowestWidth(fittingLines:)` relies on.
struct LineWrapper {
    /// The measured text.
    let graphemes: [MeasuredGrapheme]
    /// Its paragraphs (see `TextLayout.paragraphs`).
    let paragraphs: [Range<Int>]
    /// The line width in cells, at least 1.
    let width: Int
    /// The paragraph the next line starts in.
    private var paragraph = 0
    /// Where the next line starts.
    private var lineStart: Int

    /// A wrapper for lines of `width` cells (at least 1) through `paragraphs` of `graphemes`.
    init(graphemes: [MeasuredGrapheme], paragraphs: [Range<Int>], width: Int) {
        precondition(width > 0, "a line must be at least one cell wide")
        self.graphemes = graphemes
        self.paragraphs = paragraphs
        self.width = width
        self.lineStart = paragraphs.first?.lowerBound ?? 0
    }

    /// The next line, or `nil` after the last.
    mutating func next() -> LineSpan? {
        guard paragraph < paragraphs.count else { return nil }
        let start = lineStart, end = paragraphs[paragraph].upperBound
        var x = 0                                // everything so far, spaces included
        var contentEnd = start, contentWidth = 0 // up to the last grapheme that is not a space
        var lastBreak: (next: Int, end: Int, width: Int)?
        var index = start
        while index < end {
            let grapheme = graphemes[index]
            if grapheme.isSpace {
                // Spaces never overflow: at a wrap they hang past the edge and are dropped.
                x += grapheme.width
                index += 1
                continue
            }
            if index > start && grapheme.canBreakBefore {
                lastBreak = (index, contentEnd, contentWidth)
            }
            if x + grapheme.width > width {
                if let lastBreak {
                    return wrap(start, content: start..<lastBreak.end, width: lastBreak.width,
                                next: lastBreak.next)
                }
                if index > start {
                    // One word wider than the line: cut it between graphemes.
                    return wrap(start, content: start..<index, width: contentWidth, next: index)
                }
                // A wide grapheme on a line one cell wide: it can never be shown, so "…" is.
                var line = wrap(start, content: start..<start, width: 1, next: index + 1)
                line.ellipsisRun = grapheme.run
                return line
            }
            x += grapheme.width
            contentEnd = index + 1
            contentWidth = x
            index += 1
        }
        // The paragraph ends on this line: keep the spaces ending it that fit.
        var lineEnd = contentEnd, lineWidth = contentWidth
        while lineEnd < end && lineWidth + graphemes[lineEnd].width <= width {
            lineWidth += graphemes[lineEnd].width
            lineEnd += 1
        }
        let line = LineSpan(start: start, paragraph: paragraph, leading: start..<lineEnd, width: lineWidth)
        paragraph += 1
        if paragraph < paragraphs.count { lineStart = paragraphs[paragraph].lowerBound }
        return line
    }

    /// Ends the line from `start` with `content` and continues the paragraph at `next`.
    private mutating func wrap(_ start: Int, content: Range<Int>, width: Int, next: Int) -> LineSpan {
        let line = LineSpan(start: start, paragraph: paragraph, leading: content, width: width)
        lineStart = next
        if next == paragraphs[paragraph].upperBound {
            // Only a lone "…" for a grapheme at the paragraph's end gets here.
            paragraph += 1
            if paragraph < paragraphs.count { lineStart = paragraphs[paragraph].lowerBound }
        }
        return line
    }
}
