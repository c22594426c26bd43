import Testing
@testable import Cassowary

/// Random add/remove/suggest sequences, checked after every step against what must always hold.
@Suite("Randomised sequences")
struct RandomisedTests {
    /// Plays a random sequence and returns every value observed, for determinism checks.
    static func play(seed: UInt64, steps: Int, check: Bool) throws -> [Double] {
        var generator = SeededGenerator(seed: seed)
        let solver = Solver()
        let variables = (0..<10).map { Variable("v\($0)") }
        let strengths: [Strength] = [.required, .strong, .medium, .weak]
        var added: [Constraint] = []
        var editing: [Variable] = []
        var observed: [Double] = []

        for _ in 0..<steps {
            switch Int.random(in: 0..<10, using: &generator) {
            case 0..<5:
                var expression = LinearExpression(constant: Double(Int.random(in: -50...50, using: &generator)))
                for _ in 0..<Int.random(in: 1...3, using: &generator) {
                    expression += Double(Int.random(in: -3...3, using: &generator)) * variables.randomElement(using: &generator)!
                }
                let relation = [Relation.equal, .lessThanOrEqual, .greaterThanOrEqual].randomElement(using: &generator)!
                let constraint = Constraint(expression, relation, strength: strengths.randomElement(using: &generator)!)
                do {
                    try solver.addConstraint(constraint)
                    added.append(constraint)
                } catch SolverError.unsatisfiableConstraint {
                    #expect(constraint.strength.isRequired)
                    #expect(!solver.hasConstraint(constraint))
                }
            case 5..<7 where !added.isEmpty:
                let index = Int.random(in: 0..<added.count, using: &generator)
                try solver.removeConstraint(added.remove(at: index))
            case 7:
                let variable = variables.randomElement(using: &generator)!
                if solver.hasEditVariable(variable) {
                    try solver.removeEditVariable(variable)
                    editing.removeAll { $0 === variable }
                } else {
                    try solver.addEditVariable(variable, strength: Bool.random(using: &generator) ? .strong : .medium)
                    editing.append(variable)
                }
            default:
                if let variable = editing.randomElement(using: &generator) {
                    try solver.suggestValue(variable, Double(Int.random(in: -100...100, using: &generator)))
                }
            }
            solver.updateVariables()
            observed.append(contentsOf: values(variables))
            if check {
                for constraint in added where constraint.strength.isRequired {
                    #expect(constraint.isSatisfied(tolerance: 1e-6), "\(constraint) violated")
                }
                #expect(solver.statistics.constraints == added.count + editing.count)
            }
        }
        return observed
    }

    @Test(arguments: [1, 2, 3, 4, 5, 6, 7, 8] as [UInt64])
    func requiredConstraintsAlwaysHold(seed: UInt64) throws {
        _ = try Self.play(seed: seed, steps: 400, check: true)
    }

    @Test func sameCallsGiveBitIdenticalValues() throws {
        let first = try Self.play(seed: 99, steps: 600, check: false)
        let second = try Self.play(seed: 99, steps: 600, check: false)
        #expect(first.map(\.bitPattern) == second.map(\.bitPattern))
    }

    /// Removal leaves no trace: after thousands of add/remove cycles the system is as small as a
    /// fresh one holding the same constraints.
    @Test func removalLeavesNoTrace() throws {
        let solver = Solver()
        let fresh = Solver()
        let boxes = (0..<6).map { Variable("b\($0)") }
        let container = Variable("W")
        var standing: [Constraint] = [LinearExpression(sum: boxes) == container]
        for index in boxes.indices.dropFirst() { standing.append((boxes[index] == boxes[index - 1]) | .weak) }
        for constraint in standing {
            try solver.addConstraint(constraint)
            try fresh.addConstraint(constraint)
        }
        try solver.addEditVariable(container, strength: .strong)
        try fresh.addEditVariable(container, strength: .strong)
        try solver.suggestValue(container, 90)
        try fresh.suggestValue(container, 90)

        var generator = SeededGenerator(seed: 3)
        for cycle in 0..<5000 {
            let temporary = Variable("t\(cycle)")  // new variables too, which must be forgotten
            let box = boxes.randomElement(using: &generator)!
            let constraints = [
                box >= Double(Int.random(in: 1...30, using: &generator)),
                (temporary == box + 1) | .medium,
                temporary <= 200,
            ]
            for constraint in constraints { try solver.addConstraint(constraint) }
            try solver.suggestValue(container, Double(Int.random(in: 40...150, using: &generator)))
            for constraint in constraints.shuffled(using: &generator) { try solver.removeConstraint(constraint) }
        }
        try solver.suggestValue(container, 90)
        solver.updateVariables()
        var grown = solver.statistics
        let reference = fresh.statistics
        grown.pivots = reference.pivots
        #expect(grown.constraints == reference.constraints)
        #expect(grown.variables == reference.variables)
        #expect(grown.rows == reference.rows)
        #expect(grown.symbols == reference.symbols)
        #expect(grown.cells <= reference.cells + 6)
        #expect(grown.objectiveCells <= reference.objectiveCells + 6)
        #expect(boxes.allSatisfy { isClose($0.value, 15) })
    }
}
