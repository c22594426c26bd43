/// Where a view sits in the tree: its structural path, or an explicit `id` that replaces it.
///
/// The transition engine compares identities between two renders: a view with the same
/// identity was updated; a new identity was inserted; a missing one was removed.
public struct ViewIdentity: Hashable, Sendable, CustomStringConvertible {
    /// One step of the path from the root.
    public enum Component: Hashable, Sendable {
        /// The n-th child of a container or builder block.
        case index(Int)
        /// The branch of an `if`/`else` or `switch` the view came from.
        case branch(Int)
        /// An explicit identity from `.id(_:)` or `ForEach`.
        case explicit(String)
    }

    public var components: [Component] = []

    public init(_ components: [Component] = []) { self.components = components }

    mutating func append(_ component: Component) { components.append(component) }

    /// "0/2/b1/#digits". Built in one string (a frame asks for one per region, every frame).
    public var description: String {
        var path = ""
        path.reserveCapacity(components.count * 3)
        for component in components {
            if !path.isEmpty { path.append("/") }
            switch component {
            case .index(let index): path.append(String(index))
            case .branch(let branch): path.append("b"); path.append(String(branch))
            case .explicit(let id): path.append("#"); path.append(id)
            }
        }
        return path
    }
}

/// What resolving a view into nodes needs to know: the environment in force and where the
/// view sits.
package struct NodeContext {
    package var environment: EnvironmentValues
    package var identity: ViewIdentity
    /// Text layouts kept by the renderer between frames, if any.
    package var textLayouts: TextLayoutCache?
    /// How deep in the tree this is (containers, modifiers and bodies each count one).
    package var depth = 0

    /// Deeper than this, a tree is cut off and shows "…": resolving, laying out and painting
    /// recurse once per level, and a tree thousands of levels deep (a generated chain of
    /// modifiers) would otherwise overflow the stack. Real presentations are a few dozen deep.
    package static let maximumDepth = 160

    /// The context one level deeper.
    package func deeper() -> NodeContext {
        var context = self
        context.depth += 1
        return context
    }

    package init(environment: EnvironmentValues, identity: ViewIdentity = ViewIdentity(), textLayouts: TextLayoutCache? = nil) {
        self.environment = environment
        self.identity = identity
        self.textLayouts = textLayouts
    }

    /// The context of the n-th child.
    package func child(_ index: Int) -> NodeContext {
        var context = self
        context.identity.append(.index(index))
        context.depth += 1
        return context
    }

    /// The context with one environment value changed.
    package func with<Value>(_ keyPath: WritableKeyPath<EnvironmentValues, Value>, _ value: Value) -> NodeContext {
        var context = self
        context.environment[keyPath: keyPath] = value
        return context
    }
}
