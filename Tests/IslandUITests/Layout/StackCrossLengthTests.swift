import Testing
@testable import IslandUI

/// A stack measures its children once per length across its axis in a pass, and a column asked
/// at another width measures again: text in it wraps to each width it is offered. A row offering
/// a column its minimum, ideal and final widths in one pass gets the column's height at each.
@Suite("A stack measured at several cross lengths in one pass")
struct StackCrossLengthTests {
    @Test func aColumnInARowWrapsToTheWidthItIsGiven() {
        let view = HStack(alignment: .top, spacing: 8) {
            VStack(alignment: .leading, spacing: 0) {
                Text("one two three")
                Text("four")
            }
            Text("|")
        }
        #expect(render(view, width: 12) == """
            one two    |
            three       ¶
            four        ¶
            """)
    }

    @Test func twoColumnsShareARowAndEachWrapsToItsShare() {
        let view = HStack(alignment: .top, spacing: 8) {
            VStack(alignment: .leading, spacing: 0) { Text("alpha beta gamma") }
            VStack(alignment: .leading, spacing: 0) { Text("delta epsilon") }
        }
        #expect(render(view, width: 16) == """
            alpha    delta  ¶
            beta     epsilon
            gamma           ¶
            """)
    }
}
