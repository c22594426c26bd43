import Testing
import TerminalCanvas
@testable import IslandUI

/// Stacks with spacers, priorities and truncating text at every width from 0 to 60.
@Suite("Width sweeps")
struct WidthSweepTests {
    static var row: some View {
        HStack {
        Image(systemName: "car.fill")
        Text("Driver is arriving at the pickup point").lineLimit(1)
        Spacer()
        Text("ETA 5 min").lineLimit(1).layoutPriority(1)
        }
    }

    @Test(arguments: 0...60)
    func nothingOverlapsOrLeavesTheCanvas(width: Int) {
        let placed = leaves(of: Self.row, width: width).filter { $0.rect.width > 0 && $0.rect.height > 0 }
        for (_, rect) in placed {
            #expect(rect.minX >= 0 && rect.maxX <= width, "outside the canvas at width \(width): \(rect)")
        }
        let sorted = placed.map(\.rect).sorted { $0.minX < $1.minX }
        for (left, right) in zip(sorted, sorted.dropFirst()) {
            #expect(left.maxX <= right.minX, "overlap at width \(width): \(left) and \(right)")
        }
    }

    @Test(arguments: 0...60)
    func theHigherPriorityTextIsCutOnlyWhenTheOtherIsAtItsMinimum(width: Int) {
        let text = render(Self.row, width: width)
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.count <= 1, "the row must stay one line at width \(width)")
        let shown = text.replacingOccurrences(of: "¶", with: "")
        if !shown.contains("ETA 5 min") && width >= 12 {
            // The ETA may be cut only once the low-priority text is down to its ellipsis.
            #expect(!shown.contains("Dr"), "ETA cut while the driver text kept room at width \(width): \(shown)")
        }
        #expect(shown.count <= width + 1)
    }

    @Test(arguments: 0...60)
    func paintingIsDeterministic(width: Int) {
        #expect(render(Self.row, width: width) == render(Self.row, width: width))
    }
}

/// A column of wrapping text with a flexible frame, at every width from 0 to 60.
@Suite("Width sweeps of a column")
struct ColumnWidthSweepTests {
    static var card: some View {
        VStack(alignment: .leading) {
            Text("Your order from Mario's Pizzeria is out for delivery").lineLimit(3)
            HStack {
                Text("ETA").bold()
                Spacer()
                Text("7:42 PM")
            }
            ProgressView(value: 0.6)
        }
        .frame(maxWidth: .infinity, alignment: .leading)
    }

    @Test(arguments: 0...60)
    func everyLineFitsAndNothingIsLost(width: Int) {
        let lines = render(Self.card, width: width).split(separator: "\n", omittingEmptySubsequences: false)
        for line in lines {
            #expect(String(line).replacingOccurrences(of: "¶", with: "").displayWidth == width,
                    "a line of \(width)-column output is not \(width) wide: \(line)")
        }
        if width >= 16 {
            // The title wraps to at most three lines; the ETA row and the bar follow it.
            #expect(lines.count <= 5 && lines.count >= 3)
            #expect(lines.contains { $0.contains("ETA") && $0.contains("7:42 PM") })
        }
    }
}
