import Foundation
import Testing
@testable import IslandCommandLine
@testable import IslandCommands
import TermIsland

/// `--filter`, `--skip` and `--shard`: which snapshots a run takes, by stable name.
@Suite("Snapshot selection")
struct SnapshotSelectionTests {
    static let names = ["Lock Screen · lock-screen", "Compact · compact", "Expanded · expanded", "Stages · view",
                        "Compact · compact · ipad", "Lock Screen · lock-screen · iphone-15-pro-max"]

    @Test(arguments: [
        ("Lock Screen*", ["Lock Screen · lock-screen", "Lock Screen · lock-screen · iphone-15-pro-max"]),
        ("* · compact", ["Compact · compact"]),
        ("* · compact*", ["Compact · compact", "Compact · compact · ipad"]),
        ("*", names),
        ("Stages · view", ["Stages · view"]),
        ("stages · view", []),
        ("?ompact · compact", ["Compact · compact"]),
        ("*·*·*", ["Compact · compact · ipad", "Lock Screen · lock-screen · iphone-15-pro-max"]),
        ("Compact", []),
    ])
    func aPatternMatchesTheWholeName(_ pattern: String, _ matched: [String]) throws {
        let glob = try NamePattern(pattern)
        #expect(Self.names.filter(glob.matches) == matched)
    }

    @Test func filtersAddUpAndSkipsTakeAway() throws {
        let selection = SnapshotSelection(filters: [try NamePattern("Lock*"), try NamePattern("Compact*")], skips: [try NamePattern("* · ipad")])
        let names = Self.names.map { name -> SnapshotName in
            let parts = name.components(separatedBy: " · ")
            return SnapshotName(preview: parts[0], presentation: parts[1], qualifiers: Array(parts.dropFirst(2)))
        }
        #expect(names.filter(selection.contains).map(\.description)
                == ["Lock Screen · lock-screen", "Compact · compact", "Lock Screen · lock-screen · iphone-15-pro-max"])
    }

    /// Every name on exactly one shard, and on the same one however many others there are.
    @Test(arguments: [1, 2, 3, 7, 50])
    func everySnapshotIsOnExactlyOneShard(_ count: Int) throws {
        let many = (0..<500).map { "Preview \($0) · compact" }
        let shards = try (1...count).map { try Shard("\($0)/\(count)") }
        for name in many { #expect(shards.count { $0.contains(name) } == 1, "\(name) on \(count) shards") }
        // Stable: FNV-1a of the name, the same on every machine (the values are pinned).
        #expect(try Shard("1/1").contains("Lock Screen · lock-screen"))
        if count == 3 { #expect(Self.names.map { name in shards.firstIndex { $0.contains(name) }! + 1 } == [1, 2, 2, 3, 2, 2]) }
    }

    @Test(arguments: [
        ("0/3", "island: --shard: I counts the parts from 1 to N (3), got \"0/3\""),
        ("4/3", "island: --shard: I counts the parts from 1 to N (3), got \"4/3\""),
        ("1/0", "island: --shard: N is how many parts, at least 1, got \"1/0\""),
        ("0/0", "island: --shard: N is how many parts, at least 1, got \"0/0\""),
        ("-1/2", "island: --shard: I counts the parts from 1 to N (2), got \"-1/2\""),
        ("2", "island: --shard: expected I/N, this run's part and how many parts, such as 1/4, got \"2\""),
        ("1/2/3", "island: --shard: expected I/N, this run's part and how many parts, such as 1/4, got \"1/2/3\""),
        ("a/b", "island: --shard: expected I/N, this run's part and how many parts, such as 1/4, got \"a/b\""),
    ])
    func aWrongShardIsAUsageErrorBeforeAnythingIsBuilt(_ shard: String, _ message: String) {
        for command in ["snapshot", "test"] {
            let run = CommandLineRun([command, WidgetFolderTests.example.path, "--shard", shard])
            #expect(run.status == 2, "\(run)")
            #expect(run.errors == message + "\n")
            #expect(run.output == "")
        }
    }

    @Test func theShardsAtTheEdgesAreAccepted() throws {
        #expect(try Shard("1/1").contains("anything"))
        #expect(try Shard("5/5").description == "5/5")
        #expect(throws: UsageError.self) { try Shard("6/5") }
    }

    @Test func optionUsageErrors() {
        let folder = WidgetFolderTests.example.path
        let cases: [([String], String)] = [
            (["snapshot", folder, "--junit", "r.xml"], "island: --junit reports a check: add --check (island snapshot … --check --junit r.xml)"),
            (["snapshot", folder, "--record", "--summary", "s.md"], "island: --summary reports a check: add --check (island snapshot … --check --summary s.md)"),
            (["snapshot", folder, "--check", "--junit", "-"], "island: --junit: give a file; standard output has the check's own lines"),
            (["snapshot", folder, "--filter", ""], "island: a name pattern is empty: give a snapshot's name, * for any characters (\"Lock Screen*\")"),
            (["snapshot", folder, "--shard", "1/2", "--shard", "2/2"], "island: --shard is given twice; give it once"),
            (["snapshot", folder, "--check", "--junit", "no folder/junit.xml"], "island: --junit no folder/junit.xml: there is no folder no folder (mkdir -p 'no folder')"),
            (["test", folder, "--summary", "-"], "island: --summary: give a file; standard output has the check's own lines"),
            (["test", folder, "--record"], "island: unknown option --record; did you mean \"--report\"?"),
        ]
        for (arguments, message) in cases {
            let run = CommandLineRun(arguments)
            #expect(run.status == 2, "\(arguments): \(run)")
            #expect(run.errors == message + "\n", "\(arguments)")
        }
    }

    @Test func theAcceptCommandKeepsTheSelectionAndDropsTheReports() {
        let invocation = Invocation(command: "snapshot", arguments: ["Widget", "--check", "--junit", "r.xml", "--filter", "Lock Screen*",
                                                                    "--summary=s.md", "--shard", "2/3", "--report", "html"])
        #expect(invocation.recordAgainHint == "island snapshot Widget --filter 'Lock Screen*' --shard 2/3 --record")
        #expect(invocation.typed == "island snapshot Widget --check --junit r.xml --filter 'Lock Screen*' --summary=s.md --shard 2/3 --report html")
        #expect(Invocation.shellWord("it's") == "'it'\\''s'")
    }

    /// docs/CI.md's usage errors are what these commands say.
    @Test func theGuidesErrorsAreWhatIslandSays() throws {
        let folder = WidgetFolderTests.example.path
        let commands: [[String]] = [
            ["snapshot", folder, "--junit", "r.xml"], ["snapshot", folder, "--check", "--junit", "no folder/junit.xml"],
            ["snapshot", folder, "--shard", "0/3"], ["snapshot", folder, "--shard", "4/3"], ["snapshot", folder, "--shard", "1/0"],
            ["snapshot", folder, "--shard", "2"],
        ]
        let said = commands.map { CommandLineRun($0).errors }.joined()
        let page = try String(contentsOf: repositoryRoot.appendingPathComponent("docs/CI.md"), encoding: .utf8)
        let marker = "<!-- checked by Tests/IslandCommandTests/SnapshotSelectionTests.swift -->\n```text\n"
        var shown = ""
        var rest = page[...]
        while let start = rest.range(of: marker), let end = rest.range(of: "```", range: start.upperBound..<rest.endIndex) {
            shown += rest[start.upperBound..<end.lowerBound]
            rest = rest[end.upperBound...]
        }
        #expect(!shown.isEmpty)
        #expect(shown == said, "docs/CI.md shows errors island does not say:\n\(said)")
    }
}
