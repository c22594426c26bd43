import TerminalCanvas

/// The peer benchmark's 200×50 screen (Tests/Benchmarks/peers/screen.py), painted into a canvas: the
/// screen of issue 24's table, so `island-bench terminal` measures TermIsland's updates on the
/// cells Python curses, tui-rs and Textual draw.
///
///     row 0        header, white on blue
///     rows 2–13    four bordered cards, 48×12, at columns 1, 51, 101, 151
///                  card 0 holds the countdown that ticks (five cells, bold orange)
///                  card 2 has two variants (a match score before and after a goal)
///     rows 15–48   a box titled " Log " of 32 lines of styled text
///     row 49       a footer of key hints
///
/// Everything is on xterm-256 colour 234, as in the Python; later paints draw over earlier
/// ones in the same order, so the cells are the same.
enum PeerScreen {
    static let width = 200, height = 50
    static let startSeconds = 25 * 60
    static let background: UInt8 = 234
    static let cardWidth = 48, cardHeight = 12, cardTop = 2
    static let cardLefts = [1, 51, 101, 151]
    /// Where the countdown's five cells are.
    static let countdown = Point(x: cardLefts[0] + 6, y: cardTop + 3)
    /// The rectangle the "one card" update repaints.
    static let card2 = Rect(x: cardLefts[2], y: cardTop, width: cardWidth, height: cardHeight)

    static func style(_ foreground: UInt8, _ background: UInt8 = PeerScreen.background, _ attributes: String = "") -> Style {
        var style = Style(foreground: .indexed(foreground), background: .indexed(background))
        style.isBold = attributes.contains("b")
        style.isItalic = attributes.contains("i")
        style.isUnderlined = attributes.contains("u")
        return style
    }

    typealias CardContent = (headline: String, timer: String, fraction: Double, details: [String])
    static let cards: [(title: String, content: CardContent)] = [
        ("Pizza delivery", ("Bill James is on the way", "ETA", 0.4, ["2 × Margherita, 1 × Diavola", "Call driver", "Leave at the door"])),
        ("Ride to the airport", ("Your driver is 3 stops away", "ETA 17:40", 0.7, ["Toyota Prius · KX 21 ABC", "Share trip", "Terminal 2, Departures"])),
        ("Match score", ("Home 2 - 1 Away", "72:14", 0.8, ["Goal: Silva 64'", "Open match centre", "Possession 54% / 46%"])),
        ("Flight UA 1562", ("Boarding at gate B22", "Doors 09:05", 0.2, ["Seat 14C · Group 3", "Boarding pass", "On time, 2 h 35 min"])),
    ]
    static let cardTwoAfter: CardContent = ("Home 2 - 2 Away", "78:02", 0.87, ["Goal: Okafor 77'", "Watch the replay", "Possession 51% / 49%"])

    /// The whole screen: card 2 in `variant` (0 or 1), the countdown at `seconds`.
    static func canvas(variant: Int, seconds: Int) -> Canvas {
        var canvas = Canvas(width: width, height: height)
        paint(into: &canvas, variant: variant, seconds: seconds)
        return canvas
    }

    /// Paints the whole screen over whatever `canvas` holds.
    static func paint(into canvas: inout Canvas, variant: Int, seconds: Int) {
        canvas.fill(canvas.bounds, style: style(252))
        let right = "4 activities  12:00 "
        let header = " Live Activities"
        canvas.write(header + String(repeating: " ", count: width - right.count - header.count) + right,
                     at: Point(x: 0, y: 0), style: style(231, 24, "b"))
        for card in 0..<4 { paintCard(card, variant: variant, seconds: seconds, into: &canvas) }
        paintLog(into: &canvas)
        let footer = " q quit   r repaint   space pause   tab select"
        canvas.write(footer + String(repeating: " ", count: width - footer.count), at: Point(x: 0, y: 49), style: style(245, 236))
    }

    /// Card `index`, border to content, as the "one card" update repaints card 2.
    static func paintCard(_ index: Int, variant: Int, seconds: Int, into canvas: inout Canvas) {
        let left = cardLefts[index], top = cardTop
        var (title, content) = cards[index]
        if index == 2 && variant == 1 { content = cardTwoAfter }
        let border = style(244), inner = cardWidth - 2
        canvas.write("╭" + String(repeating: "─", count: inner) + "╮", at: Point(x: left, y: top), style: border)
        for row in 1..<(cardHeight - 1) {
            canvas.write("│" + String(repeating: " ", count: inner) + "│", at: Point(x: left, y: top + row), style: border)
        }
        canvas.write("╰" + String(repeating: "─", count: inner) + "╯", at: Point(x: left, y: top + cardHeight - 1), style: border)
        canvas.write(" \(title) ", at: Point(x: left + 2, y: top), style: style(214, background, "b"))
        canvas.write(content.headline, at: Point(x: left + 2, y: top + 1), style: style(252, background, "b"))
        if index == 0 {
            canvas.write("ETA", at: Point(x: left + 2, y: top + 3), style: style(250))
            writeCountdown(seconds, into: &canvas)
        } else {
            canvas.write(content.timer, at: Point(x: left + 2, y: top + 3), style: style(250))
        }
        let filled = Int((content.fraction * 40).rounded(.toNearestOrEven))
        canvas.write(String(repeating: "█", count: filled), at: Point(x: left + 2, y: top + 5), style: style(71))
        canvas.write(String(repeating: "░", count: 40 - filled), at: Point(x: left + 2 + filled, y: top + 5), style: style(238))
        canvas.write(content.details[0], at: Point(x: left + 2, y: top + 7), style: style(146, background, "i"))
        canvas.write(content.details[1], at: Point(x: left + 2, y: top + 8), style: style(81, background, "u"))
        canvas.write(content.details[2], at: Point(x: left + 2, y: top + 9), style: style(250))
    }

    /// The countdown's five cells: what a tick repaints.
    static func writeCountdown(_ seconds: Int, into canvas: inout Canvas) {
        let text = (seconds / 60 < 10 ? "0" : "") + "\(seconds / 60):" + (seconds % 60 < 10 ? "0" : "") + "\(seconds % 60)"
        canvas.write(text, at: countdown, style: style(214, background, "b"))
    }

    static let levels: [(String, Style)] = [("INFO", style(78, background, "b")), ("WARN", style(220, background, "b")), ("ERR ", style(203, background, "b"))]
    static let words = "activity update push token relevance island compact expanded minimal lock screen alert stale ended"
        .split(separator: " ").map(String.init)

    static func paintLog(into canvas: inout Canvas) {
        let box = Rect(x: 1, y: 15, width: 198, height: 34)
        let border = style(240)
        canvas.write("╭" + String(repeating: "─", count: box.width - 2) + "╮", at: box.origin, style: border)
        for row in 1..<(box.height - 1) {
            canvas.write("│" + String(repeating: " ", count: box.width - 2) + "│", at: Point(x: box.minX, y: box.minY + row), style: border)
        }
        canvas.write("╰" + String(repeating: "─", count: box.width - 2) + "╯", at: Point(x: box.minX, y: box.maxY - 1), style: border)
        canvas.write(" Log ", at: Point(x: box.minX + 2, y: box.minY), style: style(230, background, "b"))
        for line in 0..<(box.height - 2) {
            let row = box.minY + 1 + line
            let minutes = 12 + line / 20, secondsPart = (line * 7) % 60
            let stamp = "08:\(minutes < 10 ? "0" : "")\(minutes):\(secondsPart < 10 ? "0" : "")\(secondsPart)"
            let (levelText, levelStyle) = levels[(line * 5) % 7 % 3]
            let text = (0..<(4 + line % 9)).map { words[(line * 3 + $0) % words.count] }.joined(separator: " ")
            canvas.write(stamp, at: Point(x: box.minX + 2, y: row), style: style(242))
            canvas.write(levelText, at: Point(x: box.minX + 12, y: row), style: levelStyle)
            canvas.write(text, at: Point(x: box.minX + 18, y: row), style: style(252, background, line % 4 == 3 ? "i" : ""))
            let count = "\((line * 37) % 1000) ms"
            canvas.write(count, at: Point(x: box.maxX - 3 - count.count, y: row), style: style(109, background, line % 5 == 0 ? "u" : ""))
        }
    }
}
