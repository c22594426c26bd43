/// An incremental Cassowary constraint solver, shaped like kiwi's.
///
///     let solver = Solver()
///     let left = Variable("left"), width = Variable("width")
///     try solver.addConstraint(left + width <= 100)            // required by default
///     try solver.addConstraint((width == 60) | .strong)
///     try solver.addConstraint((left >= 10) | .weak)
///     try solver.addEditVariable(width, strength: .strong)
///     try solver.suggestValue(width, 80)
///     solver.updateVariables()                                  // left 10, width 80
///
/// Required constraints always hold; weaker ones are satisfied as well as their strengths allow
/// (a weighted sum of violations is minimised). Adding or removing a constraint re-optimises with
/// the primal simplex; a suggestion re-solves incrementally with the dual simplex. Every error
/// leaves the solver exactly as it was, and the same calls in the same order give bit-identical
/// values. A solver is not thread-safe: use it from one task at a time.
public final class Solver {
    /// The state, behind a pointer rather than in a stored property: every access to a class's
    /// stored `var` pays a dynamic exclusivity check (`swift_beginAccess`, a third of a small
    /// suggestion's instructions), while a pointer's pointee is checked by nobody. The solver is
    /// used from one task at a time, so there is nothing for the check to catch.
    private let state: UnsafeMutablePointer<Tableau>

    /// The state, read and written in place.
    private var tableau: Tableau {
        _read { yield state.pointee }
        _modify { yield &state.pointee }
    }

    public init() {
        state = UnsafeMutablePointer<Tableau>.allocate(capacity: 1)
        state.initialize(to: Tableau())
    }

    deinit {
        state.deinitialize(count: 1)
        state.deallocate()
    }

    /// Adds a constraint. Throws ``SolverError/duplicateConstraint(_:)`` if this constraint is
    /// already in, and ``SolverError/unsatisfiableConstraint(_:conflicts:)`` if it is required
    /// and contradicts the required constraints already added.
    public func addConstraint(_ constraint: Constraint) throws {
        try tableau.add(constraint)
    }

    /// Removes a constraint added earlier; the solution becomes what it would be without it.
    public func removeConstraint(_ constraint: Constraint) throws {
        try tableau.remove(constraint)
    }

    /// Whether this very constraint (the same object) is in the solver.
    public func hasConstraint(_ constraint: Constraint) -> Bool {
        // Reading the dictionary itself: a method call on `tableau` would copy the whole struct.
        tableau.constraints[ObjectIdentifier(constraint)] != nil
    }

    /// Makes `variable` an edit variable: its value can then be suggested, and the suggestion
    /// holds at `strength`, which must be weaker than required.
    public func addEditVariable(_ variable: Variable, strength: Strength) throws {
        try tableau.addEdit(variable, strength: strength)
    }

    /// Stops editing `variable`; the other constraints decide its value again.
    public func removeEditVariable(_ variable: Variable) throws {
        try tableau.removeEdit(variable)
    }

    public func hasEditVariable(_ variable: Variable) -> Bool {
        tableau.edits[ObjectIdentifier(variable)] != nil
    }

    /// Suggests a value for an edit variable and re-solves (call ``updateVariables()`` to read it).
    public func suggestValue(_ variable: Variable, _ value: Double) throws {
        try tableau.suggest(variable, value: value)
    }

    /// Writes the current solution into every variable's `value`.
    public func updateVariables() {
        tableau.writeValues()
    }

    /// Writes the current solution and lists, in `changed`, the variables whose value moved, so
    /// that a layout repaints only what moved. `changed` is emptied first; reusing one array
    /// across calls avoids allocating.
    public func updateVariables(changed: inout [Variable]) {
        changed.removeAll(keepingCapacity: true)
        tableau.writeValues(changed: &changed)
    }

    /// Whether every variable's solved value is the only one of least cost, so that any solver
    /// given these constraints and this last suggestion holds the same values, whatever it was
    /// asked before. False at a tie (other values cost exactly as little, as when an L1 chain of
    /// equal-weight preferences can give way at either end): the solver then holds the optimum
    /// its last basis led to, which depends on the calls that led there.
    ///
    /// Objective coefficients at most `tolerance` count as 0, which should be well above the
    /// rounding noise of the strengths in use (about 10⁻⁷ for `strong × 1000`) and below the
    /// smallest meaningful difference of two weights. A degenerate optimum may be called a tie
    /// though it is not one; a tie is never called unique. O(cells of the variables' rows).
    public func valuesAreUnique(tolerance: Double = 1e-3) -> Bool {
        tableau.externalsAreDetermined(tolerance: tolerance)
    }

    /// Forgets every constraint and edit variable; variables keep their last values.
    public func reset() {
        tableau = Tableau()
    }

    /// The size of the system and the pivots made so far.
    public var statistics: SolverStatistics { tableau.statistics }
}

extension Tableau {
    /// Stores each variable's solved value.
    ///
    /// Mutating although it changes nothing: called on the solver's stored tableau, a
    /// non-mutating method would first copy the whole struct (retaining every array in it).
    mutating func writeValues() {
        externals.withUnsafeBufferPointer { externals in
            for external in externals {
                let slot = basicSlot[external.symbol.position]
                external.variable.store(slot < 0 ? 0 : rows[Int(slot)].constant)
            }
        }
    }

    /// Stores each variable's solved value, appending to `changed` those that moved.
    mutating func writeValues(changed: inout [Variable]) {
        for external in externals {
            let newValue = value(of: external.symbol)
            if external.variable.value != newValue { changed.append(external.variable) }
            external.variable.store(newValue)
        }
    }
}
