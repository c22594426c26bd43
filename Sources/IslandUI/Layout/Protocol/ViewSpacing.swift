import Foundation

/// The space a view likes around it, as SwiftUI's `ViewSpacing`: what a custom ``Layout`` reads
/// from `subview.spacing` to space neighbours as the built-in stacks do.
///
/// In a terminal the stacks' own defaults: one column between neighbours in a row, no row
/// between neighbours in a column (a row is 16 points tall; SwiftUI's 8 would become a whole
/// blank row).
///
///     let gap = subviews[0].spacing.distance(to: subviews[1].spacing, along: .horizontal)  // 8
public struct ViewSpacing: Sendable, Hashable {
    /// The space wanted on each edge, in points.
    var edges: EdgeInsets

    /// The default spacing of a view.
    public init() {
        edges = EdgeInsets(top: 0, leading: 8, bottom: 0, trailing: 8)
    }

    init(edges: EdgeInsets) { self.edges = edges }

    /// No space on any edge.
    public static let zero = ViewSpacing(edges: EdgeInsets())

    /// Takes the larger preference of the two on each of `edges`.
    public mutating func formUnion(_ other: ViewSpacing, edges: Edge.Set = .all) {
        if edges.contains(.top) { self.edges.top = max(self.edges.top, other.edges.top) }
        if edges.contains(.leading) { self.edges.leading = max(self.edges.leading, other.edges.leading) }
        if edges.contains(.bottom) { self.edges.bottom = max(self.edges.bottom, other.edges.bottom) }
        if edges.contains(.trailing) { self.edges.trailing = max(self.edges.trailing, other.edges.trailing) }
    }

    /// This spacing with the larger preference of the two on each of `edges`.
    public func union(_ other: ViewSpacing, edges: Edge.Set = .all) -> ViewSpacing {
        var spacing = self
        spacing.formUnion(other, edges: edges)
        return spacing
    }

    /// The space between a view with this spacing and `next` after it along `axis`: the larger
    /// of what the two want on the edges that meet.
    public func distance(to next: ViewSpacing, along axis: Axis) -> CGFloat {
        switch axis {
        case .horizontal: CGFloat(max(edges.trailing, next.edges.leading))
        case .vertical: CGFloat(max(edges.bottom, next.edges.top))
        }
    }
}
