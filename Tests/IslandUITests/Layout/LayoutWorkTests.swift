import Foundation
@testable import IslandUI
import Testing

/// A layout pass measures each view a bounded number of times, whatever the tree's size: the work
/// the `layout` fuzz target holds to 100 measurements a view. Counted, not timed.
struct LayoutWorkTests {
    func work(rows count: Int, columns: Int) -> LayoutWork {
        let renderer = ViewRenderer()
        let view = VStack(alignment: .leading) {
            ForEach(0..<count, id: \.self) { row in
                HStack { ForEach(0..<columns, id: \.self) { Text("\(row).\($0)") }; Spacer() }
            }
        }
        let node = renderer.resolve(view)
        _ = renderer.layout(node, width: 40, height: nil)
        return node.layoutWork
    }

    @Test func measurementsGrowWithTheViewsNotFaster() {
        let works = [10, 100, 1_000].map { work(rows: $0, columns: 3) }
        for work in works { #expect(work.measurements <= 100 * work.nodes, "\(work)") }
        // Ten times the rows: about ten times the work, not a hundred.
        #expect(works[1].measurements <= 12 * works[0].measurements, "\(works)")
        #expect(works[2].measurements <= 12 * works[1].measurements, "\(works)")
        #expect(works[0].measurements > 0)
    }
}
