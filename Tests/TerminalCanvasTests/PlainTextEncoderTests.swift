import Foundation
import TerminalCanvas
import TerminalEncoders
import Testing

@Suite struct PlainTextEncoderTests {
    @Test func everyRowIsTheCanvasWidthWithAMarkerAfterTrailingSpaces() {
        var canvas = Canvas(width: 8, height: 3)
        canvas.write("Pizza", at: .zero)
        canvas.write("12:00:00", at: Point(x: 0, y: 1))
        #expect(canvas.plainText == "Pizza   ¶\n12:00:00\n        ¶")
        #expect(PlainTextEncoder.endOfRowMarker == "¶")
    }

    @Test func aWideGraphemeIsWrittenOnce() {
        var canvas = Canvas(width: 6, height: 1)
        canvas.write("实时🍕", at: .zero)
        #expect(canvas.plainText == "实时🍕")
    }

    @Test(arguments: [
        ("ab\u{A0}", 3, "ab\u{A0}¶"),       // no-break space
        ("ab\u{3000}", 4, "ab\u{3000}¶"),   // ideographic space: the last cell is its right half
        ("ab\u{2003}", 3, "ab\u{2003}¶"),   // em space
        ("abc", 3, "abc"),
        ("a\u{200B}b", 2, "ab"),             // a zero-width space is not drawn at all
    ])
    func aRowEndingInAnyWhitespaceHasAMarker(_ text: String, _ width: Int, _ expected: String) {
        var canvas = Canvas(width: width, height: 1)
        canvas.write(text, at: .zero)
        #expect(canvas.plainText == expected)
    }

    @Test func aRowEndingInAWideGraphemeHasNoMarker() {
        var canvas = Canvas(width: 3, height: 1)
        canvas.write("a实", at: .zero)
        #expect(canvas.plainText == "a实")
    }

    @Test func zeroSizedCanvases() {
        #expect(Canvas(width: 0, height: 0).plainText == "")
        #expect(Canvas(width: 0, height: 2).plainText == "\n")
        #expect(Canvas(width: 2, height: 0).plainText == "")
    }

    @Test func stylesDoNotShowInPlainText() {
        var canvas = Canvas(width: 2, height: 1)
        canvas.write("ab", at: .zero, style: Style(foreground: .red, attributes: .bold))
        #expect(canvas.plainText == "ab")
        #expect(canvas.description == "ab")
    }
}

@Suite struct DocumentationExampleTests {
    /// The example in `Canvas`'s doc comment and in docs/TerminalCanvas.md.
    @Test func canvasDocumentationExample() {
        var canvas = Canvas(width: 12, height: 3)
        canvas.drawBox(canvas.bounds)
        canvas.write("实时", at: Point(x: 2, y: 1))
        #expect(canvas.plainText == """
            ╭──────────╮
            │ 实时     │
            ╰──────────╯
            """)
    }

    /// The example in docs/TerminalCanvas.md.
    @Test func guideExample() {
        var canvas = Canvas(width: 24, height: 4)
        canvas.drawBox(canvas.bounds, style: Style(foreground: .cyan), title: "Pizza")
        let x = canvas.write("🍕 2 Pizzas", at: Point(x: 2, y: 1), style: Style(attributes: .bold))
        canvas.write("12:00", at: Point(x: x + 2, y: 1), style: Style(foreground: .rgb(255, 136, 0)))
        canvas.drawHorizontalBar(at: Point(x: 2, y: 2), width: 12, fraction: 0.4, style: Style(foreground: .green))
        #expect(canvas.styledText == """
            ╭ Pizza ───────────────╮
            │ 🍕 2 Pizzas  12:00   │
            │ ████▊                │
            ╰──────────────────────╯
            styles:
              y=0 x=0-23 fg=cyan
              y=1 x=0 fg=cyan
              y=1 x=2-12 bold
              y=1 x=15-19 fg=#ff8800
              y=1 x=23 fg=cyan
              y=2 x=0 fg=cyan
              y=2 x=2-13 fg=green
              y=2 x=23 fg=cyan
              y=3 x=0-23 fg=cyan
            """)
        // docs/TerminalCanvas.md shows the same canvas's plain and styled text (its blocks are
        // marked "checked by" this file).
        let guide = String(decoding: FileManager.default.contents(atPath: URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("docs/TerminalCanvas.md").path) ?? Data(), as: UTF8.self)
        let blocks = guide.components(separatedBy: "<!-- checked by Tests/TerminalCanvasTests/PlainTextEncoderTests.swift -->\n```\n")
            .dropFirst().compactMap { $0.components(separatedBy: "```\n").first }
        #expect(blocks == [canvas.plainText + "\n", canvas.styledText + "\n"])
    }
}
