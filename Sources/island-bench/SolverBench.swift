import Cassowary
import Foundation

/// `island-bench solver`: the row-of-boxes systems of the solver issue, timed phase by phase.
///
/// N boxes with minimum widths `min[i] = 1 + (i·7919) mod 13`, equal widths preferred (medium),
/// a container width `W` edited (strong), laid out either as one sum (`Σ w = W`) or as a chain
/// of left edges (`x[i+1] = x[i] + w[i]`, `x[N] = W`). Phases, on one solver in this order:
/// build, free resize, drag, jump, toggle. Each prints one JSON line: `us_per_op` is the median
/// over repetitions of the phase's mean time per operation, `p50_op_us` the median of the
/// individually timed operations. The cases match the kiwi reference harness one for one.
func runSolverBenchmarks(_ arguments: [String]) {
    var sizes = [10, 100, 1000]
    var quick = false
    var fixedRepetitions: Int?
    var layouts = [RowLayout.sum, .chain]
    var phaseBudget = Double.infinity
    var index = 0
    while index < arguments.count {
        switch arguments[index] {
        case "--quick": quick = true
        case "--reps" where index + 1 < arguments.count:
            index += 1
            fixedRepetitions = Int(arguments[index])
        case "--phase-budget" where index + 1 < arguments.count:
            index += 1
            phaseBudget = Double(arguments[index]) ?? .infinity
        case "--sizes" where index + 1 < arguments.count:
            index += 1
            sizes = arguments[index].split(separator: ",").compactMap { Int($0) }
        case "--layout" where index + 1 < arguments.count:
            index += 1
            layouts = arguments[index].split(separator: ",").compactMap { RowLayout(rawValue: String($0)) }
        default:
            FileHandle.standardError.write(Data("island-bench solver: unknown option \(arguments[index])\n".utf8))
            exit(2)
        }
        index += 1
    }
    for layout in layouts {
        for size in sizes {
            let repetitions = fixedRepetitions ?? (quick ? 3 : (size <= 10 ? 21 : size <= 100 ? 11 : 3))
            var benchmark = RowOfBoxesBenchmark(layout: layout, size: size)
            benchmark.phaseBudget = phaseBudget
            for line in benchmark.run(repetitions: repetitions) {
                print(line.jsonLine)
            }
        }
    }
}

enum RowLayout: String {
    /// `w[0] + … + w[N-1] == W`.
    case sum
    /// `x[0] == 0`, `x[i+1] == x[i] + w[i]`, `x[N] == W`.
    case chain
}

/// One layout at one size, built and exercised phase by phase.
struct RowOfBoxesBenchmark {
    let layout: RowLayout
    let size: Int
    let minimums: [Double]
    let sumOfMinimums: Double
    /// Seconds a phase may be projected to take before the rest of its operations are skipped.
    var phaseBudget = Double.infinity

    init(layout: RowLayout, size: Int) {
        self.layout = layout
        self.size = size
        minimums = (0..<size).map { Double(1 + ($0 * 7919) % 13) }
        sumOfMinimums = minimums.reduce(0, +)
    }

    /// The system, built and solved at the first width.
    final class System {
        let solver = Solver()
        let widths: [Variable]
        let container = Variable("W")
        var toggled: Constraint
        let toggledIndex: Int

        init(_ benchmark: RowOfBoxesBenchmark) {
            let n = benchmark.size
            widths = (0..<n).map { Variable("w\($0)") }
            var minimumConstraints: [Constraint] = []
            for i in 0..<n {
                let constraint = widths[i] >= benchmark.minimums[i]
                minimumConstraints.append(constraint)
                try! solver.addConstraint(constraint)
            }
            switch benchmark.layout {
            case .sum:
                try! solver.addConstraint(LinearExpression(sum: widths) == container)
            case .chain:
                let edges = (0...n).map { Variable("x\($0)") }
                try! solver.addConstraint(edges[0] == 0)
                for i in 0..<n { try! solver.addConstraint(edges[i + 1] == edges[i] + widths[i]) }
                try! solver.addConstraint(edges[n] == container)
            }
            for i in 0..<(n - 1) {
                try! solver.addConstraint((widths[i] == widths[i + 1]) | .medium)
            }
            try! solver.addEditVariable(container, strength: .strong)
            try! solver.suggestValue(container, 2.5 * benchmark.sumOfMinimums)
            solver.updateVariables()
            toggledIndex = benchmark.minimums.firstIndex(of: 13) ?? 0
            toggled = minimumConstraints[toggledIndex]
        }

        func resize(to width: Double) -> Double {
            try! solver.suggestValue(container, width)
            solver.updateVariables()
            return widths[0].value
        }
    }

    func run(repetitions: Int) -> [BenchRecord] {
        var phases: [(name: String, ops: Int, perOp: [Double], each: [Double], timed: Int?)] = [
            ("build", 1, [], [], nil), ("resize", 1000, [], [], nil), ("drag", 1000, [], [], nil),
            ("jump", 100, [], [], nil), ("toggle", 200, [], [], nil),
        ]
        var statistics = ""
        var check = ""
        for _ in 0..<repetitions {
            var system: System!
            let build = sampleNanoseconds(repetitions: 1) {
                system = System(self)
                return system.widths[0].value
            }
            if ProcessInfo.processInfo.environment["BENCH_DEBUG"] != nil {
                FileHandle.standardError.write(Data("after build: \(system.solver.statistics)\n".utf8))
            }
            phases[0].perOp.append(build[0])
            phases[0].each.append(contentsOf: build)
            let n = Double(size)
            let resize = timeOperations(1000, minimum: 20, budget: phaseBudget, index: { k in
                system.resize(to: 13 * n * (1.1 + 0.4 * Double(k % 50) / 50))
            })
            let drag = timeOperations(1000, minimum: 20, budget: phaseBudget, index: { k in
                let t = k < 500 ? Double(k) / 499 : Double(999 - k) / 499
                return system.resize(to: sumOfMinimums * (2.5 - 1.6 * t))
            })
            if ProcessInfo.processInfo.environment["BENCH_DEBUG"] != nil {
                FileHandle.standardError.write(Data("after drag: \(system.solver.statistics)\n".utf8))
            }
            let jump = timeOperations(100, minimum: 3, budget: phaseBudget, index: { k in
                let golden = Double(k + 1) * 0.6180339887498949
                return system.resize(to: sumOfMinimums * (0.9 + 1.6 * (golden - golden.rounded(.down))))
            })
            if ProcessInfo.processInfo.environment["BENCH_DEBUG"] != nil {
                FileHandle.standardError.write(Data("after jump: \(system.solver.statistics)\n".utf8))
            }
            _ = system.resize(to: 1.2 * sumOfMinimums)
            let toggle = timeOperations(200, minimum: 20, budget: phaseBudget, index: { _ in
                try! system.solver.removeConstraint(system.toggled)
                system.toggled = system.widths[system.toggledIndex] >= minimums[system.toggledIndex]
                try! system.solver.addConstraint(system.toggled)
                system.solver.updateVariables()
                return system.widths[0].value
            })
            if ProcessInfo.processInfo.environment["BENCH_DEBUG"] != nil {
                FileHandle.standardError.write(Data("after all: \(system.solver.statistics)\n".utf8))
            }
            for (offset, samples) in [resize, drag, jump, toggle].enumerated() {
                phases[offset + 1].perOp.append(samples.reduce(0, +) / Double(samples.count))
                phases[offset + 1].each.append(contentsOf: samples)
                phases[offset + 1].timed = min(phases[offset + 1].timed ?? samples.count, samples.count)
            }
            statistics = system.solver.statistics.description
            check = "W=\(formatValue(system.container.value)) w0=\(formatValue(system.widths[0].value))"
        }
        FileHandle.standardError.write(Data("solver \(layout.rawValue) n=\(size): \(statistics); \(check)\n".utf8))
        return phases.map { phase in
            let timed = phase.timed ?? phase.ops
            var record = BenchRecord([
                "solver": .string("termisland"), "layout": .string(layout.rawValue),
                "n": .integer(size), "phase": .string(phase.name), "ops": .integer(timed),
                "reps": .integer(repetitions), "us_per_op": .number(median(phase.perOp) / 1000),
                "p50_op_us": .number(median(phase.each) / 1000),
            ])
            if timed < phase.ops {
                record.append("truncated", .string("timed the first \(timed) of \(phase.ops) ops (--phase-budget)"))
            }
            return record
        }
    }

    /// Times `count` operations one by one, stopping early (after at least `minimum`) once the
    /// whole phase is projected to take longer than `budget` seconds; later phases then start
    /// from where this one stopped. The same rule as the kiwi reference harness.
    private func timeOperations(
        _ count: Int, minimum: Int, budget: Double, index body: (Int) -> Double
    ) -> [Double] {
        var samples: [Double] = []
        var total = 0.0
        var sink = 0.0
        for k in 0..<count {
            let start = monotonicNanoseconds()
            sink += body(k)
            let elapsed = Double(monotonicNanoseconds() - start)
            samples.append(elapsed)
            total += elapsed
            if k + 1 >= minimum && total / Double(k + 1) * Double(count) / 1e9 > budget { break }
        }
        blackHole(sink)
        return samples
    }

    private func formatValue(_ value: Double) -> String { String(format: "%.4f", value) }
}
