/// How the two sides of a constraint relate.
public enum Relation: Sendable, CustomStringConvertible {
    case lessThanOrEqual, equal, greaterThanOrEqual

    public var description: String {
        switch self {
        case .lessThanOrEqual: return "<="
        case .equal: return "=="
        case .greaterThanOrEqual: return ">="
        }
    }
}

/// A linear relation the solver keeps: `expression relation 0`, at a strength.
///
/// A constraint has identity, as in kiwi: two constraints built alike are two constraints (the
/// solver accepts both, one being redundant), while adding the same one twice is an error. Build
/// one with `==`, `<=` or `>=` and set its strength with `|`:
///
///     try solver.addConstraint((width == 60) | .strong)
public final class Constraint: Sendable, CustomStringConvertible {
    /// The left side minus the right side, with each variable once and no zero coefficients.
    public let expression: LinearExpression
    public let relation: Relation
    public let strength: Strength

    /// A constraint `expression relation 0`.
    public init(_ expression: LinearExpression, _ relation: Relation, strength: Strength = .required) {
        self.expression = Constraint.reduced(expression)
        self.relation = relation
        self.strength = strength
    }

    /// The same relation at another strength (a new constraint, with its own identity).
    public func with(strength: Strength) -> Constraint {
        Constraint(expression, relation, strength: strength)
    }

    /// Merges repeated variables, keeping their first-appearance order, and drops zeros.
    ///
    /// Most constraints have a handful of terms, for which a linear scan beats hashing; long
    /// sums (a row of a thousand boxes) use a dictionary.
    private static func reduced(_ expression: LinearExpression) -> LinearExpression {
        if isReduced(expression.terms) { return expression }
        var terms: [Term] = []
        terms.reserveCapacity(expression.terms.count)
        if expression.terms.count <= 16 {
            for term in expression.terms {
                if let position = terms.firstIndex(where: { $0.variable === term.variable }) {
                    terms[position].coefficient += term.coefficient
                } else {
                    terms.append(term)
                }
            }
        } else {
            var positions: [ObjectIdentifier: Int] = [:]
            for term in expression.terms {
                let key = ObjectIdentifier(term.variable)
                if let position = positions[key] {
                    terms[position].coefficient += term.coefficient
                } else {
                    positions[key] = terms.count
                    terms.append(term)
                }
            }
        }
        terms.removeAll { $0.coefficient == 0 }
        return LinearExpression(terms: terms, constant: expression.constant)
    }

    /// Whether the terms already name each variable once with no zero coefficient, as most
    /// constraints written by hand do: then the expression is kept as it is, with no copy.
    private static func isReduced(_ terms: [Term]) -> Bool {
        guard terms.count <= 16 else { return false }
        for (index, term) in terms.enumerated() {
            if term.coefficient == 0 { return false }
            for earlier in terms[..<index] where earlier.variable === term.variable { return false }
        }
        return true
    }

    public var description: String {
        "\(expression) \(relation) 0 | \(strength)"
    }
}

// MARK: Relations make constraints (required until `|` says otherwise).

private func relate(
    _ lhs: RelationOperand, _ relation: Relation, _ rhs: RelationOperand
) -> Constraint {
    // One array for both sides (`lhs - rhs`), where `-=` would allocate a negated copy of
    // `rhs` and then grow `lhs`: building constraints is a good part of building a layout.
    var terms: [Term] = []
    terms.reserveCapacity(lhs.termCount + rhs.termCount)
    lhs.appendTerms(to: &terms, times: 1)
    rhs.appendTerms(to: &terms, times: -1)
    return Constraint(LinearExpression(terms: terms, constant: lhs.constant - rhs.constant), relation)
}

public func == <L: LinearExpressionConvertible, R: LinearExpressionConvertible>(lhs: L, rhs: R) -> Constraint {
    relate(RelationOperand(lhs), .equal, RelationOperand(rhs))
}
public func == <L: LinearExpressionConvertible>(lhs: L, rhs: Double) -> Constraint {
    relate(RelationOperand(lhs), .equal, RelationOperand(constant: rhs))
}
public func == <R: LinearExpressionConvertible>(lhs: Double, rhs: R) -> Constraint {
    relate(RelationOperand(constant: lhs), .equal, RelationOperand(rhs))
}

public func <= <L: LinearExpressionConvertible, R: LinearExpressionConvertible>(lhs: L, rhs: R) -> Constraint {
    relate(RelationOperand(lhs), .lessThanOrEqual, RelationOperand(rhs))
}
public func <= <L: LinearExpressionConvertible>(lhs: L, rhs: Double) -> Constraint {
    relate(RelationOperand(lhs), .lessThanOrEqual, RelationOperand(constant: rhs))
}
public func <= <R: LinearExpressionConvertible>(lhs: Double, rhs: R) -> Constraint {
    relate(RelationOperand(constant: lhs), .lessThanOrEqual, RelationOperand(rhs))
}

public func >= <L: LinearExpressionConvertible, R: LinearExpressionConvertible>(lhs: L, rhs: R) -> Constraint {
    relate(RelationOperand(lhs), .greaterThanOrEqual, RelationOperand(rhs))
}
public func >= <L: LinearExpressionConvertible>(lhs: L, rhs: Double) -> Constraint {
    relate(RelationOperand(lhs), .greaterThanOrEqual, RelationOperand(constant: rhs))
}
public func >= <R: LinearExpressionConvertible>(lhs: Double, rhs: R) -> Constraint {
    relate(RelationOperand(constant: lhs), .greaterThanOrEqual, RelationOperand(rhs))
}

/// The same constraint at another strength: `(width == 60) | .strong`.
public func | (constraint: Constraint, strength: Strength) -> Constraint {
    constraint.with(strength: strength)
}
