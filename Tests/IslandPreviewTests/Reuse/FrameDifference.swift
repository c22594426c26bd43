import TerminalCanvas

/// Where two screens the previewer drew differ, cell for cell (grapheme and style), told as the
/// first rows that differ, each as both runs drew it.
///
/// The status line's last part is the loop's own timing ("frame 3.21 ms · 80 cells changed"),
/// which no two runs share: those columns are left out, and nothing else.
struct FrameDifference: CustomStringConvertible {
    /// The rows that differ, top first.
    let rows: [Int]
    let reused: Canvas
    let fresh: Canvas

    /// How many differing rows a description shows.
    static let rowsShown = 3

    /// The difference between what reuse drew and what reuse off drew; nil when they are the
    /// same in every cell that is compared.
    static func between(reused: Canvas, fresh: Canvas) -> FrameDifference? {
        guard reused.size == fresh.size else { return FrameDifference(rows: [0], reused: reused, fresh: fresh) }
        var rows: [Int] = []
        for y in 0..<reused.height {
            let skipped = y == reused.height - 1 ? unsteadyColumns(reused, y).union(unsteadyColumns(fresh, y)) : []
            let same = (0..<reused.width).allSatisfy { x in skipped.contains(x) || reused[x, y] == fresh[x, y] }
            if !same { rows.append(y) }
        }
        return rows.isEmpty ? nil : FrameDifference(rows: rows, reused: reused, fresh: fresh)
    }

    /// The columns of row `y` that differ from run to run by design: the frame's timing and
    /// everything after it (which a narrow screen cuts: "frame 4…").
    private static func unsteadyColumns(_ canvas: Canvas, _ y: Int) -> Set<Int> {
        let (text, columns) = textAndColumns(canvas, y)
        var skipped = Set<Int>()
        if let timing = text.range(of: #"frame [0-9]"#, options: [.regularExpression, .backwards]) {
            let start = columns[text.distance(from: text.startIndex, to: timing.lowerBound)]
            skipped.formUnion(start..<canvas.width)
        }
        return skipped
    }

    /// Row `y` as text, and the column each of its characters starts at.
    static func textAndColumns(_ canvas: Canvas, _ y: Int) -> (text: String, columns: [Int]) {
        var text = ""
        var columns: [Int] = []
        for x in 0..<canvas.width where !canvas[x, y].isContinuation {
            let grapheme = canvas[x, y].grapheme
            for _ in grapheme { columns.append(x) }
            text += grapheme
        }
        return (text, columns)
    }

    var description: String {
        if reused.size != fresh.size { return "the screens differ in size: \(reused.size) reused, \(fresh.size) from scratch" }
        var lines = ["\(rows.count) row(s) differ, first \(rows.prefix(Self.rowsShown).map(String.init).joined(separator: ", ")):"]
        for y in rows.prefix(Self.rowsShown) {
            let column = (0..<reused.width).first { reused[$0, y] != fresh[$0, y] } ?? 0
            lines.append("  row \(y), from column \(column):")
            lines.append("    reuse on:  \(Self.textAndColumns(reused, y).text)")
            lines.append("    reuse off: \(Self.textAndColumns(fresh, y).text)")
            lines.append("    at column \(column): \(reused[column, y].grapheme.debugDescription) \(reused[column, y].style) "
                         + "vs \(fresh[column, y].grapheme.debugDescription) \(fresh[column, y].style)")
        }
        return lines.joined(separator: "\n")
    }
}
