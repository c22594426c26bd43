import Foundation

// iOS 17's easing curves as values, mapping progress 0…1 to progress 0…1: a cubic Bézier (as
// CSS and Core Animation define theirs) or a circular ease. A view of the app's own that eases
// its own values gets the numbers iOS gives.

/// An easing curve from 0 to 1, as SwiftUI's `UnitCurve`.
public struct UnitCurve: Hashable, Sendable {
    enum Kind: Hashable, Sendable {
        case bezier(Double, Double, Double, Double)
        case circularIn, circularOut, circularInOut
        indirect case inverse(Kind)
    }
    let kind: Kind

    public static func bezier(startControlPoint: UnitPoint, endControlPoint: UnitPoint) -> UnitCurve {
        UnitCurve(kind: .bezier(Double(startControlPoint.x), Double(startControlPoint.y), Double(endControlPoint.x), Double(endControlPoint.y)))
    }

    public static let linear = UnitCurve(kind: .bezier(0, 0, 1, 1))
    public static let easeIn = UnitCurve(kind: .bezier(0.42, 0, 1, 1))
    public static let easeOut = UnitCurve(kind: .bezier(0, 0, 0.58, 1))
    public static let easeInOut = UnitCurve(kind: .bezier(0.42, 0, 0.58, 1))
    public static let circularEaseIn = UnitCurve(kind: .circularIn)
    public static let circularEaseOut = UnitCurve(kind: .circularOut)
    public static let circularEaseInOut = UnitCurve(kind: .circularInOut)

    /// The curve with its axes swapped: progress from value.
    public var inverse: UnitCurve { UnitCurve(kind: .inverse(kind)) }

    /// The curve's value at `progress` (clamped to 0…1).
    public func value(at progress: Double) -> Double {
        if progress <= 0 { return 0 }
        if progress >= 1 { return 1 }
        return Self.value(kind, progress)
    }

    /// The curve's slope at `progress`.
    public func velocity(at progress: Double) -> Double {
        let h = 1e-4, x = min(max(progress, h), 1 - h)
        return (value(at: x + h) - value(at: x - h)) / (2 * h)
    }

    private static func value(_ kind: Kind, _ x: Double) -> Double {
        switch kind {
        case .bezier(let x1, let y1, let x2, let y2):
            let t = solve(x, { bezier($0, x1, x2) })
            return bezier(t, y1, y2)
        case .circularIn: return 1 - (1 - x * x).squareRoot()
        case .circularOut: return (1 - (x - 1) * (x - 1)).squareRoot()
        case .circularInOut:
            return x < 0.5 ? (1 - (1 - 4 * x * x).squareRoot()) / 2 : ((1 - pow(-2 * x + 2, 2)).squareRoot() + 1) / 2
        case .inverse(let inner): return solve(x, { value(inner, $0) })
        }
    }

    /// One coordinate of a cubic Bézier from 0 to 1 with control coordinates `a`, `b`.
    private static func bezier(_ t: Double, _ a: Double, _ b: Double) -> Double {
        let u = 1 - t
        return 3 * u * u * t * a + 3 * u * t * t * b + t * t * t
    }

    /// The t in 0…1 where an increasing `f` is `x`, by bisection.
    private static func solve(_ x: Double, _ f: (Double) -> Double) -> Double {
        var low = 0.0, high = 1.0
        for _ in 0..<60 {
            let mid = (low + high) / 2
            if f(mid) < x { low = mid } else { high = mid }
        }
        return (low + high) / 2
    }
}
