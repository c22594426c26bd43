import Testing
@testable import TerminalCanvas

/// `Canvas.write` places lone narrow scalars without breaking graphemes; these tests pin that
/// this gives exactly the cells the general path (grapheme breaking, sanitizing, measuring) does.
@Suite("Canvas text: the lone-narrow fast path")
struct CanvasTextFastPathTests {
    static let loneNarrow: [Unicode.Scalar] = (UInt32(0x20)...0x2FFF).compactMap(Unicode.Scalar.init)
        .filter { Canvas.isLoneNarrow($0.value) }

    @Test func eachIsOneColumnSafeAndACluster() {
        // ASCII 95, Latin 0xA1–0x2FF but the soft hyphen, punctuation 0x2010–0x2027 and
        // 0x2030–0x205E, arrows and operators 0x2190–0x22FF, box drawing to the shapes 0x2500–0x25FC, 0x25FF, ✕ 0x2715.
        #expect(Self.loneNarrow.count == 95 + (0x2FF - 0xA1 + 1 - 1) + 0x18 + 0x2F + 0x170 + 0xFD + 1 + 1)
        for scalar in Self.loneNarrow {
            let character = Character(scalar)
            #expect(DisplayWidth.width(ofCluster: character) == 1, "U+\(String(scalar.value, radix: 16))")
            #expect(ControlCharacters.isSafe(character), "U+\(String(scalar.value, radix: 16))")
            // The cell the fast path makes holds the scalar's UTF-8 bytes as every cell does.
            #expect(Canvas.utf8Bits(ofLoneNarrow: scalar.value) == GraphemeStorage.bits(for: character, width: 1),
                    "U+\(String(scalar.value, radix: 16))")
            // Beside another of them (and itself) it stays a cluster of its own.
            for other in ["a", "─", "é", "█", "▶", "…", Character(scalar)] as [Character] {
                #expect((String(character) + String(other)).count == 2 && (String(other) + String(character)).count == 2)
            }
        }
        // The edges: controls, the soft hyphen, U+00A0, the combining marks, zero-width and bidi
        // format characters, the separators, the wide squares and emoji take the general path.
        for outside: UInt32 in [0x1F, 0x7F, 0xA0, 0xAD, 0x300, 0x200F, 0x2028, 0x202F, 0x205F, 0x2060, 0x218F, 0x2300,
                                0x24FF, 0x25FD, 0x25FE, 0x2600, 0x2714, 0x2716, 0x1F600] { #expect(!Canvas.isLoneNarrow(outside)) }
        for inside: UInt32 in [0x20, 0x7E, 0xA1, 0xAC, 0xAE, 0x2FF, 0x2010, 0x2027, 0x2030, 0x205E, 0x2190, 0x22FF,
                               0x2500, 0x259F, 0x25A0, 0x25FC, 0x25FF, 0x2715] { #expect(Canvas.isLoneNarrow(inside)) }
    }

    /// Measuring and sanitizing take the same shortcut: each of these gives what the clusters
    /// one at a time give.
    @Test(arguments: [
        "plain ASCII", " TermIsland · four apps · 08:05:12 ×60 ▶ · iPhone 15 Pro", "▂▄▆ ▰▰▰▱", "→ ≤ ≠ ∞ — “quoted” …",
        "e\u{301}tude", "a\u{941}b\u{E31}c\u{93C}", "▶\u{FE0F} play", "café ①②③ 实时 👨‍👩‍👧 ✈️ done", "tab\there\u{1B}[31m", "a\u{2028}b", "‼\u{FE0F}!", "",
    ])
    func measuringAndSanitizingAgreeWithTheGeneralPath(_ text: String) {
        #expect(text.displayWidth == text.reduce(0) { $0 + $1.displayWidth }, "\(text)")
        #expect(text.sanitizedForTerminal == ControlCharacters.sanitizedOnce(text) || text.unicodeScalars.contains { $0.value < 0x20 },
                "\(text)")
        let hasControl = text.unicodeScalars.contains { $0.value < 0x20 || (0x7F...0x9F).contains($0.value) || $0.value == 0x2028 }
        #expect((text.oneLineForTerminal == text) == !hasControl, "\(text)")
    }

    /// `text` written one Swift `Character` at a time: clusters as Swift's grapheme breaking
    /// makes them. A lone narrow scalar written alone is drawn as the general path draws it
    /// (the test above pins its width and safety), so equal cells mean the fast path never
    /// splits or joins clusters otherwise than Swift does.
    static func cellsOneClusterAtATime(_ text: String, width: Int) -> (canvas: Canvas, end: Int) {
        var canvas = Canvas(width: width, height: 1)
        var x = 0
        for character in text { x = canvas.write(String(character), at: Point(x: x, y: 0)) }
        return (canvas, x)
    }

    @Test(arguments: [
        "plain ASCII text",
        "╭─ Pizza ─╮ │ █████░░░ │ ╰──────╯",
        "e\u{301}tude: the mark joins the e before it",      // the e must wait for the mark
        "café ①②③ 实时 👨‍👩‍👧 ✈️ done",                      // wide, emoji, a sequence
        "tab\there, newline\nthere, DEL\u{7F}, soft\u{AD}hyphen",
        "a\u{300}\u{301}b ─\u{20DD} ñ×÷ ʰʼ",                  // marks after narrow scalars
        "a\u{941}b\u{E31}c\u{93C}d\u{F72} x\u{901}",        // marks whose UTF-8 starts with E0 (U+0800–U+0FFF)
        "🇺🇦🇺🇦 flags after ASCII",
        "▶\u{FE0F} ▶ ◽◾ ▰▱ → ↔\u{FE0F} ‼\u{FE0F} — … ∞",     // shapes, arrows and punctuation
    ])
    func theSameCellsAsTheGeneralPath(_ text: String) {
        var fast = Canvas(width: 80, height: 1)
        let end = fast.write(text, at: .zero)
        let general = Self.cellsOneClusterAtATime(text, width: 80)
        #expect(fast.plainText == general.canvas.plainText, "\(text)")
        #expect(CanvasDiff(from: general.canvas, to: fast).changedCellCount == 0, "\(text)")
        #expect(end == general.end)
    }

    /// Random text of printable ASCII, controls, marks, Latin letters, box drawing, wide and
    /// emoji clusters, written from a few columns in on canvases narrow enough to cut it:
    /// the same cells as the general path.
    @Test(arguments: 0..<200)
    func randomTextGivesTheSameCellsAsTheGeneralPath(seed: Int) {
        var state = UInt64(seed) &* 0x9E37_79B9_7F4A_7C15 | 1
        func next() -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int(state >> 33)
        }
        let pieces = ["a", "Z", " ", "~", "0", "\t", "\n", "\u{7F}", "\u{301}", "\u{20DD}", "é", "ñ", "\u{AD}",
                      "─", "█", "实", "👨‍👩‍👧", "🇺🇦", "✈️", "\r\n"]
        let text = (0..<(next() % 40)).map { _ in pieces[next() % pieces.count] }.joined()
        let width = 4 + next() % 40, start = next() % 4
        var fast = Canvas(width: width, height: 1)
        let end = fast.write(text, at: Point(x: start, y: 0))
        var general = Canvas(width: width, height: 1)
        var x = start
        for character in text { x = general.write(String(character), at: Point(x: x, y: 0)) }
        #expect(fast.plainText == general.plainText, "\(text.debugDescription) at \(start) in \(width)")
        #expect(CanvasDiff(from: general, to: fast).changedCellCount == 0, "\(text.debugDescription)")
        if x < width { #expect(end == x, "\(text.debugDescription)") }
    }

    @Test func clippingStopsTheFastPathAtTheEdge() {
        var canvas = Canvas(width: 10, height: 1)
        #expect(canvas.write("────────────────", at: Point(x: 2, y: 0)) == 10)
        #expect(canvas.plainText == "  ────────")
        var clipped = Canvas(width: 10, height: 1)
        #expect(clipped.write("abcdef", at: .zero, clippedTo: Rect(x: 2, y: 0, width: 3, height: 1)) == 5)
        #expect(clipped.plainText.hasPrefix("  cde") && !clipped.plainText.contains("f"))
    }
}
