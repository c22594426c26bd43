import Foundation
import Testing

/// The peer benchmark's runner (`Tests/Benchmarks/peers/run.py`, docs/BENCHMARKS.md, "Against other
/// libraries") is tested by its own unit tests: the screen's runs cover every cell once, output
/// is cut at the drivers' fences, a missing fence is named, the warm-up is not counted, the
/// table's ratios, and (where pyte is installed) a wrong cell is found in a replay. Nothing is
/// built and no driver runs. Skipped where there is no python3, except under CI.
@Suite("The peer benchmark's runner", .enabled(if: PeerBenchmarkScript.python != nil || PeerBenchmarkScript.isCI, "python3 is missing"))
struct PeerBenchmarkScriptTests {
    @Test func itsOwnTestsPass() throws {
        let python = try #require(PeerBenchmarkScript.python, "CI has no python3")
        let result = try runProcess(python, ["Tests/Benchmarks/peers/run.py", "--self-test"],
                                    environment: ["PYTHONDONTWRITEBYTECODE": "1"])
        #expect(result.status == 0, "python3 Tests/Benchmarks/peers/run.py --self-test failed:\n\(result.text)")
        #expect(result.text.contains("\nOK") && !result.text.contains("Ran 0 tests"), "no tests ran:\n\(result.text)")
    }
}

enum PeerBenchmarkScript {
    static let python: URL? = ["/usr/bin/python3", "/usr/local/bin/python3", "/opt/homebrew/bin/python3"]
        .first { FileManager.default.isExecutableFile(atPath: $0) }.map(URL.init(fileURLWithPath:))
    static let isCI = ProcessInfo.processInfo.environment["CI"] != nil
}
