/// A key for a value of the app's own in the environment, as SwiftUI's `EnvironmentKey`:
///
///     private struct AccentKey: EnvironmentKey {
///         static let defaultValue = Color.orange
///     }
///     extension EnvironmentValues {
///         var accent: Color {
///             get { self[AccentKey.self] }
///             set { self[AccentKey.self] = newValue }
///         }
///     }
public protocol EnvironmentKey {
    associatedtype Value
    static var defaultValue: Value { get }
}

extension EnvironmentValues {
    /// The value for an app's own key: what an ancestor set with `environment(_:_:)`, or the
    /// key's default.
    public subscript<Key: EnvironmentKey>(key: Key.Type) -> Key.Value {
        get {
            // A missing entry is the default: read through `as? Key.Value` it would be a nil of
            // an optional-valued key (`Color? = .red`) rather than its default.
            guard let value = storage.values[ObjectIdentifier(key)] else { return Key.defaultValue }
            return value as? Key.Value ?? Key.defaultValue
        }
        set { storage.values[ObjectIdentifier(key)] = newValue }
    }

    /// Objects put in the environment with `environmentObject(_:)`, by their type.
    package var environmentObjects: [ObjectIdentifier: AnyObject] {
        get { storage.objects }
        set { storage.objects = newValue }
    }
}

/// The environment's values of the app's own types. They are not `Sendable`, but a tree is
/// resolved on one thread at a time, so carrying them with the environment is safe.
package struct EnvironmentStorage: @unchecked Sendable {
    var values: [ObjectIdentifier: Any] = [:]
    var objects: [ObjectIdentifier: AnyObject] = [:]
}
