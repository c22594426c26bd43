/// One laid-out line as positions in `TextLayout.graphemes`, before it becomes runs:
///
///     leading graphemes   [ellipsis]   trailing graphemes
///
/// A line that fits has only `leading`. A truncated line has "…" after `leading` (tail),
/// between the two (middle) or before `trailing` (head).
struct LineSpan {
    /// The ellipsis that stands in for text left out: one cell wide.
    static let ellipsis: Character = "…"

    /// Where the line starts in the text, whatever it shows; truncation restarts here.
    var start: Int
    /// The paragraph the line starts in.
    var paragraph: Int
    /// The graphemes before the ellipsis, or all of them.
    var leading: Range<Int>
    /// The run whose attributes the ellipsis wears; `nil` for a line without one.
    var ellipsisRun: Int? = nil
    /// The graphemes after the ellipsis.
    var trailing: Range<Int> = 0..<0
    /// The line's width in cells, ellipsis included.
    var width: Int
}
