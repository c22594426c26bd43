import TerminalCanvas

/// The keys, drawn over the screen in a box (`?` shows it, `?` or Esc hides it).
enum HelpOverlay {
    static let lines: [(String, String)] = [
        ("q", "quit"), ("?  Esc", "this help, and close it"), ("space", "pause or resume time"),
        ("+  -", "time faster or slower (1×, 10×, 60×, 600×)"), (".", "jump to the next scenario event"),
        ("g", "go to a moment, forward or back"),
        ("e", "touch and hold the island (again: let go)"), ("a", "an update with an alert"),
        ("n  p", "next or previous content state"), ("s", "mark stale"), ("x  X", "end (default policy); choose: now, or when"),
        ("d", "dismiss from the Lock Screen"), ("l", "lock or unlock"), ("b", "StandBy"), ("o", "Always-On: no motion"),
        ("D", "next device"), ("t", "next theme"), ("r  R", "raise or lower relevance"), ("Tab", "select the next activity"),
        ("N", "start an activity from another app"), ("P", "the panel instead of the phone (narrow)"), ("L", "the other phone (one fits)"),
        ("click", "on the island: open the app; hold ½ s: expand"), ("", "on a button: run it; outside: collapse, go home"),
        ("wheel", "scroll the Lock Screen"),
    ]

    /// Draws the keys, and below them, where there is room, `widths`: how wide the emoji
    /// terminals disagree about are laid out, and how that was chosen (`--emoji-width`).
    static func draw(into canvas: inout Canvas, widths: String? = nil) {
        guard let box = OverlayBox(title: "keys", width: 62, height: lines.count + (widths == nil ? 3 : 4), in: &canvas) else { return }
        let room = box.innerHeight - 1
        // Too short for every key: the last row says how many more a taller terminal shows.
        let shown = lines.count > room ? max(0, room - 1) : lines.count
        for (row, (key, meaning)) in lines.prefix(shown).enumerated() {
            box.write(key, row: row, style: OverlayBox.keyStyle, into: &canvas)
            box.write(meaning, row: row, column: 10, style: OverlayBox.textStyle, into: &canvas)
        }
        if shown < lines.count {
            box.write("… \(lines.count - shown) more in a taller terminal", row: shown, style: OverlayBox.dimStyle, into: &canvas)
        }
        if let widths, shown == lines.count, shown < room {
            box.write("widths", row: shown, style: OverlayBox.dimStyle, into: &canvas)
            box.write(widths, row: shown, column: 10, style: OverlayBox.dimStyle, into: &canvas)
        }
        box.write("? or Esc closes", row: box.innerHeight - 1, style: OverlayBox.dimStyle, into: &canvas)
    }
}
