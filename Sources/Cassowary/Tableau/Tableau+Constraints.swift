/// Adding and removing constraints: the incremental Cassowary algorithm.
extension Tableau {
    func contains(_ constraint: Constraint) -> Bool {
        constraints[ObjectIdentifier(constraint)] != nil
    }

    /// Adds a constraint and re-optimises. On any error the tableau is left exactly as it was.
    ///
    /// `isEdit` marks an edit variable's `variable == current value` constraint, whose row may
    /// be solved for a parameter the objective does not weigh (see `chooseSubject`).
    mutating func add(_ constraint: Constraint, isEdit: Bool = false) throws {
        guard !contains(constraint) else { throw SolverError.duplicateConstraint(constraint) }
        try Self.checkFinite(constraint)

        register(constraint.expression)
        var (row, marker, other) = makeRow(for: constraint)
        var subject = chooseSubject(row, marker: marker, other: other, isEdit: isEdit)

        // A row of dummies says `0 = constant`: redundant if the constant is zero (the new
        // marker can then be basic), a contradiction of required equalities otherwise.
        if !subject.isValid && row.hasOnlyDummies(kinds: kinds) {
            if isNearZero(row.constant) {
                subject = marker
            } else {
                let conflicts = constraintsMarked(by: row.cells.map(\.symbol))
                discardRow(marker: marker, other: other, expression: constraint.expression)
                throw SolverError.unsatisfiableConstraint(constraint, conflicts: conflicts)
            }
        }

        if subject.isValid {
            row.solve(for: subject)
            substitute(subject, by: row)
            insertRow(consume row, basic: subject)
        } else if kinds[marker.position] == .slack {
            // An inequality whose slack can only be solved for with a negative value: make the
            // slack basic anyway and let the dual simplex restore feasibility. The objective is
            // optimal, which is all the dual simplex needs, and it pivots only what the new
            // bound moves, where phase one with an artificial variable would re-walk the system.
            let before = snapshot()
            row.solve(for: marker)
            insertRow(row, basic: marker)
            infeasibleRows.append(marker)
            do {
                try dualOptimize()
            } catch let failure as DualSimplexFailure {
                self = before
                let conflicts = constraintsMarked(by: failure.blockingSymbols)
                discardRow(marker: marker, other: other, expression: constraint.expression)
                throw SolverError.unsatisfiableConstraint(constraint, conflicts: conflicts)
            } catch {
                self = before
                discardRow(marker: marker, other: other, expression: constraint.expression)
                throw error
            }
        } else {
            // Rare: the row has no variable it can be solved for. Phase one of the simplex may
            // pivot the whole tableau before it can tell whether the row is satisfiable, so keep
            // a copy to go back to. The copy shares storage until something is written.
            let before = snapshot()
            let conflicts: [Constraint]?
            do {
                conflicts = try addWithArtificialVariable(row)
            } catch {
                self = before
                discardRow(marker: marker, other: other, expression: constraint.expression)
                throw error
            }
            if let conflicts {
                self = before
                discardRow(marker: marker, other: other, expression: constraint.expression)
                throw SolverError.unsatisfiableConstraint(constraint, conflicts: conflicts)
            }
        }

        constraints[ObjectIdentifier(constraint)] = ConstraintRecord(
            constraint: constraint, marker: marker, other: other)
        markedConstraint[marker.position] = constraint
        if other.isValid { markedConstraint[other.position] = constraint }
        // Optimising after each addition keeps the system small on average and always consistent.
        try optimize(.main)
    }

    /// Removes a constraint and re-optimises.
    mutating func remove(_ constraint: Constraint) throws {
        guard let record = constraints.removeValue(forKey: ObjectIdentifier(constraint)) else {
            throw SolverError.unknownConstraint(constraint)
        }
        // Take the constraint's errors out of the objective.
        if kinds[record.marker.position] == .error {
            removeFromObjective(record.marker, weight: constraint.strength.value)
        }
        if record.other.isValid && kinds[record.other.position] == .error {
            removeFromObjective(record.other, weight: constraint.strength.value)
        }
        // Make the marker basic, then drop its row: what is left is the other constraints.
        if let slot = rowSlot(ofBasic: record.marker) {
            _ = removeRow(at: slot)
        } else {
            guard let slot = markerLeavingRow(for: record.marker) else {
                throw SolverError.internalError("no row to remove the marker of [\(constraint)] from")
            }
            let leaving = basicSymbol[slot]
            var row = removeRow(at: slot)
            row.solve(lhs: leaving, rhs: record.marker)
            substitute(record.marker, by: row)
            pivotCount += 1
        }
        try optimize(.main)
        releaseRowSymbols(marker: record.marker, other: record.other)
        release(constraint.expression)
    }

    // MARK: Building a constraint's row

    /// Registers each variable of an expression (distinct, as constraints reduce them), making
    /// symbols for new ones, and writes their symbols in term order over `termSymbols`.
    private mutating func register(_ expression: LinearExpression) {
        var symbols: [Symbol] = []
        swap(&symbols, &termSymbols)
        symbols.removeAll(keepingCapacity: true)
        for term in expression.terms {
            let key = ObjectIdentifier(term.variable)
            if let index = variables.index(forKey: key) {
                variables.values[index].useCount += 1
                symbols.append(variables.values[index].symbol)
            } else {
                let symbol = makeSymbol(.external)
                variables[key] = VariableRecord(symbol: symbol, useCount: 1, externalIndex: externals.count)
                externals.append(External(variable: term.variable, symbol: symbol))
                symbols.append(symbol)
            }
        }
        swap(&symbols, &termSymbols)
    }

    /// Releases one use of each variable of an expression, in reverse order so that refusing a
    /// constraint undoes `register` exactly; a variable no constraint uses is forgotten.
    mutating func release(_ expression: LinearExpression) {
        for term in expression.terms.reversed() {
            let key = ObjectIdentifier(term.variable)
            guard var record = variables[key] else { continue }
            record.useCount -= 1
            if record.useCount > 0 || !isUnreferenced(record.symbol) {
                // A symbol still in a row (only numerical residue can leave one) stays registered.
                variables[key] = record
                continue
            }
            variables[key] = nil
            let last = externals.removeLast()
            if record.externalIndex < externals.count {
                externals[record.externalIndex] = last
                variables[ObjectIdentifier(last.variable)]?.externalIndex = record.externalIndex
            }
            releaseSymbol(record.symbol)
        }
    }

    /// The row `0 = expression ± slack ± errors` (or `+ dummy`) with basic variables replaced by
    /// their rows, its constant made non-negative; the objective gains the errors. The terms'
    /// symbols are in `termSymbols`, from `register`.
    private mutating func makeRow(for constraint: Constraint) -> (Row, marker: Symbol, other: Symbol) {
        let expression = constraint.expression
        // Room for the terms and up to two markers, so that adding them allocates once.
        var row = Row(constant: expression.constant, capacity: expression.terms.count + 2)
        for (term, symbol) in zip(expression.terms, termSymbols) {
            if let slot = rowSlot(ofBasic: symbol) {
                row.add(rows[slot], times: term.coefficient, scratch: &scratchCells)
            } else {
                row.add(symbol, times: term.coefficient)
            }
        }
        let strength = constraint.strength
        var marker = Symbol.invalid
        var other = Symbol.invalid
        switch constraint.relation {
        case .lessThanOrEqual, .greaterThanOrEqual:
            // expression ≤ 0  ⇔  expression + slack = 0 with slack ≥ 0 (and the mirror for ≥).
            let sign: Double = constraint.relation == .lessThanOrEqual ? 1 : -1
            marker = makeSymbol(.slack)
            row.add(marker, times: sign)
            if !strength.isRequired {
                other = makeSymbol(.error)
                row.add(other, times: -sign)
                objective.add(other, times: strength.value)
            }
        case .equal:
            if strength.isRequired {
                marker = makeSymbol(.dummy)
                row.add(marker, times: 1)
            } else {
                // expression = errorPlus - errorMinus, both ≥ 0 and both weighted.
                marker = makeSymbol(.error)
                other = makeSymbol(.error)
                row.add(marker, times: -1)
                row.add(other, times: 1)
                objective.add(marker, times: strength.value)
                objective.add(other, times: strength.value)
            }
        }
        if row.constant < 0 { row.scale(by: -1) }
        return (row, marker, other)
    }

    /// The symbol to solve a new row for, or `.invalid` when it needs an artificial variable.
    ///
    /// An external variable is best, since it is unrestricted in sign. kiwi takes the first one,
    /// the lowest-numbered; we take the one in the fewest rows (the newest on ties), because
    /// substituting it touches the fewest rows and fills them least: in a row of boxes that cut
    /// the cells merged while building 30-fold. Failing that, a slack or error marker with a
    /// negative coefficient keeps the row's constant, and so the solution, feasible.
    ///
    /// An edit's row comes first to a parameter the objective does not weigh (see
    /// `unweightedParameter`), which leaves the objective optimal as it is.
    private func chooseSubject(_ row: Row, marker: Symbol, other: Symbol, isEdit: Bool) -> Symbol {
        var subject = Symbol.invalid
        var fewestRows = Int.max
        for cell in row.cells where kinds[cell.symbol.position] == .external {
            let count = columns.count(of: cell.symbol)
            if count <= fewestRows {
                fewestRows = count
                subject = cell.symbol
            }
        }
        if subject.isValid { return subject }
        if isEdit {
            let parameter = unweightedParameter(row)
            if parameter.isValid { return parameter }
        }
        func isRestrictedWithNegativeCoefficient(_ candidate: Symbol) -> Bool {
            guard candidate.isValid else { return false }
            let kind = kinds[candidate.position]
            return (kind == .slack || kind == .error) && row.coefficient(of: candidate) < 0
        }
        if isRestrictedWithNegativeCoefficient(marker) { return marker }
        if isRestrictedWithNegativeCoefficient(other) { return other }
        return .invalid
    }

    /// For the row of an edit whose variable is basic with no external parameter: a slack or
    /// error parameter with no weight in the objective (the one in the fewest rows, the newest
    /// on ties), or `.invalid`.
    ///
    /// The edit holds the variable at its current value, so the row's constant is exactly 0
    /// and solving it for any of its symbols keeps every value, and so feasibility. Solved for
    /// one of its new errors (the general rule), the row puts the other parameters into the
    /// objective at the edit's strength and the primal simplex makes degenerate pivots (six in
    /// the ten-box benchmark) until the errors are parameters again. Solved for a parameter
    /// whose objective coefficient is 0, the row changes no objective coefficient (the errors
    /// go in as parameters at their positive weights): the objective is optimal as it is and
    /// the values are those the pivots would have kept.
    private func unweightedParameter(_ row: Row) -> Symbol {
        guard row.constant == 0 else { return .invalid }
        var parameter = Symbol.invalid
        var fewestRows = Int.max
        for cell in row.cells {
            let kind = kinds[cell.symbol.position]
            guard kind == .slack || kind == .error, objective.coefficient(of: cell.symbol) == 0 else { continue }
            let count = columns.count(of: cell.symbol)
            if count <= fewestRows {
                fewestRows = count
                parameter = cell.symbol
            }
        }
        return parameter
    }

    /// Adds a row through an artificial variable (phase one of the simplex). Returns nil on
    /// success, or the constraints the row conflicts with when it cannot be satisfied, in which
    /// case the tableau is left changed and the caller restores its copy.
    private mutating func addWithArtificialVariable(_ row: Row) throws -> [Constraint]? {
        let art = makeSymbol(.slack)
        insertRow(row, basic: art)
        artificial = row
        try optimize(.artificial)
        let finalArtificial = artificial!
        artificial = nil
        guard isNearZero(finalArtificial.constant) else {
            return constraintsMarked(by: finalArtificial.cells.map(\.symbol))
        }
        // The artificial variable is zero. If it is still basic, pivot it out.
        if let slot = rowSlot(ofBasic: art) {
            var artRow = removeRow(at: slot)
            if !artRow.cells.isEmpty {
                let entering = artRow.cells.first { kinds[$0.symbol.position] == .slack || kinds[$0.symbol.position] == .error }
                    ?? artRow.cells[0]
                artRow.solve(lhs: art, rhs: entering.symbol)
                substitute(entering.symbol, by: artRow)
                insertRow(artRow, basic: entering.symbol)
            }
        }
        // It is now a parameter at zero: drop it from every row and the objective.
        cellsVersion &+= 1
        columns.takeColumn(of: art, into: &spareColumn)
        for slot in spareColumn {
            rows[Int(slot)].remove(art)
        }
        objective.remove(art)
        releaseSymbol(art)
        return nil
    }

    // MARK: Removal helpers

    /// Subtracts `weight × error` from the objective, through the error's row if it is basic.
    private mutating func removeFromObjective(_ error: Symbol, weight: Double) {
        if let slot = rowSlot(ofBasic: error) {
            objective.add(rows[slot], times: -weight, scratch: &scratchCells)
        } else {
            objective.add(error, times: -weight)
        }
    }

    /// The row to pivot a non-basic marker into before dropping it, as in kiwi: a restricted row
    /// where the marker's coefficient is negative with the smallest ratio, else one where it is
    /// positive, else an unrestricted row. Ties go to the lowest basic symbol.
    func markerLeavingRow(for marker: Symbol) -> Int? {
        var negative: (slot: Int, ratio: Double, basic: Symbol)?
        var positive: (slot: Int, ratio: Double, basic: Symbol)?
        var unrestricted: Int?
        columns.forEachSlot(of: marker) { slot in
            let basic = basicSymbol[slot]
            let coefficient = rows[slot].coefficient(of: marker)
            if kinds[basic.position] == .external {
                unrestricted = slot
                return
            }
            let ratio = (coefficient < 0 ? -rows[slot].constant : rows[slot].constant) / coefficient
            let candidate = (slot: slot, ratio: ratio, basic: basic)
            func isBetter(_ current: (slot: Int, ratio: Double, basic: Symbol)?) -> Bool {
                guard let current else { return true }
                return candidate.ratio < current.ratio
                    || (candidate.ratio == current.ratio && candidate.basic < current.basic)
            }
            if coefficient < 0 {
                if isBetter(negative) { negative = candidate }
            } else if isBetter(positive) {
                positive = candidate
            }
        }
        return negative?.slot ?? positive?.slot ?? unrestricted
    }

    /// Releases a removed constraint's marker and error symbols once nothing refers to them.
    private mutating func releaseRowSymbols(marker: Symbol, other: Symbol) {
        if other.isValid { releaseIfUnreferenced(other) }
        releaseIfUnreferenced(marker)
    }

    private mutating func releaseIfUnreferenced(_ symbol: Symbol) {
        markedConstraint[symbol.position] = nil
        if isUnreferenced(symbol) { releaseSymbol(symbol) }
    }

    /// Undoes `register` and `makeRow` for a constraint that was refused.
    private mutating func discardRow(marker: Symbol, other: Symbol, expression: LinearExpression) {
        // Refused constraints are required, so they put nothing into the objective.
        if other.isValid { releaseSymbol(other) }
        releaseSymbol(marker)
        release(expression)
    }

    /// The required constraints whose markers are among `symbols`, each once, in symbol order.
    private func constraintsMarked(by symbols: [Symbol]) -> [Constraint] {
        var seen = Set<ObjectIdentifier>()
        var found: [Constraint] = []
        for symbol in symbols.sorted() {
            guard let constraint = markedConstraint[symbol.position], constraint.strength.isRequired,
                  seen.insert(ObjectIdentifier(constraint)).inserted else { continue }
            found.append(constraint)
        }
        return found
    }

    private static func checkFinite(_ constraint: Constraint) throws {
        let expression = constraint.expression
        guard expression.constant.isFinite, expression.terms.allSatisfy({ $0.coefficient.isFinite }) else {
            throw SolverError.nonFiniteValue("constraint [\(constraint)] has an infinite or NaN number")
        }
    }
}
