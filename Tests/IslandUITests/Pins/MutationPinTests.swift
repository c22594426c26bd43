@testable import IslandUI
import Testing

// Cases the full mutation run (docs/Reliability.md) found no test for. Lengths are points: a
// column is 8, a row 16 (`CellMetrics.standard`); `¶` marks a line's trailing spaces.

@Suite("Pinned by the mutation run: layout")
struct LayoutMutationPinTests {
    /// A frame with only an ideal width offers it to its child when asked for its ideal size
    /// (`fixedSize`), so the text wraps to it; a proposal alone would leave the text on one line.
    @Test func aFrameWithOnlyAnIdealWidthOffersItToItsChild() {
        let margin = String(repeating: " ", count: 13)
        #expect(render(Text("one two three").frame(idealWidth: 40).fixedSize(), width: 30) == [
            margin + "one" + String(repeating: " ", count: 14) + "¶",
            margin + "two" + String(repeating: " ", count: 14) + "¶",
            margin + "three" + String(repeating: " ", count: 12) + "¶",
        ].joined(separator: "\n"))
    }

    /// A frame with only a minimum width offers at least that where the space is narrower: the
    /// text is measured on one line at 10 columns (the stack is one row tall for it), and the
    /// 6-column screen shows its middle; offered the 6 it would wrap and take two rows.
    @Test func aFrameWithOnlyAMinimumOffersAtLeastIt() {
        #expect(render(VStack(spacing: 0) { Text("abc def g").frame(minWidth: 80); Text("x") }, width: 6) == """
            bc def
               x  ¶
            """)
    }
}
