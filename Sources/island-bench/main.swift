// island-bench: TermIsland's benchmarks. Run in release builds only:
//
//     swift run -c release island-bench solver [--quick] [--sizes 10,100,1000]
//     swift run -c release island-bench canvas
//     swift run -c release island-bench layout
//     swift run -c release island-bench system
//     swift run -c release island-bench scene
//     swift run -c release island-bench motion
//     swift run -c release island-bench preview
//     swift run -c release island-bench terminal
//     swift run -c release island-bench data
//     swift build -c release && .build/release/island-bench loop [--rounds N] [--against ISLAND]
//     python3 Tests/Benchmarks/peers/run.py      (runs `island-bench peers`, a driver)
//
// Each case prints one JSON line with median timings; see docs/BENCHMARKS.md.
import Foundation

let arguments = Array(CommandLine.arguments.dropFirst())
let suites: [String: ([String]) -> Void] = [
    "solver": runSolverBenchmarks,
    "canvas": runCanvasBenchmarks,
    "layout": runLayoutBenchmarks,
    "system": runSystemBenchmarks,
    "scene": runSceneBenchmarks,
    "motion": runMotionBenchmarks,
    "preview": runPreviewBenchmarks,
    "terminal": runTerminalBenchmarks,
    "data": runDataBenchmarks,
    "peers": runPeerScreenDriver,
    "loop": runLoopBenchmarks,
]

guard let suiteName = arguments.first, let suite = suites[suiteName] else {
    let names = suites.keys.sorted().joined(separator: ", ")
    FileHandle.standardError.write(Data("usage: island-bench <suite> [options]; suites: \(names)\n".utf8))
    exit(2)
}
#if DEBUG
FileHandle.standardError.write(Data("island-bench: this is a debug build; timings mean little (use swift run -c release)\n".utf8))
#endif
suite(Array(arguments.dropFirst()))
