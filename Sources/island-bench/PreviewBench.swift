import Foundation
import IslandExamples
import IslandInputs
import IslandPlayback
import IslandPreview
import TerminalBackends
import TerminalCanvas

/// `island-bench preview`: the previewer's loop on an in-memory screen. A key press (`e`, the
/// island expanding or collapsing) to the first changed frame on screen; a whole 200×50 screen
/// mid-transition (layout, motion and painting); and a timer tick with nothing else moving.
func runPreviewBenchmarks(_ arguments: [String]) {
    let repetitions = arguments.contains("--quick") ? 50 : 1000
    var kinds = ActivityKinds()
    for example in Example.all { kinds.register(example.kind, as: example.name) }
    // `--only WORDS`: only the cases whose name holds WORDS (for a profiler); the others' setup still runs.
    let only = arguments.firstIndex(of: "--only").flatMap { $0 + 1 < arguments.count ? arguments[$0 + 1] : nil }
    func measure(_ name: String, _ body: () -> Double) {
        if let only, !name.contains(only) { _ = body(); return }
        let samples = sampleNanoseconds(repetitions: repetitions, body)
        print(BenchRecord([
            "suite": .string("preview"), "case": .string(name),
            "reps": .integer(repetitions), "median_us": .number(median(samples) / 1000),
        ]).jsonLine)
    }
    guard let scenario = try? Scenario.parse(Data(fourApps.utf8), file: "four-apps.json") else { return }
    let (session, backend, loop) = previewer(scenario, kinds, speed: 60, paused: true)
    var time = 0.0
    measure("a key press to the first changed frame (e, 200×50)") {
        time += 1
        let before = backend.framesPresented
        _ = try? loop.step(at: time, event: .key(.character("e"), []))
        return Double(backend.framesPresented - before)
    }
    // Frames of a transition alone: press e (not timed), then time the frame 0.2 s in.
    var transitionSamples: [Double] = []
    for _ in 0..<(only == nil || "transition".contains(only!) ? repetitions : 0) {
        time += 1
        _ = try? loop.step(at: time, event: .key(.character("e"), []))
        let start = monotonicNanoseconds()
        _ = try? loop.step(at: time + 0.2, event: nil)
        transitionSamples.append(Double(monotonicNanoseconds() - start))
    }
    if !transitionSamples.isEmpty { print(BenchRecord([
        "suite": .string("preview"), "case": .string("a transition frame of the whole 200×50 screen (motion, paint)"),
        "reps": .integer(repetitions), "median_us": .number(median(transitionSamples) / 1000),
    ]).jsonLine) }
    measure("a whole 200×50 screen laid out again (layout, paint): a key, then its first frame") {
        time += 1
        _ = try? loop.step(at: time, event: .key(.character("t"), []))
        return Double(backend.framesPresented)
    }
    session.perform(.togglePause)
    measure("a timer tick, nothing else moving (200×50)") {
        time += 1
        _ = try? loop.step(at: time, event: nil)
        return Double(backend.framesPresented)
    }
    measureTickAtOneSecond(scenario, kinds, measure: measure)
    if only == nil { measureGoingBack(scenario, kinds, repetitions: repetitions) }
}

/// The previewer on a 200×50 screen in memory, five minutes into `scenario` (time paused if
/// asked), its first frame drawn. The backend keeps the last frame only, as a terminal does: keeping every frame held
/// its 160 KB screen, and the bench measured the page faults of a heap the previewer never grows.
private func previewer(_ scenario: Scenario, _ kinds: ActivityKinds, speed: Double,
                       paused: Bool = false) -> (PreviewSession, MemoryBackend, PreviewLoop) {
    let session = PreviewSession(scenario: scenario, kinds: kinds, speed: speed)
    session.jump(to: 300)
    if paused { session.perform(.togglePause) }
    let backend = MemoryBackend(size: Size(width: 200, height: 50), keptFrames: 1)
    let loop = PreviewLoop(session: session, backend: backend)
    _ = try? loop.step(at: 0, event: nil)
    return (session, backend, loop)
}

/// The tick as `island preview` runs by default: a second of virtual time a tick, from five
/// minutes in, so every one of the four activities is live throughout (at ×60, a thousand
/// ticks are sixteen hours, and the later ones draw activities ended and gone).
private func measureTickAtOneSecond(_ scenario: Scenario, _ kinds: ActivityKinds, measure: (String, () -> Double) -> Void) {
    let (_, backend, loop) = previewer(scenario, kinds, speed: 1)
    var time = 0.0
    measure("a timer tick at ×1, four activities live (200×50)") {
        time += 1
        _ = try? loop.step(at: time, event: nil)
        return Double(backend.framesPresented)
    }
}

/// Going back in time (`g`) plays the scenario and the person's changes again: its cost as the
/// changes grow, 10, 100 and 1,000 of them (relevance up and down, one every virtual second),
/// going back to halfway.
private func measureGoingBack(_ scenario: Scenario, _ kinds: ActivityKinds, repetitions: Int) {
    for count in [10, 100, 1000] {
        var samples: [Double] = []
        for _ in 0..<max(5, repetitions / (count / 10)) {
            let session = PreviewSession(scenario: scenario, kinds: kinds, speed: 1)
            session.jump(to: 240)
            for index in 0..<count {
                session.advance(realSeconds: 1)
                session.perform(index % 2 == 0 ? .raiseRelevance : .lowerRelevance)
            }
            let start = monotonicNanoseconds()
            session.go(to: 240 + Double(count) / 2)
            samples.append(Double(monotonicNanoseconds() - start))
        }
        print(BenchRecord([
            "suite": .string("preview"), "case": .string("going back to halfway through \(count) changes (g)"),
            "reps": .integer(samples.count), "median_us": .number(median(samples) / 1000),
        ]).jsonLine)
    }
}

/// The built-in scenario, as `island demo` plays it.
private let fourApps = """
{"name": "four apps", "timeline": [
  { "at": "0s", "request": { "id": "pizza", "app": "Pizza", "example": "pizza-delivery", "relevance": 50 } },
  { "at": "1m", "request": { "id": "match", "app": "Sports", "example": "sports-score", "relevance": 30, "staleAfter": "20m" } },
  { "at": "2m", "request": { "id": "ride", "app": "Rides", "example": "ride-share", "relevance": 80 } },
  { "at": "3m", "request": { "id": "flight", "app": "Airline", "example": "flight", "relevance": 60 } }]}
"""
