import Foundation
import Testing
import TerminalCanvas
@testable import IslandUI

extension VerticalAlignment {
    /// A guide of one's own, at a view's bottom unless it says otherwise.
    private enum Mid: AlignmentID {
        static func defaultValue(in d: ViewDimensions) -> CGFloat { d[.bottom] }
    }
    static let mid = VerticalAlignment(Mid.self)
}

extension HorizontalAlignment {
    /// Where a label's colon is: its trailing edge unless it says otherwise.
    private enum Colon: AlignmentID {
        static func defaultValue(in d: ViewDimensions) -> CGFloat { d[.trailing] }
    }
    static let colon = HorizontalAlignment(Colon.self)
}

/// Custom `AlignmentID`s and `alignmentGuide`: a stack lines its children's guides up.
@Suite("Alignment guides")
struct AlignmentGuideTests {
    private let column = VStack(spacing: 0) { Text("a"); Text("b"); Text("c"); Text("d") }

    @Test func aGuideOfOnesOwnAlignsByItsDefault() {
        // .mid is each view's bottom: x's bottom on the column's.
        #expect(render(HStack(alignment: .mid, spacing: 0) { column; Text("x") }, width: 2) == """
            a ¶
            b ¶
            c ¶
            dx
            """)
    }

    @Test func alignmentGuideMovesAViewsGuide() {
        // The column's .mid is its centre (32 points down): x's bottom meets it, on row 1.
        let view = HStack(alignment: .mid, spacing: 0) {
            column.alignmentGuide(.mid) { d in d[VerticalAlignment.center] }
            Text("x")
        }
        #expect(render(view, width: 2) == """
            a ¶
            bx
            c ¶
            d ¶
            """)
    }

    @Test func aMovedBuiltInGuideShiftsTheViewAndGrowsTheStack() {
        // The second line's leading guide 16 points left of its edge: it starts 2 columns in.
        let view = VStack(alignment: .leading, spacing: 0) {
            Text("Departs")
            Text("12:40").alignmentGuide(.leading) { _ in -16 }
        }
        #expect(render(view, width: 7) == """
            Departs
              12:40
            """)
    }

    @Test func colonsLineUpAcrossRows() {
        let view = VStack(alignment: .colon, spacing: 0) {
            Text("Gate: B12").alignmentGuide(.colon) { _ in 40 }
            Text("Seat: 14A").alignmentGuide(.colon) { _ in 40 }
            Text("Boarding: 12:40").alignmentGuide(.colon) { _ in 72 }
        }
        #expect(render(view, width: 15) == """
                Gate: B12  ¶
                Seat: 14A  ¶
            Boarding: 12:40
            """)
    }

    @Test func framesAlignByAGuideOfOnesOwn() {
        #expect(render(Text("x").frame(width: 24, height: 48, alignment: Alignment(horizontal: .trailing, vertical: .mid)), width: 3) == """
               ¶
               ¶
              x
            """)
    }

    @Test func dimensionsReadDefaultsAndExplicitValues() {
        var d = ViewDimensions(width: 40, height: 32)
        #expect(d[.mid] == 32 && d[HorizontalAlignment.center] == 20 && d[explicit: .mid] == nil)
        d.explicitVertical[.mid] = 8
        #expect(d[.mid] == 8 && d[explicit: .mid] == 8)
        #expect(VerticalAlignment.mid != .bottom && VerticalAlignment.firstTextBaseline != .top)
    }
}
