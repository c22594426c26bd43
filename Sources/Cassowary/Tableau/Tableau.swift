/// The whole state of a solver, in one struct.
///
/// ``Solver`` holds one `Tableau` and calls one mutating method per API call, so Swift checks
/// exclusive access once per call instead of on every row change (a third of resize time when
/// the same state was spread over class properties). Inside, per-symbol facts live in flat arrays
/// indexed by symbol, and rows live in slots of one array, reused as rows come and go.
struct Tableau {
    // MARK: Symbols

    /// What each symbol is; `.unused` for ids waiting in `unusedSymbols`.
    var kinds: [SymbolKind] = []
    /// For each symbol, the slot of the row it is basic in, or -1.
    var basicSlot: [Int32] = []
    /// For each symbol, the rows that contain it.
    var columns = ColumnIndex()
    /// For each marker symbol, the constraint it marks (to name conflicts in errors).
    var markedConstraint: [Constraint?] = []
    /// Recycled symbol ids, handed out last-in first-out.
    var unusedSymbols: [Int32] = []

    // MARK: Rows

    var rows: [Row] = []
    /// For each slot, the basic symbol of its row, or `.invalid` for a free slot.
    var basicSymbol: [Symbol] = []
    var freeSlots: [Int32] = []
    var rowCount = 0

    /// What the solver minimises: the weighted errors of non-required constraints.
    var objective = Row()
    /// While a constraint is added through an artificial variable, that variable's own objective.
    var artificial: Row?

    /// Rows whose constant went negative (infeasible), for the dual simplex to repair.
    var infeasibleRows: [Symbol] = []

    // MARK: The user's objects

    var constraints: [ObjectIdentifier: ConstraintRecord] = [:]
    var variables: [ObjectIdentifier: VariableRecord] = [:]
    /// Every registered variable with its symbol, in a stable order, for `updateVariables`.
    var externals: [External] = []
    var edits: [ObjectIdentifier: EditRecord] = [:]
    /// The edit suggested last and where it is in `edits`: a drag suggests one variable over and
    /// over, and this spares hashing it each time. Cleared whenever `edits` gains or loses a key.
    var lastEdit: (key: ObjectIdentifier, index: Dictionary<ObjectIdentifier, EditRecord>.Index)?

    /// Bumped by everything that changes a row's cells (not its constant), so that what was
    /// read from the cells can tell it is stale.
    var cellsVersion = 0
    /// The last suggested edit's rows and coefficients, while `cellsVersion` stays the same.
    var editColumn = EditColumn()

    // MARK: Work buffers and counters

    var scratchCells: [Cell] = []
    /// The symbols of the terms of the constraint being added, in term order.
    var termSymbols: [Symbol] = []
    var spareColumn: [Int32] = []
    var pivotCount = 0

    // MARK: Symbol allocation

    /// A new symbol of `kind`, reusing a recycled id first.
    mutating func makeSymbol(_ kind: SymbolKind) -> Symbol {
        if let reused = unusedSymbols.popLast() {
            kinds[Int(reused)] = kind
            return Symbol(reused)
        }
        if kinds.capacity == 0 { reserveForASmallSystem() }
        kinds.append(kind)
        basicSlot.append(-1)
        columns.addSymbol()
        markedConstraint.append(nil)
        return Symbol(kinds.count - 1)
    }

    /// Makes room, in one allocation each, for the tables of a system of a few dozen symbols,
    /// which a layout's container is. Grown from empty, each table would be allocated and copied
    /// five or six times over (1, 2, 4, … entries) while the first constraints go in: about a
    /// hundred allocations for the ten-box benchmark, a third of what building it allocated.
    private mutating func reserveForASmallSystem() {
        let symbols = 64
        let rowCount = 32
        kinds.reserveCapacity(symbols)
        basicSlot.reserveCapacity(symbols)
        markedConstraint.reserveCapacity(symbols)
        columns.reserveCapacity(symbols: symbols)
        rows.reserveCapacity(rowCount)
        basicSymbol.reserveCapacity(rowCount)
        externals.reserveCapacity(rowCount)
        constraints = Dictionary(minimumCapacity: rowCount)
        variables = Dictionary(minimumCapacity: rowCount)
        objective.reserveCapacity(symbols)
        infeasibleRows.reserveCapacity(rowCount)
        spareColumn.reserveCapacity(rowCount)
        termSymbols.reserveCapacity(rowCount)
    }

    /// Gives a symbol's id back. The symbol must be in no row, basic nowhere and out of the
    /// objective. The newest id shrinks the arrays instead, so that making and releasing a symbol
    /// leaves the tableau exactly as it was.
    mutating func releaseSymbol(_ symbol: Symbol) {
        markedConstraint[symbol.position] = nil
        if symbol.position == kinds.count - 1 {
            kinds.removeLast()
            basicSlot.removeLast()
            columns.removeLastSymbol()
            markedConstraint.removeLast()
        } else {
            kinds[symbol.position] = .unused
            unusedSymbols.append(symbol.index)
        }
    }

    /// Whether a symbol is referenced nowhere, so releasing it cannot change the solution.
    func isUnreferenced(_ symbol: Symbol) -> Bool {
        basicSlot[symbol.position] < 0 && columns.count(of: symbol) == 0
            && objective.coefficient(of: symbol) == 0
    }

    // MARK: Rows in and out of the tableau

    /// The row in which `symbol` is basic, if it is.
    @inline(__always)
    func rowSlot(ofBasic symbol: Symbol) -> Int? {
        let slot = basicSlot[symbol.position]
        return slot < 0 ? nil : Int(slot)
    }

    /// Puts `row` into the tableau as the definition of `basic`.
    ///
    /// The row is consumed: a caller's copy left alive would share the row's storage, and the
    /// first pivot to edit the row in place would copy it.
    mutating func insertRow(_ row: consuming Row, basic: Symbol) {
        cellsVersion &+= 1
        let slot = freeSlots.popLast() ?? Int32(rows.count)
        if Int(slot) == rows.count { columns.makeRoom(forSlot: slot) }
        basicSlot[basic.position] = slot
        for cell in row.cells { columns.insert(slot: slot, for: cell.symbol) }
        if Int(slot) == rows.count {
            rows.append(row)
            basicSymbol.append(basic)
        } else {
            rows[Int(slot)] = row
            basicSymbol[Int(slot)] = basic
        }
        rowCount += 1
    }

    /// Takes the row in `slot` out of the tableau and returns it; its basic symbol is no longer basic.
    mutating func removeRow(at slot: Int) -> Row {
        cellsVersion &+= 1
        var row = Row()
        swap(&row, &rows[slot])
        let slot32 = Int32(slot)
        for cell in row.cells { columns.remove(slot: slot32, for: cell.symbol) }
        basicSlot[basicSymbol[slot].position] = -1
        basicSymbol[slot] = .invalid
        freeSlots.append(slot32)
        rowCount -= 1
        return row
    }

    /// Replaces `symbol` everywhere by `definition` (which reads `symbol = …`): in every row that
    /// contains it, in the objective and in the artificial objective.
    ///
    /// Rows whose constant goes negative are queued for the dual simplex.
    mutating func substitute(_ symbol: Symbol, by definition: Row) {
        cellsVersion &+= 1
        var slots: [Int32] = []
        swap(&slots, &spareColumn)
        columns.takeColumn(of: symbol, into: &slots)
        // The merges run over the rows' raw buffer, with the scratch buffer and the column index
        // moved into locals so that the closure touches nothing else of `self`.
        var scratch: [Cell] = []
        swap(&scratch, &scratchCells)
        var index = ColumnIndex()
        swap(&index, &columns)
        index.withWriter { writer in
            rows.withUnsafeMutableBufferPointer { rows in
                for slot32 in slots {
                    let slot = Int(slot32)
                    let factor = rows[slot].coefficient(of: symbol)
                    writer.observe(slot: slot)
                    rows[slot].substitute(symbol, times: factor, by: definition, scratch: &scratch, observer: &writer)
                }
            }
        }
        swap(&index, &columns)
        swap(&scratch, &scratchCells)
        for slot32 in slots {
            let slot = Int(slot32)
            if rows[slot].constant < -epsilon {
                let basic = basicSymbol[slot]
                if kinds[basic.position] != .external { infeasibleRows.append(basic) }
            }
        }
        spareColumn = slots
        var untracked = UntrackedMerge()
        let objectiveFactor = objective.coefficient(of: symbol)
        if objectiveFactor != 0 {
            objective.substitute(
                symbol, times: objectiveFactor, by: definition, scratch: &scratchCells,
                observer: &untracked)
        }
        if let artificialFactor = artificial?.coefficient(of: symbol), artificialFactor != 0 {
            artificial!.substitute(
                symbol, times: artificialFactor, by: definition, scratch: &scratchCells,
                observer: &untracked)
        }
    }

    /// A copy of the state to go back to if a call fails half-way.
    ///
    /// The copy shares storage with `self` until either is written. Work buffers are left out of
    /// it, so that filling them does not copy them: only the tableau proper is copied, and only
    /// the parts the failing call would have changed.
    func snapshot() -> Tableau {
        var copy = self
        copy.scratchCells = []
        copy.spareColumn = []
        copy.termSymbols = []
        return copy
    }

    /// The current value of a symbol: its row's constant if basic, otherwise 0.
    func value(of symbol: Symbol) -> Double {
        rowSlot(ofBasic: symbol).map { rows[$0].constant } ?? 0
    }
}

/// What the solver keeps about an added constraint.
struct ConstraintRecord {
    let constraint: Constraint
    /// The slack, error or dummy that identifies the constraint's row.
    let marker: Symbol
    /// The second error symbol of a non-required constraint, or `.invalid`.
    let other: Symbol
}

/// A registered variable: its symbol and how many constraints use it.
struct VariableRecord {
    let symbol: Symbol
    var useCount: Int
    /// Where it sits in `externals`.
    var externalIndex: Int
}

/// A registered variable, as `updateVariables` walks them.
struct External {
    let variable: Variable
    let symbol: Symbol
}

/// An edit variable: the constraint that holds it to its suggested value.
///
/// Plain values only (the constraint is found through `constraints` when the edit goes), so that
/// reading and updating a record on every suggestion retains nothing.
struct EditRecord {
    /// The `variable == suggested` constraint, a key into `constraints`.
    let constraint: ObjectIdentifier
    /// The constraint's error symbols: `variable - suggested = plus - minus`.
    let plus: Symbol
    let minus: Symbol
    /// The value last suggested (the variable's value when the edit was added, at first).
    var suggested: Double
}
