/// The size of a solver's system and how much work it has done, for tests and benchmarks.
public struct SolverStatistics: Sendable, Equatable, CustomStringConvertible {
    /// Constraints added and not removed (edit constraints included).
    public var constraints: Int
    /// Variables that some constraint uses.
    public var variables: Int
    public var editVariables: Int
    /// Rows of the tableau, one per constraint.
    public var rows: Int
    /// Non-zero coefficients over all rows: how dense the system has become.
    public var cells: Int
    /// Non-zero coefficients in the objective.
    public var objectiveCells: Int
    /// Symbol ids in use (variables, slacks, errors and dummies).
    public var symbols: Int
    /// Pivots made since the solver was created or reset.
    public var pivots: Int

    public var description: String {
        "\(constraints) constraints, \(variables) variables, \(editVariables) edits; "
            + "\(rows) rows, \(cells) cells, objective \(objectiveCells) cells, \(symbols) symbols; \(pivots) pivots"
    }
}

extension Tableau {
    var statistics: SolverStatistics {
        var cells = 0
        for slot in rows.indices where basicSymbol[slot].isValid { cells += rows[slot].cells.count }
        return SolverStatistics(
            constraints: constraints.count, variables: variables.count, editVariables: edits.count,
            rows: rowCount, cells: cells, objectiveCells: objective.cells.count,
            symbols: kinds.count - unusedSymbols.count, pivots: pivotCount)
    }
}
