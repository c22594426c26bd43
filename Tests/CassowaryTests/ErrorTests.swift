import Testing
@testable import Cassowary

/// Every error leaves the solver exactly as it was: same statistics, same values, same answers
/// to `has…`, and the same results for the calls that follow.
@Suite("Errors")
struct ErrorTests {
    /// A small system with a little of everything in it, and a snapshot of its observable state.
    final class Fixture {
        let solver = Solver()
        let left = Variable("left"), width = Variable("width"), right = Variable("right")
        let minimum: Constraint
        let fixedLeft: Constraint

        init() throws {
            minimum = width >= 10
            fixedLeft = left == 0
            try solver.addConstraint(fixedLeft)
            try solver.addConstraint(minimum)
            try solver.addConstraint(right == left + width)
            try solver.addConstraint(right <= 100)
            try solver.addConstraint((width == 40) | .weak)
            try solver.addEditVariable(width, strength: .strong)
            try solver.suggestValue(width, 50)
            solver.updateVariables()
        }

        var state: (SolverStatistics, [Double]) {
            let statistics = solver.statistics
            solver.updateVariables()
            return (statistics, values([left, width, right]))
        }

        /// What the solver gives for a further suggestion: must be the same after an error.
        func afterward() throws -> [Double] {
            try solver.suggestValue(width, 70)
            solver.updateVariables()
            return values([left, width, right])
        }
    }

    enum FailingCall: String, CaseIterable {
        case unsatisfiableInequality, unsatisfiableEquality, contradictionThroughASum
        case unsatisfiableWithNewVariables, duplicateConstraint, unknownConstraint
        case duplicateEditVariable, unknownEditVariable, removingAnUnknownEdit
        case requiredEditVariable, nanSuggestion, infiniteConstant

        func perform(on fixture: Fixture) throws {
            let solver = fixture.solver
            switch self {
            case .unsatisfiableInequality: try solver.addConstraint(fixture.right >= 200)
            case .unsatisfiableEquality: try solver.addConstraint(fixture.left == 5)
            case .contradictionThroughASum: try solver.addConstraint(fixture.right - fixture.width == 3)
            case .unsatisfiableWithNewVariables:
                let extra = Variable("extra")
                try solver.addConstraint(extra >= fixture.right + 1)
                try solver.addConstraint(extra <= fixture.left + 5)
            case .duplicateConstraint: try solver.addConstraint(fixture.minimum)
            case .unknownConstraint: try solver.removeConstraint(fixture.width >= 10)
            case .duplicateEditVariable: try solver.addEditVariable(fixture.width, strength: .weak)
            case .unknownEditVariable: try solver.suggestValue(fixture.left, 3)
            case .removingAnUnknownEdit: try solver.removeEditVariable(fixture.right)
            case .requiredEditVariable: try solver.addEditVariable(fixture.right, strength: .required)
            case .nanSuggestion: try solver.suggestValue(fixture.width, .nan)
            case .infiniteConstant: try solver.addConstraint(fixture.left <= .infinity)
            }
        }
    }

    @Test(arguments: FailingCall.allCases)
    func errorLeavesTheSolverAsItWas(_ call: FailingCall) throws {
        let fixture = try Fixture()
        let reference = try Fixture()
        if call == .unsatisfiableWithNewVariables {
            // The first of its two constraints is fine: give the reference the same one.
            try reference.solver.addConstraint(Variable("extra") >= reference.right + 1)
        }
        let (statisticsBefore, valuesBefore) = fixture.state
        #expect(throws: SolverError.self) { try call.perform(on: fixture) }
        let (statisticsAfter, valuesAfter) = fixture.state
        if call != .unsatisfiableWithNewVariables {
            #expect(statisticsAfter.constraints == statisticsBefore.constraints)
            #expect(statisticsAfter.rows == statisticsBefore.rows)
            #expect(statisticsAfter.symbols == statisticsBefore.symbols)
            #expect(statisticsAfter.variables == statisticsBefore.variables)
            #expect(statisticsAfter.cells == statisticsBefore.cells)
        }
        #expect(valuesAfter == valuesBefore)
        #expect(try fixture.afterward() == reference.afterward())
    }

    @Test func eachErrorSaysWhatWentWrong() throws {
        let fixture = try Fixture()
        let tooWide = fixture.right >= 200
        do {
            try fixture.solver.addConstraint(tooWide)
            Issue.record("expected an unsatisfiable constraint")
        } catch SolverError.unsatisfiableConstraint(let constraint, let conflicts) {
            #expect(constraint === tooWide)
            #expect(conflicts.contains { $0.description == "right - 100 <= 0 | required" })
        }
        #expect(SolverError.duplicateConstraint(fixture.minimum).description
            == "duplicate constraint [width - 10 >= 0 | required]: it is already in the solver")
    }

    @Test func contradictoryEqualitiesNameEachOther() throws {
        let solver = Solver()
        let x = Variable("x")
        let three = x == 3
        try solver.addConstraint(three)
        let four = x == 4
        let error = #expect(throws: SolverError.self) { try solver.addConstraint(four) }
        guard case .unsatisfiableConstraint(let constraint, let conflicts)? = error else {
            Issue.record("expected an unsatisfiable constraint, got \(String(describing: error))")
            return
        }
        #expect(constraint === four)
        #expect(conflicts.count == 1 && conflicts.first === three)
        #expect(!solver.hasConstraint(four))
    }

    @Test func nonRequiredConstraintsNeverFail() throws {
        let solver = Solver()
        let x = Variable("x")
        try solver.addConstraint(x == 3)
        try solver.addConstraint((x == 4) | .strong)
        try solver.addConstraint((x >= 10) | .medium)
        solver.updateVariables()
        #expect(x.value == 3)
    }
}
