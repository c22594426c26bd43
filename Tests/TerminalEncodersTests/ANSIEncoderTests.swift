import TerminalCanvas
import TerminalEncoders
import Testing

/// Escape sequences are shown with `⎋` for ESC so expectations read as text.
func visible(_ text: String) -> String {
    String(text.map { $0 == "\u{1B}" ? "⎋" : $0 })
}

@Suite struct ANSIEncoderTests {
    func sample() -> Canvas {
        var canvas = Canvas(width: 6, height: 2)
        canvas.write("ab", at: .zero, style: Style(foreground: .rgb(255, 0, 0), attributes: .bold))
        canvas.write("cd", at: Point(x: 2, y: 0), style: Style(foreground: .rgb(255, 0, 0)))
        canvas.write("实", at: Point(x: 0, y: 1), style: Style(background: .blue))
        return canvas
    }

    /// 实 is in the terminal's default colour on blue, which could be black: it is sent white
    /// (`Legibility`), at 8 colours ANSI white.
    @Test(arguments: [
        (ColorDepth.trueColor, "⎋[1;38;2;255;0;0mab⎋[22mcd⎋[0m  \n⎋[38;2;255;255;255;44m实⎋[0m    "),
        (.ansi256, "⎋[1;38;5;196mab⎋[22mcd⎋[0m  \n⎋[38;5;231;44m实⎋[0m    "),
        (.ansi16, "⎋[1;91mab⎋[22mcd⎋[0m  \n⎋[97;44m实⎋[0m    "),
        (.ansi8, "⎋[1;31mab⎋[22mcd⎋[0m  \n⎋[37;44m实⎋[0m    "),
        (.none, "⎋[1mab⎋[0mcd  \n实    "),
    ])
    func wholeCanvasAtEachDepth(_ depth: ColorDepth, _ expected: String) {
        #expect(visible(ANSIEncoder(depth: depth).encode(sample())) == expected)
    }

    @Test func onlyTheAttributesThatChangeAreSent() {
        var canvas = Canvas(width: 5, height: 1)
        canvas.write("a", at: .zero, style: Style(attributes: [.bold, .underline]))
        canvas.write("b", at: Point(x: 1, y: 0), style: Style(attributes: [.bold]))           // underline off
        canvas.write("c", at: Point(x: 2, y: 0), style: Style(attributes: [.dim]))            // reset: "0;2" beats "22;2"
        canvas.write("d", at: Point(x: 3, y: 0), style: Style(foreground: .green, attributes: [.dim]))
        canvas.write("e", at: Point(x: 4, y: 0), style: Style(foreground: .green, attributes: [.bold]))  // 22 clears dim too
        #expect(visible(ANSIEncoder(depth: .ansi16).encode(canvas)) == "⎋[1;4ma⎋[24mb⎋[0;2mc⎋[32md⎋[22;1me⎋[0m")
    }

    @Test func aResetIsUsedWhenItIsShorter() {
        var canvas = Canvas(width: 2, height: 1)
        canvas.write("a", at: .zero, style: Style(foreground: .red, background: .blue,
                                                  attributes: [.bold, .italic, .underline, .reverse, .strikethrough]))
        canvas.write("b", at: Point(x: 1, y: 0))
        // Reversed, blue text on red is 1.6:1 in xterm's shades: the text is sent black (40).
        #expect(visible(ANSIEncoder(depth: .ansi16).encode(canvas)) == "⎋[1;3;4;7;9;31;40ma⎋[0mb")
    }

    @Test func aDiffPlacesEveryRunAbsolutely() {
        var before = Canvas(width: 12, height: 3)
        before.write("Pizza 12:00", at: .zero)
        var after = before
        after.write("11:59", at: Point(x: 6, y: 0))
        after.write("x", at: Point(x: 2, y: 2), style: Style(foreground: .red))
        let encoded = ANSIEncoder(depth: .ansi16).encode(diff(before, after))
        // The second run on row 0 gets a CUP too, not a relative CUF.
        #expect(visible(encoded) == "⎋[0m⎋[1;8H1⎋[1;10H59⎋[3;3H⎋[31mx⎋[0m")
    }

    /// Terminals that draw these one column wide would put a relatively placed "b" one column
    /// early; an absolute position puts it where the canvas has it.
    @Test(arguments: ["❤️", "1️⃣", "🏳️‍🌈", "☝🏽", "实"])
    func theRunAfterAWideGraphemeIsPlacedAbsolutely(_ grapheme: String) {
        let before = Canvas(width: 6, height: 1)
        var after = before
        after.write(grapheme, at: .zero)
        after.write("b", at: Point(x: 3, y: 0))
        #expect(visible(ANSIEncoder(depth: .none).encode(diff(before, after))) == "⎋[0m⎋[1;1H\(grapheme)⎋[1;4Hb")
    }

    @Test func aDiffIsPlacedAtTheOrigin() {
        let before = Canvas(width: 3, height: 1)
        var after = before
        after.write("a", at: Point(x: 1, y: 0))
        let encoded = ANSIEncoder(depth: .trueColor, origin: Point(x: 10, y: 4)).encode(diff(before, after))
        #expect(visible(encoded) == "⎋[0m⎋[5;12Ha")
    }

    @Test func anEmptyDiffEncodesAsNothing() {
        let canvas = Canvas(width: 5, height: 5)
        #expect(ANSIEncoder(depth: .trueColor).encode(diff(canvas, canvas)) == "")
    }

    @Test(arguments: [Size(width: 0, height: 0), Size(width: 0, height: 3), Size(width: 4, height: 0)])
    func aDiffToAnEmptyCanvasStillClearsTheScreen(_ size: Size) {
        let changes = diff(Canvas(width: 5, height: 5), Canvas(size: size))
        #expect(changes.isEmpty && changes.isFullRepaint)
        #expect(visible(ANSIEncoder(depth: .trueColor).encode(changes)) == "⎋[0m⎋[2J")
        #expect(ANSIEncoder(depth: .trueColor, clearsScreenOnFullRepaint: false).encode(changes) == "")
    }

    @Test func aFullRepaintClearsTheScreenFirst() {
        var after = Canvas(width: 2, height: 1)
        after.write("hi", at: .zero)
        let changes = diff(Canvas(width: 5, height: 5), after)
        #expect(visible(ANSIEncoder(depth: .trueColor).encode(changes)) == "⎋[0m⎋[2J⎋[1;1Hhi")
        let inPlace = ANSIEncoder(depth: .trueColor, clearsScreenOnFullRepaint: false)
        #expect(visible(inPlace.encode(changes)) == "⎋[0m⎋[1;1Hhi")
    }

    @Test func theCursorIsNotTrustedAfterTheRightEdge() {
        let before = Canvas(width: 3, height: 2)
        var after = before
        after.write("c", at: Point(x: 2, y: 0))
        after.write("d", at: Point(x: 0, y: 1))
        #expect(visible(ANSIEncoder(depth: .none).encode(diff(before, after))) == "⎋[0m⎋[1;3Hc⎋[2;1Hd")
    }

    @Test func hostileTextCannotEscape() {
        var canvas = Canvas(width: 30, height: 1)
        canvas.write("\u{1B}]0;pwned\u{07}\u{9B}2J\u{1B}[H\u{202E}", at: .zero, style: Style(foreground: .red))
        let bytes = ANSIEncoder(depth: .trueColor).bytes(for: canvas)
        // The only ESC bytes are the encoder's own two SGR sequences.
        #expect(bytes.filter { $0 == 0x1B }.count == 2)
        #expect(!bytes.contains(0x07))
        #expect(!String(decoding: bytes, as: UTF8.self).unicodeScalars.contains("\u{9B}"))
    }
}
