import Foundation

// iOS 17's custom animations: a type of the app's own that computes a value at each time. Motion
// plays a Live Activity's changes with its own curves (docs/Motion.md), so an `Animation` made
// from a custom one plays as `.default` does; the protocol, its context and state are Apple's,
// so the app's type compiles and can be called as it is.

/// An animation of the app's own, as SwiftUI's `CustomAnimation`.
public protocol CustomAnimation: Hashable {
    func animate<V: VectorArithmetic>(value: V, time: TimeInterval, context: inout AnimationContext<V>) -> V?
    func velocity<V: VectorArithmetic>(value: V, time: TimeInterval, context: AnimationContext<V>) -> V?
    func shouldMerge<V: VectorArithmetic>(previous: Animation, value: V, time: TimeInterval, context: inout AnimationContext<V>) -> Bool
}

extension CustomAnimation {
    public func velocity<V: VectorArithmetic>(value: V, time: TimeInterval, context: AnimationContext<V>) -> V? { nil }
    public func shouldMerge<V: VectorArithmetic>(previous: Animation, value: V, time: TimeInterval,
                                                 context: inout AnimationContext<V>) -> Bool { false }
}

/// A value a custom animation keeps between frames, as SwiftUI's `AnimationStateKey`.
public protocol AnimationStateKey {
    associatedtype Value
    static var defaultValue: Value { get }
}

/// A custom animation's state, as SwiftUI's `AnimationState`.
public struct AnimationState<Value: VectorArithmetic> {
    private var values: [ObjectIdentifier: Any] = [:]
    public init() {}
    public subscript<K: AnimationStateKey>(key: K.Type) -> K.Value {
        get { values[ObjectIdentifier(key)] as? K.Value ?? K.defaultValue }
        set { values[ObjectIdentifier(key)] = newValue }
    }
}

/// What a custom animation is given each frame, as SwiftUI's `AnimationContext`.
public struct AnimationContext<Value: VectorArithmetic> {
    public var state: AnimationState<Value>
    /// Whether the animation has reached its value, as far as the app's code counts it.
    public var isLogicallyComplete: Bool
    public var environment: EnvironmentValues { EnvironmentValues() }

    public init(state: AnimationState<Value> = AnimationState(), isLogicallyComplete: Bool = false) {
        self.state = state
        self.isLogicallyComplete = isLogicallyComplete
    }

    public func withState<T: VectorArithmetic>(_ state: AnimationState<T>) -> AnimationContext<T> {
        AnimationContext<T>(state: state, isLogicallyComplete: isLogicallyComplete)
    }
}

extension Animation {
    /// An animation of the app's own: played as `.default` (Motion has its own curves).
    public init<A: CustomAnimation>(_ base: A) { self = .default }
}
