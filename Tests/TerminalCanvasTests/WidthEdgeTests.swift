import Testing
import TerminalCanvas

/// The width tables at the edges of their ranges, where a table one entry off still passes every
/// test in the middle of a range: each case is the first or the last scalar of a range Unicode
/// gives a width (EastAsianWidth.txt, the general categories Mn, Me and Cf), or the scalar just
/// outside it.
@Suite("Widths at the edges of Unicode's ranges")
struct WidthEdgeTests {
    /// U+0300 COMBINING GRAVE ACCENT opens the first block of combining marks (Mn): it is 0
    /// wide on its own and adds nothing to its base, like every mark after it; U+02FF, the last
    /// modifier letter before it, is a spacing character, one column.
    @Test func theFirstCombiningMarkIsZeroWide() {
        #expect("\u{300}".displayWidth == 0)
        #expect(Character("\u{300}").displayWidth == 0)
        #expect("e\u{300}".displayWidth == 1)
        #expect("a\u{300}b".displayWidth == 2)
        #expect("\u{2FF}".displayWidth == 1)
        #expect("\u{36F}".displayWidth == 0)   // the block's last mark
        #expect("\u{370}".displayWidth == 1)   // Greek's first letter, after the block
    }
}
