import Foundation
@testable import IslandUI
import Testing

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
