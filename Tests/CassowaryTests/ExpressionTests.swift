import Testing
@testable import Cassowary

@Suite("Terms, expressions and constraints")
struct ExpressionTests {
    let x = Variable("x")
    let y = Variable("y")

    @Test func arithmeticBuildsTermsAndExpressions() {
        let term: Term = 3 * x
        #expect(term.coefficient == 3)
        #expect((x / 4).coefficient == 0.25)
        #expect((-x).coefficient == -1)
        let expression = 2 * x + y - 5
        #expect(expression.terms.map(\.coefficient) == [2, 1])
        #expect(expression.constant == -5)
        #expect((10 - x).description == "-x + 10")
        #expect((2 * x - 3 * y - 1.5).description == "2 * x - 3 * y - 1.5")
        #expect(((x + y) * 2).terms.map(\.coefficient) == [2, 2])
        #expect(((x + 6) / 2).constant == 3)
    }

    @Test func constraintsMoveEverythingToOneSideAndMergeRepeatedVariables() {
        let constraint = x + y <= 2 * x + 100
        #expect(constraint.relation == .lessThanOrEqual)
        #expect(constraint.expression.terms.map(\.coefficient) == [-1, 1])
        #expect(constraint.expression.constant == -100)
        #expect(constraint.strength == .required)
        #expect((x - x == 0).expression.terms.isEmpty)
    }

    @Test func strengthOperatorMakesANewConstraint() {
        let required = x == 60
        let strong = required | .strong
        #expect(strong.strength == .strong)
        #expect(required.strength == .required)
        #expect(strong !== required)
        #expect(strong.description == "x - 60 == 0 | strong")
    }

    @Test func summingManyVariablesInPlace() {
        let boxes = (0..<5).map { Variable("w\($0)") }
        var total = LinearExpression()
        for box in boxes { total += box }
        #expect(total.terms.count == 5)
        #expect(LinearExpression(sum: boxes).terms.map(\.variable.name) == ["w0", "w1", "w2", "w3", "w4"])
    }

    /// Variables and terms go into a relation as one term each, expressions as their terms and
    /// constant, numbers as constants: each kind of operand on each side.
    @Test func relationsReadEachKindOfOperand() {
        func read(_ constraint: Constraint) -> [String] {
            constraint.expression.terms.map { "\($0.coefficient) \($0.variable.name)" }
                + ["\(constraint.expression.constant)"]
        }
        #expect(read(x == y) == ["1.0 x", "-1.0 y", "0.0"])
        #expect(read(3 * x <= -2 * y) == ["3.0 x", "2.0 y", "0.0"])
        #expect(read(x >= y * 0.5 + 4) == ["1.0 x", "-0.5 y", "-4.0"])
        #expect(read(2 * x - 1 == x + y) == ["1.0 x", "-1.0 y", "-1.0"])
        #expect(read(7 <= -x) == ["1.0 x", "7.0"])
        #expect(read(x - 4 >= 2.5) == ["1.0 x", "-6.5"])
        #expect(read(1.5 == 2 * y) == ["-2.0 y", "1.5"])
    }
}
