import Foundation

/// Monotonic wall-clock time in nanoseconds, for timing benchmark repetitions.
@inline(__always)
func monotonicNanoseconds() -> UInt64 {
    var spec = timespec()
    clock_gettime(CLOCK_MONOTONIC, &spec)
    return UInt64(spec.tv_sec) * 1_000_000_000 + UInt64(spec.tv_nsec)
}

/// The median of some samples (the mean of the middle two for an even count).
func median(_ samples: [Double]) -> Double {
    precondition(!samples.isEmpty, "median of no samples")
    let sorted = samples.sorted()
    let middle = sorted.count / 2
    return sorted.count % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
}

/// Runs `body` `repetitions` times and returns each run's duration in nanoseconds.
///
/// `body` returns a value that is folded into `sink` so the optimiser cannot drop the work.
func sampleNanoseconds(repetitions: Int, _ body: () -> Double) -> [Double] {
    var samples: [Double] = []
    samples.reserveCapacity(repetitions)
    var sink = 0.0
    for _ in 0..<repetitions {
        let start = monotonicNanoseconds()
        sink += body()
        samples.append(Double(monotonicNanoseconds() - start))
    }
    blackHole(sink)
    return samples
}

/// Runs `body(k)` for k in 0..<repetitions, timing each call; returns nanoseconds per call.
func sampleNanoseconds(repetitions: Int, index body: (Int) -> Double) -> [Double] {
    var samples: [Double] = []
    samples.reserveCapacity(repetitions)
    var sink = 0.0
    for k in 0..<repetitions {
        let start = monotonicNanoseconds()
        sink += body(k)
        samples.append(Double(monotonicNanoseconds() - start))
    }
    blackHole(sink)
    return samples
}

/// Keeps a value alive in the optimiser's eyes.
@inline(never)
func blackHole(_ value: Double) {
    if value.isNaN && value.sign == .minus && value.exponent == 1_000 { print(value) }
}

/// One benchmark result, printed as one JSON line.
///
/// Keys are printed in the order given, so the lines diff well between runs.
struct BenchRecord {
    var fields: [(String, BenchValue)] = []

    init(_ fields: KeyValuePairs<String, BenchValue>) {
        self.fields = fields.map { ($0.key, $0.value) }
    }

    mutating func append(_ key: String, _ value: BenchValue) {
        fields.append((key, value))
    }

    var jsonLine: String {
        "{" + fields.map { "\"\($0.0)\":\($0.1.json)" }.joined(separator: ",") + "}"
    }
}

/// A value in a benchmark record.
enum BenchValue {
    case string(String)
    case integer(Int)
    case number(Double)

    var json: String {
        switch self {
        case .string(let text): return "\"\(text)\""
        case .integer(let value): return String(value)
        case .number(let value):
            // Three significant decimals are plenty for timings and keep lines short.
            return value.isFinite ? String(format: "%.3f", value) : "null"
        }
    }
}
