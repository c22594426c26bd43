import TerminalCanvas

/// Styled text, measured once, ready to be laid out at any width: the terminal meaning of
/// SwiftUI's text layout.
///
///     let text = TextLayout([TextRun(text: "Your order is on its way", attributes: bold)])
///     text.layout(width: 12).lines.map(\.text)    // ["Your order", "is on its", "way"]
///     text.layout(width: 12, lineLimit: 1)        // ["Your order…"], truncated
///
/// Creating a `TextLayout` sanitizes and measures every grapheme cluster once; each layout at
/// a width then costs time linear in the text it shows, so a layout engine can try many widths.
///
/// What the text becomes:
/// - Control characters never reach the canvas: each run goes through
///   `String.sanitizedForTerminal` (ESC becomes `␛`, a tab `␉`, bidi overrides vanish) — but
///   line breaks are taken out first, because here they mean "start a new line": "\n", "\r\n",
///   "\r", U+2028, U+2029 and the other `Character.isNewline` clusters, as in SwiftUI.
/// - Grapheme clusters are never split, and never join across runs: `"e"` in one run and
///   U+0301 in the next stay two clusters, the mark a zero-width one that painting skips.
/// - Lines wrap where `LineBreakRules` allows. A word wider than the line is cut between
///   graphemes; a wide grapheme that would straddle the edge moves to the next line; a wide
///   grapheme that cannot fit even on an empty line (width 1) is shown as "…".
/// - Spaces are kept as they are, except at a wrap, where the spaces ending the line are
///   dropped. Spaces ending a paragraph are kept as far as they fit.
/// - Empty text ("" or no runs) has no lines; "\n" has two empty ones.
package struct TextLayout<Attributes: Equatable> {
    /// Every grapheme of the text, in order, without the line breaks.
    let graphemes: [MeasuredGrapheme]
    /// The text between explicit line breaks, as ranges of `graphemes`; empty for empty text.
    let paragraphs: [Range<Int>]
    /// The run each paragraph starts in, for an ellipsis standing in for an empty paragraph.
    let paragraphRuns: [Int]
    /// Each run's attributes, by run index.
    let attributes: [Attributes]
    /// The size of the text laid out without wrapping: its widest paragraph by the number of
    /// paragraphs. Spaces ending a paragraph count. SwiftUI's ideal size for `Text`. Worked out
    /// once: a layout pass asks it of every text several times.
    package private(set) var idealSize = Size(width: 0, height: 0)
    /// The last layout asked for, kept with the text: painting asks for it every frame, and a
    /// tree brought on to a new date keeps its texts (a text is immutable, so copies share it).
    /// None with reuse off (`Reuse`, read when the text is measured): every layout is made.
    private let lastLayout: LastTextLayout<Attributes>? = Reuse.isOff ? nil : LastTextLayout<Attributes>()

    /// Sanitizes and measures `runs`.
    package init(_ runs: [TextRun<Attributes>]) {
        var graphemes: [MeasuredGrapheme] = []
        graphemes.reserveCapacity(runs.reduce(0) { $0 + $1.text.utf8.count })
        var paragraphs: [Range<Int>] = []
        var paragraphRuns = [0]
        var paragraphStart = 0
        var hasLineBreak = false
        for (runIndex, run) in runs.enumerated() {
            // Printable ASCII, most text: a cell a byte, nothing to sanitize, no line break.
            if run.text.utf8.allSatisfy({ $0 >= 0x20 && $0 < 0x7F }) {
                for byte in run.text.utf8 { graphemes.append(MeasuredGrapheme(ascii: byte, run: runIndex)) }
                continue
            }
            let segments = run.text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline)
            for (segmentIndex, segment) in segments.enumerated() {
                if segmentIndex > 0 {
                    paragraphs.append(paragraphStart..<graphemes.count)
                    paragraphStart = graphemes.count
                    paragraphRuns.append(runIndex)
                    hasLineBreak = true
                }
                for character in String(segment).sanitizedForTerminal {
                    graphemes.append(MeasuredGrapheme(character, run: runIndex))
                }
            }
        }
        if hasLineBreak || !graphemes.isEmpty {
            paragraphs.append(paragraphStart..<graphemes.count)
        }
        for paragraph in paragraphs {
            for index in paragraph.dropFirst() {
                graphemes[index].canBreakBefore = LineBreakRules.canBreak(
                    before: index, in: graphemes, paragraphStart: paragraph.lowerBound)
            }
        }
        self.graphemes = graphemes
        self.paragraphs = paragraphs
        self.paragraphRuns = Array(paragraphRuns.prefix(paragraphs.count))
        self.attributes = runs.map(\.attributes)
        idealSize = Size(width: paragraphs.lazy.map(paragraphWidth).max() ?? 0, height: paragraphs.count)
    }

    /// Lays the text out in lines at most `width` cells wide.
    ///
    /// - Parameters:
    ///   - width: The width in cells. At 0 nothing fits: the result has no lines and is
    ///     truncated if the text is not empty.
    ///   - lineLimit: The most lines to show; `nil` for no limit. A limit below 1 counts as 1.
    ///   - truncationMode: Where the ellipsis goes when the text needs more lines than
    ///     `lineLimit`. The lines above the last wrap as usual; the last line is the rest of
    ///     the text squeezed into one line with "…" at its head, middle or tail (see
    ///     `truncatedLine(from:paragraph:width:mode:)`).
    package func layout(width: Int, lineLimit: Int? = nil,
                        truncationMode: TextTruncationMode = .tail) -> LaidOutText<Attributes> {
        let key = LastTextLayout<Attributes>.Key(width: width, lineLimit: lineLimit, truncationMode: truncationMode)
        if let known = lastLayout?.value(for: key) { return known }
        let laidOut = layoutAgain(width: width, lineLimit: lineLimit, truncationMode: truncationMode)
        lastLayout?.keep(laidOut, for: key)
        return laidOut
    }

    private func layoutAgain(width: Int, lineLimit: Int?, truncationMode: TextTruncationMode) -> LaidOutText<Attributes> {
        guard width > 0 else { return LaidOutText(lines: [], isTruncated: !paragraphs.isEmpty) }
        let spans = spans(width: width, lineLimit: lineLimit, truncationMode: truncationMode)
        return LaidOutText(lines: spans.map(line), isTruncated: spans.contains { $0.ellipsisRun != nil })
    }

    /// The size of `layout(width:lineLimit:truncationMode:)`'s lines, its widest line by their
    /// number, without making the lines' strings: what measuring a text asks, many times a
    /// layout pass.
    package func size(width: Int, lineLimit: Int? = nil, truncationMode: TextTruncationMode = .tail) -> Size {
        guard width > 0 else { return Size(width: 0, height: 0) }
        let spans = spans(width: width, lineLimit: lineLimit, truncationMode: truncationMode)
        return Size(width: spans.lazy.map(\.width).max() ?? 0, height: spans.count)
    }

    /// The lines at `width` (above 0) as spans of graphemes, the last truncated when the text
    /// needs more than `lineLimit`.
    private func spans(width: Int, lineLimit: Int?, truncationMode: TextTruncationMode) -> [LineSpan] {
        let limit = lineLimit.map { max($0, 1) } ?? Int.max
        var spans: [LineSpan] = []
        var wrapper = LineWrapper(graphemes: graphemes, paragraphs: paragraphs, width: width)
        while let span = wrapper.next() {
            if spans.count == limit {
                let last = spans.removeLast()
                spans.append(truncatedLine(from: last.start, paragraph: last.paragraph,
                                           width: width, mode: truncationMode))
                break
            }
            spans.append(span)
        }
        return spans
    }

    /// The text of `span` as runs, neighbours with equal attributes merged.
    func line(_ span: LineSpan) -> TextLine<Attributes> {
        var runs: [TextRun<Attributes>] = []
        var lastRun = -1
        func append(_ character: Character, run: Int) {
            if run == lastRun || (!runs.isEmpty && attributes[run] == runs[runs.count - 1].attributes) {
                runs[runs.count - 1].text.append(character)
            } else {
                runs.append(TextRun(text: String(character), attributes: attributes[run]))
            }
            lastRun = run
        }
        for index in span.leading { append(graphemes[index].character, run: graphemes[index].run) }
        if let run = span.ellipsisRun { append(LineSpan.ellipsis, run: run) }
        for index in span.trailing { append(graphemes[index].character, run: graphemes[index].run) }
        return TextLine(runs: runs, width: span.width)
    }
}

extension TextLayout: Sendable where Attributes: Sendable {}
