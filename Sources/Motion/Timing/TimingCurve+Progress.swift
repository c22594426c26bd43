import Foundation

extension TimingCurve {
    /// How far along the animation is (0 at the start, 1 at the end) when `fraction` of its
    /// time has passed. A spring may overshoot past 1 before it settles; the others stay in
    /// 0…1. Outside 0…1, the result is the start or the end.
    ///
    ///     progress
    ///     1 ┤          ╭──── easeInOut           ╭╮ spring (overshoots, settles)
    ///       │        ╭─╯                        ╭╯╰─────
    ///       │      ╭─╯                         ╭╯
    ///     0 ┼──────╯──────────── time         ─╯──────────── time
    public func progress(_ fraction: Double) -> Double {
        guard fraction.isFinite, fraction > 0 else { return 0 }
        guard fraction < 1 else { return 1 }
        switch self {
        case .linear: return fraction
        case .easeIn: return Self.bezier(0.42, 0, 1, 1, at: fraction)
        case .easeOut: return Self.bezier(0, 0, 0.58, 1, at: fraction)
        case .easeInOut: return Self.bezier(0.42, 0, 0.58, 1, at: fraction)
        case .bezier(let x1, let y1, let x2, let y2): return Self.bezier(x1, y1, x2, y2, at: fraction)
        case .spring(_, let damping): return Self.spring(damping: damping, at: fraction)
        }
    }

    /// A cubic Bézier from (0, 0) to (1, 1): the curve's y where its x is `x`, found by
    /// bisection (exact enough for cells, and never fails to converge as Newton's method can).
    static func bezier(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double, at x: Double) -> Double {
        func point(_ t: Double, _ p1: Double, _ p2: Double) -> Double {
            let u = 1 - t
            return 3 * u * u * t * p1 + 3 * u * t * t * p2 + t * t * t
        }
        var low = 0.0, high = 1.0
        for _ in 0..<32 {
            let middle = (low + high) / 2
            if point(middle, x1, x2) < x { low = middle } else { high = middle }
        }
        return point((low + high) / 2, y1, y2)
    }

    /// A damped spring released at 0 toward 1, its time scaled so it has settled (within half
    /// a percent) at fraction 1: under-damped (`damping` < 1) it overshoots and rings; at 1 and
    /// above it creeps in without overshooting.
    static func spring(damping: Double, at fraction: Double) -> Double {
        let zeta = min(max(damping.isFinite ? damping : 1, 0.05), 2)
        // Settling time of a second-order system to 0.5 %: about 5.3 / (ζω).
        let omega = 5.3 / max(zeta, 0.3)
        let t = fraction
        if zeta < 1 {
            let damped = omega * (1 - zeta * zeta).squareRoot()
            let envelope = exp(-zeta * omega * t)
            return 1 - envelope * (cos(damped * t) + zeta * omega / damped * sin(damped * t))
        }
        let envelope = exp(-omega * t)
        return 1 - envelope * (1 + omega * t)
    }
}
