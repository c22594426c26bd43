/// A value a view passes up to whoever presents it, as SwiftUI's `PreferenceKey`: Live
/// Activities use it for the background tint and the system action colour, which Apple's
/// examples set deep inside a component's `body` as often as on the root.
public protocol PreferenceKey {
    associatedtype Value
    static var defaultValue: Value { get }
}

extension View {
    /// Sets a preference for whoever presents this view.
    public func preference<Key: PreferenceKey>(key: Key.Type, value: Key.Value) -> ModifiedView {
        changingNode { $0.preferences[ObjectIdentifier(key)] = value }
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
