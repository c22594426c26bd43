import TerminalCanvas
@testable import TerminalColors
import TerminalEncoders
import Testing

/// What `Legibility` measures and repairs, at the edges of its minimums.
struct LegibilityTests {
    @Test(arguments: [
        (Character("a"), GlyphKind.text), (" ", .blank), ("\u{A0}", .blank), (" \u{301}", .text), ("─", .shape),
        ("╭", .shape), ("█", .shape), ("◉", .shape), ("▔", .shape), ("◿", .shape), ("▶️", .text), ("☀", .text),
        ("✈️", .text), ("🍕", .text), ("👨‍👩‍👧", .text), ("实", .text), ("1️⃣", .text), ("e\u{301}", .text),
    ])
    func aCellKnowsWhatItsGraphemeIs(_ grapheme: Character, _ kind: GlyphKind) {
        #expect(Cell(grapheme).glyphKind == kind)
        #expect(GlyphKind(String(grapheme)) == kind)
    }

    /// A blank is repaired as text: the words and the spaces between them are one run, sent
    /// once (here at 8 colours, a grey on black: white, dim).
    @Test func theSpacesBetweenWordsKeepTheWordsStyle() {
        var canvas = Canvas(width: 3, height: 1)
        canvas.write("a b", at: .zero, style: Style(foreground: .rgb(142, 142, 147), background: .rgb(0, 0, 0)))
        #expect(ANSIEncoder(depth: .ansi8).encode(canvas) == "\u{1B}[2;37;40ma b\u{1B}[0m")
    }

    @Test func contrastIsWCAGsRatioAtXtermsShades() throws {
        let greyOnBlack = try #require(Legibility.contrast(of: Style(foreground: .ansi(.brightBlack), background: .ansi(.black))))
        #expect(abs(greyOnBlack - 5.24) < 0.01)  // #7F7F7F on black
        #expect(Legibility.contrast(of: Style(foreground: .rgb(0, 0, 0), background: .rgb(255, 255, 255))) == 21)
        #expect(Legibility.contrast(of: .plain) == nil)
        // The default colour may be black or white: white text on it can vanish.
        #expect(Legibility.contrast(of: Style(foreground: .rgb(255, 255, 255))) == 1)
    }

    /// 3:1 is the line: #949494 on black is 6.9, #5A5A5A 3.04 just over, #595959 3.00 just under.
    @Test(arguments: [(0x5A, true), (0x59, false)])
    func textNeedsThreeToOneOnAPaintedBackground(_ grey: UInt8, _ legible: Bool) {
        let style = Style(foreground: .rgb(grey, grey, grey), background: .rgb(0, 0, 0))
        #expect(Legibility.isLegible(style, as: .text) == legible, "\(Legibility.contrast(of: style)!)")
    }

    @Test func greysAtEightColoursBecomeTheDefaultColourDimNotBlack() {
        let grey = Style(foreground: .rgb(142, 142, 147))
        #expect(grey.converted(to: .ansi8) == Style(attributes: .dim))
        // On a background TermIsland paints the default could be black too: white, dim.
        let onBlack = Style(foreground: .rgb(142, 142, 147), background: .rgb(0, 0, 0))
        #expect(onBlack.converted(to: .ansi8) == Style(foreground: .ansi(.white), background: .ansi(.black), attributes: .dim))
        #expect(Style(foreground: .ansi(.brightWhite), background: .ansi(.blue)).converted(to: .ansi8)
                == Style(foreground: .ansi(.white), background: .ansi(.blue), attributes: .bold))
    }

    @Test func textInItsBackgroundsColourIsGivenTheNearestLegibleColour() {
        // Dark blue text on black at 16 colours: xterm's blue is 2.2:1 on black, bright blue is not.
        let style = Style(foreground: .rgb(0, 0, 200), background: .rgb(0, 0, 0)).converted(to: .ansi16)
        #expect(style == Style(foreground: .ansi(.brightBlue), background: .ansi(.black)))
        // Secondary grey on dark blue, at 16 colours bright black on blue (2.4:1): a grey is given
        // the nearest grey that is legible, white, not the nearest colour, cyan.
        let grey = Style(foreground: .rgb(152, 152, 157), background: .rgb(35, 56, 102)).converted(to: .ansi16)
        #expect(grey == Style(foreground: .ansi(.white), background: .ansi(.blue)))
        // A red bar on a grey track is seen by its hue: a shape keeps its colour.
        let bar = Style(foreground: .ansi(.red), background: .ansi(.brightBlack))
        #expect(bar.converted(to: .ansi16, for: .shape) == bar)
        #expect(bar.converted(to: .ansi16, for: .text) != bar)
    }

    @Test func dimIsDroppedWhereItWouldTakeTextBelowTheMinimum() {
        // Secondary grey in small print on black: 2.4:1 dim, 7.2:1 without.
        let smallPrint = Style(foreground: .rgb(152, 152, 157), background: .rgb(0, 0, 0), attributes: .dim)
        #expect(smallPrint.converted(to: .trueColor) == Style(foreground: .rgb(152, 152, 157), background: .rgb(0, 0, 0)))
        // White dim on black is 5:1: kept.
        let faint = Style(foreground: .rgb(255, 255, 255), background: .rgb(0, 0, 0), attributes: .dim)
        #expect(faint.converted(to: .trueColor) == faint)
        // A design's own colours at 256 and 24-bit colour are not changed, even where they fail.
        let design = Style(foreground: .rgb(60, 60, 60), background: .rgb(0, 0, 0))
        #expect(design.converted(to: .trueColor) == design)
    }

    /// #5A5A5A on black is 3.04:1; the palette's nearest grey, #585858, is 2.95: the next one
    /// that passes is taken. A design that fails at 24-bit colour is left as it is at 256.
    @Test func twoFiftySixColoursMendOnlyWhatThePaletteBroke() {
        let style = Style(foreground: .rgb(0x5A, 0x5A, 0x5A), background: .rgb(0, 0, 0))
        #expect(TerminalColor.rgb(0x5A, 0x5A, 0x5A).converted(to: .ansi256) == .indexed(240))
        #expect(style.converted(to: .ansi256) == Style(foreground: .indexed(59), background: .indexed(16)))
        let failing = Style(foreground: .rgb(0x50, 0x50, 0x50), background: .rgb(0, 0, 0))
        #expect(failing.converted(to: .ansi256) == Style(foreground: .indexed(239), background: .indexed(16)))
    }

    /// A solid cell (the big clock's pixels) is seen by its colour alone: at 8 colours a mid
    /// grey, which the palette makes black, is white, as grey text is; the Always-On clock
    /// (white darkened to #666666) was black on the black Lock Screen. A dark grey stays black.
    @Test func aSolidGreyCellIsWhiteAtEightColoursNotBlack() {
        let dimmedClock = Style(foreground: .rgb(0x66, 0x66, 0x66), background: .rgb(0x66, 0x66, 0x66))
        #expect(dimmedClock.converted(to: .ansi8, for: .blank) == Style(foreground: .ansi(.white), background: .ansi(.white)))
        #expect(dimmedClock.converted(to: .ansi16, for: .blank) == Style(foreground: .ansi(.brightBlack), background: .ansi(.brightBlack)))
        let nearBlack = Style(foreground: .rgb(0x2C, 0x2C, 0x2E), background: .rgb(0x2C, 0x2C, 0x2E))
        #expect(nearBlack.converted(to: .ansi8, for: .blank) == Style(foreground: .ansi(.black), background: .ansi(.black)))
        let red = Style(foreground: .rgb(255, 59, 48), background: .rgb(255, 59, 48))
        #expect(red.converted(to: .ansi8, for: .blank) == Style(foreground: .ansi(.red), background: .ansi(.red)))
    }

    @Test func eightColoursKeepTheHueOfBrightColours() {
        #expect(TerminalColor.ansi(.brightRed).converted(to: .ansi8) == .ansi(.red))
        #expect(TerminalColor.rgb(255, 59, 48).converted(to: .ansi8) == .ansi(.red))
        #expect(Style(foreground: .rgb(10, 132, 255)).converted(to: .ansi8).foreground == .ansi(.blue))
    }

    @Test func theDefaultForegroundOnAPaintedBackgroundIsSettled() {
        #expect(Style(background: .rgb(0, 0, 0)).converted(to: .trueColor) == Style(foreground: .rgb(255, 255, 255), background: .rgb(0, 0, 0)))
        #expect(Style(background: .rgb(242, 242, 247)).converted(to: .trueColor) == Style(foreground: .rgb(0, 0, 0), background: .rgb(242, 242, 247)))
        // Without colours nothing is settled: NO_COLOR keeps the terminal's own pair.
        #expect(Style(background: .rgb(0, 0, 0)).converted(to: .none) == .plain)
    }
}
