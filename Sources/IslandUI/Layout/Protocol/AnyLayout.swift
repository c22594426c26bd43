import Foundation

/// Any ``Layout``, as SwiftUI's `AnyLayout`: a container that can change between layouts while
/// its subviews keep their identity.
///
///     let layout = isWide ? AnyLayout(HStackLayout()) : AnyLayout(VStackLayout())
///     layout { Image(systemName: "car.fill"); Text("2 min") }
///
/// Wrapping a stack it draws as the stack (through the constraint solver); wrapping your own
/// layout, as yours.
public struct AnyLayout: Layout, NodeMakingLayout {
    let layout: any Layout

    public init<L: Layout>(_ layout: L) {
        self.layout = (layout as? AnyLayout)?.layout ?? layout
    }

    /// The wrapped layout's cache, whatever its type.
    public struct Cache {
        var value: Any
    }

    public func makeCache(subviews: Subviews) -> Cache {
        func make<L: Layout>(_ layout: L) -> Cache { Cache(value: layout.makeCache(subviews: subviews)) }
        return make(layout)
    }

    public func updateCache(_ cache: inout Cache, subviews: Subviews) {
        func update<L: Layout>(_ layout: L) {
            guard var typed = cache.value as? L.Cache else { return cache = Cache(value: layout.makeCache(subviews: subviews)) }
            layout.updateCache(&typed, subviews: subviews)
            cache.value = typed
        }
        update(layout)
    }

    public func spacing(subviews: Subviews, cache: inout Cache) -> ViewSpacing {
        func spacing<L: Layout>(_ layout: L) -> ViewSpacing {
            withTypedCache(&cache, layout, subviews) { layout.spacing(subviews: subviews, cache: &$0) }
        }
        return spacing(layout)
    }

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGSize {
        func size<L: Layout>(_ layout: L) -> CGSize {
            withTypedCache(&cache, layout, subviews) { layout.sizeThatFits(proposal: proposal, subviews: subviews, cache: &$0) }
        }
        return size(layout)
    }

    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) {
        func place<L: Layout>(_ layout: L) {
            withTypedCache(&cache, layout, subviews) { layout.placeSubviews(in: bounds, proposal: proposal, subviews: subviews, cache: &$0) }
        }
        place(layout)
    }

    package func makeNode(content: AnyView, in context: NodeContext) -> ViewNode {
        if let builtIn = layout as? NodeMakingLayout { return builtIn.makeNode(content: content, in: context) }
        func spec<L: Layout>(_ layout: L) -> CustomLayoutSpec { CustomLayoutSpec(layout) }
        return ViewNode(.custom(spec(layout)), children: [content.makeNode(in: context)], identity: context.identity)
    }

    /// Runs `body` with the cache as the wrapped layout's type (made anew if it is another
    /// layout's: the wrapped layout changed).
    private func withTypedCache<L: Layout, Result>(
        _ cache: inout Cache, _ layout: L, _ subviews: Subviews, _ body: (inout L.Cache) -> Result
    ) -> Result {
        var typed = cache.value as? L.Cache ?? layout.makeCache(subviews: subviews)
        defer { cache.value = typed }
        return body(&typed)
    }
}
