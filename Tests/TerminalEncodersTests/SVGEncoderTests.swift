import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import Testing
import TerminalCanvas
import TerminalEncoders

@Suite struct SVGEncoderTests {
    /// No page and no padding: the canvas's own elements at the origin, default text white.
    let bare = SVGEncoder(padding: 0, background: .default, foreground: .rgb(255, 255, 255))

    /// The elements drawn for a canvas, without the document around them.
    func elements(_ canvas: Canvas, _ encoder: SVGEncoder? = nil) -> String {
        let lines = (encoder ?? bare).encode(canvas).split(separator: "\n")
        // <svg>, <g font…>, <g transform…> … </g>, </g>, </svg>
        return lines.dropFirst(3).dropLast(3).joined(separator: "\n")
    }

    @Test func anIslandIsACapsuleFilledToItsKeylineWithTextOnTheGrid() {
        var canvas = Canvas(width: 8, height: 3)
        canvas.drawBox(canvas.bounds, style: Style(foreground: .cyan))
        canvas.fill(Rect(x: 1, y: 1, width: 6, height: 1), style: Style(background: .rgb(0, 0, 0)))
        canvas.write("实 ok", at: Point(x: 1, y: 1), style: Style(foreground: .rgb(255, 136, 0), background: .rgb(0, 0, 0), attributes: .bold))
        #expect(SVGEncoder(padding: 0, title: "a <box>").encode(canvas) == """
            <svg xmlns="http://www.w3.org/2000/svg" width="67.2" height="51" viewBox="0 0 67.2 51">
            <title>a &lt;box&gt;</title>
            <rect width="67.2" height="51" rx="10" fill="#1c1c1e"/>
            <g font-family="&apos;SF Mono&apos;, Menlo, Consolas, &apos;DejaVu Sans Mono&apos;, &apos;Liberation Mono&apos;, monospace" font-size="14">
            <g transform="translate(0 0)">
            <rect x="4.2" y="8.5" width="58.8" height="34" rx="17" fill="#000000"/>
            <rect x="8.4" y="17" width="50.4" height="17" fill="#000000"/>
            <path d="M21.2 8.5A17 17 0 0 0 4.2 25.5M46 8.5A17 17 0 0 1 63 25.5M21.2 42.5A17 17 0 0 1 4.2 25.5M46 42.5A17 17 0 0 0 63 25.5M21.2 8.5H46M21.2 42.5H46" fill="none" stroke="#00cdcd" stroke-width="1.25"/>
            <text x="16.8" y="30.4" text-anchor="middle" fill="#ff8800" font-weight="bold">实</text>
            <text x="33.6 42" y="30.4" fill="#ff8800" font-weight="bold">ok</text>
            </g>
            </g>
            </svg>

            """)
    }

    @Test func sectionsStackUnderTheirHeadingsWithNotesBelow() {
        var first = Canvas(width: 3, height: 1)
        first.write("abc", at: .zero)
        var second = Canvas(width: 5, height: 2)
        second.write("de", at: Point(x: 0, y: 1), style: Style(foreground: .red, attributes: .underline))
        let encoder = SVGEncoder(padding: 4, background: .rgb(255, 255, 255), foreground: .rgb(0, 0, 0), pageCornerRadius: 0)
        #expect(encoder.encode([.init(heading: "one", canvas: first, notes: ["warning:  two spaces"]),
                                .init(heading: "two", canvas: second)]) == """
            <svg xmlns="http://www.w3.org/2000/svg" width="176" height="148.25" viewBox="0 0 176 148.25">
            <rect width="176" height="148.25" fill="#ffffff"/>
            <g font-family="&apos;SF Mono&apos;, Menlo, Consolas, &apos;DejaVu Sans Mono&apos;, &apos;Liberation Mono&apos;, monospace" font-size="14">
            <text x="4" y="17.4" fill="#3a3a3a" xml:space="preserve">one</text>
            <g transform="translate(4 29.5)">
            <text x="0 8.4 16.8" y="13.4" fill="#000000">abc</text>
            </g>
            <text x="4" y="64.15" fill="#3a3a3a" xml:space="preserve">warning:  two spaces</text>
            <text x="4" y="98.15" fill="#3a3a3a" xml:space="preserve">two</text>
            <g transform="translate(4 110.25)">
            <text x="0 8.4" y="30.4" fill="#cd0000">de</text>
            <rect x="0" y="32.1" width="16.8" height="1" fill="#cd0000"/>
            </g>
            </g>
            </svg>

            """)
    }

    @Test func textIsEscapedAndNothingXMLForbidsGetsThrough() throws {
        var canvas = Canvas(width: 12, height: 2)
        canvas.write("<a & 'b'>\"", at: .zero)
        canvas.write("\u{1B}]0;x\u{7}\u{FFFE}", at: Point(x: 0, y: 1))
        let encoder = SVGEncoder(title: "\"Tom & Jerry\" <\u{1B}>")
        let svg = encoder.encode([.init(heading: "h\u{0}\u{FFFF}", canvas: canvas, notes: ["n\u{9B}"])])
        #expect(svg.contains(#"<title>&quot;Tom &amp; Jerry&quot; &lt;␛&gt;</title>"#))
        #expect(svg.contains(">&lt;a<") && svg.contains(">&amp;<") && svg.contains(">&apos;b&apos;&gt;&quot;<"))
        // The escape sequence is drawn, its controls as their pictures, one cell each.
        #expect(svg.contains(">␛</text>") && svg.contains(">]0;x</text>") && svg.contains(">␇</text>") && svg.contains(">\u{FFFD}</text>"))
        #expect(svg.contains(">h␀\u{FFFD}</text>") && svg.contains(">n\u{FFFD}</text>"))
        #expect(!svg.unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" })
        try expectWellFormed(svg)
    }

    @Test func wideGraphemesAreCentredOnTheirTwoCells() {
        var canvas = Canvas(width: 7, height: 1)
        canvas.write("实a🍕e\u{301}", at: .zero)
        #expect(elements(canvas) == """
            <text x="8.4" y="13.4" text-anchor="middle" fill="#ffffff">实</text>
            <text x="16.8" y="13.4" fill="#ffffff">a</text>
            <text x="33.6" y="13.4" text-anchor="middle" fill="#ffffff">🍕</text>
            <text x="46.2" y="13.4" text-anchor="middle" fill="#ffffff">é</text>
            """)
    }

    @Test(arguments: [
        (TextAttributes.bold, ##"<text x="0" y="13.4" fill="#ff8800" font-weight="bold">x</text>"##),
        (.italic, ##"<text x="0" y="13.4" fill="#ff8800" font-style="italic">x</text>"##),
        (.dim, ##"<text x="0" y="13.4" fill="#765c6f">x</text>"##),  // halfway to the page's navy
        (.underline, ##"<text x="0" y="13.4" fill="#ff8800">x</text>\##n<rect x="0" y="15.1" width="8.4" height="1" fill="#ff8800"/>"##),
        (.strikethrough, ##"<text x="0" y="13.4" fill="#ff8800">x</text>\##n<rect x="0" y="8.81" width="8.4" height="1" fill="#ff8800"/>"##),
        // The terminal's default colour, the text here, could be anything: on orange, black.
        (.reverse, ##"<rect x="0" y="0" width="8.4" height="17" fill="#ff8800"/>\##n<text x="0" y="13.4" fill="#000000">x</text>"##),
    ])
    func attributes(_ attributes: TextAttributes, _ drawn: String) {
        var canvas = Canvas(width: 1, height: 1)
        canvas.write("x", at: .zero, style: Style(foreground: .rgb(255, 136, 0), background: .default, attributes: attributes))
        var encoder = bare
        encoder.background = .rgb(0, 0, 128)
        #expect(elements(canvas, encoder).split(separator: "\n").dropFirst().joined(separator: "\n") == drawn)
    }

    @Test(arguments: [
        (ColorDepth.trueColor, "#ff8800", Optional("#303030")),
        (.ansi256, "#ff8700", "#303030"),   // palette 208 and 236
        // Bright red on bright black, at xterm's shades, is 1:1: the text is given white (`Legibility`).
        (.ansi16, "#e5e5e5", "#7f7f7f"),
        (.none, "#ffffff", nil),             // the encoder's own foreground; no background
    ])
    func colorsAreConvertedToTheDepthFirst(_ depth: ColorDepth, _ foreground: String, _ background: String?) {
        var canvas = Canvas(width: 1, height: 1)
        canvas.write("x", at: .zero, style: Style(foreground: .rgb(255, 136, 0), background: .rgb(48, 48, 48)))
        var encoder = bare
        encoder.depth = depth
        let expected = (background.map { [#"<rect x="0" y="0" width="8.4" height="17" fill="\#($0)"/>"#] } ?? [])
            + [#"<text x="0" y="13.4" fill="\#(foreground)">x</text>"#]
        #expect(elements(canvas, encoder) == expected.joined(separator: "\n"))
    }

    @Test func paletteColoursAreDrawnInXtermsShades() {
        var canvas = Canvas(width: 2, height: 1)
        canvas.write("a", at: .zero, style: Style(foreground: .brightBlue))
        canvas.write("b", at: Point(x: 1, y: 0), style: Style(foreground: .indexed(196)))
        #expect(elements(canvas) == """
            <text x="0" y="13.4" fill="#5c5cff">a</text>
            <text x="8.4" y="13.4" fill="#ff0000">b</text>
            """)
    }

    @Test func blockElementsAreSolidRectanglesMergedAlongTheRow() {
        var canvas = Canvas(width: 8, height: 1)
        canvas.drawHorizontalBar(at: .zero, width: 8, fraction: 0.5 + 1.0 / 16, style: Style(foreground: .green))
        canvas.write("▀▒", at: Point(x: 6, y: 0), style: Style(foreground: .green))
        #expect(elements(canvas) == """
            <rect x="0" y="0" width="37.8" height="17" fill="#00cd00"/>
            <rect x="50.4" y="0" width="8.4" height="8.5" fill="#00cd00"/>
            <rect x="58.8" y="0" width="8.4" height="17" fill="#00cd00" fill-opacity="0.5"/>
            """)
    }

    @Test func lineGlyphsAreStrokesThroughTheCellsCentres() {
        var canvas = Canvas(width: 5, height: 3)
        canvas.write("─┬═╔━", at: .zero)
        canvas.write("╭", at: Point(x: 0, y: 1))
        canvas.write("┃", at: Point(x: 1, y: 2))
        #expect(elements(canvas) == """
            <path d="M12.6 8.5V17M0 8.5H16.8M16.8 7H25.2M16.8 10H25.2M33.6 7H27.9V17M33.6 10H30.9V17M8.4 25.5A4.2 4.2 0 0 0 4.2 29.7V34" fill="none" stroke="#ffffff" stroke-width="1.25"/>
            <path d="M33.6 8.5H42M12.6 34V51" fill="none" stroke="#ffffff" stroke-width="2.5"/>
            """)
    }

    @Test func squareBoxesAreFilledToTheirLinesAndKeepATitlesGap() {
        var canvas = Canvas(width: 7, height: 3)
        canvas.fill(Rect(x: 1, y: 1, width: 5, height: 1), style: Style(background: .blue))
        canvas.drawBox(canvas.bounds, glyphs: .square, title: "ab")
        #expect(elements(canvas) == """
            <rect x="4.2" y="8.5" width="50.4" height="34" fill="#0000ee"/>
            <rect x="8.4" y="17" width="42" height="17" fill="#0000ee"/>
            <path d="M8.4 8.5H4.2V17M50.4 8.5H54.6V17M8.4 42.5H4.2V34M50.4 42.5H54.6V34M42 8.5H50.4M8.4 42.5H50.4M4.2 17V34M54.6 17V34" fill="none" stroke="#ffffff" stroke-width="1.25"/>
            <text x="16.8 25.2" y="13.4" fill="#ffffff">ab</text>
            """)
    }

    @Test func numbersHaveAtMostTwoDecimals() {
        var canvas = Canvas(width: 40, height: 3)
        canvas.fill(canvas.bounds, style: Style(background: .red))
        canvas.write("0123456789012345678901234567890123456789", at: Point(x: 0, y: 1))
        let svg = SVGEncoder(cellWidth: 8.43, cellHeight: 17.1).encode(canvas)
        let decimals = svg.split(whereSeparator: { !"0123456789.".contains($0) }).compactMap { number in
            number.split(separator: ".", omittingEmptySubsequences: false).dropFirst().first
        }
        #expect(!decimals.isEmpty)
        #expect(decimals.allSatisfy { $0.count <= 2 })
    }

    @Test func theSameCanvasGivesTheSameBytes() {
        var canvas = Canvas(width: 20, height: 4)
        canvas.drawBox(canvas.bounds, style: Style(foreground: .rgb(100, 210, 255)))
        canvas.write("🍕 2 Pizzas 12:00", at: Point(x: 1, y: 1), style: Style(background: .rgb(0, 0, 0)))
        #expect(SVGEncoder().encode(canvas) == SVGEncoder().encode(canvas))
    }

    @Test func everyKindOfCellMakesAWellFormedDocument() throws {
        var canvas = Canvas(width: 30, height: 6)
        canvas.drawBox(canvas.bounds, style: Style(foreground: .cyan, attributes: .bold), title: "<&>")
        canvas.write("实时 👨‍👩‍👧 e\u{301} ▏▎▍▌▋▊▉█ ░▒▓ ▖▗▘▙▚▛▜▝▞▟", at: Point(x: 1, y: 1), style: Style(attributes: [.dim, .reverse]))
        canvas.write("┌┬┐├┼┤└┴┘╴╵╶╷╸╹╺╻║╗╚╝═", at: Point(x: 1, y: 2), style: Style(foreground: .indexed(3)))
        canvas.write("\u{1B}[2J\u{7}\u{9B}\u{2028}\u{202E}x", at: Point(x: 1, y: 3), style: Style(attributes: [.underline, .strikethrough, .italic]))
        for depth in ColorDepth.allCases {
            var encoder = SVGEncoder(title: "\u{0}&\u{FFFE}")
            encoder.depth = depth
            try expectWellFormed(encoder.encode([.init(heading: "\u{1B}", canvas: canvas, notes: ["<"]), .init(canvas: Canvas(width: 0, height: 0))]))
        }
    }

    private func expectWellFormed(_ svg: String, sourceLocation: SourceLocation = #_sourceLocation) throws {
        let parser = XMLParser(data: Data(svg.utf8))
        #expect(parser.parse(), "not well-formed XML: \(String(describing: parser.parserError))", sourceLocation: sourceLocation)
    }
}
