// Modifiers that run code when a view appears, goes or sees a change. WidgetKit draws a Live
// Activity's view once into an archive from the activity's data and does not keep it alive on
// screen, so whatever these would change never shows; here they are accepted and not run, and
// what they would set is drawn with its initial value, as `@State` is.

extension View {
    /// An action when the view appears: never run (the view is drawn, not shown live).
    public func onAppear(perform action: (() -> Void)? = nil) -> ModifiedView { modifyingEnvironment { _ in } }

    /// An action when the view goes: never run.
    public func onDisappear(perform action: (() -> Void)? = nil) -> ModifiedView { modifyingEnvironment { _ in } }

    /// Asynchronous work tied to the view's lifetime: never started.
    public func task(priority: TaskPriority = .userInitiated, _ action: @escaping @Sendable () async -> Void) -> ModifiedView {
        modifyingEnvironment { _ in }
    }

    /// Asynchronous work restarted when `value` changes: never started.
    public func task<T: Equatable>(id value: T, priority: TaskPriority = .userInitiated,
                                   _ action: @escaping @Sendable () async -> Void) -> ModifiedView {
        modifyingEnvironment { _ in }
    }

    /// An action when `value` changes (iOS 14's form): never run, as each frame is drawn anew.
    public func onChange<V: Equatable>(of value: V, perform action: @escaping (_ newValue: V) -> Void) -> ModifiedView {
        modifyingEnvironment { _ in }
    }

    /// An action with the old and new values when `value` changes: never run.
    public func onChange<V: Equatable>(of value: V, initial: Bool = false,
                                       _ action: @escaping (_ oldValue: V, _ newValue: V) -> Void) -> ModifiedView {
        modifyingEnvironment { _ in }
    }

    /// An action when `value` changes: never run.
    public func onChange<V: Equatable>(of value: V, initial: Bool = false, _ action: @escaping () -> Void) -> ModifiedView {
        modifyingEnvironment { _ in }
    }

    /// An action for each value a publisher emits: none arrive (see `Publisher`).
    public func onReceive<P: Publisher>(_ publisher: P, perform action: @escaping (P.Output) -> Void) -> SubscriptionView<P, Self>
    where P.Failure == Never {
        SubscriptionView(content: self, publisher: publisher, action: action)
    }

    /// An action when a preference below changes: never run; a Live Activity's preferences (its
    /// background tint) are read by the presentation itself.
    public func onPreferenceChange<K: PreferenceKey>(_ key: K.Type = K.self,
                                                     perform action: @escaping (K.Value) -> Void) -> ModifiedView
    where K.Value: Equatable {
        modifyingEnvironment { _ in }
    }

    /// A view's own environment value of any type (SwiftUI's signature, with no `Sendable`
    /// requirement on the value: a tree is resolved on one thread at a time).
    public func environment<Value>(_ keyPath: WritableKeyPath<EnvironmentValues, Value>, _ value: Value) -> ModifiedView {
        let change = UncheckedEnvironmentChange(keyPath: keyPath, value: value)
        return modifyingEnvironment { change.apply(to: &$0) }
    }
}

/// An environment change carried into the `Sendable` closure a modifier keeps.
private struct UncheckedEnvironmentChange<Value>: @unchecked Sendable {
    let keyPath: WritableKeyPath<EnvironmentValues, Value>
    let value: Value
    func apply(to environment: inout EnvironmentValues) { environment[keyPath: keyPath] = value }
}

/// A view with an action for a publisher's values, as SwiftUI's `SubscriptionView` (what
/// `onReceive` returns): the content as it is; no values arrive in a Live Activity, whose view is
/// drawn from its data and archived (`island lint` says so, rule `inert-modifier`).
public struct SubscriptionView<PublisherType: Publisher, Content: View>: View where PublisherType.Failure == Never {
    public var content: Content
    public var publisher: PublisherType
    public var action: (PublisherType.Output) -> Void

    public init(content: Content, publisher: PublisherType, action: @escaping (PublisherType.Output) -> Void) {
        self.content = content
        self.publisher = publisher
        self.action = action
    }

    public var body: some View { content }
}
