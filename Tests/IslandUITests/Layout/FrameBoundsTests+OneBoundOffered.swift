@testable import IslandUI
import Testing

extension FrameBoundsTests {
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

extension FrameBoundsTests {
    /// A span below one is one part, as SwiftUI clamps it: a third of 30 columns, not nothing
    /// (the text ends at the third's trailing edge, column 10).
    @Test func aSpanBelowOneIsOnePart() {
        func drawn(span: Int) -> String {
            render(Text("ab").containerRelativeFrame(.horizontal, count: 3, span: span, spacing: 0, alignment: .trailing), width: 30)
        }
        let third = String(repeating: " ", count: 8) + "ab" + String(repeating: " ", count: 20) + "¶"
        #expect(drawn(span: 1) == third)
        #expect(drawn(span: 0) == third)
        #expect(drawn(span: -2) == third)
    }
}

extension FrameBoundsTests {
    /// Parts with spacing: three parts of 240 points with 16 between them are (240 − 2 × 16) / 3
    /// = 69⅓ points, 9 columns: the text at the first part's trailing edge ends at column 9.
    @Test func partsLeaveRoomForTheSpacingBetweenThem() {
        #expect(render(Text("ab").containerRelativeFrame(.horizontal, count: 3, span: 1, spacing: 16, alignment: .trailing), width: 30)
                == String(repeating: " ", count: 7) + "ab" + String(repeating: " ", count: 21) + "¶")
    }

    /// Content that draws, framed narrower than a cell, takes a cell; an empty gap keeps its
    /// size (half a column here: none).
    @Test func drawnContentTakesACellAndAGapKeepsItsSize() {
        #expect(render(HStack(spacing: 0) { Text("a"); Text("x").frame(width: 4); Text("b") }, width: 10) == "    axb   ¶")
        #expect(render(HStack(spacing: 0) { Text("a"); Spacer().frame(width: 4); Text("b") }.fixedSize(), width: 10) == "    ab    ¶")
    }
}
