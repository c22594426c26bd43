// The property wrappers through which a view keeps an `ObservableObject`, as SwiftUI's.

/// An object a view creates and owns, as SwiftUI's `@StateObject`: made when the view is first
/// drawn (the autoclosure runs once per view value), its current values drawn.
@propertyWrapper
public struct StateObject<ObjectType: ObservableObject> {
    private let storage: ObjectStorage<ObjectType>

    public init(wrappedValue thunk: @autoclosure @escaping () -> ObjectType) {
        storage = ObjectStorage(thunk)
    }

    public var wrappedValue: ObjectType { storage.object }

    /// `$model.property`: a binding to one of the object's properties.
    public var projectedValue: ObservedObject<ObjectType>.Wrapper { ObservedObject.Wrapper(storage.object) }
}

/// An object a view is given and observes, as SwiftUI's `@ObservedObject`.
@propertyWrapper
public struct ObservedObject<ObjectType: ObservableObject> {
    public var wrappedValue: ObjectType

    public init(wrappedValue: ObjectType) { self.wrappedValue = wrappedValue }
    public init(initialValue: ObjectType) { wrappedValue = initialValue }

    /// `$model.property`: a binding to one of the object's properties.
    public var projectedValue: Wrapper { Wrapper(wrappedValue) }

    /// Makes bindings to an observed object's properties.
    @dynamicMemberLookup
    public struct Wrapper {
        let object: ObjectType
        init(_ object: ObjectType) { self.object = object }

        public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<ObjectType, Subject>) -> Binding<Subject> {
            let object = self.object
            return Binding(get: { object[keyPath: keyPath] }, set: { object[keyPath: keyPath] = $0 })
        }
    }
}

/// An object put in the environment by an ancestor's `environmentObject(_:)`, as SwiftUI's
/// `@EnvironmentObject`. Reading one nobody provided stops the program with the type's name, as
/// SwiftUI does.
@propertyWrapper
public struct EnvironmentObject<ObjectType: ObservableObject> {
    public init() {}

    public var wrappedValue: ObjectType {
        guard let object = EnvironmentValues.current.environmentObjects[ObjectIdentifier(ObjectType.self)] as? ObjectType else {
            fatalError("No ObservableObject of type \(ObjectType.self) found: a view's ancestor must provide it with environmentObject(_:)")
        }
        return object
    }

    /// `$model.property`: a binding to one of the object's properties.
    public var projectedValue: ObservedObject<ObjectType>.Wrapper { ObservedObject.Wrapper(wrappedValue) }
}

/// Makes a `@StateObject`'s object once, when first read.
private final class ObjectStorage<ObjectType>: @unchecked Sendable {
    private var made: ObjectType?
    private let make: () -> ObjectType

    init(_ make: @escaping () -> ObjectType) { self.make = make }

    var object: ObjectType {
        if let made { return made }
        let object = make()
        made = object
        return object
    }
}

extension View {
    /// Puts an object in the environment of this view's subtree for `@EnvironmentObject`.
    public func environmentObject<T: ObservableObject>(_ object: T) -> ModifiedView {
        let box = UncheckedObject(object)
        // The key is taken here, not in the closure: a metatype of a generic type is not
        // Sendable, an ObjectIdentifier is.
        let key = ObjectIdentifier(T.self)
        return modifyingEnvironment { $0.environmentObjects[key] = box.object }
    }
}

/// An object carried through the environment, which is `Sendable` because rendering happens on
/// one thread at a time.
private struct UncheckedObject: @unchecked Sendable {
    let object: AnyObject
    init(_ object: AnyObject) { self.object = object }
}
