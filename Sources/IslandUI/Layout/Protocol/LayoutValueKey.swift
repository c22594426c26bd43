/// A value a view hands to the custom ``Layout`` that places it, as SwiftUI's `LayoutValueKey`:
/// set with `layoutValue(key:value:)`, read as `subview[Key.self]`.
///
///     struct Rank: LayoutValueKey { static let defaultValue = 0 }
///     Text("gold").layoutValue(key: Rank.self, value: 1)
public protocol LayoutValueKey {
    associatedtype Value
    /// The value of a view that sets none.
    static var defaultValue: Value { get }
}

extension View {
    /// Hands `value` under `key` to the custom layout that places this view.
    public func layoutValue<K: LayoutValueKey>(key: K.Type, value: K.Value) -> ModifiedView {
        changingNode { $0.layoutValues[ObjectIdentifier(key)] = value }
    }
}
