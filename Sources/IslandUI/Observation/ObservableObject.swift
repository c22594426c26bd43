// `ObservableObject` and `@Published`, which are Combine's and come with `import SwiftUI` on iOS.
// A Live Activity's view is drawn from its data and redrawn when the data changes, not when an
// object announces a change, so an object's values are read as they are when a frame is drawn.

/// An object whose changes views observe, as Combine's `ObservableObject`.
///
///     final class Countdown: ObservableObject {
///         @Published var remaining = 30
///     }
///
/// A view that keeps one (`@StateObject`, `@ObservedObject`, `@EnvironmentObject`) draws its
/// current values; nobody is told of a change, as a Live Activity's views are not kept alive
/// between updates.
public protocol ObservableObject: AnyObject {
    associatedtype ObjectWillChangePublisher: Publisher = ObservableObjectPublisher
        where ObjectWillChangePublisher.Failure == Never
    /// Announces a change before it happens.
    var objectWillChange: ObjectWillChangePublisher { get }
}

extension ObservableObject where ObjectWillChangePublisher == ObservableObjectPublisher {
    /// A publisher nobody subscribes to (see `ObservableObject`).
    public var objectWillChange: ObservableObjectPublisher { ObservableObjectPublisher() }
}

/// The publisher of an `ObservableObject`'s changes, as Combine's.
public final class ObservableObjectPublisher: Publisher {
    public typealias Output = Void
    public typealias Failure = Never

    public init() {}

    /// Announces a change (to nobody: see `ObservableObject`).
    public func send() {}
}

/// A property whose changes an `ObservableObject` announces, as Combine's `@Published`. Reading
/// and writing it are those of the stored value.
@propertyWrapper
public struct Published<Value> {
    private var value: Value

    public init(wrappedValue: Value) { value = wrappedValue }
    public init(initialValue: Value) { value = initialValue }

    public var wrappedValue: Value {
        get { value }
        set { value = newValue }
    }

    /// `$property`: its changes as a publisher (none arrive; see `ObservableObject`).
    public var projectedValue: Publisher {
        get { Publisher() }
        set {}
    }

    /// The publisher of a `@Published` property's values.
    public struct Publisher: IslandUI.Publisher {
        public typealias Output = Value
        public typealias Failure = Never
    }
}
