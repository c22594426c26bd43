import Foundation
import IslandFuzzing
import Testing

/// The committed seed corpus (Tests/IslandFuzzingTests/corpus/NAME/), findings of past runs among it, replayed
/// through every fuzz target in an ordinary build: a fixed finding stays fixed, and the
/// targets' invariants hold on real files. (A broken invariant stops the test process, as it
/// stops the fuzzer.)
@Suite("The fuzz targets on their seed corpus")
struct SeedCorpusTests {
    /// This folder: the seed corpus and the script live beside these tests.
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    static let corpus = folder.appendingPathComponent("corpus")

    @Test(arguments: FuzzTarget.all.map(\.name))
    func everySeedRuns(_ name: String) throws {
        let target = try #require(FuzzTarget.named(name))
        let directory = Self.corpus.appendingPathComponent(name)
        let files = try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted()
        #expect(files.count >= 3, "Tests/IslandFuzzingTests/corpus/\(name) needs seeds")
        for file in files {
            target.run(try Data(contentsOf: directory.appendingPathComponent(file)))
        }
    }

    @Test func everyTargetHasACorpusAndTheScriptKnowsIt() throws {
        let script = try String(contentsOf: Self.folder.appendingPathComponent("fuzz.sh"), encoding: .utf8)
        for target in FuzzTarget.all {
            #expect(FileManager.default.fileExists(atPath: Self.corpus.appendingPathComponent(target.name).path))
            #expect(script.contains(" \(target.name) ") || script.contains("(\(target.name) ") || script.contains(" \(target.name))"))
        }
    }
}
