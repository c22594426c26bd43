import TerminalCanvas

/// The screen the terminal tests look at: every kind of grapheme the backend must place, every
/// colour kind and attribute, a border on the screen's edges (so a resize that is not
/// repainted in full shows), and the last input event.
///
///     ╭ curses-probe 100x40 ─────────────────────────╮
///     │ASCII    Hello, island! 0123456789            │
///     │CJK      实时活动|ラ라Ａ|                       │
///     │…                                              │
enum ProbeScreen {
    /// The rows of graphemes, each ending in "|" markers right after the hard cases, so a
    /// misplaced grapheme shows as a misplaced marker.
    static let lines: [(label: String, text: String)] = [
        ("ASCII", "Hello, island! 0123456789"),
        ("CJK", "实时活动|ラ라Ａ|"),
        ("Cyrillic", "Отображение|"),
        ("Combining", "e\u{301}|a\u{308}o\u{302}|"),
        ("VS16", "✈️|❤️|1️⃣|☝🏽|"),
        ("Flags", "🇺🇦|🇯🇵|"),
        ("ZWJ", "👨‍👩‍👧|👍🏽|"),
    ]

    /// The probe's screen at `size`, showing `status` on its last inner row.
    static func canvas(size: Size, status: String = "") -> Canvas {
        var canvas = Canvas(size: size)
        canvas.drawBox(canvas.bounds, style: Style(foreground: .cyan), title: "curses-probe \(size.width)x\(size.height)")
        var y = 1
        for line in lines {
            canvas.write(line.label, at: Point(x: 1, y: y), style: Style(attributes: .bold))
            canvas.write(line.text, at: Point(x: 11, y: y))
            y += 1
        }
        // Colours: the 16 ANSI colours as backgrounds, palette entries, and an RGB ramp.
        canvas.write("ANSI", at: Point(x: 1, y: y), style: Style(attributes: .bold))
        for index in 0..<16 {
            let color = TerminalColor.ansi(ANSIColor(rawValue: UInt8(index))!)
            canvas.write("\(index % 10)", at: Point(x: 11 + index, y: y), style: Style(foreground: .black, background: color))
        }
        y += 1
        canvas.write("Palette", at: Point(x: 1, y: y), style: Style(attributes: .bold))
        for step in 0..<16 {
            canvas.write("#", at: Point(x: 11 + step, y: y), style: Style(foreground: .indexed(UInt8(16 + step * 14))))
        }
        y += 1
        canvas.write("RGB", at: Point(x: 1, y: y), style: Style(attributes: .bold))
        for step in 0..<16 {
            let level = UInt8(step * 17)
            canvas.write("=", at: Point(x: 11 + step, y: y), style: Style(foreground: .rgb(255 - level, level, 128), background: .rgb(0, 0, level / 2)))
        }
        y += 1
        canvas.write("Styles", at: Point(x: 1, y: y), style: Style(attributes: .bold))
        var x = 11
        for (attribute, name) in [(TextAttributes.bold, "bold"), (.dim, "dim"), (.italic, "italic"),
                                  (.underline, "under"), (.reverse, "reverse"), (.strikethrough, "strike")] {
            x = canvas.write(name, at: Point(x: x, y: y), style: Style(attributes: attribute)) + 1
        }
        y += 1
        if !status.isEmpty && size.height >= 2 {
            canvas.write(status, at: Point(x: 1, y: size.height - 2))
        }
        return canvas
    }
}

extension ProbeScreen {
    /// What `--updates` paints through `CursesBackend.update(_:)` after the first screen, one
    /// update each, the second after `invalidate()` (the screen cleared and drawn again): a
    /// countdown's digits, wide graphemes written over half of others, a restyled stretch, and
    /// a flag moved one column. The pty tests check the terminal ends showing them all.
    static let updates: [@Sendable (inout Canvas) -> Void] = [
        { $0.write("11:59", at: Point(x: 40, y: 1), style: Style(foreground: .rgb(255, 136, 0), attributes: .bold)) },
        { $0.write("活", at: Point(x: 12, y: 2)) },  // over the right half of 实 and the left of 时
        { $0.restyle(Rect(x: 11, y: 3, width: 5, height: 1)) { $0.foreground = .green; $0.isUnderlined = true } },
        { $0.write(" 🇺🇦", at: Point(x: 11, y: 6)) },
    ]

    /// The probe's screen after every one of `updates`.
    static func updatedCanvas(size: Size, status: String = "") -> Canvas {
        var canvas = canvas(size: size, status: status)
        for update in updates { update(&canvas) }
        return canvas
    }
}
