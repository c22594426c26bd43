import TerminalCanvas

/// Builds view content from the statements of a closure: blocks of any length, `if`/`else`,
/// `switch`, optionals and loops.
///
/// Every expression is reduced to one concrete type, ``ViewList``, instead of SwiftUI's nest of
/// generic wrappers: type-checking stays as fast as SwiftUI's on Apple's example code with a third
/// less code, and the layout engine has one thing to walk.
@resultBuilder
public enum ViewBuilder {
    public static func buildExpression<Content: View>(_ content: Content) -> ViewList {
        // The types compared before the cast: a cast is a runtime call, a comparison is not.
        if Content.self == ViewList.self, let list = content as? ViewList { return list }
        return ViewList([AnyView(content)])
    }

    public static func buildBlock() -> ViewList { ViewList([]) }

    public static func buildBlock(_ parts: ViewList...) -> ViewList {
        ViewList(parts.flatMap(\.views))
    }

    // An `if`, an `if`/`else` and a loop each take one slot in their block, whatever they
    // produce, so that flipping a condition does not renumber the views after it (identity is
    // structural). Layout flattens the slot's views into the enclosing container.

    public static func buildOptional(_ part: ViewList?) -> ViewList {
        ViewList([AnyView(part.map { $0.branch(0) } ?? ViewList([]))])
    }

    public static func buildEither(first part: ViewList) -> ViewList { ViewList([AnyView(part.branch(0))]) }

    public static func buildEither(second part: ViewList) -> ViewList { ViewList([AnyView(part.branch(1))]) }

    public static func buildArray(_ parts: [ViewList]) -> ViewList {
        ViewList([AnyView(ViewList(parts.flatMap(\.views)))])
    }

    public static func buildLimitedAvailability(_ part: ViewList) -> ViewList { part }
}

/// The views a ``ViewBuilder`` closure produced, in order.
public struct ViewList: View, PrimitiveView {
    package var views: [AnyView]

    package init(_ views: [AnyView]) { self.views = views }

    /// Marks the views as coming from one branch of an `if` or `switch`, so that switching
    /// branches reads as removing one view and inserting another, not as an update.
    func branch(_ index: Int) -> ViewList {
        ViewList(views.map { $0.inBranch(index) })
    }

    package func makeNode(in context: NodeContext) -> ViewNode {
        if views.isEmpty { return ViewNode(.empty, identity: context.identity) }
        return ViewNode.group(views.enumerated().map { offset, view in
            view.makeNode(in: context.child(offset))
        })
    }
}

/// A type-erased view.
public struct AnyView: View, PrimitiveView {
    private let resolve: (NodeContext) -> ViewNode
    private var branchPath: [Int] = []
    /// The colour it wraps, when it wraps a `Color` (for `containerBackground { Color.blue }`).
    package private(set) var wrappedColor: Color?
    /// The row it wraps, when it wraps a `GridRow` (a `Grid` lays its rows out as columns).
    package private(set) var wrappedGridRow: GridRow?

    public init<Content: View>(_ view: Content) {
        // The types compared before each cast: a cast is a runtime call (every view of a tree
        // is wrapped), a comparison is not.
        if Content.self == AnyView.self, let erased = view as? AnyView {
            self = erased
        } else {
            resolve = { context in resolveNode(view, in: context) }
            wrappedColor = Content.self == Color.self ? view as? Color : nil
            wrappedGridRow = Content.self == GridRow.self ? view as? GridRow : nil
        }
    }

    func inBranch(_ index: Int) -> AnyView {
        var copy = self
        copy.branchPath.insert(index, at: 0)
        return copy
    }

    package func makeNode(in context: NodeContext) -> ViewNode {
        var context = context
        for index in branchPath { context.identity.append(.branch(index)) }
        return resolve(context)
    }
}

/// Reduces any view to its node: primitives directly, other views through `body`, evaluated
/// with the environment in force so that `@Environment` properties read the right values.
package func resolveNode<Content: View>(_ view: Content, in context: NodeContext) -> ViewNode {
    guard context.depth <= NodeContext.maximumDepth else {
        return ViewNode(.glyph("…", width: 1, style: .plain), identity: context.identity)
    }
    if let primitive = PrimitiveViewTypes.primitiveType(of: Content.self) {
        return PrimitiveViewTypes.makeNode(of: view, as: primitive, in: context)
    }
    // A bridge to UIKit has no body to ask for (the type comparison first: a cast is a runtime call).
    if Content.Body.self == Never.self, UIKitPlaceholder.isUIKitBridge(view) {
        return resolveNode(UIKitPlaceholder.view, in: context)
    }
    // The whole resolution of the body runs with the environment in force, not only the call
    // to `body`: content that is built later (`ForEach` rows) reads `@Environment` too.
    return EnvironmentValues.$current.withValue(context.environment) {
        resolveNode(view.body, in: context.deeper())
    }
}
