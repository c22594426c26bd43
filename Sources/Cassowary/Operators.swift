// Arithmetic that builds terms and linear expressions, shaped like kiwi's operator overloads.

// MARK: Scaling by a constant makes a term (or an expression).

public func * (variable: Variable, factor: Double) -> Term { Term(variable, coefficient: factor) }
public func * (factor: Double, variable: Variable) -> Term { Term(variable, coefficient: factor) }
public func / (variable: Variable, divisor: Double) -> Term { Term(variable, coefficient: 1 / divisor) }

public func * (term: Term, factor: Double) -> Term {
    Term(term.variable, coefficient: term.coefficient * factor)
}
public func * (factor: Double, term: Term) -> Term { term * factor }
public func / (term: Term, divisor: Double) -> Term { term * (1 / divisor) }

public func * (expression: LinearExpression, factor: Double) -> LinearExpression {
    expression.scaled(by: factor)
}
public func * (factor: Double, expression: LinearExpression) -> LinearExpression {
    expression.scaled(by: factor)
}
public func / (expression: LinearExpression, divisor: Double) -> LinearExpression {
    expression.scaled(by: 1 / divisor)
}

public prefix func - (variable: Variable) -> Term { Term(variable, coefficient: -1) }
public prefix func - (term: Term) -> Term { term * -1 }
public prefix func - (expression: LinearExpression) -> LinearExpression { expression.scaled(by: -1) }

// MARK: Sums and differences make an expression.

public func + <L: LinearExpressionConvertible, R: LinearExpressionConvertible>(
    lhs: L, rhs: R
) -> LinearExpression {
    var sum = lhs.linearExpression
    sum += rhs
    return sum
}

public func + <L: LinearExpressionConvertible>(lhs: L, rhs: Double) -> LinearExpression {
    var sum = lhs.linearExpression
    sum.constant += rhs
    return sum
}

public func + <R: LinearExpressionConvertible>(lhs: Double, rhs: R) -> LinearExpression {
    rhs + lhs
}

public func - <L: LinearExpressionConvertible, R: LinearExpressionConvertible>(
    lhs: L, rhs: R
) -> LinearExpression {
    var difference = lhs.linearExpression
    difference -= rhs
    return difference
}

public func - <L: LinearExpressionConvertible>(lhs: L, rhs: Double) -> LinearExpression {
    lhs + -rhs
}

public func - <R: LinearExpressionConvertible>(lhs: Double, rhs: R) -> LinearExpression {
    var difference = rhs.linearExpression.scaled(by: -1)
    difference.constant += lhs
    return difference
}

/// Adds in place, so that summing many variables in a loop does not copy the terms each time.
public func += <R: LinearExpressionConvertible>(lhs: inout LinearExpression, rhs: R) {
    let addend = rhs.linearExpression
    lhs.terms.append(contentsOf: addend.terms)
    lhs.constant += addend.constant
}

public func -= <R: LinearExpressionConvertible>(lhs: inout LinearExpression, rhs: R) {
    lhs += rhs.linearExpression.scaled(by: -1)
}
