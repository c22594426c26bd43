/// The two simplex loops: the primal one after a constraint is added or removed, the dual one
/// after a suggestion moves row constants.
extension Tableau {
    /// Which objective the primal simplex minimises.
    enum ObjectiveKind { case main, artificial }

    /// The most pivots one API call may make before the solver calls it a breakdown.
    ///
    /// Bland's rule cannot cycle, so a legitimate solve stays far below this; the bound turns a
    /// numerical runaway into an error instead of a hang at 100% CPU.
    var pivotLimit: Int { 10_000 + 50 * (rowCount + kinds.count) }

    /// Pivots `entering` into the basis in place of the basic symbol of the row in `slot`.
    ///
    /// The row keeps its slot: solved for `entering`, it holds the same symbols as before but for
    /// `entering` going out and `leaving` coming in, so only those two columns change. (Removing
    /// and re-inserting the row would move the slot in and out of every column it is in.)
    mutating func pivot(slot: Int, entering: Symbol) {
        let leaving = basicSymbol[slot]
        cellsVersion &+= 1
        var row = Row()
        swap(&row, &rows[slot])
        row.solve(lhs: leaving, rhs: entering)
        let slot32 = Int32(slot)
        columns.remove(slot: slot32, for: entering)
        columns.insert(slot: slot32, for: leaving)
        basicSlot[leaving.position] = -1
        basicSlot[entering.position] = slot32
        basicSymbol[slot] = entering
        substitute(entering, by: row)
        swap(&row, &rows[slot])
        pivotCount += 1
    }

    /// Minimises an objective with the primal simplex, using Bland's rule: the lowest-numbered
    /// symbol with a negative coefficient enters; the row with the smallest ratio leaves, the
    /// lowest-numbered basic symbol breaking ties. The rule cannot cycle.
    mutating func optimize(_ which: ObjectiveKind) throws {
        let limit = pivotLimit
        for _ in 0..<limit {
            let entering = enteringSymbol(which == .main ? objective : artificial!)
            guard entering.isValid else { return }
            guard let slot = leavingRow(for: entering) else {
                throw SolverError.internalError("the objective is unbounded (entering symbol \(entering.index))")
            }
            pivot(slot: slot, entering: entering)
        }
        throw SolverError.internalError("the primal simplex made \(limit) pivots without finishing")
    }

    /// The first non-dummy symbol with a negative coefficient in `objective`, or `.invalid`.
    private func enteringSymbol(_ objective: Row) -> Symbol {
        for cell in objective.cells
        where cell.coefficient < 0 && kinds[cell.symbol.position] != .dummy {
            return cell.symbol
        }
        return .invalid
    }

    /// The row that limits how far `entering` can grow: among restricted rows where its
    /// coefficient is negative, the smallest `-constant / coefficient`.
    func leavingRow(for entering: Symbol) -> Int? {
        var best: Int?
        var bestRatio = Double.greatestFiniteMagnitude
        var bestBasic = Symbol(Int32.max)
        columns.forEachSlot(of: entering) { slot in
            let basic = basicSymbol[slot]
            guard kinds[basic.position] != .external else { return }
            let coefficient = rows[slot].coefficient(of: entering)
            guard coefficient < 0 else { return }
            let ratio = -rows[slot].constant / coefficient
            if ratio < bestRatio || (ratio == bestRatio && basic < bestBasic) {
                best = slot
                bestRatio = ratio
                bestBasic = basic
            }
        }
        return best
    }

    /// Restores feasibility after suggestions with the dual simplex: each row whose constant went
    /// negative leaves the basis, and the symbol that keeps the objective optimal enters.
    mutating func dualOptimize() throws {
        let limit = pivotLimit
        var pivots = 0
        while let (leaving, slot) = mostInfeasibleRow() {
            let entering = dualEnteringSymbol(rows[slot])
            guard entering.isValid else {
                // The row is below zero and nothing can raise it: the system is infeasible.
                // Suggestions never get here (edits are not required); a new bound can.
                infeasibleRows.removeAll()
                throw DualSimplexFailure(leaving: leaving, blockingSymbols: [leaving] + rows[slot].cells.map(\.symbol))
            }
            pivot(slot: slot, entering: entering)
            pivots += 1
            if pivots > limit {
                infeasibleRows.removeAll()
                throw SolverError.internalError("the dual simplex made \(limit) pivots without finishing")
            }
        }
    }

    /// Takes the queued row with the most negative constant out of the queue (dropping entries
    /// that were repaired meanwhile), or nil when none is left. Repairing the worst row first is
    /// the classic dual simplex rule, and takes fewer pivots than repairing the newest.
    mutating func mostInfeasibleRow() -> (Symbol, Int)? {
        var best: (index: Int, slot: Int, constant: Double)?
        var index = 0
        while index < infeasibleRows.count {
            let symbol = infeasibleRows[index]
            guard let slot = rowSlot(ofBasic: symbol), rows[slot].constant < -epsilon else {
                infeasibleRows.swapAt(index, infeasibleRows.count - 1)
                infeasibleRows.removeLast()
                continue
            }
            let constant = rows[slot].constant
            if best == nil || constant < best!.constant
                || (constant == best!.constant && symbol < infeasibleRows[best!.index]) {
                best = (index, slot, constant)
            }
            index += 1
        }
        guard let best else { return nil }
        let symbol = infeasibleRows[best.index]
        infeasibleRows.swapAt(best.index, infeasibleRows.count - 1)
        infeasibleRows.removeLast()
        return (symbol, best.slot)
    }

    /// Among the row's symbols with a positive coefficient, the one whose objective coefficient
    /// divided by its row coefficient is smallest (the first such on ties).
    func dualEnteringSymbol(_ row: Row) -> Symbol {
        var entering = Symbol.invalid
        var bestRatio = Double.greatestFiniteMagnitude
        for cell in row.cells
        where cell.coefficient > 0 && kinds[cell.symbol.position] != .dummy {
            let ratio = objective.coefficient(of: cell.symbol) / cell.coefficient
            if ratio < bestRatio {
                bestRatio = ratio
                entering = cell.symbol
            }
        }
        return entering
    }
}

/// The dual simplex met a row it cannot make feasible: the required constraints contradict.
struct DualSimplexFailure: Error {
    let leaving: Symbol
    /// The row's basic symbol and parameters, whose constraints are the ones in conflict.
    let blockingSymbols: [Symbol]
}
