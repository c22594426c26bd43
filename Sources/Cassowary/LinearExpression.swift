/// A sum of terms plus a constant: `2 * left + width - 10`.
///
/// Named `LinearExpression` rather than kiwi's `Expression` because Foundation already declares
/// an `Expression`. Build one with `+ - * /` over variables, terms, expressions and numbers, or
/// directly from an array of terms when summing many variables (repeated `+` copies).
public struct LinearExpression: Sendable, CustomStringConvertible {
    public var terms: [Term]
    public var constant: Double

    public init(terms: [Term] = [], constant: Double = 0) {
        self.terms = terms
        self.constant = constant
    }

    /// The sum of some variables, each with coefficient 1.
    public init(sum variables: [Variable]) {
        self.init(terms: variables.map { Term($0) })
    }

    /// Multiplies every term and the constant by `factor`.
    func scaled(by factor: Double) -> LinearExpression {
        LinearExpression(
            terms: terms.map { Term($0.variable, coefficient: $0.coefficient * factor) },
            constant: constant * factor)
    }

    /// Reads as a person writes it: `2 * x - y + 10`.
    public var description: String {
        var text = ""
        func append(_ magnitude: String, negative: Bool) {
            if text.isEmpty {
                text = negative ? "-" + magnitude : magnitude
            } else {
                text += (negative ? " - " : " + ") + magnitude
            }
        }
        for term in terms {
            let size = abs(term.coefficient)
            let magnitude = size == 1 ? term.variable.description : "\(formatNumber(size)) * \(term.variable)"
            append(magnitude, negative: term.coefficient < 0)
        }
        if constant != 0 || text.isEmpty { append(formatNumber(abs(constant)), negative: constant < 0) }
        return text
    }
}

/// Something that reads as a linear expression: a ``Variable``, a ``Term`` or a ``LinearExpression``.
///
/// The arithmetic and relation operators are generic over this protocol so that each operator
/// has a handful of overloads instead of one per pair of types, which keeps type-checking fast.
public protocol LinearExpressionConvertible {
    var linearExpression: LinearExpression { get }
}

extension Variable: LinearExpressionConvertible {
    public var linearExpression: LinearExpression { LinearExpression(terms: [Term(self)]) }
}

extension Term: LinearExpressionConvertible {
    public var linearExpression: LinearExpression { LinearExpression(terms: [self]) }
}

extension LinearExpression: LinearExpressionConvertible {
    public var linearExpression: LinearExpression { self }
}

/// Prints whole numbers without a fraction, as a person writes them in a constraint.
func formatNumber(_ value: Double) -> String {
    if value == value.rounded(), abs(value) < 1e15 { return String(Int64(value)) }
    return String(value)
}
