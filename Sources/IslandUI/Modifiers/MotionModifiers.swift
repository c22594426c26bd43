import FrameVocabulary

// Modifiers that say how a view moves. They are recorded on the node and carried into the
// rendered frame's regions as Motion's typed values; Motion reads them there.

/// How a view enters and leaves, as in SwiftUI. Live Activities allow `opacity`,
/// `move(edge:)`, `slide`, `push(from:)`, their combinations and `identity`.
public struct AnyTransition: Hashable, Sendable {
    /// The transition in Motion's terms.
    public let effect: TransitionEffect

    /// The removal of `asymmetric(insertion:removal:)`, kept for when Motion tells them apart.
    public internal(set) var removal: TransitionEffect?

    public init(_ effect: TransitionEffect) { self.effect = effect }

    public static let identity = AnyTransition(.identity)
    public static let opacity = AnyTransition(.opacity)
    public static let scale = AnyTransition(.scale)
    public static let slide = AnyTransition(.slide)
    public static func move(edge: Edge) -> AnyTransition { AnyTransition(.move(edge.transitionEdge)) }
    public static func push(from edge: Edge) -> AnyTransition { AnyTransition(.push(edge.transitionEdge)) }

    /// Both transitions at once.
    public func combined(with other: AnyTransition) -> AnyTransition {
        AnyTransition(.combined(effect, other.effect))
    }
}

/// How a view's content changes when it updates in place, as in SwiftUI.
public struct ContentTransition: Hashable, Sendable {
    /// The content transition in Motion's terms.
    public let effect: ContentTransitionEffect

    public init(_ effect: ContentTransitionEffect) { self.effect = effect }

    public static let identity = ContentTransition(.identity)
    public static let opacity = ContentTransition(.opacity)
    public static let interpolate = ContentTransition(.interpolate)
    /// Digits roll, down when `countsDown`, else up.
    public static func numericText(countsDown: Bool = false) -> ContentTransition {
        ContentTransition(.numericText(countsDown: countsDown))
    }
    /// Digits roll in the direction `value` moved since the last frame.
    public static func numericText(value: Double) -> ContentTransition {
        ContentTransition(.numericValue(value))
    }
}

/// A timing curve and duration, as in SwiftUI. Live Activity animations last at most two
/// seconds; longer ones are clamped.
public struct Animation: Hashable, Sendable {
    /// The animation in Motion's terms.
    public let timing: AnimationTiming

    /// Seconds before it starts (`delay(_:)`); Motion starts a Live Activity's changes at once.
    public internal(set) var delay: Double = 0
    /// How many times it plays (`repeatCount(_:)`, nil for `repeatForever`); a Live Activity
    /// plays an animation once, when its data changes.
    public internal(set) var repeatCount: Int? = 1
    /// Whether a repeating animation plays backwards every other time.
    public internal(set) var autoreverses = false

    public init(_ timing: AnimationTiming) { self.timing = timing }

    public var curve: TimingCurve { timing.curve }
    public var duration: Double { timing.duration }

    public static let `default` = Animation(AnimationTiming(curve: .easeInOut, duration: 0.35))
    public static func linear(duration: Double) -> Animation { Animation(AnimationTiming(curve: .linear, duration: duration)) }
    public static func easeIn(duration: Double) -> Animation { Animation(AnimationTiming(curve: .easeIn, duration: duration)) }
    public static func easeOut(duration: Double) -> Animation { Animation(AnimationTiming(curve: .easeOut, duration: duration)) }
    public static func easeInOut(duration: Double) -> Animation { Animation(AnimationTiming(curve: .easeInOut, duration: duration)) }
    /// A cubic Bézier timing curve through two control points.
    public static func timingCurve(_ c0x: Double, _ c0y: Double, _ c1x: Double, _ c1y: Double, duration: Double = 0.35) -> Animation {
        Animation(AnimationTiming(curve: .bezier(c0x, c0y, c1x, c1y), duration: duration))
    }
    public static func spring(response: Double = 0.5, dampingFraction: Double = 0.825, blendDuration: Double = 0) -> Animation {
        Animation(AnimationTiming(curve: .spring(response: response, dampingFraction: dampingFraction), duration: response))
    }
    public static let spring = Animation.spring()
    public static let linear = Animation.linear(duration: 0.35)
    public static let easeIn = Animation.easeIn(duration: 0.35)
    public static let easeOut = Animation.easeOut(duration: 0.35)
    public static let easeInOut = Animation.easeInOut(duration: 0.35)
}

extension Edge {
    /// The edge as Motion names it (the first of several, leading before trailing).
    var transitionEdge: TransitionEdge {
        if contains(.top) { return .top }
        if contains(.bottom) { return .bottom }
        if contains(.trailing) { return .trailing }
        return .leading
    }
}

extension View {
    public func transition(_ transition: AnyTransition) -> ModifiedView {
        changingNode { $0.motion.transition = transition }
    }

    public func contentTransition(_ transition: ContentTransition) -> ModifiedView {
        changingNode { $0.motion.contentTransition = transition }
    }

    /// Animates changes of this view when `value` changes. (Live Activities use the system's
    /// timing; the request is kept on the frame's region for what honours it.)
    public func animation<Value: Equatable>(_ animation: Animation?, value: Value) -> ModifiedView {
        let watched = AnimationValue(value)
        return changingNode {
            $0.motion.animation = animation
            $0.motion.animationValue = watched
        }
    }
}

/// The value an `animation(_:value:)` watches, its type erased but its equality kept.
package struct AnimationValue: Equatable, @unchecked Sendable {
    private let value: Any
    private let equals: (Any) -> Bool

    package init<Value: Equatable>(_ value: Value) {
        self.value = value
        equals = { ($0 as? Value) == value }
    }

    package static func == (a: AnimationValue, b: AnimationValue) -> Bool { a.equals(b.value) }
}
