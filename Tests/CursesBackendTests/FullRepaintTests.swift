import CNcursesw
import Testing
import TerminalCanvas
@testable import CursesBackend

/// The backend's own full repaint, byte for byte, with terminfo's real entries loaded into this
/// process (`setupterm`: the strings only, no screen): the cleared screen's blanks are not sent,
/// runs of other blanks are erased, a style is sent only where it changes and only what
/// changes, and terminals that lack what it needs are left to ncurses.
@Suite(.serialized) struct FullRepaintTests {
    /// The repaint for terminal type `term` at `colors`.
    static func repaint(term: String = "xterm-256color", colors: CursesColors = .ansi256) throws -> FullRepaint {
        try load(term)
        let strings = try #require(RepaintStrings.current(TerminalStrings.current(), usesColor: colors != .none))
        return FullRepaint(strings: strings, colors: colors)
    }

    static func load(_ term: String) throws {
        var status: Int32 = 0
        try #require(setupterm(term, 2, &status) == OK, "terminfo has no \(term)")
    }

    /// The bytes of a repaint of `canvas`, escapes shown as ⎋; `byHand` marks cells placed by
    /// hand, `pairZero` cells drawn with colour pair 0 (every other cell has a pair).
    static func bytes(_ canvas: Canvas, term: String = "xterm-256color", colors: CursesColors = .ansi256, byHand: Set<Int> = [],
                      pairZero: Set<Int>? = nil) throws -> String {
        var repaint = try repaint(term: term, colors: colors)
        let cells = 0..<canvas.size.area
        let pairs = cells.map { index -> Int32 in
            if let pairZero { return pairZero.contains(index) ? 0 : 1 }
            return canvas[index % canvas.width, index / canvas.width].style.isPlain ? 0 : 1
        }
        var output: [UInt8] = []
        repaint.write(canvas, pairOfCell: pairs, isPlacedByHandAt: cells.map(byHand.contains), to: &output)
        return String(decoding: output, as: UTF8.self).replacingOccurrences(of: "\u{1B}", with: "⎋")
    }

    /// What every repaint on xterm starts with: plain (`sgr0`), the screen cleared (`clear`).
    static let start = "⎋(B⎋[m⎋[H⎋[2J"

    @Test func blanksOfTheClearedScreenAreNotSent() throws {
        var canvas = Canvas(width: 20, height: 3)
        canvas.write("a b", at: Point(x: 0, y: 0))
        canvas.write("c", at: Point(x: 15, y: 0))
        canvas.write("d", at: Point(x: 19, y: 2))
        // One blank is printed, fourteen are passed over with cuf; the rows' ends are not sent.
        #expect(try Self.bytes(canvas) == Self.start + "a b⎋[12Cc\r\n\r\n⎋[19Cd⎋[1;1H")
    }

    @Test func runsOfBlanksInAColourAreErased() throws {
        var canvas = Canvas(width: 30, height: 1)
        let grey = Style(foreground: .indexed(231), background: .indexed(234))
        canvas.write("x" + String(repeating: " ", count: 20) + "y" + String(repeating: " ", count: 8), at: Point(x: 0, y: 0), style: grey)
        // xterm has bce: ech and cuf past the run, el for the row's end.
        #expect(try Self.bytes(canvas) == Self.start + "⎋[38;5;231m⎋[48;5;234mx⎋[20X⎋[20Cy⎋[K⎋(B⎋[m⎋[1;1H")
        // tmux's entry has no bce: the blanks are sent.
        let tmux = try Self.bytes(canvas, term: "tmux-256color")
        #expect(tmux == "⎋[m\u{0F}⎋[H⎋[J⎋[38;5;231m⎋[48;5;234mx" + String(repeating: " ", count: 20) + "y"
                + String(repeating: " ", count: 8) + "⎋[m\u{0F}⎋[1;1H")
    }

    @Test func aStyleIsSentWhereItChangesAndOnlyWhatChanges() throws {
        var canvas = Canvas(width: 10, height: 1)
        let red = TerminalColor.indexed(196), grey = TerminalColor.indexed(234)
        canvas.write("ab", at: Point(x: 0, y: 0), style: Style(foreground: red, background: grey, attributes: .bold))
        canvas.write("cd", at: Point(x: 2, y: 0), style: Style(foreground: red, background: grey))
        canvas.write("ef", at: Point(x: 4, y: 0), style: Style(foreground: red, background: grey, attributes: [.bold, .underline]))
        canvas.write("gh", at: Point(x: 6, y: 0), style: Style(foreground: .indexed(231), background: grey, attributes: [.bold, .underline]))
        canvas.write("ij", at: Point(x: 8, y: 0), style: Style(attributes: [.bold, .underline]))
        #expect(try Self.bytes(canvas) == Self.start
                + "⎋[1m⎋[38;5;196m⎋[48;5;234mab"    // attributes added to plain, then the colours
                + "⎋(B⎋[0m⎋[38;5;196m⎋[48;5;234mcd"  // bold removed: from plain (sgr), colours again
                + "⎋[1m⎋[4mef"                      // attributes added
                + "⎋[38;5;231mgh"                   // only the foreground changed
                + "⎋[39;49mij"                      // back to the default colours: op
                + "⎋(B⎋[m⎋[1;1H")
    }

    /// A cell of colour pair 0 (the default, or a pair that could not be had) is shown in the
    /// default colours, as ncurses shows it.
    @Test func pairZeroIsTheDefaultColours() throws {
        var canvas = Canvas(width: 2, height: 1)
        canvas.write("ab", at: Point(x: 0, y: 0), style: Style(foreground: .indexed(196), attributes: .bold))
        #expect(try Self.bytes(canvas, pairZero: [1]) == Self.start + "⎋[1m⎋[38;5;196ma⎋[39;49mb⎋(B⎋[m⎋[1;1H")
    }

    /// Without colour (`NO_COLOR`) every cell has pair 0 and only attributes are sent.
    @Test func withoutColourOnlyAttributesAreSent() throws {
        var canvas = Canvas(width: 3, height: 1)
        canvas.write("ab", at: Point(x: 0, y: 0), style: Style(foreground: .indexed(196), background: .indexed(234), attributes: .bold))
        canvas.write("c", at: Point(x: 2, y: 0), style: Style(foreground: .indexed(231), background: .indexed(234)))
        #expect(try Self.bytes(canvas, colors: .none, pairZero: [0, 1, 2]) == Self.start + "⎋[1mab⎋(B⎋[0mc⎋[1;1H")
    }

    /// A cell placed by hand is U+00A0 over its columns, as in ncurses's picture; a wide
    /// grapheme's right half sends nothing.
    @Test func cellsPlacedByHandAreNoBreakSpaces() throws {
        var canvas = Canvas(width: 6, height: 1)
        canvas.write("实✈️x", at: Point(x: 0, y: 0))
        #expect(try Self.bytes(canvas, byHand: [2]) == Self.start + "实\u{A0}\u{A0}x⎋[1;1H")
    }

    @Test(arguments: ["xterm", "xterm-16color", "xterm-256color", "xterm-direct", "tmux-256color", "screen-256color", "linux"])
    func theTerminalsTestedRepaintByHand(_ term: String) throws {
        try Self.load(term)
        #expect(RepaintStrings.current(TerminalStrings.current(), usesColor: term != "linux") != nil)
    }

    /// ansi writes its bottom-right cell with a scroll (am without xenl); linux cannot underline
    /// in colour (ncv), which ncurses knows and a repaint by hand would not.
    @Test(arguments: [("ansi", false), ("linux", true)])
    func terminalsLackingWhatItNeedsAreLeftToNcurses(_ term: String, _ usesColor: Bool) throws {
        try Self.load(term)
        #expect(RepaintStrings.current(TerminalStrings.current(), usesColor: usesColor) == nil)
    }
}
