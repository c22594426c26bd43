/// A view with one modifier applied: every modifier returns this one concrete type.
///
/// A modifier either changes the environment its content is resolved in (`font`, `tint`,
/// `lineLimit`…: they reach the whole subtree), or wraps the content's node (`padding`,
/// `frame`, `background`…), or both. One type instead of SwiftUI's `ModifiedContent<Content,
/// Modifier>` nest keeps type-checking fast and gives layout one node kind per modifier.
public struct ModifiedView: View, PrimitiveView {
    let content: AnyView
    var environment: (@Sendable (inout EnvironmentValues) -> Void)?
    var identity: ViewIdentity.Component?
    var wrap: ((ViewNode, NodeContext) -> ViewNode)?

    package func makeNode(in context: NodeContext) -> ViewNode {
        var inner = context.deeper()
        if let identity { inner.identity.append(identity) }
        environment?(&inner.environment)
        let node = content.makeNode(in: inner)
        guard let wrap else { return node }
        guard case .group = node.kind else { return wrap(node, inner) }
        // On several views at once (a `Group`, a `ForEach`, a body of several statements), a
        // modifier applies to each of them, as in SwiftUI, rather than to a pile of them.
        return ViewNode.group(node.flattenedChildren.map { child in
            var childContext = inner
            childContext.identity = child.identity
            return wrap(child, childContext)
        })
    }
}

extension View {
    /// This view resolved with some environment values changed.
    func modifyingEnvironment(_ change: @escaping @Sendable (inout EnvironmentValues) -> Void) -> ModifiedView {
        ModifiedView(content: AnyView(self), environment: change)
    }

    /// This view's node wrapped in another node of `kind`.
    func wrapped(in kind: ViewNode.Kind, extra: ((NodeContext) -> ViewNode)? = nil) -> ModifiedView {
        ModifiedView(content: AnyView(self), wrap: { node, context in
            var children = [node]
            if let extra { children.append(extra(context.child(1))) }
            return ViewNode(kind, children: children, identity: context.identity)
        })
    }

    /// This view's node with some attribute changed.
    func changingNode(_ change: @escaping (ViewNode) -> Void) -> ModifiedView {
        ModifiedView(content: AnyView(self), wrap: { node, _ in
            change(node)
            return node
        })
    }
}
