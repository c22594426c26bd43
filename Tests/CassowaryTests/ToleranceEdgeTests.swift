import Testing
@testable import Cassowary

/// The solver's two tolerances at their edges. `valuesAreUnique(tolerance:)` counts objective
/// coefficients *at most* the tolerance as 0; and a row whose constant is negative by no more
/// than `epsilon` (10⁻⁸) is feasible, so rounding residue that small is left where it is rather
/// than starting the dual simplex, while anything more negative is made feasible.
@Suite("Tolerances at their edges")
struct ToleranceEdgeTests {
    /// One weak preference: its two errors are in the variable's row, each with the weak
    /// strength's weight (1) in the objective.
    @Test func aCoefficientEqualToTheToleranceCountsAsZero() throws {
        let solver = Solver()
        let x = Variable("x")
        try solver.addConstraint((x == 5) | .weak)
        #expect(solver.valuesAreUnique(tolerance: 0.999))
        #expect(!solver.valuesAreUnique(tolerance: 1))
    }
}

extension ToleranceEdgeTests {
    /// An edit of `x`, then the bound `x ≥ 0` (or `x ≤ 0`), then a suggestion of `value`:
    /// x's value once the solver has taken it.
    func suggested(_ value: Double, upper: Bool = false) throws -> Double {
        let solver = Solver()
        let x = Variable("x")
        try solver.addEditVariable(x, strength: .strong)
        try solver.addConstraint(upper ? (x <= 0) : (x >= 0))
        try solver.suggestValue(x, value)
        solver.updateVariables()
        return x.value
    }

    /// The bound's row goes negative by the suggestion. By exactly `epsilon` it is left as it
    /// is (rounding residue: x takes the suggestion); by more, the dual simplex restores the bound.
    @Test func aBoundBrokenByEpsilonIsLeftAndByMoreIsRestored() throws {
        #expect(try suggested(-1e-8) == -1e-8)
        #expect(try suggested(-2e-8) == 0)
        #expect(try suggested(1e-8, upper: true) == 1e-8)
        #expect(try suggested(2e-8, upper: true) == 0)
    }
}
