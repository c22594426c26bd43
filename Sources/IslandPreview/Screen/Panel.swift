import ActivityRuntime
import Foundation
import LiveActivity
import Motion
import TerminalCanvas

/// The panel beside the phones: every activity with its app, state, relevance and time left,
/// the island's decision with its reason, and the log.
///
///     ACTIVITIES               state   rel  left
///     ▸ Rides    ride          active   80  7h57
///       Airline  flight        active   60  7h58
///
///     ISLAND
///     two apps → minimal: Rides attached (relevance 80), …
///     policy: highest relevance
///
///     LOG
///     08:03  Airline: requested flight
struct Panel {
    let palette: PreviewPalette
    let timeZone: TimeZone

    /// The panel, and the row each activity is listed on (a click there selects it), drawn
    /// into `drawing`, which keeps the lines last drawn and writes only those that changed.
    func render(system: ActivitySystemSnapshot, policy: ArbitrationPolicy, selectedID: String?, log: [ActivityLogEntry],
                width: Int, height: Int, into drawing: PanelDrawing = PanelDrawing()) -> (canvas: Canvas, rows: [(y: Int, id: String)]) {
        var rows: [(y: Int, id: String)] = []
        var lines: [PanelDrawing.Line] = []
        let heading = Style(foreground: palette.dimText, attributes: .bold)
        let plain = Style()
        var y: Int { lines.count }
        /// One line, cut to the panel's width; `ready` text is already one line without control
        /// characters, cut to the width (the log's lines, kept from frame to frame).
        func line(_ text: String, _ style: Style = plain, ready: Bool = false) {
            guard y < height else { return }
            lines.append(PanelDrawing.Line(text: ready ? text : text.oneLineForTerminal.cut(toColumns: width), style: style))
        }
        func blank() { if y < height { lines.append(PanelDrawing.Line(text: "", style: plain)) } }
        // Over the columns of each row below: its state starts 18 columns from the right edge.
        line("ACTIVITIES" + String.spaces(max(1, width - 10 - 18)) + "state    rel  left", heading)
        let shown = system.records.filter { $0.state(at: system.now) != .dismissed }
        if shown.isEmpty { line("  none: N starts one from another app", Style(foreground: palette.dimText)) }
        for record in shown {
            let state = record.state(at: system.now)
            let marker = record.id == selectedID ? "▸ " : "  "
            let name = "\(record.app) \(record.id)"
            let columns = " \(Self.padded(state.rawValue, 7)) \(Self.relevance(record.relevanceScore))  \(timeLeft(record, now: system.now))"
            let room = max(4, width - 2 - columns.displayWidth)
            let style = record.id == selectedID ? Style(foreground: palette.accent, attributes: .bold) : state == .ended ? Style(attributes: .dim) : plain
            if y < height { rows.append((y, record.id)) }
            // Padded by columns, not characters: a name in CJK or with an emoji keeps the state aligned.
            line(marker + drawing.nameColumn(name, room: room) + columns, style)
        }
        blank()
        line("ISLAND", heading)
        for wrapped in drawing.wrapped(system.arrangement.reason.description, width: width) { line(wrapped) }
        // The reason names the policy when it decided something; otherwise say which it is.
        if system.arrangement.reason.policy == nil || policy.oneAppMayHoldBothMinimals {
            line("policy: \(String(policy.order.rawValue.map { $0 == "-" ? " " : $0 }))" + (policy.oneAppMayHoldBothMinimals ? ", one app may hold both minimals" : ""),
                 Style(foreground: palette.dimText))
        }
        if let banner = system.banner { for wrapped in drawing.wrapped("banner: \(banner.reason)", width: width) { line(wrapped) } }
        blank()
        line("LOG", heading)
        let room = max(0, height - y)
        // The newest entries that fit, a loss (a dropped push) whole on the rows it needs, so
        // its reason is on screen; every other entry on one row, cut to the width.
        var shownRows: [[String]] = []
        var rowsLeft = room
        // Newest first, and no further back than the rows reach: the log keeps every entry.
        for entry in log.reversed() {
            guard rowsLeft > 0 else { break }
            // The time is made only when a line is (the drawing keeps made lines).
            let time = { "\(FrameClock.time(entry.date, timeZone: self.timeZone))  " }
            let rows = entry.isLoss ? Array(drawing.hanging(entry.text.oneLineForTerminal, after: time(), width: width).prefix(rowsLeft))
                : [drawing.logLine(entry, width: width) { time() + entry.text }]
            shownRows.append(rows)
            rowsLeft -= rows.count
        }
        for rows in shownRows.reversed() {
            // Already cut to the width: `line` cuts nothing more.
            for row in rows { line(row, Style(foreground: palette.dimText), ready: true) }
        }
        return (drawing.draw(lines, width: max(1, width), height: max(1, height)), rows)
    }

    /// An activity's row in the panel: a click there selects the activity. Not an image or
    /// text, so Motion leaves it alone (a `container` with nothing to animate).
    static func rowRegion(_ id: String, _ rect: Rect) -> Region {
        Region(id: RegionID("panel-row/\(id)"), rect: rect, kind: .container, accessibilityLabel: id)
    }

    /// The activity whose row a region is, if it is one.
    static func activity(ofRow region: Region) -> String? {
        guard let id = region.accessibilityLabel, region.id.path == "panel-row/\(id)" else { return nil }
        return id
    }

    /// Time before the eight-hour limit (active, stale) or before leaving the Lock Screen (ended).
    private func timeLeft(_ record: ActivityRecord, now: Date) -> String {
        let remaining: TimeInterval
        switch record.state(at: now) {
        case .pending: remaining = record.startsAt.timeIntervalSince(now)
        case .active, .stale: remaining = record.startsAt.addingTimeInterval(8 * 3600).timeIntervalSince(now)
        case .ended: remaining = (record.dismissAt ?? now).timeIntervalSince(now)
        case .dismissed: remaining = 0
        }
        let minutes = max(0, Int(remaining / 60))
        return "\(minutes / 60)h" + UTCDate.pad(minutes % 60, 2)
    }

    /// ASCII `text` cut or padded with spaces to `count` characters.
    private static func padded(_ text: String, _ count: Int) -> String {
        String(text.prefix(count)) + String.spaces(count - text.count)
    }

    /// A relevance score rounded to a whole number, right-aligned in four columns, as `%4.0f`
    /// prints it (halves to even); without Foundation's formatting, which took a tenth of the
    /// panel's time, but for scores no integer holds.
    static func relevance(_ score: Double) -> String {
        guard score.isFinite, abs(score) < 1e15 else { return String(format: "%4.0f", score) }
        let rounded = score.rounded(.toNearestOrEven)
        // -0.4 rounds to -0, which `%4.0f` prints as "-0".
        let digits = rounded == 0 && score.sign == .minus ? "-0" : String(Int(rounded))
        return String(repeating: " ", count: max(0, 4 - digits.count)) + digits
    }

    /// `text` in lines of at most `width` columns, broken between words.
    static func wrap(_ text: String, width: Int) -> [String] {
        var lines: [String] = []
        var current = ""
        for word in text.split(separator: " ") {
            if current.isEmpty { current = String(word) } else if (current + " " + word).displayWidth <= width { current += " " + word } else {
                lines.append(current)
                current = String(word)
            }
        }
        if !current.isEmpty { lines.append(current) }
        return lines.map { $0.cut(toColumns: width) }
    }

    /// The fewest columns of text a hanging row is given: fewer would stack one short word a row.
    static let narrowestHanging = 10

    /// `text` after `prefix` (a log line's time), wrapped under itself: the rows after the first
    /// indented by the prefix's width. In a panel too narrow for that (fewer than
    /// `narrowestHanging` columns left), the whole is wrapped as one text.
    static func hanging(_ text: String, after prefix: String, width: Int) -> [String] {
        let indent = prefix.displayWidth
        guard width - indent >= narrowestHanging else { return wrap(prefix + text, width: width) }
        return wrap(text, width: width - indent).enumerated().map { index, row in
            (index == 0 ? prefix : String.spaces(indent)) + row
        }
    }
}

/// Times as the previewer prints them: "08:05:12" (UTC, as every clock of the previewer).
enum FrameClock {
    static func time(_ date: Date, timeZone: TimeZone, seconds: Bool = false) -> String {
        let utc = UTCDate(date)
        let base = UTCDate.pad(utc.hour, 2) + ":" + UTCDate.pad(utc.minute, 2)
        return seconds ? base + ":" + UTCDate.pad(utc.second, 2) : base
    }
}
