import IslandUI

/// A preview's own state, as SwiftUI's `@Previewable` (iOS 18): written in a `#Preview`'s body
/// in front of `@State` or `@Binding`, so the preview can hand a binding to the view it shows.
///
///     #Preview {
///         @Previewable @State var isOn = true
///         Toggle("Alerts", isOn: $isOn)
///     }
///
/// Apple's is a macro that moves the variable into a generated view; here it wraps the property
/// wrapper it stands in front of, which a closure's local variable may carry, so the body
/// compiles unchanged: the value is the state's, and `$isOn` is the state's binding.
@propertyWrapper
public struct Previewable<Wrapped: PreviewableProperty> {
    public var wrappedValue: Wrapped
    public init(wrappedValue: Wrapped) { self.wrappedValue = wrappedValue }
    /// The wrapped property's projection (a state's binding).
    public var projectedValue: Wrapped.Projection { wrappedValue.projectedValue }
}

/// A property wrapper `@Previewable` may stand in front of.
public protocol PreviewableProperty {
    associatedtype Projection
    var projectedValue: Projection { get }
}

extension State: PreviewableProperty {}
extension Binding: PreviewableProperty {}
