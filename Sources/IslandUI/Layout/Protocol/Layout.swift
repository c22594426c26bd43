import Foundation

/// A container of your own, as SwiftUI's `Layout`: you size it and place its subviews.
///
///     struct Staircase: Layout {
///         func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
///             let sizes = subviews.map { $0.sizeThatFits(.unspecified) }
///             return CGSize(width: sizes.map(\.width).reduce(0, +), height: sizes.map(\.height).reduce(0, +))
///         }
///         func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
///             var point = bounds.origin
///             for subview in subviews {
///                 let size = subview.sizeThatFits(.unspecified)
///                 subview.place(at: point, proposal: ProposedViewSize(size))
///                 point.x += size.width
///                 point.y += size.height
///             }
///         }
///     }
///
///     Staircase { Text("a"); Text("b"); Text("c") }      a
///                                                          b
///                                                           c
///
/// Your code decides every size and place, in points; the engine turns the frames into cells at
/// the end, as it does for every view (8 points a column and 16 a row by default), so a
/// subview placed at a fraction of a cell lands on the nearest cell edge. `Layout` is not
/// `Animatable` here: a Live Activity's layout changes are drawn by Motion, not interpolated.
public protocol Layout {
    /// What the layout keeps between calls (nothing by default).
    associatedtype Cache = Void
    /// The subviews the layout arranges.
    typealias Subviews = LayoutSubviews

    /// Properties of the layout: a stack's orientation.
    static var layoutProperties: LayoutProperties { get }

    /// A cache for `subviews`, made when the layout first sizes them.
    func makeCache(subviews: Subviews) -> Cache
    /// Brings the cache up to date for a new layout pass (made again by default).
    func updateCache(_ cache: inout Cache, subviews: Subviews)
    /// The space the container likes around it: its subviews' preferences together by default.
    func spacing(subviews: Subviews, cache: inout Cache) -> ViewSpacing
    /// The container's size for `proposal`.
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGSize
    /// Places each subview in `bounds` (the container's frame, in the parent's coordinates).
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache)
    /// Where the container's own horizontal guide is, if not where the default puts it.
    func explicitAlignment(
        of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache
    ) -> CGFloat?
    /// Where the container's own vertical guide is, if not where the default puts it.
    func explicitAlignment(
        of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache
    ) -> CGFloat?
}

extension Layout {
    public static var layoutProperties: LayoutProperties { LayoutProperties() }

    public func updateCache(_ cache: inout Cache, subviews: Subviews) {
        cache = makeCache(subviews: subviews)
    }

    public func spacing(subviews: Subviews, cache: inout Cache) -> ViewSpacing {
        subviews.reduce(ViewSpacing.zero) { $0.union($1.spacing) }
    }

    public func explicitAlignment(
        of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache
    ) -> CGFloat? { nil }

    public func explicitAlignment(
        of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache
    ) -> CGFloat? { nil }

    /// The container with `content` as its subviews: `MyStack { Text("a"); Text("b") }`, or
    /// `layout { … }` with an ``AnyLayout``.
    public func callAsFunction<V: View>(@ViewBuilder _ content: () -> V) -> some View {
        LayoutContainer(layout: self, content: AnyView(content()))
    }
}

extension Layout where Cache == () {
    public func makeCache(subviews: Subviews) -> Cache { () }
}

/// Properties of a ``Layout``, as SwiftUI's `LayoutProperties`.
public struct LayoutProperties: Sendable {
    /// The axis the layout stacks along, if it is a stack (what a `Spacer` or `Divider` in it
    /// follows); nil for any other layout.
    public var stackOrientation: Axis?

    public init() { stackOrientation = nil }
}

/// A layout that draws as one of the engine's own containers (the stacks as `Layout`s, and
/// `AnyLayout` wrapping one): through the constraint solver, exactly as `HStack` draws.
package protocol NodeMakingLayout {
    func makeNode(content: AnyView, in context: NodeContext) -> ViewNode
}

/// The view `layout { … }` gives.
struct LayoutContainer<L: Layout>: View, PrimitiveView {
    let layout: L
    let content: AnyView

    func makeNode(in context: NodeContext) -> ViewNode {
        if let builtIn = layout as? NodeMakingLayout { return builtIn.makeNode(content: content, in: context) }
        return ViewNode(.custom(CustomLayoutSpec(layout)), children: [content.makeNode(in: context)], identity: context.identity)
    }
}
