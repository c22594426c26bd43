import Foundation
import ActivityRuntime
import IslandInputs
import LiveActivity

/// `island-bench system`: the activity system's per-frame work with many activities: deciding
/// the island's arrangement and the Lock Screen's order, advancing the clock a minute (every
/// record checked for transitions), and applying an update push (parse, order, apply).
func runSystemBenchmarks(_ arguments: [String]) {
    let repetitions = arguments.contains("--quick") ? 50 : 500
    let start = Date(timeIntervalSince1970: 1_800_000_000)

    for count in [5, 50, 500] {
        var limits = ActivityLimits()
        limits.maximumSimultaneousActivities = count
        let system = ActivitySystem(start: start, limits: limits)
        for index in 0..<count {
            // Five activities an app, relevance spread so ranking has work to do.
            _ = try? system.request(
                app: "App\(index / 5)", attributesType: "BenchAttributes", attributesJSON: Data("{}".utf8),
                stateJSON: Data(#"{"step":\#(index)}"#.utf8), staleDate: start.addingTimeInterval(Double(index) * 60),
                relevanceScore: Double(index * 37 % 100))
        }
        func measure(_ name: String, _ body: () -> Double) {
            let samples = sampleNanoseconds(repetitions: repetitions, body)
            print(BenchRecord([
                "suite": .string("system"), "case": .string(name), "activities": .integer(count),
                "reps": .integer(repetitions), "median_us": .number(median(samples) / 1000),
            ]).jsonLine)
        }
        measure("arrangement and lock screen") {
            Double(system.arrangement.reason.description.utf8.count + system.lockScreen.count)
        }
        measure("advance one minute") {
            system.advance(by: 60)
            return 1
        }
        let fresh = ActivitySystem(start: start, limits: limits)
        for index in 0..<count {
            _ = try? fresh.request(app: "App\(index / 5)", attributesType: "BenchAttributes", attributesJSON: Data("{}".utf8),
                                   stateJSON: Data("{}".utf8), relevanceScore: 0, id: "a\(index)")
        }
        var stamp = 1_800_000_000
        measure("parse and deliver an update push") {
            stamp += 1
            let json = #"{"aps": {"timestamp": \#(stamp), "event": "update", "content-state": {"step": \#(stamp)}, "relevance-score": 50}}"#
            guard let payload = try? PushPayload.parse(Data(json.utf8), file: "bench.json") else { return 0 }
            return fresh.deliver(payload, to: "a\(stamp % count)") == .applied ? 1 : 0
        }
    }
}
