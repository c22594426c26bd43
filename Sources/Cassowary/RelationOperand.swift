/// One side of a relation (`==`, `<=`, `>=`) as the relation reads it: a ``Variable`` or a
/// ``Term`` as one term, anything else as its ``LinearExpression``.
///
/// Asking a variable for its `linearExpression` allocates a one-term array only for the
/// relation to copy it into the constraint's terms and free it: `w[i] == w[i + 1]` made three
/// arrays where one holds both terms. The operators are generic and, called from another
/// module, run unspecialised, so the variable and term cases are told apart by comparing
/// metadata, which is one compare, where a dynamic cast (`as?`) would be a runtime call per
/// operand.
struct RelationOperand {
    private let single: Term?
    private let expression: LinearExpression

    init<Value: LinearExpressionConvertible>(_ value: Value) {
        if Value.self == Variable.self {
            single = Term(unsafeBitCast(value, to: Variable.self))
            expression = LinearExpression()
        } else if Value.self == Term.self {
            single = unsafeBitCast(value, to: Term.self)
            expression = LinearExpression()
        } else {
            single = nil
            expression = value.linearExpression
        }
    }

    /// A number alone: no terms.
    init(constant: Double) {
        single = nil
        expression = LinearExpression(constant: constant)
    }

    var termCount: Int { single == nil ? expression.terms.count : 1 }
    var constant: Double { expression.constant }

    /// Appends the terms, each multiplied by `factor`.
    func appendTerms(to terms: inout [Term], times factor: Double) {
        if let single {
            terms.append(Term(single.variable, coefficient: single.coefficient * factor))
        } else if factor == 1 {
            terms.append(contentsOf: expression.terms)
        } else {
            for term in expression.terms { terms.append(Term(term.variable, coefficient: term.coefficient * factor)) }
        }
    }
}
