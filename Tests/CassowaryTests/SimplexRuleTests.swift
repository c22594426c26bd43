@testable import Cassowary
import Testing

/// The simplex's choices, each on a tableau built by hand so that the rule alone decides:
/// Bland's rule for the primal simplex (the row with the smallest ratio leaves, a tie going to
/// the lowest-numbered basic symbol), and the dual simplex's (the most negative row leaves, a tie
/// going to the lowest-numbered symbol; the entering symbol has the smallest ratio, the first on
/// ties). Rows are inserted in both orders, so that neither the order of slots nor of the queue
/// can stand in for the rule.
@Suite("The simplex's rules for leaving and entering")
struct SimplexRuleTests {
    /// A tableau with an entering symbol `x` and rows `s = constant + coefficient × x`, one a
    /// case, inserted in the order given; returns it, `x` and the rows' basic symbols, lowest
    /// first (made in that order, so numbered in it).
    static func tableau(_ rows: [(constant: Double, coefficient: Double)], insertedReversed: Bool)
        -> (Tableau, Symbol, [Symbol]) {
        var tableau = Tableau()
        let x = tableau.makeSymbol(.slack)
        let basics = rows.map { _ in tableau.makeSymbol(.slack) }
        let order = insertedReversed ? Array(rows.indices.reversed()) : Array(rows.indices)
        for index in order {
            var row = Row(constant: rows[index].constant)
            row.add(x, times: rows[index].coefficient)
            tableau.insertRow(row, basic: basics[index])
        }
        return (tableau, x, basics)
    }

    /// Bland's rule: at equal ratios (a degenerate vertex, both rows at 0) the lowest-numbered
    /// basic symbol leaves, whichever row comes first; the rule that keeps the simplex from
    /// cycling.
    @Test(arguments: [false, true])
    func aTieForLeavingGoesToTheLowestBasicSymbol(_ reversed: Bool) {
        let (tableau, x, basics) = Self.tableau([(0, -1), (0, -2)], insertedReversed: reversed)
        #expect(tableau.leavingRow(for: x) == tableau.rowSlot(ofBasic: basics[0]))
        let (scaled, y, others) = Self.tableau([(2, -1), (4, -2)], insertedReversed: reversed)
        #expect(scaled.leavingRow(for: y) == scaled.rowSlot(ofBasic: others[0]))
    }

    /// The smallest ratio `-constant / coefficient` leaves even when a lower-numbered basic
    /// symbol's row has a larger one: the tie rule is for ties only.
    @Test(arguments: [false, true])
    func theSmallestRatioLeavesWhateverTheNumbers(_ reversed: Bool) {
        let (tableau, x, basics) = Self.tableau([(2, -1), (1, -1)], insertedReversed: reversed)
        #expect(tableau.leavingRow(for: x) == tableau.rowSlot(ofBasic: basics[1]))
        // A row where x's coefficient is positive does not limit x: it cannot leave.
        let (open, y, _) = Self.tableau([(1, 1)], insertedReversed: reversed)
        #expect(open.leavingRow(for: y) == nil)
    }

    /// The dual simplex repairs the most negative row first, a tie going to the lowest symbol;
    /// a row at exactly −ε is feasible (only a constant below −ε is repaired).
    @Test(arguments: [false, true])
    func theMostNegativeRowLeavesTheDualSimplex(_ reversed: Bool) {
        var (tableau, _, basics) = Self.tableau([(-1, 1), (-1, 1), (-3, 1)], insertedReversed: false)
        tableau.infeasibleRows = reversed ? basics.reversed() : basics
        #expect(tableau.mostInfeasibleRow()?.0 == basics[2])
        #expect(tableau.mostInfeasibleRow()?.0 == basics[0])
        #expect(tableau.mostInfeasibleRow()?.0 == basics[1])
        #expect(tableau.mostInfeasibleRow() == nil)

        var (edge, _, atEpsilon) = Self.tableau([(-epsilon, 1)], insertedReversed: false)
        edge.infeasibleRows = atEpsilon
        #expect(edge.mostInfeasibleRow() == nil)
    }

    /// The dual simplex's entering symbol is the positive cell with the smallest objective
    /// coefficient over row coefficient, the first (lowest-numbered) on ties.
    @Test func theDualEnteringSymbolHasTheSmallestRatioTheFirstOnTies() {
        var tableau = Tableau()
        let a = tableau.makeSymbol(.slack), b = tableau.makeSymbol(.slack), c = tableau.makeSymbol(.slack)
        tableau.objective.add(a, times: 2)
        tableau.objective.add(b, times: 1)
        tableau.objective.add(c, times: 1)
        var row = Row(constant: -1)
        row.add(a, times: 1)
        row.add(b, times: 1)
        row.add(c, times: 1)
        #expect(tableau.dualEnteringSymbol(row) == b)
        var negative = Row(constant: -1)
        negative.add(a, times: -1)
        #expect(tableau.dualEnteringSymbol(negative) == .invalid)
    }

    /// Removing a constraint whose marker is not basic pivots the marker in first, as kiwi does:
    /// into a restricted row where its coefficient is negative, the smallest ratio first and a
    /// tie to the lowest-numbered basic symbol; else a row where it is positive.
    @Test(arguments: [false, true])
    func aMarkerLeavesByTheSmallestRatioTiesToTheLowestBasic(_ reversed: Bool) {
        let (tie, m, basics) = Self.tableau([(2, -1), (4, -2)], insertedReversed: reversed)
        #expect(tie.markerLeavingRow(for: m) == tie.rowSlot(ofBasic: basics[0]))
        let (smaller, n, others) = Self.tableau([(4, -1), (1, -1)], insertedReversed: reversed)
        #expect(smaller.markerLeavingRow(for: n) == smaller.rowSlot(ofBasic: others[1]))
        let (positive, p, rows) = Self.tableau([(3, 1), (1, 1)], insertedReversed: reversed)
        #expect(positive.markerLeavingRow(for: p) == positive.rowSlot(ofBasic: rows[1]))
        let (mixed, q, kinds) = Self.tableau([(3, 1), (9, -1)], insertedReversed: reversed)
        #expect(mixed.markerLeavingRow(for: q) == mixed.rowSlot(ofBasic: kinds[1]))
    }
}
