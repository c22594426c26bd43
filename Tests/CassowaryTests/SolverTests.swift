import Testing
@testable import Cassowary

@Suite("Solving")
struct SolverTests {
    @Test func theReadmeExample() throws {
        let solver = Solver()
        let left = Variable("left"), width = Variable("width")
        let fits = left + width <= 100
        try solver.addConstraint(fits)
        try solver.addConstraint((width == 60) | .strong)
        try solver.addConstraint((left >= 10) | .weak)
        try solver.addEditVariable(width, strength: .strong)
        try solver.suggestValue(width, 80)
        solver.updateVariables()
        #expect(fits.isSatisfied())
        #expect(width.value >= 60 && width.value <= 80)
        #expect(isClose(left.value + width.value, min(100, left.value + width.value)))
    }

    @Test(arguments: [
        // (required lower bound, weak preference, expected)
        (10.0, 5.0, 10.0), (10.0, 50.0, 50.0), (-3.0, -7.0, -3.0),
    ])
    func requiredBeatsWeak(bound: Double, preference: Double, expected: Double) throws {
        let solver = Solver()
        let x = Variable("x")
        try solver.addConstraint((x == preference) | .weak)
        try solver.addConstraint(x >= bound)
        solver.updateVariables()
        #expect(isClose(x.value, expected))
    }

    @Test func inequalitiesAndEqualitiesTogether() throws {
        let solver = Solver()
        let x = Variable("x"), y = Variable("y")
        try solver.addConstraint(x + y == 10)
        try solver.addConstraint(x >= 2 * y)
        try solver.addConstraint((y == 8) | .strong)
        solver.updateVariables()
        // y would like 8, but x ≥ 2y and x + y = 10 cap it at 10/3.
        #expect(isClose(y.value, 10.0 / 3))
        #expect(isClose(x.value, 20.0 / 3))
    }

    @Test func removingAConstraintRestoresThePreviousSolution() throws {
        let solver = Solver()
        let x = Variable("x"), y = Variable("y")
        try solver.addConstraint((x == 20) | .weak)
        try solver.addConstraint(x + y == 50)
        solver.updateVariables()
        let before = values([x, y])
        let cap = x <= 5
        try solver.addConstraint(cap)
        solver.updateVariables()
        #expect(values([x, y]) == [5, 45])
        try solver.removeConstraint(cap)
        solver.updateVariables()
        #expect(values([x, y]) == before)
        #expect(!solver.hasConstraint(cap))
    }

    @Test func constraintsBuiltAlikeAreTwoConstraints() throws {
        let solver = Solver()
        let x = Variable("x")
        let first = x == 3, second = x == 3
        try solver.addConstraint(first)
        try solver.addConstraint(second)  // redundant, and accepted
        #expect(solver.hasConstraint(first) && solver.hasConstraint(second))
        try solver.removeConstraint(first)
        solver.updateVariables()
        #expect(x.value == 3)
        #expect(solver.statistics.constraints == 1)
    }

    @Test func updateVariablesReportsWhatMoved() throws {
        let solver = Solver()
        let left = Variable("left"), width = Variable("width"), right = Variable("right")
        try solver.addConstraint(left == 0)
        try solver.addConstraint(right == left + width)
        try solver.addEditVariable(width, strength: .strong)
        var moved: [Variable] = []
        try solver.suggestValue(width, 30)
        solver.updateVariables(changed: &moved)
        #expect(Set(moved.map(\.name)) == ["width", "right"])
        try solver.suggestValue(width, 30)
        solver.updateVariables(changed: &moved)
        #expect(moved.isEmpty)
    }

    @Test func resetForgetsEverything() throws {
        let solver = Solver()
        let x = Variable("x")
        let constraint = x == 4
        try solver.addConstraint(constraint)
        try solver.addEditVariable(x, strength: .weak)
        solver.reset()
        #expect(!solver.hasConstraint(constraint) && !solver.hasEditVariable(x))
        #expect(solver.statistics == Solver().statistics)
        try solver.addConstraint(constraint)  // no longer a duplicate
    }
}
