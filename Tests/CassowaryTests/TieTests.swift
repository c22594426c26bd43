import Testing
@testable import Cassowary

// Ties in the solver's choices, each pinned by a system that has one (the mutation run found
// this one unpinned; issue 27 asked for every tie-break to have a case).

@Suite("Ties")
struct TieTests {
    /// A row of two new variables, each in no other row: the subject is the newer one (ties go
    /// to the newest, whose substitution fills least), so the older stays a parameter at 0 and
    /// the newer takes the whole sum. Solved for the older instead, the values swap.
    @Test func aTieBetweenSubjectsGoesToTheNewest() throws {
        let solver = Solver()
        let older = Variable("older"), newer = Variable("newer")
        try solver.addConstraint(older + newer == 10)
        solver.updateVariables()
        #expect(older.value == 0)
        #expect(newer.value == 10)
    }
}

/// Residues below 1e-8 either side of zero are dropped; ±1e-8 itself is kept (kiwi's open
/// interval), and so is anything larger.
@Test func nearZeroIsTheOpenIntervalOfEpsilon() {
    #expect(isNearZero(0) && isNearZero(1e-17) && isNearZero(-1e-17))
    #expect(isNearZero(epsilon.nextDown) && isNearZero((-epsilon).nextUp))
    #expect(!isNearZero(epsilon) && !isNearZero(-epsilon))
    #expect(!isNearZero(1e-7) && !isNearZero(-1e-7))
}
