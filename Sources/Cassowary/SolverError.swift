/// Why the solver refused a call. The solver is left exactly as it was before the call.
public enum SolverError: Error, CustomStringConvertible {
    /// A required constraint cannot hold together with the required constraints already added.
    /// `conflicts` names those it was found to contradict, where the solver can tell.
    case unsatisfiableConstraint(Constraint, conflicts: [Constraint])
    /// This very constraint (the same object) is already in the solver.
    case duplicateConstraint(Constraint)
    /// The constraint is not in the solver.
    case unknownConstraint(Constraint)
    /// The variable is already an edit variable.
    case duplicateEditVariable(Variable)
    /// The variable is not an edit variable.
    case unknownEditVariable(Variable)
    /// Edit variables must be weaker than required: a suggestion is a wish, not a law.
    case requiredEditVariable(Variable)
    /// A coefficient, constant or suggested value was infinite or not a number.
    case nonFiniteValue(String)
    /// A bug or a numerical breakdown inside the solver; the message says where.
    case internalError(String)

    public var description: String {
        switch self {
        case .unsatisfiableConstraint(let constraint, let conflicts):
            let with = conflicts.isEmpty
                ? "" : "; it conflicts with " + conflicts.map { "[\($0)]" }.joined(separator: ", ")
            return "unsatisfiable constraint [\(constraint)]\(with)"
        case .duplicateConstraint(let constraint):
            return "duplicate constraint [\(constraint)]: it is already in the solver"
        case .unknownConstraint(let constraint):
            return "unknown constraint [\(constraint)]: it is not in the solver"
        case .duplicateEditVariable(let variable):
            return "duplicate edit variable \(variable)"
        case .unknownEditVariable(let variable):
            return "unknown edit variable \(variable): add it with addEditVariable first"
        case .requiredEditVariable(let variable):
            return "edit variable \(variable) cannot be required; use .strong or weaker"
        case .nonFiniteValue(let what):
            return "non-finite value: \(what)"
        case .internalError(let message):
            return "internal solver error: \(message)"
        }
    }
}
