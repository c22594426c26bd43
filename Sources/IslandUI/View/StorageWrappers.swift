import Foundation

// Property wrappers of an app's views beyond `@State`: values kept in user defaults, values
// scaled with Dynamic Type, a gesture's state, the focused view's values. A Live Activity's view
// is drawn from its data and taps nothing, so each reads what it stands for once per frame:
// `@AppStorage` the defaults (an app group's, shared with the app, when `store:` names one),
// `@ScaledMetric` its value at the default text size, the others their initial values.

/// A value in user defaults, as SwiftUI's `@AppStorage`: read from `store` (the standard
/// defaults when none), or the initial value where the key has none; a set writes it back.
@propertyWrapper
public struct AppStorage<Value>: DynamicProperty {
    private let key: String
    private let store: UserDefaults
    private let initial: Value
    private let read: (Any) -> Value?
    private let write: (Value) -> Any?

    init(key: String, store: UserDefaults?, initial: Value, read: @escaping (Any) -> Value?, write: @escaping (Value) -> Any?) {
        self.key = key
        self.store = store ?? .standard
        self.initial = initial
        self.read = read
        self.write = write
    }

    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) {
        self.init(key: key, store: store, initial: wrappedValue, read: { $0 as? Value }, write: { $0 })
    }

    public var wrappedValue: Value {
        get { store.object(forKey: key).flatMap(read) ?? initial }
        nonmutating set { store.set(write(newValue), forKey: key) }
    }

    /// A binding to the stored value.
    public var projectedValue: Binding<Value> {
        let storage = self
        return Binding(get: { storage.wrappedValue }, set: { storage.wrappedValue = $0 })
    }
}

extension AppStorage where Value: RawRepresentable {
    /// An enum stored by its raw value, as SwiftUI stores one.
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) {
        self.init(key: key, store: store, initial: wrappedValue,
                  read: { ($0 as? Value.RawValue).flatMap(Value.init(rawValue:)) }, write: { $0.rawValue })
    }
}

extension AppStorage where Value: ExpressibleByNilLiteral {
    /// An optional value, nil where the key has none.
    public init(_ key: String, store: UserDefaults? = nil) {
        self.init(key: key, store: store, initial: nil, read: { $0 as? Value }, write: { $0 })
    }
}

/// A value kept with a scene, as SwiftUI's `@SceneStorage`: a widget has no scene, so the
/// initial value.
@propertyWrapper
public struct SceneStorage<Value>: DynamicProperty {
    private let state: State<Value>
    public init(wrappedValue: Value, _ key: String) { state = State(wrappedValue: wrappedValue) }
    public var wrappedValue: Value {
        get { state.wrappedValue }
        nonmutating set { state.wrappedValue = newValue }
    }
    public var projectedValue: Binding<Value> { state.projectedValue }
}

/// A length that grows with Dynamic Type, as SwiftUI's `@ScaledMetric`: a terminal has one text
/// size, so the value as written (its size at the default text size).
@propertyWrapper
public struct ScaledMetric<Value: BinaryFloatingPoint>: DynamicProperty {
    public let wrappedValue: Value
    public init(wrappedValue: Value) { self.wrappedValue = wrappedValue }
    public init(wrappedValue: Value, relativeTo textStyle: Font.TextStyle) { self.wrappedValue = wrappedValue }
}

/// A gesture's state while it runs, as SwiftUI's `@GestureState`: no gesture runs, so its
/// initial value.
@propertyWrapper
public struct GestureState<Value>: DynamicProperty {
    public let wrappedValue: Value
    public init(wrappedValue: Value) { self.wrappedValue = wrappedValue }
    public init(initialValue: Value) { wrappedValue = initialValue }
    public init(wrappedValue: Value, resetTransaction: Transaction) { self.wrappedValue = wrappedValue }
    public var projectedValue: GestureState<Value> { self }
}

/// A gesture that updates a `@GestureState`, as SwiftUI's `GestureStateGesture`.
public struct GestureStateGesture<Base: Gesture, State>: Gesture {
    public typealias Value = Base.Value
    public var base: Base
    public var state: GestureState<State>
    public var body: (Base.Value, inout State, inout Transaction) -> Void
}

extension Gesture {
    /// Updates a gesture state as the gesture changes: never, here.
    public func updating<State>(_ state: GestureState<State>, body: @escaping (Value, inout State, inout Transaction) -> Void)
        -> GestureStateGesture<Self, State> {
        GestureStateGesture(base: self, state: state, body: body)
    }
}

/// A gesture with its type erased, as SwiftUI's `AnyGesture`.
public struct AnyGesture<Value>: Gesture {
    public init<T: Gesture>(_ gesture: T) where T.Value == Value {}
}

/// A value the focused view publishes, as SwiftUI's `@FocusedValue`: no view is focused.
@propertyWrapper
public struct FocusedValue<Value>: DynamicProperty {
    public init(_ keyPath: KeyPath<FocusedValues, Value?>) {}
    public var wrappedValue: Value? { nil }
}

/// A binding the focused view publishes, as SwiftUI's `@FocusedBinding`: none.
@propertyWrapper
public struct FocusedBinding<Value>: DynamicProperty {
    public init(_ keyPath: KeyPath<FocusedValues, Binding<Value>?>) {}
    public var wrappedValue: Value? {
        get { nil }
        nonmutating set {}
    }
}

/// An object the focused view publishes, as SwiftUI's `@FocusedObject`: none.
@propertyWrapper
public struct FocusedObject<ObjectType: ObservableObject>: DynamicProperty {
    public init() {}
    public var wrappedValue: ObjectType? { nil }
}
