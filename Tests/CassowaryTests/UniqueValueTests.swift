import Testing
@testable import Cassowary

/// `Solver.valuesAreUnique`: whether the optimum the solver holds is the only one for the
/// user's variables, so that any solver with the same constraints and last suggestion holds the
/// same values whatever it was asked before.
@Suite("Unique values")
struct UniqueValueTests {
    /// Two lengths that each want 10, sharing what is offered; `equalShares` adds the weak
    /// preference that they give way equally, which makes the optimum unique.
    func pair(equalShares: Bool) throws -> (Solver, Variable, Variable, Variable) {
        let solver = Solver()
        let a = Variable("a"), b = Variable("b"), offered = Variable("offered")
        try solver.addConstraint(a >= 0)
        try solver.addConstraint(b >= 0)
        try solver.addConstraint(a + b <= offered)
        try solver.addConstraint((a >= 10) | .medium)
        try solver.addConstraint((b >= 10) | .medium)
        if equalShares { try solver.addConstraint((a == b) | .weak) }
        try solver.addEditVariable(offered, strength: .strong)
        return (solver, a, b, offered)
    }

    @Test func aShortfallEitherCanTakeIsATie() throws {
        let (solver, a, b, offered) = try pair(equalShares: false)
        try solver.suggestValue(offered, 15)
        solver.updateVariables()
        #expect(a.value + b.value == 15)
        #expect(!solver.valuesAreUnique())
        // Room to spare is a tie too: nothing says which may take it.
        try solver.suggestValue(offered, 30)
        #expect(!solver.valuesAreUnique())
        // Bounded at 10 each, the two are at 10 whatever is offered past 20; but there a bound
        // and a preference meet (a degenerate vertex), which is conservatively called a tie.
        try solver.addConstraint(a <= 10)
        try solver.addConstraint(b <= 10)
        #expect(!solver.valuesAreUnique())
    }

    @Test func anEqualSharePreferenceMakesTheOptimumUnique() throws {
        let (solver, a, b, offered) = try pair(equalShares: true)
        try solver.suggestValue(offered, 15)
        solver.updateVariables()
        #expect(isClose(a.value, 7.5) && isClose(b.value, 7.5))
        #expect(solver.valuesAreUnique())
    }

    @Test func aSystemWithNoWeightsHasATieOrNone() throws {
        let solver = Solver()
        let older = Variable("older"), newer = Variable("newer")
        try solver.addConstraint(older + newer == 10)
        #expect(!solver.valuesAreUnique())
        try solver.addConstraint(older == 4)
        #expect(solver.valuesAreUnique())
    }

    /// Stack-like systems (lengths between a minimum and an ideal, equal-shortfall preferences
    /// between random pairs, an offered total) solved at one offer by a new solver and by one
    /// that came through three other offers first: wherever the second calls its values unique,
    /// they are the new solver's. Ties do occur, and values that differ occur only at them.
    @Test(arguments: 0..<20)
    func uniqueValuesDoNotDependOnEarlierSuggestions(seed: UInt64) throws {
        var random = SeededGenerator(seed: seed)
        var ties = 0, unique = 0, tiesThatDiffer = 0
        for _ in 0..<40 {
            let count = Int.random(in: 2...6, using: &random)
            let ideals = (0..<count).map { _ in Double(Int.random(in: 0...12, using: &random) * 8) }
            let minimums = ideals.map { $0 * Double(Int.random(in: 0...4, using: &random)) / 4 }
            let pairs = (0..<Int.random(in: 0...count, using: &random)).map { _ in
                (Int.random(in: 0..<count, using: &random), Int.random(in: 0..<count, using: &random))
            }.filter { $0.0 != $0.1 }
            func build() throws -> (Solver, [Variable], Variable) {
                let solver = Solver()
                let lengths = (0..<count).map { Variable("w\($0)") }
                let offered = Variable("offered")
                var total = LinearExpression(constant: 0)
                for index in 0..<count {
                    total += lengths[index]
                    try solver.addConstraint(lengths[index] >= 0)
                    try solver.addConstraint((lengths[index] >= minimums[index]) | .strong)
                    try solver.addConstraint((lengths[index] >= ideals[index]) | .medium)
                }
                try solver.addConstraint(total <= offered)
                for (a, b) in pairs {
                    try solver.addConstraint((ideals[a] - lengths[a] == ideals[b] - lengths[b]) | Strength(strong: 0, medium: 0, weak: 0.25))
                }
                try solver.addEditVariable(offered, strength: Strength(strong: 1000, medium: 0, weak: 0))
                return (solver, lengths, offered)
            }
            let offer = Double(Int.random(in: 0...(count * 12), using: &random) * 4)
            let (fresh, freshLengths, freshOffered) = try build()
            try fresh.suggestValue(freshOffered, offer)
            fresh.updateVariables()
            let (kept, keptLengths, keptOffered) = try build()
            for _ in 0..<3 { try kept.suggestValue(keptOffered, Double(Int.random(in: 0...(count * 12), using: &random) * 4)) }
            try kept.suggestValue(keptOffered, offer)
            kept.updateVariables()
            let same = zip(freshLengths, keptLengths).allSatisfy { isClose($0.value, $1.value) }
            if kept.valuesAreUnique() {
                unique += 1
                #expect(same, "\(values(freshLengths)) against \(values(keptLengths)) at \(offer)")
            } else {
                ties += 1
                if !same { tiesThatDiffer += 1 }
            }
        }
        #expect(unique > 0)
        if seed == 0 { #expect(ties > 0 && tiesThatDiffer > 0, "\(ties) ties, \(tiesThatDiffer) of them with other values") }
    }
}
