import Foundation
import Testing
import TerminalCanvas
@testable import IslandUI

/// Containers of the user's own `Layout`: its code decides every size and place, in points,
/// and the grid shows the cells those points fall on.
@Suite("The Layout protocol")
struct CustomLayoutTests {
    @Test func aCustomLayoutPlacesEachSubviewWhereItsCodeSays() {
        let view = Staircase { Text("a"); Text("bb"); Text("c") }
        #expect(render(view, width: 3) == """
            a  ¶
             bb
              c
            """)
    }

    @Test func subviewsAreMeasuredForTheProposalsTheLayoutMakes() {
        // Each subview is given the widest one's ideal width, and spaced as a row spaces; "B12"
        // centred in 8 columns starts at 11.5, a cell edge rounded half up.
        let view = EqualWidthRow { Text("Gate"); Text("B12"); Text("Boarding") }
        #expect(render(view, width: 26) == "  Gate      B12   Boarding")
    }

    @Test func theCacheAnchorsAndLayoutValuesReachTheLayout() {
        // Placed right to left from the trailing edge, by rank; the cache counts the passes.
        let counter = PassCounter()
        let view = RankedFromTrailing(counter: counter) {
            Text("low")
            Text("top").layoutValue(key: Rank.self, value: 2)
            Text("mid").layoutValue(key: Rank.self, value: 1)
        }
        #expect(render(view, width: 11) == "low mid top")
        #expect(counter.made == 1)
    }

    @Test func anyLayoutSwitchesBetweenARowAndAColumnAsTheStacksDrawThem() {
        func status(isWide: Bool) -> some View {
            let layout = isWide ? AnyLayout(HStackLayout(spacing: 16)) : AnyLayout(VStackLayout(alignment: .leading))
            return layout {
                Text("ETA")
                Text("12 min")
            }
        }
        #expect(render(status(isWide: true), width: 11) == "ETA  12 min")
        #expect(render(status(isWide: false), width: 6) == """
            ETA   ¶
            12 min
            """)
        #expect(render(AnyLayout(ZStackLayout(alignment: .trailing)) { Text("1234"); Text("ab") }, width: 4) == "12ab")
        // The same as the stacks written out, through the same solver.
        #expect(render(HStackLayout() { Text("a"); Spacer(); Text("b") }.frame(width: 40), width: 5)
            == render(HStack { Text("a"); Spacer(); Text("b") }.frame(width: 40), width: 5))
    }

    @Test func theStackLayoutsCalledFromALayoutOfOneselfPlaceAtIdealSizes() {
        // A layout that defers to VStackLayout's own sizeThatFits and placeSubviews.
        let view = Deferring(inner: VStackLayout(alignment: .trailing)) { Text("1"); Text("234") }
        #expect(render(view, width: 3) == """
              1
            234
            """)
    }

    @Test func proposedViewSizeAsSwiftUIs() {
        #expect(ProposedViewSize.unspecified.replacingUnspecifiedDimensions() == CGSize(width: 10, height: 10))
        #expect(ProposedViewSize(width: 40, height: nil).replacingUnspecifiedDimensions(by: CGSize(width: 1, height: 2))
            == CGSize(width: 40, height: 2))
        #expect(ProposedViewSize.zero == ProposedViewSize(CGSize.zero))
        #expect(ProposedViewSize.infinity.width == .infinity)
        #expect(ViewSpacing().distance(to: ViewSpacing(), along: .horizontal) == 8)
        #expect(ViewSpacing().distance(to: .zero, along: .vertical) == 0)
    }

    @Test func whatALayoutGetsWrongCannotBreakTheGrid() {
        // A NaN or infinite place is the container's corner; a NaN size none at all.
        #expect(render(Broken(sizeIsBroken: false) { Text("x") }.frame(width: 24, height: 16), width: 3) == "x  ¶")
        #expect(render(HStack(spacing: 0) { Text("a"); Broken(sizeIsBroken: true) { Text("x") }; Text("b") }, width: 2) == "ab")
    }
}

/// Each subview one column right of and one row below the last.
private struct Staircase: Layout {
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let sizes = subviews.map { $0.sizeThatFits(.unspecified) }
        let width = sizes.enumerated().map { CGFloat($0.offset) * 8 + $0.element.width }.max() ?? 0
        return CGSize(width: width, height: sizes.map(\.height).reduce(0, +))
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        var point = bounds.origin
        for subview in subviews {
            let size = subview.sizeThatFits(.unspecified)
            subview.place(at: point, anchor: .topLeading, proposal: ProposedViewSize(size))
            point.x += 8
            point.y += size.height
        }
    }
}

/// A row whose subviews all take the widest one's width, centred in it.
private struct EqualWidthRow: Layout {
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let cell = widest(subviews)
        let gaps = zip(subviews, subviews.dropFirst()).map { $0.spacing.distance(to: $1.spacing, along: .horizontal) }
        return CGSize(width: cell.width * CGFloat(subviews.count) + gaps.reduce(0, +), height: cell.height)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        let cell = widest(subviews)
        var x = bounds.minX + cell.width / 2
        for index in subviews.indices {
            subviews[index].place(at: CGPoint(x: x, y: bounds.midY), anchor: .center, proposal: ProposedViewSize(cell))
            if index + 1 < subviews.endIndex {
                x += cell.width + subviews[index].spacing.distance(to: subviews[index + 1].spacing, along: .horizontal)
            }
        }
    }

    private func widest(_ subviews: Subviews) -> CGSize {
        subviews.map { $0.dimensions(in: .unspecified) }.reduce(.zero) {
            CGSize(width: max($0.width, $1.width), height: max($0.height, $1.height))
        }
    }
}

private struct Rank: LayoutValueKey {
    static let defaultValue = 0
}

private final class PassCounter: @unchecked Sendable {
    var made = 0
}

/// Subviews by rank, highest at the trailing edge, a column apart; the order kept in its cache.
private struct RankedFromTrailing: Layout {
    let counter: PassCounter

    struct Cache {
        var order: [Int]
    }

    func makeCache(subviews: Subviews) -> Cache {
        counter.made += 1
        return Cache(order: subviews.indices.sorted { subviews[$0][Rank.self] > subviews[$1][Rank.self] })
    }

    func updateCache(_ cache: inout Cache, subviews: Subviews) {
        cache.order = subviews.indices.sorted { subviews[$0][Rank.self] > subviews[$1][Rank.self] }
    }

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGSize {
        let widths = subviews.map { $0.sizeThatFits(.unspecified).width }
        return CGSize(width: widths.reduce(0, +) + CGFloat(max(0, subviews.count - 1)) * 8, height: 16)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) {
        var x = bounds.maxX
        for index in cache.order {
            let size = subviews[index].sizeThatFits(.unspecified)
            subviews[index].place(at: CGPoint(x: x, y: bounds.minY), anchor: .topTrailing, proposal: ProposedViewSize(size))
            x -= size.width + 8
        }
    }
}

/// A layout that hands everything to another.
private struct Deferring<Inner: Layout>: Layout where Inner.Cache == () {
    let inner: Inner

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        inner.sizeThatFits(proposal: proposal, subviews: subviews, cache: &cache)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        inner.placeSubviews(in: bounds, proposal: proposal, subviews: subviews, cache: &cache)
    }
}

/// A layout whose numbers are all wrong.
private struct Broken: Layout {
    let sizeIsBroken: Bool

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        sizeIsBroken ? CGSize(width: CGFloat.nan, height: -CGFloat.infinity) : proposal.replacingUnspecifiedDimensions()
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        subviews.first?.place(at: CGPoint(x: CGFloat.infinity, y: CGFloat.nan), proposal: .infinity)
    }
}

extension CustomLayoutTests {
    /// HStackLayout and VStackLayout called from a layout of one's own measure as a stack does:
    /// a row is as wide as its subviews and gaps and as tall as the tallest, a column the other
    /// way round; the size is what a stack around them makes room for, and each subview is
    /// placed after the last along the stack's axis.
    @Test func theStackLayoutsCalledFromALayoutOfOneselfMeasureAlongTheirAxis() {
        let row = VStack(alignment: .leading, spacing: 0) {
            Deferring(inner: HStackLayout(alignment: .top, spacing: 8)) { Text("1"); Text("234\n5") }
            Text("end")
        }
        // (a column is 8 points; ¶ marks a line's end where spaces end it)
        #expect(render(row, width: 5) == """
            1 234
              5  ¶
            end  ¶
            """)
        let column = HStack(alignment: .top, spacing: 0) {
            Deferring(inner: VStackLayout(alignment: .leading, spacing: 0)) { Text("1"); Text("234") }
            Text("|")
        }
        #expect(render(column, width: 4) == """
            1  |
            234 ¶
            """)
    }
}

extension CustomLayoutTests {
    /// A layout's cache is made once, before its first measurement, and updated when a later
    /// layout pass starts (SwiftUI's `updateCache`), never between the measuring and the
    /// placing of one pass.
    @Test func aLayoutsCacheIsNotUpdatedWithinOnePass() {
        let log = CacheLog()
        _ = render(HStack { CacheLogging(log: log) { Text("a") }; Text("b") }, width: 5)
        #expect(log.made == 1)
        #expect(log.updated == 0)
    }

    /// A spacer's default minimum length is one column (8 points) along a row, as SwiftUI's
    /// spacing between views, and nothing along a column, where a row of the terminal is too
    /// much to keep empty.
    @Test func aSpacersDefaultMinimumIsAColumnInARowAndNothingInAColumn() {
        // At their ideal sizes, centred: the row three columns wide, the column two rows high.
        #expect(render(HStack(spacing: 0) { Text("a"); Spacer(); Text("b") }.fixedSize(), width: 5) == " a b ¶")
        #expect(render(VStack(spacing: 0) { Text("a"); Spacer(); Text("b") }.fixedSize(), width: 1, height: 3) == """
             ¶
            a
            b
            """)
    }
}

private final class CacheLog: @unchecked Sendable {
    var made = 0
    var updated = 0
}

/// A layout that records what is done with its cache.
private struct CacheLogging: Layout {
    let log: CacheLog

    func makeCache(subviews: Subviews) -> Int {
        log.made += 1
        return 0
    }

    func updateCache(_ cache: inout Int, subviews: Subviews) { log.updated += 1 }

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Int) -> CGSize {
        subviews.first?.sizeThatFits(.unspecified) ?? .zero
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Int) {
        subviews.first?.place(at: bounds.origin, anchor: .topLeading, proposal: .unspecified)
    }
}

extension CustomLayoutTests {
    /// What a stack layout called from a layout of one's own says its size is, along its axis,
    /// is what the views after it are placed after; and it places its subviews from its own
    /// origin, not the container's.
    @Test func theStackLayoutsSizesAndOriginsAreTheirOwn() {
        let row = HStack(alignment: .top, spacing: 0) {
            Deferring(inner: HStackLayout(alignment: .top, spacing: 0)) { Text("1"); Text("234\n5") }
            Text("|")
        }
        #expect(render(row, width: 5) == """
            1234|
             5   ¶
            """)
        let column = VStack(alignment: .leading, spacing: 0) {
            Text("top")
            Deferring(inner: VStackLayout(alignment: .leading, spacing: 0)) { Text("1"); Text("2") }
        }
        #expect(render(column, width: 3) == """
            top
            1  ¶
            2  ¶
            """)
    }
}
