import Testing
@testable import Cassowary

/// The primal simplex's pivot rule. A degenerate vertex (several rows at a constant of 0) lets a
/// simplex pivot without moving, and the textbook rule (the most negative coefficient enters)
/// can then go round a cycle of bases for ever. Bland's rule (the lowest-numbered candidate
/// enters, ties for leaving go to the lowest-numbered row) cannot.
@Suite("Pivot rule")
struct PivotRuleTests {
    /// Beale's example (1955), the classic LP on which the most-negative-coefficient rule cycles
    /// (a cycle of six pivots that never leaves the vertex 0):
    ///
    ///     minimise   −¾ x₄ + 20 x₅ − ½ x₆ + 6 x₇
    ///     subject to  ¼ x₄ −  8 x₅ −   x₆ + 9 x₇ ≤ 0
    ///                 ½ x₄ − 12 x₅ − ½ x₆ + 3 x₇ ≤ 0
    ///                                   x₆        ≤ 1,     x ≥ 0
    ///
    /// The optimum is x₄ = 1, x₆ = 1, x₅ = x₇ = 0, at −5⁄4. As Cassowary: the bounds are required
    /// constraints, and the objective is the error of one weak constraint asking the objective
    /// to be −1000, which it cannot reach, so the solver minimises it.
    @Test func bealesDegenerateExampleFinishesAtItsOptimum() throws {
        let solver = Solver()
        let x4 = Variable("x4"), x5 = Variable("x5"), x6 = Variable("x6"), x7 = Variable("x7")
        for x in [x4, x5, x6, x7] { try solver.addConstraint(x >= 0) }
        try solver.addConstraint(0.25 * x4 - 8 * x5 - x6 + 9 * x7 <= 0)
        try solver.addConstraint(0.5 * x4 - 12 * x5 - 0.5 * x6 + 3 * x7 <= 0)
        try solver.addConstraint(x6 <= 1)
        let pivotsBefore = solver.statistics.pivots
        // The one call that optimises from the degenerate vertex: it must not throw the
        // solver's "made N pivots without finishing" error.
        try solver.addConstraint((-0.75 * x4 + 20 * x5 - 0.5 * x6 + 6 * x7 <= -1000) | .weak)
        solver.updateVariables()
        #expect(isClose(x4.value, 1) && isClose(x5.value, 0) && isClose(x6.value, 1) && isClose(x7.value, 0),
                "x = \(values([x4, x5, x6, x7]))")
        #expect(isClose(-0.75 * x4.value + 20 * x5.value - 0.5 * x6.value + 6 * x7.value, -1.25))
        // A handful of pivots, nowhere near the limit.
        #expect(solver.statistics.pivots - pivotsBefore < 20)
    }
}
