import TermIsland

/// A snapshot as a grid of cells, for a report's picture: its text row by row, each drawing in
/// it in colour where it stands. A snapshot file holds text only, so the picture of what was
/// recorded is its text in the page's colours; the cells that differ between two pictures are
/// what the report highlights.
enum SnapshotPicture {
    /// `text` a row a line, plain.
    static func plain(_ text: String) -> Canvas {
        var rows = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        if rows.last == "" { rows.removeLast() }
        var canvas = Canvas(width: max(1, rows.map(\.displayWidth).max() ?? 1), height: max(1, rows.count))
        for (y, row) in rows.enumerated() { canvas.write(row, at: Point(x: 0, y: y)) }
        return canvas
    }

    /// The snapshot's text with its drawings copied over their rows, in colour.
    static func drawn(_ snapshot: PreviewSnapshot) -> Canvas {
        var canvas = plain(snapshot.text)
        for (row, picture) in snapshot.pictures { canvas.copy(picture, to: Point(x: 0, y: row)) }
        return canvas
    }

    /// Each row's runs of cells whose characters differ between the two (a cell beyond one's
    /// edge is a blank), left to right, top to bottom.
    static func changedRuns(_ before: Canvas, _ after: Canvas) -> [(y: Int, x: Int, width: Int)] {
        var runs: [(y: Int, x: Int, width: Int)] = []
        func character(_ canvas: Canvas, _ x: Int, _ y: Int) -> String {
            x < canvas.width && y < canvas.height ? canvas[x, y].grapheme : " "
        }
        for y in 0..<max(before.height, after.height) {
            var start: Int?
            for x in 0...max(before.width, after.width) {
                let differs = x < max(before.width, after.width) && character(before, x, y) != character(after, x, y)
                if differs, start == nil { start = x }
                if !differs, let first = start {
                    runs.append((y, first, x - first))
                    start = nil
                }
            }
        }
        return runs
    }
}
