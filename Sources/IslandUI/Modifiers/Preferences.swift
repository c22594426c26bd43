/// A value a view passes up to whoever presents it, as SwiftUI's `PreferenceKey`: Live
/// Activities use it for the background tint and the system action colour, which Apple's
/// examples set deep inside a component's `body` as often as on the root.
public protocol PreferenceKey {
    associatedtype Value
    static var defaultValue: Value { get }
}

extension View {
    /// Sets a preference for whoever presents this view.
    public func preference<Key: PreferenceKey>(key: Key.Type = Key.self, value: Key.Value) -> ModifiedView {
        changingNode { $0.preferences[ObjectIdentifier(key)] = value }
    }
}

extension View {
    /// A view drawn over this one from a preference its subtree sets, as SwiftUI's
    /// `overlayPreferenceValue(_:alignment:_:)`: the value is read from this view's resolved
    /// subtree (the first set, depth first, or the key's default).
    public func overlayPreferenceValue<K: PreferenceKey, V: View>(_ key: K.Type = K.self, alignment: Alignment = .center,
                                                                 @ViewBuilder _ transform: @escaping (K.Value) -> V) -> ModifiedView {
        ModifiedView(content: AnyView(self), wrap: { node, context in
            let overlay = AnyView(transform(node.preferenceValue(key)))
            return ViewNode(.overlay(alignment), children: [node, overlay.makeNode(in: context.child(1))], identity: context.identity)
        })
    }

    /// A view drawn behind this one from a preference its subtree sets, as SwiftUI's
    /// `backgroundPreferenceValue(_:alignment:_:)`.
    public func backgroundPreferenceValue<K: PreferenceKey, V: View>(_ key: K.Type = K.self, alignment: Alignment = .center,
                                                                    @ViewBuilder _ transform: @escaping (K.Value) -> V) -> ModifiedView {
        ModifiedView(content: AnyView(self), wrap: { node, context in
            let background = AnyView(transform(node.preferenceValue(key)))
            return ViewNode(.background(alignment), children: [node, background.makeNode(in: context.child(1))], identity: context.identity)
        })
    }
}

extension ViewNode {
    /// The value of a preference in this subtree: the first set, depth first, or the default.
    package func preferenceValue<Key: PreferenceKey>(_ key: Key.Type) -> Key.Value {
        findPreference(key) ?? Key.defaultValue
    }

    private func findPreference<Key: PreferenceKey>(_ key: Key.Type) -> Key.Value? {
        // Only a preference set here counts: a missing one (nil) cast to an optional value type
        // would read as set to nil and hide what children set.
        if let stored = preferences[ObjectIdentifier(key)], let value = stored as? Key.Value { return value }
        for child in children {
            if let value = child.findPreference(key) { return value }
        }
        return nil
    }
}
