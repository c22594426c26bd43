import Foundation
import Testing

/// `Tests/Mutation/mutate.py`, the mutation run (docs/Reliability.md, "Mutation testing"), is tested by
/// its own unit tests (sites outside comments and strings, each operator's rewrite, the seeded
/// choice, files put back even when a run fails), run here without building anything.
@Suite("The mutation run's script", .enabled(if: MutationScript.python != nil, "python3 is missing"))
struct MutationScriptTests {
    @Test func itsOwnTestsPass() throws {
        let result = try MutationScript.run(["--self-test"])
        #expect(result.status == 0, "python3 Tests/Mutation/mutate.py --self-test failed:\n\(result.text)")
    }

    @Test func theSameSeedChoosesTheSameMutantsOfTheRealSources() throws {
        let first = try MutationScript.run(["--module", "Cassowary", "--count", "12", "--seed", "3", "--list"])
        let again = try MutationScript.run(["--module", "Cassowary", "--count", "12", "--seed", "3", "--list"])
        #expect(first.status == 0)
        #expect(first.text == again.text)
        let mutants = first.text.split(separator: "\n").dropLast()
        #expect(mutants.count == 12, "\(first.text)")
        // each names a real line of its file, and says what the line becomes
        for mutant in mutants {
            let parts = mutant.split(separator: ":", maxSplits: 2)
            let lines = try String(contentsOf: repositoryRoot.appendingPathComponent(String(parts[0])), encoding: .utf8)
                .components(separatedBy: "\n")
            let original = try #require(Int(parts[1]).map { lines[$0 - 1] })
            #expect(parts[2].hasPrefix(" " + original.trimmingCharacters(in: .whitespaces) + " → "), "\(mutant)")
        }
    }
}

enum MutationScript {
    static let python: URL? = ["/usr/bin/python3", "/usr/local/bin/python3", "/opt/homebrew/bin/python3"]
        .first { FileManager.default.isExecutableFile(atPath: $0) }.map(URL.init(fileURLWithPath:))

    static func run(_ arguments: [String]) throws -> ProcessResult {
        let python = try #require(python)
        return try runProcess(python, ["Tests/Mutation/mutate.py"] + arguments)
    }
}
