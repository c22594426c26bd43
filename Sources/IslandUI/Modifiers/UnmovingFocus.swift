/// A focus that never moves, the `Binding` of `@FocusState` and of `@AccessibilityFocusState`:
/// a widget takes no typing and VoiceOver runs nowhere here, so the value stays what it started
/// as and a write is dropped. One type serves both wrappers because they behave alike here; each
/// names it `Binding` as Apple's does, so `focused(_:)` and `accessibilityFocused(_:)` read as in
/// Xcode.
@propertyWrapper
public struct UnmovingFocus<Value: Hashable> {
    let value: Value
    public var wrappedValue: Value {
        get { value }
        nonmutating set {}
    }
    public var projectedValue: UnmovingFocus { self }
}
