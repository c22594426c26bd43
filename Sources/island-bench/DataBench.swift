import Foundation
import LiveActivity

/// `island-bench data`: an activity's data made again for a state it has had before (what
/// `ActivityData.init` does at every previewer tick: the values' fingerprints, then the JSON
/// kept for them), beside encoding that JSON afresh, for states of 10, 100 and 1,000 items:
/// both should grow linearly.
func runDataBenchmarks(_ arguments: [String]) {
    let repetitions = arguments.contains("--quick") ? 50 : 500
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys]
    for count in [10, 100, 1000] {
        let state = BenchData.ContentState(items: (0..<count).map { BenchData.Item(index: $0) })
        func measure(_ name: String, _ body: () -> Double) {
            let samples = sampleNanoseconds(repetitions: repetitions, body)
            print(BenchRecord([
                "suite": .string("data"), "case": .string(name), "items": .integer(count),
                "reps": .integer(repetitions), "median_us": .number(median(samples) / 1000),
            ]).jsonLine)
        }
        _ = try? ActivityData(BenchData(), state)
        measure("activity data of a state seen before (fingerprints)") {
            Double((try? ActivityData(BenchData(), state))?.state.count ?? 0)
        }
        measure("the state encoded afresh (JSONEncoder)") {
            Double((try? encoder.encode(state))?.count ?? 0)
        }
    }
}

/// Attributes and a state like the examples' (a string, numbers, a date, an enum, an optional an
/// item), with as many items as asked.
private struct BenchData: ActivityAttributes {
    enum Phase: String, Codable, Hashable { case waiting, moving, done }

    struct Item: Codable, Hashable {
        var name: String
        var count: Int
        var ratio: Double
        var at: Date
        var phase: Phase
        var note: String?

        init(index: Int) {
            name = "item \(index)"
            count = index
            ratio = Double(index) / 7
            at = Date(timeIntervalSince1970: 1_800_000_000 + Double(index))
            phase = [.waiting, .moving, .done][index % 3]
            note = index % 2 == 0 ? nil : "odd"
        }
    }

    struct ContentState: Codable, Hashable { var items: [Item] }
}
