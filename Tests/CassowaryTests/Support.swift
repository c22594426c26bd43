@testable import Cassowary

/// A small deterministic random number generator (SplitMix64), so randomised tests replay exactly.
struct SeededGenerator: RandomNumberGenerator {
    private var state: UInt64

    init(seed: UInt64) { state = seed }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

extension Constraint {
    /// The expression's value at the variables' current values.
    var residual: Double {
        expression.terms.reduce(expression.constant) { $0 + $1.coefficient * $1.variable.value }
    }

    /// Whether the constraint holds at the variables' current values, within `tolerance`.
    func isSatisfied(tolerance: Double = 1e-6) -> Bool {
        switch relation {
        case .equal: return abs(residual) <= tolerance
        case .lessThanOrEqual: return residual <= tolerance
        case .greaterThanOrEqual: return residual >= -tolerance
        }
    }
}

/// Values of some variables, compared exactly: determinism means bit-identical.
func values(_ variables: [Variable]) -> [Double] { variables.map(\.value) }

/// Whether two numbers agree to within layout precision.
func isClose(_ a: Double, _ b: Double, tolerance: Double = 1e-6) -> Bool {
    abs(a - b) <= tolerance
}
