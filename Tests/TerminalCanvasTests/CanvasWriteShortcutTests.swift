import Testing
@testable import TerminalCanvas
import TerminalColors

/// `Canvas.write`'s shortcuts (lone narrow scalars written straight from the string's bytes
/// into the row, the rest of the string never made a substring when nothing is left) against the
/// plain path (`takingShortcuts: false`: every cluster sanitized, measured and placed one at a
/// time): whole canvases, the columns returned and the damage recorded must be the same, for
/// random runs over canvases already holding wide graphemes the runs cut, at and past every
/// edge, under clips.
@Suite("Canvas text: the shortcuts against the plain path")
struct CanvasWriteShortcutTests {
    /// Everything text can hold that takes a different path: printable ASCII, alone and in
    /// runs longer than a word, controls (and
    /// "\r\n", one cluster of two), combining marks (one joining the scalar before it, one
    /// alone at the start), Latin, box drawing, the dismiss mark, an emoji-styled shape, wide
    /// CJK, emoji sequences, flags, bidi overrides, separators, Devanagari marks.
    static let pieces = ["a", "Z", " ", "~", "0", "\t", "\n", "\u{1B}", "\u{7F}", "\u{85}", "\r\n", "\u{301}", "\u{20DD}",
                         "é", "ñ", "\u{AD}", "─", "│", "█", "✕", "▶\u{FE0F}", "◽", "实", "时", "👨‍👩‍👧", "🇺🇦", "✈️",
                         "\u{202E}", "\u{2028}", "क्षि", "a\u{941}", "…",
                         // Runs of ASCII longer than a word (eight bytes), which the writer takes at once.
                         "Bill James is on the way", "12345678", "~~~~~~~~~", " Pizza delivery "]

    /// A small deterministic generator: each seed is the same case on every run.
    struct Generator {
        var state: UInt64
        init(seed: Int) { state = UInt64(seed) &* 0x9E37_79B9_7F4A_7C15 | 1 }
        mutating func next(_ bound: Int) -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int(state >> 33) % bound
        }
        mutating func text(upTo count: Int) -> String {
            (0..<next(count + 1)).map { _ in CanvasWriteShortcutTests.pieces[next(CanvasWriteShortcutTests.pieces.count)] }.joined()
        }
        mutating func style() -> Style {
            Style(foreground: .indexed(UInt8(next(256))), background: next(3) == 0 ? .default : .indexed(UInt8(next(256))),
                  attributes: TextAttributes(rawValue: UInt8(next(64))))
        }
    }

    /// Paints the same random runs both ways; every run's answer and, at the end, the whole
    /// canvases and their damage must agree.
    @Test(arguments: 0..<400)
    func randomRunsGiveTheSameCanvasAsThePlainPath(seed: Int) {
        var random = Generator(seed: seed)
        let width = 1 + random.next(30), height = 1 + random.next(4)
        var shortcut = Canvas(width: width, height: height)
        // A canvas full of wide graphemes and marks first, painted the plain way, so the runs
        // below cut wide graphemes at both ends.
        for y in 0..<height {
            _ = shortcut.write(random.text(upTo: 20), at: Point(x: random.next(3) - 1, y: y), style: random.style(),
                               clippedTo: nil, takingShortcuts: false)
        }
        var plain = shortcut
        shortcut.startTrackingDamage()
        plain.startTrackingDamage()
        var log: [String] = []
        for _ in 0..<(1 + random.next(12)) {
            let text = random.text(upTo: 24)
            let point = Point(x: random.next(width + 8) - 4, y: random.next(height + 2) - 1)
            let style = random.style()
            let rect = random.next(3) == 0
                ? Rect(x: random.next(width + 2) - 1, y: random.next(height + 2) - 1, width: random.next(width + 2), height: random.next(height + 2))
                : nil
            let pushed = random.next(4) == 0
                ? Rect(x: random.next(width), y: 0, width: random.next(width + 1), height: height) : nil
            if let pushed { shortcut.pushClip(pushed); plain.pushClip(pushed) }
            let shortcutEnd = shortcut.write(text, at: point, style: style, clippedTo: rect, takingShortcuts: true)
            let plainEnd = plain.write(text, at: point, style: style, clippedTo: rect, takingShortcuts: false)
            if pushed != nil { shortcut.popClip(); plain.popClip() }
            log.append("\(text.debugDescription) at \(point.x),\(point.y) clipped to \(String(describing: rect)) within \(String(describing: pushed))")
            #expect(shortcutEnd == plainEnd, "\(log.last!) in \(width)×\(height)")
        }
        #expect(shortcut == plain, "\(width)×\(height):\n\(log.joined(separator: "\n"))\n\(shortcut.plainText)\n---\n\(plain.plainText)")
        #expect(shortcut.takeDamage() == plain.takeDamage(), "\(width)×\(height):\n\(log.joined(separator: "\n"))")
    }

    /// A whole frame of runs, as an application that redraws everything paints it (the peer
    /// benchmark's way): a fresh canvas each way, equal cell for cell.
    @Test func aWholeFrameOfRunsIsTheSameBothWays() {
        var random = Generator(seed: 40)
        var shortcut = Canvas(width: 200, height: 50), plain = Canvas(width: 200, height: 50)
        for y in 0..<50 {
            var x = 0
            while x < 200 {
                let text = random.text(upTo: 12), style = random.style()
                let end = shortcut.write(text, at: Point(x: x, y: y), style: style, clippedTo: nil, takingShortcuts: true)
                #expect(end == plain.write(text, at: Point(x: x, y: y), style: style, clippedTo: nil, takingShortcuts: false))
                x = max(end, x + 1)
            }
        }
        #expect(shortcut == plain)
    }

    /// The shortcut's own edges, each the plain path's cells: a run ending just before, on and
    /// past a wide grapheme's halves, starting on its right half, at the canvas's last column;
    /// long enough to be taken a word at a time.
    @Test(arguments: 0..<14)
    func runsEndingAtAWideGraphemesHalves(start: Int) {
        for length in 0...14 {
            var shortcut = Canvas(width: 14, height: 1)
            _ = shortcut.write("实a时b实实cd时", at: .zero, style: .plain, clippedTo: nil, takingShortcuts: false)
            var plain = shortcut
            let text = String(repeating: "x", count: length), style = Style(foreground: .indexed(9))
            #expect(shortcut.write(text, at: Point(x: start, y: 0), style: style, clippedTo: nil, takingShortcuts: true)
                    == plain.write(text, at: Point(x: start, y: 0), style: style, clippedTo: nil, takingShortcuts: false))
            #expect(shortcut == plain, "\(length) from \(start): \(shortcut.plainText) against \(plain.plainText)")
        }
    }

    /// Runs of one scalar of two or three bytes (a box's edge, a bar), which the writer takes
    /// without decoding each one again: every length up to past the clip's right edge, followed
    /// by nothing, ASCII, a combining mark that joins the last one, a wide grapheme, and another
    /// box scalar; clipped inside a wider canvas, so a cell written past the edge shows.
    @Test(arguments: ["─", "é", "█", "×"])
    func runsOfOneScalarEndAsThePlainPathDoes(scalar: String) {
        for count in 0...11 {
            for follower in ["", "a", "\u{301}", "实", "│", "\u{1B}"] {
                for clipWidth in 0...10 {
                    var shortcut = Canvas(width: 14, height: 1)
                    _ = shortcut.write("实a时b实实cd时ef", at: .zero, style: .plain, clippedTo: nil, takingShortcuts: false)
                    var plain = shortcut
                    let text = String(repeating: scalar, count: count) + follower, style = Style(foreground: .indexed(3))
                    let clip = Rect(x: 1, y: 0, width: clipWidth, height: 1)
                    #expect(shortcut.write(text, at: Point(x: 1, y: 0), style: style, clippedTo: clip, takingShortcuts: true)
                            == plain.write(text, at: Point(x: 1, y: 0), style: style, clippedTo: clip, takingShortcuts: false),
                            "\(count) × \(scalar) then \(follower.debugDescription) in \(clipWidth) columns")
                    #expect(shortcut == plain, "\(count) × \(scalar) then \(follower.debugDescription) in \(clipWidth) columns: \(shortcut.plainText) against \(plain.plainText)")
                }
            }
        }
    }
}
