import Observation

/// Bindings to the properties of an `@Observable` object, as SwiftUI's `Bindable` (iOS 17):
/// `@Bindable var model` in a view, or `Bindable(model)` in its body, and `$model.name` is a
/// `Binding<String>` that reads and writes the object's property.
///
///     @Observable final class Order { var note = "" }
///     struct NoteField: View {
///         @Bindable var order: Order
///         var body: some View { TextField("Note", text: $order.note) }
///     }
@propertyWrapper @dynamicMemberLookup
public struct Bindable<Value> {
    public var wrappedValue: Value

    public var projectedValue: Bindable<Value> { self }

    // In the type's own declaration, as Apple's are: a view's memberwise initializer then takes
    // the object itself (`NoteField(order: order)`).
    public init(wrappedValue: Value) where Value: AnyObject, Value: Observable { self.wrappedValue = wrappedValue }
    public init(_ wrappedValue: Value) where Value: AnyObject, Value: Observable { self.wrappedValue = wrappedValue }
    public init(projectedValue: Bindable<Value>) where Value: AnyObject, Value: Observable { self = projectedValue }
}

extension Bindable where Value: AnyObject, Value: Observable {
    /// A binding to one of the object's properties.
    public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<Value, Subject>) -> Binding<Subject> {
        let object = wrappedValue
        return Binding(get: { object[keyPath: keyPath] }, set: { object[keyPath: keyPath] = $0 })
    }
}

extension Bindable: Identifiable where Value: Identifiable {
    public var id: Value.ID { wrappedValue.id }
}

extension Bindable: @unchecked Sendable where Value: Sendable {}
