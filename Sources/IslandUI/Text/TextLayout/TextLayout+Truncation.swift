/// The last line of text that needs more lines than its `lineLimit`.
extension TextLayout {
    /// The rest of the text from `start` (in `paragraph`) squeezed into one line of `width`
    /// cells, "…" standing in for what is left out:
    ///
    ///     rest of the text: "is on its way\nETA 12:30", width 12
    ///     .tail     is on its w…    the rest's start, as far as its first paragraph goes
    ///     .head     …ETA 12:30      the text's real end, as far as its last paragraph goes
    ///     .middle   is on…12:30     both: the start gets the larger half of the room
    ///
    /// This is what UIKit and SwiftUI do with a line limit: the lines above the last wrap as
    /// usual, whatever the mode, and only the last line is truncated. Apple documents head and
    /// middle truncation only for one line; beyond one line we follow `NSLineBreakMode`'s
    /// "works for multiline text" by truncating the last line alone, which is what UIKit draws.
    /// A line never crosses a paragraph break, so a head or middle line takes its end from
    /// the text's last paragraph and "…" also stands in for the line breaks it hides.
    ///
    /// Spaces next to the ellipsis are dropped ("is on…", not "is on …"). The ellipsis wears
    /// the attributes of the grapheme it follows (or, at the head, precedes); alone, those of
    /// the first grapheme it hides.
    func truncatedLine(from start: Int, paragraph: Int, width: Int, mode: TextTruncationMode) -> LineSpan {
        let room = width - 1
        let first = start..<paragraphs[paragraph].upperBound
        let last = paragraph == paragraphs.count - 1 ? first : paragraphs[paragraphs.count - 1]
        var line = LineSpan(start: start, paragraph: paragraph, leading: start..<start, width: 1)
        switch mode {
        case .tail:
            (line.leading, line.width) = fittingPrefix(of: first, within: room)
        case .head:
            (line.trailing, line.width) = fittingSuffix(of: last, within: room)
        case .middle:
            let prefix = fittingPrefix(of: first, within: (room + 1) / 2)
            let rest = max(prefix.range.upperBound, last.lowerBound)..<last.upperBound
            let suffix = fittingSuffix(of: rest, within: room - prefix.width)
            (line.leading, line.trailing) = (prefix.range, suffix.range)
            line.width = prefix.width + suffix.width
        }
        line.width += 1
        if let before = line.leading.last {
            line.ellipsisRun = graphemes[before].run
        } else if let after = line.trailing.first {
            line.ellipsisRun = graphemes[after].run
        } else {
            line.ellipsisRun = start < first.upperBound ? graphemes[start].run : paragraphRuns[paragraph]
        }
        return line
    }

    /// The longest start of `range` at most `room` cells wide, without the spaces ending it.
    private func fittingPrefix(of range: Range<Int>, within room: Int) -> (range: Range<Int>, width: Int) {
        var end = range.lowerBound, width = 0
        while end < range.upperBound && width + graphemes[end].width <= room {
            width += graphemes[end].width
            end += 1
        }
        while end > range.lowerBound && graphemes[end - 1].isSpace {
            end -= 1
            width -= graphemes[end].width
        }
        return (range.lowerBound..<end, width)
    }

    /// The longest end of `range` at most `room` cells wide, without the spaces starting it.
    private func fittingSuffix(of range: Range<Int>, within room: Int) -> (range: Range<Int>, width: Int) {
        var start = range.upperBound, width = 0
        while start > range.lowerBound && width + graphemes[start - 1].width <= room {
            start -= 1
            width += graphemes[start].width
        }
        while start < range.upperBound && graphemes[start].isSpace {
            width -= graphemes[start].width
            start += 1
        }
        return (start..<range.upperBound, width)
    }
}
