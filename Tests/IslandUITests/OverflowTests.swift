import Testing
import TerminalCanvas
@testable import IslandUI

/// Content that does not fit its space, laid out as SwiftUI does: a column keeps every child at
/// least at its minimum and loses its last rows, never rows from the middle; text keeps within
/// the width it is offered, wrapping a word longer than the line between graphemes.
@Suite("What does not fit")
struct OverflowTests {
    static let rows = 13

    static var column: some View {
        VStack(alignment: .leading, spacing: 0) {
            ForEach(0..<rows, id: \.self) { Text("row \($0)") }
        }
    }

    /// The first `count` rows of the column, as a grid `width` columns wide.
    static func firstRows(_ count: Int, width: Int, indent: Int = 0) -> String {
        (0..<count).map { row -> String in
            let line = String(repeating: " ", count: indent) + "row \(row)"
            let padded = line + String(repeating: " ", count: max(0, width - line.count))
            return padded.hasSuffix(" ") ? padded + "¶" : padded
        }.joined(separator: "\n")
    }

    @Test(arguments: 0...rows)
    func aColumnTallerThanItsSpaceLosesItsLastRows(height: Int) {
        // Thirteen one-row texts offered `height` rows show the first `height` of them, in order.
        #expect(render(Self.column, width: 6, height: height) == Self.firstRows(height, width: 6))
    }

    @Test(arguments: 1...rows)
    func aColumnInATopAlignedFrameLosesItsLastRows(height: Int) {
        let view = Self.column.frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
        #expect(render(view, width: 8, height: height) == Self.firstRows(height, width: 8))
    }

    @Test func aColumnInAFixedFrameLosesItsLastRows() {
        // 160 points is ten rows: the frame is the space, the three rows past it are cut.
        let view = Self.column.frame(height: 160, alignment: .top)
        #expect(render(view, width: 6) == Self.firstRows(10, width: 6))
    }

    @Test func aShortColumnStillSharesAShortfallByPriority() {
        // Room for every child's minimum: no row is lost, the wrapping text gives way first.
        let view = VStack(alignment: .leading, spacing: 0) {
            Text("one two three four").layoutPriority(-1)
            Text("title").layoutPriority(1)
            Text("last")
        }
        #expect(render(view, width: 9, height: 4) == """
            one two  ¶
            three fo…
            title    ¶
            last     ¶
            """)
    }

    @Test func aWordLongerThanItsLineWrapsInAColumn() {
        let view = VStack(alignment: .leading) {
            Text(String(repeating: "A", count: 30) + " end")
            Text("next")
        }
        #expect(render(view, width: 12) == """
            AAAAAAAAAAAA
            AAAAAAAAAAAA
            AAAAAA end  ¶
            next        ¶
            """)
    }

    @Test func aWordLongerThanItsLineWrapsInARow() {
        let view = HStack { Text("Supercalifragilistic") }
        #expect(render(view, width: 8) == """
            Supercal
            ifragili
            stic    ¶
            """)
    }

    @Test func aLineLimitedWordLongerThanItsLineEndsInAnEllipsis() {
        let view = VStack(alignment: .leading) {
            Text(String(repeating: "A", count: 30) + " is on their way").lineLimit(2)
        }
        #expect(render(view, width: 12) == """
            AAAAAAAAAAAA
            AAAAAAAAAAA…
            """)
    }

    @Test func textInsideHorizontalPaddingKeepsToWhatThePaddingLeaves() {
        // 8 points a side is one column: ten columns are left for the text, not eleven.
        let view = VStack(alignment: .leading) {
            Text("Mario is on their way with AAAAAAAAAAAA")
        }
        .padding(.horizontal, 8)
        #expect(render(view, width: 12) == """
             Mario is   ¶
             on their   ¶
             way with   ¶
             AAAAAAAAAA ¶
             AA         ¶
            """)
    }

    @Test(arguments: 3...48)
    func textInsidePaddingNeverReachesThePadding(width: Int) {
        let views: [AnyView] = [
            AnyView(VStack(alignment: .leading) { Text("Driver Supercalifragilistic is on the way") }.padding(.horizontal, 8)),
            AnyView(Text("Driver Supercalifragilistic is on the way").padding(.horizontal, 8)),
            AnyView(HStack { Text("Supercalifragilistic"); Text("ETA") }.padding(.horizontal, 8)),
            AnyView(VStack { Text("Supercalifragilistic").lineLimit(1) }.padding(.horizontal, 16)),
        ]
        for (index, view) in views.enumerated() {
            let columns = index == 3 ? 2 : 1
            guard width > 2 * columns else { continue }
            for (node, rect) in leaves(of: view, width: width) {
                guard case .text = node.kind, rect.width > 0 else { continue }
                #expect(rect.minX >= columns && rect.maxX <= width - columns,
                        "view \(index) at width \(width): text at \(rect) reaches the padding")
            }
        }
    }
}
