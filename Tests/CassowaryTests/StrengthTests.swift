import Testing
@testable import Cassowary

@Suite("Strengths")
struct StrengthTests {
    @Test(arguments: [
        (Strength.required, 1_001_001_000.0),
        (Strength.strong, 1_000_000.0),
        (Strength.medium, 1_000.0),
        (Strength.weak, 1.0),
        (Strength(strong: 1, medium: 2, weak: 3), 1_002_003.0),
        (Strength(strong: 1, medium: 2, weak: 3, weight: 2), 2_004_006.0),
        // Each tier is clipped to 0…1000 after weighting.
        (Strength(strong: 0, medium: 5000, weak: -4), 1_000_000.0),
        (Strength(value: 5e12), 1_001_001_000.0),
        (Strength(value: -3), 0.0),
    ])
    func compositeValue(_ strength: Strength, _ value: Double) {
        #expect(strength.value == value)
    }

    @Test func atOrAboveRequiredIsRequired() {
        #expect(Strength.required.isRequired)
        #expect(Strength(strong: 1000, medium: 1000, weak: 1000).isRequired)
        #expect(!Strength(strong: 1000, medium: 1000, weak: 999).isRequired)
        #expect(Strength.strong < .required && Strength.weak < .medium)
    }

    /// One medium violation weighs as much as a thousand weak ones: with fewer weak constraints
    /// pulling the other way, the medium one wins; with more, they do.
    @Test(arguments: [(999, 0.0), (1001, 10.0)])
    func tiersCompose(weakCount: Int, expected: Double) throws {
        let solver = Solver()
        let x = Variable("x")
        try solver.addConstraint((x == 0) | .medium)
        for _ in 0..<weakCount { try solver.addConstraint((x == 10) | .weak) }
        solver.updateVariables()
        #expect(isClose(x.value, expected))
    }

    @Test(arguments: [
        (Strength.required, Strength.strong), (.required, .weak), (.strong, .medium),
        (.medium, .weak), (.strong, .weak),
    ])
    func strongerWins(stronger: Strength, weaker: Strength) throws {
        let solver = Solver()
        let x = Variable("x")
        try solver.addConstraint((x == 5) | weaker)
        try solver.addConstraint((x == 42) | stronger)
        solver.updateVariables()
        #expect(isClose(x.value, 42))
    }
}
