/// Edit variables: values the user suggests, held by non-required `variable == value` constraints.
extension Tableau {
    func hasEdit(_ variable: Variable) -> Bool { edits[ObjectIdentifier(variable)] != nil }

    mutating func addEdit(_ variable: Variable, strength: Strength) throws {
        guard !hasEdit(variable) else { throw SolverError.duplicateEditVariable(variable) }
        guard !strength.isRequired else { throw SolverError.requiredEditVariable(variable) }
        // The edit starts at the variable's current solved value, so adding it moves nothing;
        // kiwi starts at 0, which pulls the variable to 0 and pivots the system there and back
        // before the first suggestion. Suggestions move the constraint's constant.
        let current = variables[ObjectIdentifier(variable)].map { value(of: $0.symbol) } ?? 0
        let constraint = Constraint(
            LinearExpression(terms: [Term(variable)], constant: -current), .equal, strength: strength)
        try add(constraint, isEdit: true)
        let record = constraints[ObjectIdentifier(constraint)]!
        lastEdit = nil
        edits[ObjectIdentifier(variable)] = EditRecord(
            constraint: ObjectIdentifier(constraint), plus: record.marker, minus: record.other,
            suggested: current)
    }

    mutating func removeEdit(_ variable: Variable) throws {
        guard let record = edits[ObjectIdentifier(variable)] else {
            throw SolverError.unknownEditVariable(variable)
        }
        try remove(constraints[record.constraint]!.constraint)
        lastEdit = nil
        edits[ObjectIdentifier(variable)] = nil
    }

    /// Moves an edit's target to `value` and re-solves with the dual simplex.
    ///
    /// The change only shifts row constants: where the edit's error symbol is basic, that one
    /// row; otherwise each row containing it, found through the column index (or remembered
    /// from the previous suggestion, see `EditColumn`). Rows that go negative are repaired by
    /// the dual simplex; nothing is rebuilt.
    mutating func suggest(_ variable: Variable, value: Double) throws {
        guard value.isFinite else {
            throw SolverError.nonFiniteValue("suggested value \(value) for \(variable)")
        }
        let key = ObjectIdentifier(variable)
        let index: Dictionary<ObjectIdentifier, EditRecord>.Index
        if let lastEdit, lastEdit.key == key {
            index = lastEdit.index
        } else if let found = edits.index(forKey: key) {
            index = found
            lastEdit = (key, found)
        } else {
            throw SolverError.unknownEditVariable(variable)
        }
        let record = edits.values[index]
        edits.values[index].suggested = value
        let delta = value - record.suggested
        let plus = record.plus
        let minus = record.minus

        if let slot = rowSlot(ofBasic: plus) {
            rows[slot].constant -= delta
            if rows[slot].constant < -epsilon { infeasibleRows.append(plus) }
        } else if let slot = rowSlot(ofBasic: minus) {
            rows[slot].constant += delta
            if rows[slot].constant < -epsilon { infeasibleRows.append(minus) }
        } else {
            if !editColumn.isCurrent(for: plus, version: cellsVersion) {
                editColumn.reset(for: plus, version: cellsVersion, rowCount: columns.count(of: plus))
                columns.forEachSlot(of: plus) { slot in
                    editColumn.append(slot: slot, coefficient: rows[slot].coefficientSearchingFromEnd(of: plus))
                }
            }
            // The hot loop of a drag: one pass through raw buffers, no per-row array checks.
            rows.withUnsafeMutableBufferPointer { rows in
                editColumn.entries.withUnsafeBufferPointer { entries in
                    for entry in entries {
                        let slot = Int(entry.slot)
                        rows[slot].constant += delta * entry.coefficient
                        if rows[slot].constant < -epsilon {
                            let basic = basicSymbol[slot]
                            if kinds[basic.position] != .external { infeasibleRows.append(basic) }
                        }
                    }
                }
            }
        }
        guard !infeasibleRows.isEmpty else { return }
        do {
            try dualOptimize()
        } catch is DualSimplexFailure {
            throw SolverError.internalError("a suggestion for \(variable) made the required constraints infeasible")
        }
    }
}
