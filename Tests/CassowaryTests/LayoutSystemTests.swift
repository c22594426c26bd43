import Foundation
import Testing
@testable import Cassowary

/// Systems shaped like the layouts TermIsland solves: boxes in a row inside a container.
@Suite("Layout-shaped systems")
struct LayoutSystemTests {
    /// `count` boxes with minimum widths, preferring equal widths, filling an edited container.
    final class RowOfBoxes {
        let solver = Solver()
        let widths: [Variable]
        let edges: [Variable]
        let container = Variable("W")
        let minimums: [Double]
        var constraints: [Constraint] = []

        init(minimums: [Double], chained: Bool) throws {
            self.minimums = minimums
            widths = minimums.indices.map { Variable("w\($0)") }
            edges = (0...minimums.count).map { Variable("x\($0)") }
            for (width, minimum) in zip(widths, minimums) { try add(width >= minimum) }
            if chained {
                try add(edges[0] == 0)
                for index in widths.indices { try add(edges[index + 1] == edges[index] + widths[index]) }
                try add(edges[widths.count] == container)
            } else {
                try add(LinearExpression(sum: widths) == container)
            }
            for index in widths.indices.dropFirst() { try add((widths[index] == widths[index - 1]) | .medium) }
            try solver.addEditVariable(container, strength: .strong)
        }

        private func add(_ constraint: Constraint) throws {
            constraints.append(constraint)
            try solver.addConstraint(constraint)
        }

        func resize(to width: Double) throws {
            try solver.suggestValue(container, width)
            solver.updateVariables()
        }

    }

    @Test(arguments: [false, true])
    func containerEditedManyTimes(chained: Bool) throws {
        let minimums = (0..<12).map { Double(1 + ($0 * 7919) % 13) }
        let row = try RowOfBoxes(minimums: minimums, chained: chained)
        var generator = SeededGenerator(seed: 42)
        for step in 0..<600 {
            let width = step % 7 == 0
                ? Double.random(in: 0...300, using: &generator)  // jumps
                : 60 + 50 * sin(Double(step) / 20)  // a drag
            try row.resize(to: width)
            #expect(row.constraints.filter { $0.strength.isRequired }.allSatisfy { $0.isSatisfied() })
            let total = max(width, minimums.reduce(0, +))
            #expect(isClose(row.container.value, total, tolerance: 1e-6))
            for (width, minimum) in zip(row.widths, minimums) { #expect(width.value >= minimum - 1e-9) }
            #expect(isClose(row.widths.reduce(0) { $0 + $1.value }, total))
            if total >= 13 * Double(minimums.count) {
                // No minimum binds: the medium preference makes every box the same width.
                #expect(row.widths.allSatisfy { isClose($0.value, total / Double(minimums.count)) })
            }
        }
    }

    @Test func narrowContainerKeepsMinimumsAndGrowsPastTheSuggestion() throws {
        let row = try RowOfBoxes(minimums: [3, 5, 2], chained: false)
        try row.resize(to: 4)
        #expect(values(row.widths) == [3, 5, 2])
        #expect(row.container.value == 10)
        try row.resize(to: 30)
        #expect(row.widths.allSatisfy { isClose($0.value, 10) })
    }
}
