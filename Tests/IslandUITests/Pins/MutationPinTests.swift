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

@Suite("Pinned by the mutation run: colours")
struct ColorMutationPinTests {
    /// Apple's system colours in each scheme, as the Human Interface Guidelines' colour table
    /// lists them (sRGB, 0–255): every entry pinned, light then dark.
    @Test func systemColoursAreApplesInEachScheme() {
        let table: [(SystemColor, light: (UInt8, UInt8, UInt8), dark: (UInt8, UInt8, UInt8))] = [
            (.red, (255, 59, 48), (255, 69, 58)), (.orange, (255, 149, 0), (255, 159, 10)),
            (.yellow, (255, 204, 0), (255, 214, 10)), (.green, (52, 199, 89), (48, 209, 88)),
            (.mint, (0, 199, 190), (99, 230, 226)), (.teal, (48, 176, 199), (64, 200, 224)),
            (.cyan, (50, 173, 230), (100, 210, 255)), (.blue, (0, 122, 255), (10, 132, 255)),
            (.indigo, (88, 86, 214), (94, 92, 230)), (.purple, (175, 82, 222), (191, 90, 242)),
            (.pink, (255, 45, 85), (255, 55, 95)), (.brown, (162, 132, 94), (172, 142, 104)),
            (.gray, (142, 142, 147), (142, 142, 147)),
            (.gray2, (174, 174, 178), (99, 99, 102)), (.gray3, (199, 199, 204), (72, 72, 74)),
            (.gray4, (209, 209, 214), (58, 58, 60)), (.gray5, (229, 229, 234), (44, 44, 46)),
            (.gray6, (242, 242, 247), (28, 28, 30)), (.label, (60, 60, 67), (235, 235, 245)),
            (.systemBackground, (255, 255, 255), (0, 0, 0)), (.systemGroupedBackground, (242, 242, 247), (0, 0, 0)),
            (.secondarySystemBackground, (242, 242, 247), (28, 28, 30)),
            (.tertiarySystemBackground, (255, 255, 255), (44, 44, 46)),
            (.secondarySystemGroupedBackground, (255, 255, 255), (28, 28, 30)),
            (.tertiarySystemGroupedBackground, (242, 242, 247), (44, 44, 46)),
            (.separator, (60, 60, 67), (84, 84, 88)), (.systemFill, (120, 120, 128), (120, 120, 128)),
            (.white, (255, 255, 255), (255, 255, 255)), (.black, (0, 0, 0), (0, 0, 0)),
        ]
        for (color, light, dark) in table {
            #expect(Color(value: .system(color)).terminalColor(in: .light) == .rgb(light.0, light.1, light.2), "\(color) light")
            #expect(Color(value: .system(color)).terminalColor(in: .dark) == .rgb(dark.0, dark.1, dark.2), "\(color) dark")
        }
        #expect(Color.secondary.terminalColor(in: .light) == .rgb(110, 110, 115))
        #expect(Color.secondary.terminalColor(in: .dark) == .rgb(152, 152, 157))
        #expect(Color.primary.terminalColor(in: .dark) == .default)
    }
}

extension LayoutMutationPinTests {
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

extension LayoutMutationPinTests {
    /// A stack overflows when its minimums and spacing need more than it is offered, beyond a
    /// rounding residue of 1e-9: exactly that much more still fits; a hair more does not.
    @Test func aStackOverflowsOnlyPastTheResidue() {
        func inputs(_ minimums: [Double], spacing: Double) -> StackLayout.Inputs {
            StackLayout.Inputs(minimums: minimums, ideals: minimums, maximums: minimums, priorities: minimums.map { _ in 0 }, spacing: spacing)
        }
        #expect(StackLayout.overflowing(inputs([4, 6], spacing: 0), offered: 10) == nil)
        #expect(StackLayout.overflowing(inputs([4, 6 + 1e-9], spacing: 0), offered: 10) == nil)
        #expect(StackLayout.overflowing(inputs([4, 6], spacing: 1e-9), offered: 10) == nil)
        #expect(StackLayout.overflowing(inputs([4, 6], spacing: 1e-6), offered: 10) == [4, 6])
        #expect(StackLayout.overflowing(inputs([4, 7], spacing: 0), offered: 10) == [4, 7])
    }
}

extension LayoutMutationPinTests {
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

    /// A timer shows hours unless told not to: an hour and five minutes to go is 1:05:00.
    @Test func aTimerShowsHoursByDefault() {
        let start = EnvironmentValues.standardDate
        #expect(render(Text(timerInterval: start...start.addingTimeInterval(3900)), width: 7) == "1:05:00")
    }
}

