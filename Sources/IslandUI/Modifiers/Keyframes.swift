import Foundation

// iOS 17's keyframes: tracks of a value's properties, each a row of keyframes (linear, spring,
// cubic, a jump) that `KeyframeTimeline` evaluates at any time, as iOS does. A Live Activity's
// frame is drawn once from its data, so `KeyframeAnimator` and `keyframeAnimator` draw their
// content at the timeline's start, the initial value (docs/IslandUI.md).

/// A row of keyframes of one value, as SwiftUI's `KeyframeTrackContent`.
public protocol KeyframeTrackContent<Value> {
    associatedtype Value: Animatable = Body.Value
    associatedtype Body: KeyframeTrackContent
    @KeyframeTrackContentBuilder<Value> var body: Body { get }
}

/// One step of a track, toward `target` over `duration` seconds.
package struct KeyframeStep<Value: Animatable> {
    enum Kind { case linear(UnitCurve), spring(Spring), cubic, move }
    let target: Value
    let duration: TimeInterval
    let kind: Kind
}

/// What the primitive keyframes and the builder's rows are, under `body`.
package protocol KeyframeSteps {
    associatedtype StepValue: Animatable
    var steps: [KeyframeStep<StepValue>] { get }
}

extension KeyframeSteps {
    /// The steps, for a caller that knows their value's type only as its own.
    func erasedSteps() -> Any { steps }
}

extension KeyframeTrackContent {
    /// The steps of any track content: its own, or its body's.
    func resolvedSteps() -> [KeyframeStep<Value>] {
        if let primitive = self as? any KeyframeSteps {
            return (primitive.erasedSteps() as? [KeyframeStep<Value>]) ?? []
        }
        return (body.resolvedSteps() as? [KeyframeStep<Value>]) ?? []
    }
}

/// Straight toward a value, eased by `timingCurve`.
public struct LinearKeyframe<Value: Animatable>: KeyframeTrackContent, KeyframeSteps {
    package let steps: [KeyframeStep<Value>]
    public init(_ to: Value, duration: TimeInterval, timingCurve: UnitCurve = .linear) {
        steps = [KeyframeStep(target: to, duration: duration, kind: .linear(timingCurve))]
    }
    public var body: LinearKeyframe<Value> { return self }
}

/// Sprung toward a value.
public struct SpringKeyframe<Value: Animatable>: KeyframeTrackContent, KeyframeSteps {
    package let steps: [KeyframeStep<Value>]
    public init(_ to: Value, duration: TimeInterval? = nil, spring: Spring = Spring(), startVelocity: Value? = nil) {
        steps = [KeyframeStep(target: to, duration: duration ?? spring.settlingDuration, kind: .spring(spring))]
    }
    public var body: SpringKeyframe<Value> { return self }
}

/// Along a smooth curve toward a value: eased in and out here (iOS fits a spline through its
/// neighbours).
public struct CubicKeyframe<Value: Animatable>: KeyframeTrackContent, KeyframeSteps {
    package let steps: [KeyframeStep<Value>]
    public init(_ to: Value, duration: TimeInterval, startVelocity: Value? = nil, endVelocity: Value? = nil) {
        steps = [KeyframeStep(target: to, duration: duration, kind: .cubic)]
    }
    public var body: CubicKeyframe<Value> { return self }
}

/// A jump to a value, at once.
public struct MoveKeyframe<Value: Animatable>: KeyframeTrackContent, KeyframeSteps {
    package let steps: [KeyframeStep<Value>]
    public init(_ to: Value) { steps = [KeyframeStep(target: to, duration: 0, kind: .move)] }
    public var body: MoveKeyframe<Value> { return self }
}

/// Builds a track's keyframes, as SwiftUI's `KeyframeTrackContentBuilder`.
@resultBuilder
public struct KeyframeTrackContentBuilder<Value: Animatable> {
    /// Keyframes one after another.
    public struct Content: KeyframeTrackContent, KeyframeSteps {
        package let steps: [KeyframeStep<Value>]
        public var body: Content { return self }
    }

    public static func buildExpression<K: KeyframeTrackContent>(_ keyframe: K) -> Content where K.Value == Value {
        Content(steps: keyframe.resolvedSteps())
    }
    public static func buildBlock(_ parts: Content...) -> Content { Content(steps: parts.flatMap(\.steps)) }
    public static func buildArray(_ parts: [Content]) -> Content { Content(steps: parts.flatMap(\.steps)) }
    public static func buildOptional(_ part: Content?) -> Content { part ?? Content(steps: []) }
    public static func buildEither(first: Content) -> Content { first }
    public static func buildEither(second: Content) -> Content { second }
}

/// Tracks of a value's properties, as SwiftUI's `Keyframes`. Its associated type is the value
/// the tracks animate, named `Root` (Apple's is `Value`) so that `KeyframeTrack<Root, Value, _>`
/// is keyframes of its root, and `KeyframeTrack(\.scale)` infers its root from the builder, as in
/// Xcode (docs/DECISIONS.md); `some Keyframes<Value>` is written as in SwiftUI.
public protocol Keyframes<Root> {
    associatedtype Root = Body.Root
    associatedtype Body: Keyframes
    @KeyframesBuilder<Root> var body: Body { get }
}

/// What a track does to the value it animates.
package protocol KeyframeApplying {
    associatedtype Root
    var duration: TimeInterval { get }
    func apply(to value: inout Root, at time: TimeInterval)
}

extension Keyframes {
    func resolvedTracks() -> [any KeyframeApplying] {
        if let tracks = self as? KeyframesBuilder<Root>.Tracks { return tracks.tracks }
        if let track = self as? any KeyframeApplying { return [track] }
        return body.resolvedTracks()
    }
}

/// The keyframes of one property, as SwiftUI's `KeyframeTrack`.
///
///     KeyframeTrack(\.scale) {
///         LinearKeyframe(1.2, duration: 0.2)
///         SpringKeyframe(1.0, duration: 0.3)
///     }
public struct KeyframeTrack<Root, Value, Content: KeyframeTrackContent>: Keyframes, KeyframeApplying where Value == Content.Value {
    let keyPath: WritableKeyPath<Root, Value>
    let steps: [KeyframeStep<Value>]

    public init(_ keyPath: WritableKeyPath<Root, Value>, @KeyframeTrackContentBuilder<Value> content: () -> Content) {
        self.keyPath = keyPath
        self.steps = content().resolvedSteps()
    }

    public init(@KeyframeTrackContentBuilder<Root> content: () -> Content) where Root == Value {
        self.keyPath = \Root.self
        self.steps = content().resolvedSteps()
    }

    public var body: KeyframeTrack<Root, Value, Content> { return self }

    package var duration: TimeInterval { steps.reduce(0) { $0 + $1.duration } }

    package func apply(to value: inout Root, at time: TimeInterval) {
        var current = value[keyPath: keyPath], elapsed = 0.0
        for step in steps {
            if case .move = step.kind { current = step.target; continue }
            let end = elapsed + step.duration
            if time < end {
                let progress = step.duration > 0 ? (time - elapsed) / step.duration : 1
                current = Self.interpolate(current, step.target, fraction: Self.fraction(step.kind, progress, step.duration))
                value[keyPath: keyPath] = current
                return
            }
            current = step.target
            elapsed = end
        }
        value[keyPath: keyPath] = current
    }

    static func fraction(_ kind: KeyframeStep<Value>.Kind, _ progress: Double, _ duration: TimeInterval) -> Double {
        switch kind {
        case .linear(let curve): curve.value(at: progress)
        case .spring(let spring): spring.progress(progress * duration)
        case .cubic: UnitCurve.easeInOut.value(at: progress)
        case .move: 1
        }
    }

    static func interpolate(_ from: Value, _ to: Value, fraction: Double) -> Value {
        var value = from
        value.animatableData = from.animatableData + (to.animatableData - from.animatableData).scaled(by: fraction)
        return value
    }
}

/// Builds the tracks of a value, as SwiftUI's `KeyframesBuilder`.
@resultBuilder
public struct KeyframesBuilder<Value> {
    /// Tracks played together.
    public struct Tracks: Keyframes {
        public typealias Root = Value
        let tracks: [any KeyframeApplying]
        public var body: Tracks { return self }
    }

    public static func buildExpression<K: Keyframes>(_ keyframes: K) -> Tracks where K.Root == Value {
        Tracks(tracks: keyframes.resolvedTracks())
    }
    /// A track of keyframes written without `KeyframeTrack`, animating the whole value.
    public static func buildExpression<K: KeyframeTrackContent>(_ content: K) -> Tracks where K.Value == Value {
        Tracks(tracks: [KeyframeTrack<Value, Value, KeyframeTrackContentBuilder<Value>.Content>(content: { KeyframeTrackContentBuilder<Value>.Content(steps: content.resolvedSteps()) })])
    }
    public static func buildBlock(_ parts: Tracks...) -> Tracks { Tracks(tracks: parts.flatMap(\.tracks)) }
    public static func buildOptional(_ part: Tracks?) -> Tracks { part ?? Tracks(tracks: []) }
    public static func buildEither(first: Tracks) -> Tracks { first }
    public static func buildEither(second: Tracks) -> Tracks { second }
}

/// A value's keyframes evaluated at any time, as SwiftUI's `KeyframeTimeline`.
public struct KeyframeTimeline<Value> {
    let initialValue: Value
    let tracks: [any KeyframeApplying]

    public init(initialValue: Value, @KeyframesBuilder<Value> content: () -> some Keyframes<Value>) {
        self.initialValue = initialValue
        self.tracks = content().resolvedTracks()
    }

    /// The longest track's length, in seconds.
    public var duration: TimeInterval { tracks.map(\.duration).max() ?? 0 }

    /// The value `time` seconds in.
    public func value(time: Double) -> Value {
        var value = initialValue
        for track in tracks { Self.apply(track, to: &value, at: time) }
        return value
    }

    /// The value at a fraction of the duration.
    public func value(progress: Double) -> Value { value(time: progress * duration) }

    private static func apply<T: KeyframeApplying>(_ track: T, to value: inout Value, at time: Double) {
        guard var root = value as? T.Root else { return }
        track.apply(to: &root, at: time)
        if let back = root as? Value { value = back }
    }
}

/// A view drawn from a value its keyframes animate, as SwiftUI's `KeyframeAnimator`: drawn at
/// the initial value, the frame a Live Activity shows.
public struct KeyframeAnimator<Value, KeyframePath: Keyframes, Content: View>: View where Value == KeyframePath.Root {
    let initialValue: Value
    let content: (Value) -> Content

    public init(initialValue: Value, repeating: Bool = true, @ViewBuilder content: @escaping (Value) -> Content,
                @KeyframesBuilder<Value> keyframes: @escaping (Value) -> KeyframePath) {
        self.initialValue = initialValue
        self.content = content
    }

    public init(initialValue: Value, trigger: some Equatable, @ViewBuilder content: @escaping (Value) -> Content,
                @KeyframesBuilder<Value> keyframes: @escaping (Value) -> KeyframePath) {
        self.initialValue = initialValue
        self.content = content
    }

    public var body: some View { content(initialValue) }
}

/// A view drawn through a list of phases, as SwiftUI's `PhaseAnimator`: drawn at its first
/// phase, the frame a Live Activity shows.
public struct PhaseAnimator<Phase: Equatable, Content: View>: View {
    let first: Phase?
    let content: (Phase) -> Content

    public init(_ phases: some Sequence<Phase>, @ViewBuilder content: @escaping (Phase) -> Content,
                animation: @escaping (Phase) -> Animation? = { _ in .default }) {
        first = phases.first { _ in true }
        self.content = content
    }

    public init(_ phases: some Sequence<Phase>, trigger: some Equatable, @ViewBuilder content: @escaping (Phase) -> Content,
                animation: @escaping (Phase) -> Animation? = { _ in .default }) {
        self.init(phases, content: content, animation: animation)
    }

    @ViewBuilder public var body: some View {
        if let first { content(first) }
    }
}

extension View {
    /// The view drawn from a value its keyframes animate: at the initial value.
    public func keyframeAnimator<Value>(initialValue: Value, repeating: Bool = true,
                                        @ViewBuilder content: @escaping @Sendable (PlaceholderContentView<Self>, Value) -> some View,
                                        @KeyframesBuilder<Value> keyframes: @escaping (Value) -> some Keyframes<Value>) -> ModifiedView {
        ModifiedView(content: AnyView(content(PlaceholderContentView(self), initialValue)))
    }

    public func keyframeAnimator<Value>(initialValue: Value, trigger: some Equatable,
                                        @ViewBuilder content: @escaping @Sendable (PlaceholderContentView<Self>, Value) -> some View,
                                        @KeyframesBuilder<Value> keyframes: @escaping (Value) -> some Keyframes<Value>) -> ModifiedView {
        ModifiedView(content: AnyView(content(PlaceholderContentView(self), initialValue)))
    }

    /// The view drawn through phases: at the first.
    public func phaseAnimator<Phase: Equatable>(_ phases: some Sequence<Phase>,
                                                @ViewBuilder content: @escaping (PlaceholderContentView<Self>, Phase) -> some View,
                                                animation: @escaping (Phase) -> Animation? = { _ in .default }) -> ModifiedView {
        let first = phases.first { _ in true }
        return ModifiedView(content: first.map { AnyView(content(PlaceholderContentView(self), $0)) } ?? AnyView(self))
    }

    public func phaseAnimator<Phase: Equatable>(_ phases: some Sequence<Phase>, trigger: some Equatable,
                                                @ViewBuilder content: @escaping (PlaceholderContentView<Self>, Phase) -> some View,
                                                animation: @escaping (Phase) -> Animation? = { _ in .default }) -> ModifiedView {
        phaseAnimator(phases, content: content, animation: animation)
    }
}
