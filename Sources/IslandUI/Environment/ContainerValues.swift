/// Values a view hands to the container view that holds it, as SwiftUI's `ContainerValues`
/// (iOS 18): set with `containerValue(_:_:)` (or a modifier of your own around it), read from
/// the `Subview` a `Group(subviews:)` or `ForEach(subviews:)` gives.
///
///     extension ContainerValues {
///         @Entry var isHighlighted: Bool = false
///     }
///     Text("B12").containerValue(\.isHighlighted, true)
///
/// Unlike preferences they do not go past the nearest container: a stack drops its children's.
public struct ContainerValues {
    private var values: [ObjectIdentifier: Any] = [:]

    package init() {}

    /// The value under a container value key, or the key's default.
    public subscript<Key>(key: Key.Type) -> Key.Value where Key: ContainerValueKey {
        get { values[ObjectIdentifier(key)] as? Key.Value ?? Key.defaultValue }
        set { values[ObjectIdentifier(key)] = newValue }
    }

    /// The value under an environment key: what `@Entry`'s expansion names, for container values
    /// as for the environment (its key type is an `EnvironmentKey` wherever it is used).
    public subscript<Key>(key: Key.Type) -> Key.Value where Key: EnvironmentKey {
        get { values[ObjectIdentifier(key)] as? Key.Value ?? Key.defaultValue }
        set { values[ObjectIdentifier(key)] = newValue }
    }

    /// `other`'s values over these.
    func merging(_ other: ContainerValues) -> ContainerValues {
        var merged = self
        merged.values.merge(other.values) { _, outer in outer }
        return merged
    }

    /// The values a resolved view set: its own node's, under those of the nodes its modifiers
    /// wrapped it in (`Text("A").containerValue(…).padding()` still hands them on).
    package static func of(_ node: ViewNode) -> ContainerValues {
        var chain = [node]
        while let last = chain.last, last.isModifierWrapper, let inner = last.children.first { chain.append(inner) }
        return chain.reversed().reduce(ContainerValues()) { values, node in
            guard let own = node.layoutValues[storageKey] as? ContainerValues else { return values }
            return values.merging(own)
        }
    }

    /// Where a node keeps its container values: beside its layout values, under a key no
    /// `LayoutValueKey` can be (a layout reading its subviews ignores it).
    static let storageKey = ObjectIdentifier(ContainerValues.self)
}

/// A key for a container value, as SwiftUI's `ContainerValueKey` (iOS 18).
public protocol ContainerValueKey {
    associatedtype Value
    /// The value of a view that sets none.
    static var defaultValue: Value { get }
}

extension View {
    /// Sets one of this view's container values, for the container that holds it to read.
    public func containerValue<V>(_ keyPath: WritableKeyPath<ContainerValues, V>, _ value: V) -> ModifiedView {
        changingNode { node in
            var values = node.layoutValues[ContainerValues.storageKey] as? ContainerValues ?? ContainerValues()
            values[keyPath: keyPath] = value
            node.layoutValues[ContainerValues.storageKey] = values
        }
    }
}

extension ViewNode {
    /// Whether this node only wraps its first child in a modifier (padding, a frame, a
    /// background or overlay, opacity…), so that what the child hands its container on passes it.
    var isModifierWrapper: Bool {
        switch kind {
        case .padding, .frame, .background, .overlay, .fixedSize, .opacity, .hidden: return true
        default: return false
        }
    }
}

extension LayoutSubview {
    /// The container values the subview set.
    public var containerValues: ContainerValues { ContainerValues.of(node) }
}
