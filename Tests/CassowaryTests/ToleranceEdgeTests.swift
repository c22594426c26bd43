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
