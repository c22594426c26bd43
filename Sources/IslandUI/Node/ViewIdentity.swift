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

    /// "0/2/b1/#digits". Written as bytes into one buffer: a frame asks for a path per region
    /// of a tree resolved again, and appending component by component (each number a string
    /// first) cost some 2,400 instructions a path.
    public var description: String {
        var capacity = 0
        for component in components {
            switch component {
            case .index: capacity += 22  // "/", a sign and twenty digits
            case .branch: capacity += 23
            case .explicit(let id): capacity += 2 + id.utf8.count
            }
        }
        return String(unsafeUninitializedCapacity: capacity) { buffer in
            var end = 0
            func put(_ byte: UInt8) {
                buffer[end] = byte
                end += 1
            }
            func put(_ number: Int) {
                if number < 0 { put(UInt8(ascii: "-")) }
                var magnitude = number.magnitude
                let start = end
                repeat {
                    put(UInt8(ascii: "0") + UInt8(magnitude % 10))
                    magnitude /= 10
                } while magnitude > 0
                buffer[start..<end].reverse()
            }
            for (position, component) in components.enumerated() {
                if position > 0 { put(UInt8(ascii: "/")) }
                switch component {
                case .index(let index): put(index)
                case .branch(let branch):
                    put(UInt8(ascii: "b"))
                    put(branch)
                case .explicit(let id):
                    put(UInt8(ascii: "#"))
                    for byte in id.utf8 { put(byte) }
                }
            }
            return end
        }
    }
}

/// What resolving a view into nodes needs to know: the environment in force and where the
/// view sits.
package struct NodeContext {
    /// The environment in force. Kept in a shared box that is copied only when a modifier
    /// changes it: a context is copied for every child and every modifier, and copying the
    /// environment itself (some three hundred bytes and a dozen references) was a tenth of
    /// resolving a tree.
    package var environment: EnvironmentValues {
        _read { yield box.values }
        _modify {
            if !isKnownUniquelyReferenced(&box) { box = EnvironmentBox(box.values) }
            yield &box.values
        }
    }
    private var box: EnvironmentBox
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
        box = EnvironmentBox(environment)
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

/// A `NodeContext`'s environment, shared between contexts until one changes it.
private final class EnvironmentBox {
    var values: EnvironmentValues
    init(_ values: EnvironmentValues) { self.values = values }
}
