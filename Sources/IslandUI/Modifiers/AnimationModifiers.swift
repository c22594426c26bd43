import Foundation
import FrameVocabulary

// The rest of SwiftUI's animation vocabulary. A Live Activity animates only when its data
// changes, for at most two seconds, with the system's timing; an animation asked for is kept on
// the frame's regions (its curve and duration) for Motion, and what a Live Activity cannot do
// (repeat, wait) is recorded on the value and not played.

extension Animation {
    /// Plays forever: a Live Activity plays it once, on the update that starts it.
    public func repeatForever(autoreverses: Bool = true) -> Animation {
        var animation = self
        animation.repeatCount = nil
        animation.autoreverses = autoreverses
        return animation
    }

    /// Plays `repeatCount` times: a Live Activity plays it once.
    public func repeatCount(_ repeatCount: Int, autoreverses: Bool = true) -> Animation {
        var animation = self
        animation.repeatCount = max(repeatCount, 1)
        animation.autoreverses = autoreverses
        return animation
    }

    /// Starts after `delay` seconds (recorded; Motion starts a change at once).
    public func delay(_ delay: Double) -> Animation {
        var animation = self
        animation.delay = delay.isFinite ? max(delay, 0) : 0
        return animation
    }

    /// Plays `speed` times as fast: the duration divided by it (still at most two seconds).
    public func speed(_ speed: Double) -> Animation {
        guard speed.isFinite, speed > 0 else { return self }
        var animation = Animation(AnimationTiming(curve: timing.curve, duration: timing.duration / speed))
        animation.delay = delay
        animation.repeatCount = repeatCount
        animation.autoreverses = autoreverses
        return animation
    }

    /// A spring that settles in `duration` seconds, `bounce` above 0 overshooting (iOS 17).
    /// Disfavoured, so `.spring()` stays the older form, as with Apple's SDK.
    @_disfavoredOverload
    public static func spring(duration: Double = 0.5, bounce: Double = 0, blendDuration: Double = 0) -> Animation {
        spring(response: duration, dampingFraction: 1 - min(max(bounce, 0), 1) * 0.5)
    }

    public static func interactiveSpring(response: Double = 0.15, dampingFraction: Double = 0.86,
                                         blendDuration: Double = 0.25) -> Animation {
        spring(response: response, dampingFraction: dampingFraction)
    }

    /// A spring given by its physics: settles in about the time a critically damped one would.
    public static func interpolatingSpring(mass: Double = 1, stiffness: Double, damping: Double,
                                           initialVelocity: Double = 0) -> Animation {
        let response = 2 * Double.pi * (mass / max(stiffness, 0.0001)).squareRoot()
        let fraction = damping / (2 * (max(stiffness * mass, 0.0001)).squareRoot())
        return spring(response: response, dampingFraction: min(max(fraction, 0), 1))
    }

    public static func interpolatingSpring(duration: Double = 0.5, bounce: Double = 0, initialVelocity: Double = 0) -> Animation {
        spring(duration: duration, bounce: bounce)
    }

    /// iOS 17's named springs: smooth (no bounce), snappy (a little, quicker), bouncy.
    public static var smooth: Animation { spring(duration: 0.5, bounce: 0) }
    public static var snappy: Animation { spring(duration: 0.5, bounce: 0.15) }
    public static var bouncy: Animation { spring(duration: 0.5, bounce: 0.3) }
    public static func smooth(duration: Double = 0.5, extraBounce: Double = 0) -> Animation { spring(duration: duration, bounce: extraBounce) }
    public static func snappy(duration: Double = 0.5, extraBounce: Double = 0) -> Animation { spring(duration: duration, bounce: 0.15 + extraBounce) }
    public static func bouncy(duration: Double = 0.5, extraBounce: Double = 0) -> Animation { spring(duration: duration, bounce: 0.3 + extraBounce) }
}

/// Runs `body` and animates the changes it makes, as SwiftUI's: the changes are made; a Live
/// Activity animates when its data changes, so no animation is started here.
@discardableResult
public func withAnimation<Result>(_ animation: Animation? = .default, _ body: () throws -> Result) rethrows -> Result {
    try body()
}

/// When `withAnimation(_:completionCriteria:_:completion:)` calls its completion.
public struct AnimationCompletionCriteria: Hashable, Sendable {
    let name: String
    public static let logicallyComplete = AnimationCompletionCriteria(name: "logicallyComplete")
    public static let removed = AnimationCompletionCriteria(name: "removed")
}

/// Runs `body`, then `completion` (no animation is played; see `withAnimation(_:_:)`).
@discardableResult
public func withAnimation<Result>(_ animation: Animation? = .default, completionCriteria: AnimationCompletionCriteria = .logicallyComplete,
                                  _ body: () throws -> Result, completion: @escaping () -> Void) rethrows -> Result {
    let result = try body()
    completion()
    return result
}

/// Runs `body` in a transaction, as SwiftUI's (the changes are made; see `withAnimation`).
@discardableResult
public func withTransaction<Result>(_ transaction: Transaction, _ body: () throws -> Result) rethrows -> Result {
    try body()
}

extension Transaction {
    /// Whether animations from `animation(_:value:)` below are turned off.
    public var disablesAnimations: Bool {
        get { isDisablingAnimations }
        set { isDisablingAnimations = newValue }
    }
}

extension View {
    /// Changes the animation of this view's changes: the transaction's animation replaces the
    /// one recorded for Motion (`nil` or `disablesAnimations` removes it).
    public func transaction(_ transform: @escaping (inout Transaction) -> Void) -> ModifiedView {
        changingNode { node in
            var transaction = Transaction(animation: node.motion.animation)
            transform(&transaction)
            node.motion.animation = transaction.isDisablingAnimations ? nil : transaction.animation
        }
    }

    /// The same, only when `value` changes; a frame is drawn anew, so it always applies.
    public func transaction<V: Equatable>(value: V, _ transform: @escaping (inout Transaction) -> Void) -> ModifiedView {
        transaction(transform)
    }

    /// Animates every change of this view (the deprecated form without a value).
    public func animation(_ animation: Animation?) -> ModifiedView {
        changingNode { $0.motion.animation = animation }
    }
}
