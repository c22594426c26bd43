import Foundation
@testable import IslandUI
import Testing

/// Layout reuse for the kinds `LayoutReuseKindTests` leaves out: an image's glyph, a z-stack and a
/// background or overlay. The same tree twice is handed its last layout; one whose glyph width,
/// z-stack alignment or decoration alignment differs is laid out again, and draws as a fresh
/// renderer draws it.
@Suite("Layout reuse of glyphs, z-stacks and decorations")
struct LayoutReuseDecorationTests {
    static var same: [(String, any View)] { [
        ("an image", Image(systemName: "star.fill")),
        ("a z-stack", ZStack(alignment: .leading) { Text("abc"); Text("x") }),
        ("a background", Text("x").background(Color.red)),
        ("an overlay", Text("abc").overlay(alignment: .trailing) { Text("y") }),
    ] }

    @Test(arguments: same.indices)
    func aTreeLikeTheLastIsHandedItsLayout(_ index: Int) {
        let (name, view) = Self.same[index]
        let renderer = ViewRenderer()
        let first = renderer.render(AnyView(view), width: 16).canvas.plainText
        let second = renderer.render(AnyView(view), width: 16).canvas.plainText
        #expect(second == first, "\(name)")
        #expect(renderer.layoutStatistics.reused == 1, "\(name)")
        #expect(renderer.layoutStatistics.laidOut == 1, "\(name)")
    }

    static var different: [(String, any View, any View)] { [
        ("a z-stack aligned leading, then trailing",
         ZStack(alignment: .leading) { Text("abcdef"); Text("x") }, ZStack(alignment: .trailing) { Text("abcdef"); Text("x") }),
        ("an overlay aligned leading, then trailing",
         Text("abcdef").overlay(alignment: .leading) { Text("y") }, Text("abcdef").overlay(alignment: .trailing) { Text("y") }),
        ("a background aligned leading, then trailing",
         Text("abcdef").background(alignment: .leading) { Text("y") }, Text("abcdef").background(alignment: .trailing) { Text("y") }),
    ] }

    @Test(arguments: different.indices)
    func aTreeWhoseSizesCouldDifferIsLaidOutAgain(_ index: Int) {
        let (name, last, next) = Self.different[index]
        let renderer = ViewRenderer()
        _ = renderer.render(AnyView(last), width: 16)
        let drawn = renderer.render(AnyView(next), width: 16).canvas.plainText
        #expect(drawn == ViewRenderer().render(AnyView(next), width: 16).canvas.plainText, "\(name)")
        #expect(renderer.layoutStatistics.reused == 0, "\(name)")
        #expect(renderer.layoutStatistics.laidOut == 2, "\(name)")
    }
}

/// The values a layout pass is built from, on their own.
@Suite("Proposals and subviews")
struct ProposalAndSubviewTests {
    /// Replacing one axis's length keeps the other's.
    @Test func replacingAnAxisKeepsTheOther() {
        let proposal = ProposedSize(width: 10, height: 4)
        #expect(proposal.replacing(.horizontal, with: 7) == ProposedSize(width: 7, height: 4))
        #expect(proposal.replacing(.vertical, with: 7) == ProposedSize(width: 10, height: 7))
        #expect(proposal.replacing(.vertical, with: nil) == ProposedSize(width: 10, height: nil))
    }
}

/// A frame that states only a maximum offers its child no more than that maximum, so text in it
/// wraps to the maximum and the frame is as tall as the wrapped text (SwiftUI's
/// `frame(maxWidth:)`). 32 points are 4 columns.
@Suite("A frame with only a maximum")
struct MaximumOnlyFrameTests {
    @Test func textWrapsToTheMaximumAndTheFrameIsAsTallAsItsLines() {
        let view = VStack(alignment: .leading, spacing: 0) {
            Text("aaaa bbbb cccc").frame(maxWidth: 32, alignment: .leading)
            Text("end")
        }
        // Offered ten columns, the frame offers its text four; the column is as wide as that and
        // is centred.
        #expect(render(view, width: 10) == """
               aaaa   ¶
               bbbb   ¶
               cccc   ¶
               end    ¶
            """)
    }

    /// Measured for its ideal width, the frame gives at most its maximum: a row sharing out its
    /// room gives the text four columns, and the text wraps in them (it was given its ideal
    /// width of nine, drawn on one line over the row below the bar).
    @Test func inARowTheMaximumCapsTheTextBesideAnother() {
        let view = HStack(alignment: .top, spacing: 8) {
            Text("aaaa bbbb").frame(maxWidth: 32, alignment: .leading)
            Text("|")
        }
        #expect(render(view, width: 12) == """
               aaaa |   ¶
               bbbb     ¶
            """)
    }
}

/// A background with no decoration (a builder that produced nothing) draws its content alone.
@Test func aBackgroundWhoseDecorationIsEmptyDrawsItsContent() {
    let show = false
    let view = Text("hi").background { if show { Color.red } }
    #expect(render(view, width: 4) == " hi ¶")
}

/// A layout that puts its first subview on a line of its own and the rest on the line below,
/// finding the first by comparing subviews (`LayoutSubview` is `Equatable`, as in SwiftUI).
private struct HeadlineLayout: Layout {
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let sizes = subviews.map { $0.sizeThatFits(.unspecified) }
        let rest = sizes.dropFirst().map(\.width).reduce(0, +)
        return CGSize(width: max(sizes.first?.width ?? 0, rest), height: subviews.count > 1 ? 2 * (sizes.first?.height ?? 0) : sizes.first?.height ?? 0)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        guard let first = subviews.first else { return }
        var x = bounds.minX
        for subview in subviews {
            let size = subview.sizeThatFits(.unspecified)
            if subview == first {
                subview.place(at: bounds.origin, anchor: .topLeading, proposal: ProposedViewSize(size))
            } else {
                subview.place(at: CGPoint(x: x, y: bounds.minY + size.height), anchor: .topLeading, proposal: ProposedViewSize(size))
                x += size.width
            }
        }
    }
}

@Test func aSubviewEqualsItselfAndNoOther() {
    #expect(render(HeadlineLayout { Text("Head"); Text("ab"); Text("cd") }, width: 4) == """
        Head
        abcd
        """)
}
