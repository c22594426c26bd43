import Foundation

// iOS 17's spring as a value: its parameters in each of Apple's forms (duration and bounce,
// response and damping ratio, mass, stiffness and damping), and where it is after a time, so
// that a view of the app's own that steps a spring draws what iOS would. `Animation.spring(_:)`
// animates with it as `spring(duration:bounce:)` does.

/// A spring's physics, as SwiftUI's `Spring`.
public struct Spring: Hashable, Sendable {
    /// Seconds for one oscillation, without damping (Apple's "perceptual duration").
    public let response: Double
    /// 1 is critically damped; below 1 it overshoots.
    public let dampingRatio: Double
    public let mass: Double

    public init(duration: TimeInterval = 0.5, bounce: Double = 0.0) {
        self.init(response: duration, dampingRatio: bounce >= 0 ? 1 - bounce : 1 / (1 + bounce))
    }

    public init(response: Double, dampingRatio: Double) {
        self.response = max(response, 0.0001)
        self.dampingRatio = dampingRatio
        self.mass = 1
    }

    public init(mass: Double = 1.0, stiffness: Double, damping: Double, allowOverDamping: Bool = false) {
        let stiffness = max(stiffness, 0.0001), mass = max(mass, 0.0001)
        let ratio = damping / (2 * (stiffness * mass).squareRoot())
        self.response = 2 * Double.pi * (mass / stiffness).squareRoot()
        self.dampingRatio = allowOverDamping ? ratio : min(ratio, 1)
        self.mass = mass
    }

    public init(settlingDuration: TimeInterval, dampingRatio: Double, epsilon: Double = 0.001) {
        // The envelope e^(-ζωt) falls to epsilon at the settling duration.
        let omega = -log(max(epsilon, 1e-9)) / (max(dampingRatio, 0.01) * max(settlingDuration, 0.0001))
        self.init(response: 2 * Double.pi / omega, dampingRatio: dampingRatio)
    }

    public var duration: TimeInterval { response }
    public var bounce: Double { dampingRatio <= 1 ? 1 - dampingRatio : 1 / dampingRatio - 1 }
    public var stiffness: Double { pow(2 * Double.pi / response, 2) * mass }
    public var damping: Double { 4 * Double.pi * dampingRatio * mass / response }
    /// Seconds until it is within 0.1 % of its target.
    public var settlingDuration: TimeInterval { settlingDuration(target: 1.0, epsilon: 0.001) }

    public static var smooth: Spring { Spring(duration: 0.5, bounce: 0) }
    public static var snappy: Spring { Spring(duration: 0.5, bounce: 0.15) }
    public static var bouncy: Spring { Spring(duration: 0.5, bounce: 0.3) }
    public static func smooth(duration: TimeInterval = 0.5, extraBounce: Double = 0.0) -> Spring { Spring(duration: duration, bounce: extraBounce) }
    public static func snappy(duration: TimeInterval = 0.5, extraBounce: Double = 0.0) -> Spring { Spring(duration: duration, bounce: 0.15 + extraBounce) }
    public static func bouncy(duration: TimeInterval = 0.5, extraBounce: Double = 0.0) -> Spring { Spring(duration: duration, bounce: 0.3 + extraBounce) }

    /// The fraction of the way from 0 to 1 after `time` seconds, starting at rest.
    func progress(_ time: TimeInterval) -> Double {
        guard time > 0 else { return 0 }
        let omega = 2 * Double.pi / response, zeta = dampingRatio
        if zeta < 1 {
            let damped = omega * (1 - zeta * zeta).squareRoot()
            return 1 - exp(-zeta * omega * time) * (cos(damped * time) + zeta * omega / damped * sin(damped * time))
        }
        if zeta == 1 { return 1 - exp(-omega * time) * (1 + omega * time) }
        let root = omega * (zeta * zeta - 1).squareRoot()
        let r1 = -zeta * omega + root, r2 = -zeta * omega - root
        return 1 - (r2 * exp(r1 * time) - r1 * exp(r2 * time)) / (r2 - r1)
    }

    /// Where a spring released at 0 toward `target` is after `time` seconds.
    public func value<V: VectorArithmetic>(target: V, initialVelocity: V = .zero, time: TimeInterval) -> V {
        target.scaled(by: progress(time))
    }

    /// Seconds until a spring toward `target` stays within `epsilon` of it.
    public func settlingDuration<V: VectorArithmetic>(target: V, initialVelocity: V = .zero, epsilon: Double) -> TimeInterval {
        let omega = 2 * Double.pi / response
        return -log(max(epsilon, 1e-9)) / (max(min(dampingRatio, 1), 0.01) * omega)
    }
}

extension Animation {
    /// Animates with a spring, as `spring(duration:bounce:)` does.
    public static func spring(_ spring: Spring, blendDuration: TimeInterval = 0.0) -> Animation {
        Animation.spring(response: spring.response, dampingFraction: min(max(spring.dampingRatio, 0), 1))
    }
}
