import ActivityRuntime
import TerminalCanvas

/// The panel as last drawn: its lines and the canvas they are in, kept from frame to frame so
/// a frame writes only the lines that changed (a timer's tick changes a column of times, or
/// nothing), and the pieces of text that are costly to make (an activity's name cut and
/// padded to its column, the island's reason wrapped) made once for what they are made of.
final class PanelDrawing {
    /// A line of the panel: text already one line and cut to the panel's width.
    struct Line: Equatable {
        let text: String
        let style: Style

        /// The same bytes in the same style (text the panel made compares without Unicode
        /// normalisation).
        static func == (a: Line, b: Line) -> Bool { a.style == b.style && a.text.hasSameBytes(as: b.text) }
    }

    private var canvas: Canvas?
    private var lines: [Line] = []
    private var names: [NameColumn: String] = [:]
    private var wraps: [Wrap: [String]] = [:]
    private var logLines: [LogLine: String] = [:]
    /// Whether lines and pieces of text are kept: not with reuse off (`Reuse`, read when
    /// made), when every frame writes every line and makes every piece.
    private let keeps = !Reuse.isOff

    private struct LogLine: Hashable {
        let entry: ActivityLogEntry
        let width: Int
    }

    private struct NameColumn: Hashable {
        let text: String
        let columns: Int
    }

    private struct Wrap: Hashable {
        let text: String
        let prefix: String
        let columns: Int
    }

    /// `lines` from the top of a panel `width` × `height`: the last canvas with the lines
    /// that differ written again, or a new one at a new size.
    func draw(_ lines: [Line], width: Int, height: Int) -> Canvas {
        // Taken out, so the lines written next are written into the canvas itself: held here as
        // well, its cells would be copied whole at the first write.
        var canvas = (keeps ? self.canvas : nil) ?? Canvas(width: width, height: height)
        self.canvas = nil
        var old = keeps ? self.lines : []
        if canvas.size != Size(width: width, height: height) {
            canvas = Canvas(width: width, height: height)
            old = []
        }
        for y in 0..<min(height, max(lines.count, old.count)) {
            let line = y < lines.count ? lines[y] : nil
            if let line, y < old.count, old[y] == line { continue }
            canvas.fill(Rect(x: 0, y: y, width: width, height: 1))
            if let line { canvas.write(line.text, at: Point(x: 0, y: y), style: line.style) }
        }
        self.canvas = canvas
        self.lines = lines
        return canvas
    }

    /// `name` cut to `room` columns and padded to them.
    func nameColumn(_ name: String, room: Int) -> String {
        guard keeps else { return name.cut(toColumns: room).padded(toColumns: room) }
        let key = NameColumn(text: name, columns: room)
        if let known = names[key] { return known }
        // A handful of activities: a panel asked for ever new names starts again.
        if names.count > 64 { names.removeAll() }
        let made = name.cut(toColumns: room).padded(toColumns: room)
        names[key] = made
        return made
    }

    /// The log's line for `entry` cut to `width` columns, made once: "08:03  Airline: requested
    /// flight" (the log keeps its entries, and a frame shows a screenful of them).
    func logLine(_ entry: ActivityLogEntry, width: Int, make: () -> String) -> String {
        guard keeps else { return make().cut(toColumns: width) }
        let key = LogLine(entry: entry, width: width)
        if let known = logLines[key] { return known }
        if logLines.count > 256 { logLines.removeAll() }
        let made = make().cut(toColumns: width)
        logLines[key] = made
        return made
    }

    /// `text` in lines of at most `width` columns, broken between words (`Panel.wrap`).
    func wrapped(_ text: String, width: Int) -> [String] {
        made(Wrap(text: text, prefix: "", columns: width)) { Panel.wrap(text, width: width) }
    }

    /// `text` after `prefix`, wrapped under itself (`Panel.hanging`).
    func hanging(_ text: String, after prefix: String, width: Int) -> [String] {
        made(Wrap(text: text, prefix: prefix, columns: width)) { Panel.hanging(text, after: prefix, width: width) }
    }

    private func made(_ key: Wrap, _ make: () -> [String]) -> [String] {
        guard keeps else { return make() }
        if let known = wraps[key] { return known }
        if wraps.count > 64 { wraps.removeAll() }
        let made = make()
        wraps[key] = made
        return made
    }
}
