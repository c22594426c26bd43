@testable import Cassowary
import Testing

/// What a constraint and an expression look like once written (Cassowary's reduced form, and
/// how it prints), the solver's pivot count, and suggestions to two edit variables in turn.
@Suite("Reduced form, printing and bookkeeping")
struct ReducedFormTests {
    /// A constraint's expression is reduced: no zero coefficients, even when every term is zero.
    @Test func aConstraintKeepsNoZeroTerm() {
        let x = Variable("x")
        #expect((0 * x >= 0).expression.terms.isEmpty)
        #expect((x - x >= 0).expression.terms.isEmpty)
        #expect((0 * x + 2 * x >= 0).expression.terms.count == 1)
    }

    /// An expression prints its sign once: a zero prints as 0, never −0, a term of coefficient
    /// one as its variable alone, and whole numbers as integers up to 10¹⁵ (beyond, as Double
    /// prints them).
    @Test func anExpressionPrintsItsSignsAndNumbersPlainly() {
        let x = Variable("x"), y = Variable("y")
        #expect((0 * x >= 0).expression.description == "0")
        #expect((0 * x + y).description == "0 * x + y")
        #expect(Term(x, coefficient: 1).description == "x")
        #expect(Term(x, coefficient: 2).description == "2 * x")
        #expect((999_999_999_999_999 * x).description == "999999999999999 * x")
        #expect((1e15 * x).description == "1000000000000000.0 * x")
    }

    /// Strengths are ordered strictly: none is below itself.
    @Test func noStrengthIsBelowItself() {
        for strength in [Strength.weak, .medium, .strong, .required] {
            #expect(!(strength < strength))
        }
        #expect(Strength.weak < .medium && Strength.medium < .strong && Strength.strong < .required)
    }

    /// Every pivot counts one in the statistics: a system that must pivot shows more pivots
    /// after than before.
    @Test func pivotsAreCountedUp() throws {
        let solver = Solver()
        let x = Variable("x"), y = Variable("y")
        let before = solver.statistics.pivots
        try solver.addConstraint(x + y == 10)
        try solver.addConstraint(x >= 2)
        try solver.addConstraint((x == 8) | .weak)
        try solver.addConstraint((y == 8) | .medium)
        #expect(solver.statistics.pivots > before)
    }

    /// Removing a constraint whose marker is a parameter first pivots the marker into a row, and
    /// that pivot counts: an equality's marker (a dummy) is never basic.
    @Test func theRemovalPivotIsCountedUp() throws {
        let solver = Solver()
        let x = Variable("x"), y = Variable("y")
        let sum = x + y == 10
        try solver.addConstraint(sum)
        try solver.addConstraint((x == 8) | .weak)
        let before = solver.statistics.pivots
        try solver.removeConstraint(sum)
        #expect(solver.statistics.pivots > before)
    }

    /// Suggestions to two edit variables in turn each move their own variable: what was read
    /// for one edit's rows is not used for the other's.
    @Test func twoEditVariablesSuggestedInTurnEachGetTheirValue() throws {
        let solver = Solver()
        let x = Variable("x"), y = Variable("y")
        try solver.addConstraint((x + y <= 100) | .required)
        try solver.addEditVariable(x, strength: .strong)
        try solver.addEditVariable(y, strength: .strong)
        try solver.suggestValue(x, 10)
        try solver.suggestValue(y, 20)
        solver.updateVariables()
        #expect(isClose(x.value, 10) && isClose(y.value, 20), "\(x.value), \(y.value)")
        try solver.suggestValue(x, 30)
        try solver.suggestValue(y, 40)
        try solver.suggestValue(x, 50)
        solver.updateVariables()
        #expect(isClose(x.value, 50) && isClose(y.value, 40), "\(x.value), \(y.value)")
    }
}
