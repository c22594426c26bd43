import Foundation
import Testing

/// docs/CI.md's GitHub Actions workflow is what `.ci/run` runs: the commands of its Build and
/// Check steps appear in `.ci/run` line for line, with the variables they use set to the example
/// folder and this clone, and its set-up line is the README's.
@Suite("The CI recipe is the one CI runs")
struct CIRecipeTests {
    static let steps = ["Build island", "Check the snapshots"]

    /// The workflow block of docs/CI.md.
    static func workflow() throws -> MarkdownBlock {
        try #require(try MarkdownBlock.blocks(of: "docs/CI.md").first { $0.language == "yaml" && $0.text.contains("jobs:") })
    }

    /// The shell lines of the step named `name`: its `run:` on one line, or the lines of `run: |`.
    static func commands(ofStep name: String, in yaml: String) throws -> [String] {
        let lines = yaml.split(separator: "\n").map(String.init)
        let start = try #require(lines.firstIndex { $0.trimmingCharacters(in: .whitespaces) == "- name: \(name)" }, "no step \(name)")
        let run = try #require(lines[(start + 1)...].first { $0.trimmingCharacters(in: .whitespaces).hasPrefix("run:") })
        let inline = run.trimmingCharacters(in: .whitespaces).dropFirst("run:".count).trimmingCharacters(in: .whitespaces)
        guard inline == "|" else { return [inline] }
        let indent = run.prefix { $0 == " " }.count
        let runIndex = try #require(lines.firstIndex(of: run))
        return lines[(runIndex + 1)...].prefix { $0.prefix { $0 == " " }.count > indent }.map { $0.trimmingCharacters(in: .whitespaces) }
    }

    static func ciRun() throws -> [String] {
        try String(contentsOf: repositoryRoot.appendingPathComponent(".ci/run"), encoding: .utf8)
            .split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
    }

    @Test func theBuildAndCheckStepsAreCIsLines() throws {
        let yaml = try Self.workflow().text
        let ci = try Self.ciRun()
        var commands: [String] = []
        for step in Self.steps { commands += try Self.commands(ofStep: step, in: yaml) }
        #expect(commands == [
            "swift build --package-path \"$TERMISLAND\" --product island",
            "mkdir -p island-report",
            "\"$TERMISLAND/.build/debug/island\" snapshot \"$WIDGETS\" --check --junit island-report/junit.xml --summary island-report/summary.md --report island-report",
        ])
        // In .ci/run in the same order, one after another.
        let first = try #require(ci.firstIndex(of: commands[0]), ".ci/run does not run: \(commands[0])")
        #expect(Array(ci[first..<min(ci.count, first + commands.count)]) == commands, ".ci/run does not run docs/CI.md's steps in order")
        // The variables, as CI sets them: the example folder, this clone.
        #expect(ci[..<first].contains("WIDGETS=docs/examples/DeliveryWidget"))
        #expect(ci[..<first].contains("TERMISLAND=."))
        #expect(yaml.contains("WIDGETS: ") && yaml.contains("TERMISLAND: .termisland"))
        // The upload takes the folder the check writes into.
        #expect(yaml.contains("path: island-report/"))
    }

    @Test func theSetUpLineIsTheREADMEs() throws {
        let readme = try String(contentsOf: repositoryRoot.appendingPathComponent("README.md"), encoding: .utf8)
        let line = try #require(readme.firstMatch(of: /apt-get install [a-z0-9 .+-]+/)).0
        let setUp = try Self.commands(ofStep: "Set up", in: try Self.workflow().text)
        #expect(setUp == ["apt-get update && apt-get install -y " + line.dropFirst("apt-get install ".count)])
        // .ci/run reads that very line from the README.
        #expect(try Self.ciRun().contains("setup=$(grep -oE 'apt-get install [a-z0-9 .+-]+' README.md | head -n 1)"))
    }
}
