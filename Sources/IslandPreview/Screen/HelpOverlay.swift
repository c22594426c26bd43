import TerminalCanvas

/// The keys, drawn over the screen in a box (`?` shows it, `?` or Esc hides it).
enum HelpOverlay {
    static let lines: [(String, String)] = [
        ("q", "quit"), ("?  Esc", "this help, and close it"), ("space", "pause or resume time"),
        ("+  -", "time faster or slower (1×, 10×, 60×, 600×)"), (".", "jump to the next scenario event"),
        ("e", "touch and hold the island (again: let go)"), ("a", "an update with an alert"),
        ("n  p", "next or previous content state"), ("s", "mark stale"), ("x  X", "end (default policy), end now"),
        ("d", "dismiss from the Lock Screen"), ("l", "lock or unlock"), ("b", "StandBy"), ("o", "Always-On: no motion"),
        ("D", "next device"), ("t", "next theme"), ("r  R", "raise or lower relevance"), ("Tab", "select the next activity"),
        ("N", "start an activity from another app"), ("P", "the panel instead of the phone (narrow)"), ("L", "the other phone (one fits)"),
        ("click", "on the island: open the app; hold ½ s: expand"), ("", "on a button: run it; outside: collapse, go home"),
        ("wheel", "scroll the Lock Screen"),
    ]

    static func draw(into canvas: inout Canvas) {
        let width = min(canvas.width - 2, 62), height = min(canvas.height - 2, lines.count + 3)
        guard width > 20, height > 4 else { return }
        let area = Rect(x: (canvas.width - width) / 2, y: (canvas.height - height) / 2, width: width, height: height)
        canvas.fill(area, style: Style(background: .rgb(28, 28, 30)))
        canvas.drawBox(area, glyphs: .rounded, style: Style(foreground: .rgb(10, 132, 255), background: .rgb(28, 28, 30)))
        canvas.write(" keys ", at: Point(x: area.minX + 2, y: area.minY), style: Style(foreground: .rgb(10, 132, 255), background: .rgb(28, 28, 30), attributes: .bold))
        for (index, (key, meaning)) in lines.prefix(height - 3).enumerated() {
            let y = area.minY + 1 + index
            canvas.write(key, at: Point(x: area.minX + 2, y: y), style: Style(foreground: .rgb(255, 214, 10), background: .rgb(28, 28, 30), attributes: .bold),
                         clippedTo: area.insetBy(1))
            canvas.write(meaning, at: Point(x: area.minX + 11, y: y), style: Style(foreground: .rgb(235, 235, 245), background: .rgb(28, 28, 30)),
                         clippedTo: area.insetBy(1))
        }
        canvas.write("? or Esc closes", at: Point(x: area.minX + 2, y: area.maxY - 2), style: Style(foreground: .rgb(142, 142, 147), background: .rgb(28, 28, 30)))
    }
}
