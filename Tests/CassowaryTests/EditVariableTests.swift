import Testing
@testable import Cassowary

@Suite("Edit variables")
struct EditVariableTests {
    @Test(arguments: [0.0, 15, 250, -40, 1e6])
    func suggestionIsFollowedWhenNothingStrongerObjects(_ value: Double) throws {
        let solver = Solver()
        let x = Variable("x")
        try solver.addConstraint((x == 7) | .weak)
        try solver.addEditVariable(x, strength: .strong)
        try solver.suggestValue(x, value)
        solver.updateVariables()
        #expect(x.value == value)
    }

    @Test func weakerConstraintsGiveWayAndComeBackWhenTheEditGoes() throws {
        let solver = Solver()
        let left = Variable("left"), width = Variable("width"), right = Variable("right")
        try solver.addConstraint(right == left + width)
        try solver.addConstraint(left >= 0)
        try solver.addConstraint((left == 10) | .medium)
        try solver.addConstraint((width == 30) | .medium)
        solver.updateVariables()
        #expect(values([left, width, right]) == [10, 30, 40])

        try solver.addEditVariable(right, strength: .strong)
        try solver.suggestValue(right, 100)
        solver.updateVariables()
        #expect(isClose(right.value, 100))
        #expect(isClose(left.value + width.value, 100))

        // The required bound wins over the strong suggestion.
        try solver.suggestValue(right, -20)
        solver.updateVariables()
        #expect(left.value >= 0 && isClose(right.value, left.value + width.value))

        try solver.removeEditVariable(right)
        solver.updateVariables()
        #expect(values([left, width, right]) == [10, 30, 40])
        #expect(!solver.hasEditVariable(right))
    }

    @Test func addingAnEditMovesNothingUntilASuggestion() throws {
        let solver = Solver()
        let x = Variable("x")
        try solver.addConstraint((x == 12) | .weak)
        try solver.addEditVariable(x, strength: .strong)
        solver.updateVariables()
        #expect(x.value == 12)
    }

    @Test func manySuggestionsDoNotDrift() throws {
        let solver = Solver()
        let boxes = (0..<8).map { Variable("w\($0)") }
        let container = Variable("W")
        try solver.addConstraint(LinearExpression(sum: boxes) == container)
        for (index, box) in boxes.enumerated() {
            try solver.addConstraint(box >= Double(index + 1))
            if index > 0 { try solver.addConstraint((box == boxes[index - 1]) | .medium) }
        }
        try solver.addEditVariable(container, strength: .strong)
        var generator = SeededGenerator(seed: 7)
        for _ in 0..<20_000 {
            try solver.suggestValue(container, Double.random(in: 0...200, using: &generator))
        }
        try solver.suggestValue(container, 160)
        solver.updateVariables()
        #expect(boxes.allSatisfy { isClose($0.value, 20, tolerance: 1e-9) })
        // Each suggestion shifts row constants by a difference, so rounding accumulates, but only
        // at the level of the last bits: nothing a layout rounded to cells can see.
        #expect(isClose(container.value, 160, tolerance: 1e-9))
    }

    /// The benchmark's ten boxes in a sum: the container is basic when its edit goes in, and its
    /// row is solved for the slack of the widest box's minimum, which the objective does not
    /// weigh, instead of for the edit's error (six degenerate pivots before).
    @Test func anEditOnABasicVariableGoesInWithoutPivots() throws {
        let solver = Solver()
        let minimums = (0..<10).map { Double(1 + ($0 * 7919) % 13) }
        let boxes = (0..<10).map { Variable("w\($0)") }
        let container = Variable("W")
        for (box, minimum) in zip(boxes, minimums) { try solver.addConstraint(box >= minimum) }
        try solver.addConstraint(LinearExpression(sum: boxes) == container)
        for index in 1..<10 { try solver.addConstraint((boxes[index] == boxes[index - 1]) | .medium) }
        solver.updateVariables()
        #expect(values(boxes) == Array(repeating: 13, count: 10) && container.value == 130)
        let pivots = solver.statistics.pivots

        try solver.addEditVariable(container, strength: .strong)
        solver.updateVariables()
        #expect(solver.statistics.pivots == pivots)
        #expect(values(boxes) == Array(repeating: 13, count: 10) && container.value == 130)

        // Wider: every box grows alike, and the suggestion needs no pivot either.
        try solver.suggestValue(container, 152.5)
        solver.updateVariables()
        #expect(solver.statistics.pivots == pivots)
        #expect(boxes.allSatisfy { isClose($0.value, 15.25) } && container.value == 152.5)
        // Narrower than the minimums allow: the boxes stop at their minimums.
        try solver.suggestValue(container, 60)
        solver.updateVariables()
        #expect(zip(boxes, minimums).allSatisfy { isClose($0.value, $1) })
        #expect(isClose(container.value, minimums.reduce(0, +)))
    }
}
