/// One line of laid-out text: its runs, merged where neighbours look the same, and its width.
package struct TextLine<Attributes: Equatable>: Equatable {
    /// The line's text, left to right. Adjacent runs never have equal attributes.
    package var runs: [TextRun<Attributes>]
    /// The line's width in terminal cells (never more than the width it was laid out in).
    package var width: Int

    /// A line of `runs` that is `width` cells wide.
    package init(runs: [TextRun<Attributes>], width: Int) {
        self.runs = runs
        self.width = width
    }

    /// The line's text without its attributes.
    package var text: String { runs.map(\.text).joined() }
}

/// Text laid out in a given width: the lines it shows and whether anything was left out.
package struct LaidOutText<Attributes: Equatable>: Equatable {
    /// The lines, top to bottom.
    package var lines: [TextLine<Attributes>]
    /// Whether an ellipsis "…" stands in for text that did not fit.
    package var isTruncated: Bool

    /// Lines laid out, `isTruncated` if an ellipsis stands in for some of the text.
    package init(lines: [TextLine<Attributes>], isTruncated: Bool) {
        self.lines = lines
        self.isTruncated = isTruncated
    }

    /// The width of the widest line.
    package var width: Int { lines.lazy.map(\.width).max() ?? 0 }
    /// The number of lines.
    package var height: Int { lines.count }
}

extension TextLine: Sendable where Attributes: Sendable {}
extension LaidOutText: Sendable where Attributes: Sendable {}
