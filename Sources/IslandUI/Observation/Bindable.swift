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

    /// Stands for the memberwise initializer, which a public wrapper may not have internal.
    init(holding value: Value) { wrappedValue = value }
}

extension Bindable where Value: AnyObject, Value: Observable {
    public init(wrappedValue: Value) { self.wrappedValue = wrappedValue }
    public init(_ wrappedValue: Value) { self.wrappedValue = wrappedValue }
    public init(projectedValue: Bindable<Value>) { self = projectedValue }

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
