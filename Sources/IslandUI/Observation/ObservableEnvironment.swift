import Observation

// iOS 17's environment of `@Observable` objects: `.environment(model)` puts one in a subtree,
// `EnvironmentValues[objectType:]` reads it back. The objects share the storage of
// `environmentObject(_:)`, by their type, as SwiftUI keys both.

extension EnvironmentValues {
    /// The `@Observable` object of type `T` an ancestor put in the environment, or nil.
    public subscript<T: AnyObject & Observable>(objectType objectType: T.Type) -> T? {
        get { environmentObjects[ObjectIdentifier(objectType)] as? T }
        set { environmentObjects[ObjectIdentifier(objectType)] = newValue }
    }
}

extension View {
    /// Puts an `@Observable` object (or, with nil, none) in the environment of this subtree.
    public func environment<T: AnyObject & Observable>(_ object: T?) -> ModifiedView {
        let box = ObservableBox(object: object)
        let key = ObjectIdentifier(T.self)
        return modifyingEnvironment { $0.environmentObjects[key] = box.object }
    }
}

/// An object carried through the environment: rendering happens on one thread at a time.
private struct ObservableBox: @unchecked Sendable {
    let object: AnyObject?
}
