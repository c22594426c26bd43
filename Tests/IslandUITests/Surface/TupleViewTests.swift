import Testing
@testable import IslandUI

/// `TupleView`, which code that names SwiftUI's types writes by hand: its views are drawn as a
/// `@ViewBuilder` block's would be, laid out by the container they are in.
@Suite("TupleView")
struct TupleViewTests {
    @Test func aTuplesViewsStackAsABlocksWould() {
        let tuple = VStack(alignment: .leading) { TupleView((Text("Pickup"), Text("12:30"), Image(systemName: "bag"))) }
        let block = VStack(alignment: .leading) {
            Text("Pickup")
            Text("12:30")
            Image(systemName: "bag")
        }
        #expect(render(tuple, width: 8) == render(block, width: 8))
        #expect(render(tuple, width: 8).hasPrefix(" Pickup ¶\n 12:30"), "\(render(tuple, width: 8))")
    }

    @Test func aTupleInARowIsSideBySide() {
        let view = HStack(spacing: 8) { TupleView((Text("A"), Text("B"))) }
        #expect(render(view, width: 5, height: 1) == render(HStack(spacing: 8) { Text("A"); Text("B") }, width: 5, height: 1))
        #expect(render(view, width: 5, height: 1).contains("A B"))
    }

    @Test func aSingleViewOrNoViewsDrawWhatTheyHold() {
        #expect(render(TupleView(Text("Only")), width: 4, height: 1) == "Only")
        #expect(TupleView<(Int, Text)>.views(of: (3, Text("x"))).count == 1)
    }
}
