import Foundation
import Testing
@testable import IslandSnapshotTesting

/// Every outcome of the core, which returns the failure without recording it.
@Suite struct SnapshotVerificationTests {
    let island = """
        ╭─────┬─────╮
        │ 🛍 2 │12:00│
        ╰─────┴─────╯
        """

    func verify(_ text: String, in directory: URL, record: SnapshotRecordMode? = nil,
                scoped: SnapshotRecordMode? = nil, environment: [String: String] = [:]) -> SnapshotFailure? {
        SnapshotVerification.verify(
            { text }, name: "compact", testName: "compactTimer", location: location(in: directory),
            record: record, scoped: scoped, environment: environment)
    }

    func location(in directory: URL) -> SnapshotLocation {
        SnapshotLocation(filePath: "/unused/CompactTests.swift", function: "compactTimer()", name: "compact",
                         directory: directory.appendingPathComponent("__Snapshots__/CompactTests"))
    }

    @Test func aMissingSnapshotIsRecordedAndReportedThenMatches() throws {
        try withTemporaryDirectory { directory in
            let first = verify(island, in: directory)
            let path = location(in: directory).path
            #expect(first?.kind == .recorded)
            #expect(first?.snapshotPath == path)
            #expect(first?.message.contains("Recorded a new snapshot \"compact\" at \(path)") == true)
            #expect(contents(of: location(in: directory).url) == island + "\n")
            #expect(verify(island, in: directory) == nil)
        }
    }

    @Test func aMismatchFailsWithADiffAndThePath() throws {
        try withTemporaryDirectory { directory in
            _ = verify(island, in: directory)
            let changed = island.replacingOccurrences(of: "12:00", with: "11:59")
            let failure = try #require(verify(changed, in: directory))
            let path = location(in: directory).path
            #expect(failure.kind == .mismatch)
            #expect(failure.diff == """
                --- \(path)
                +++ actual
                @@ -1,3 +1,3 @@
                 ╭─────┬─────╮
                -│ 🛍 2 │12:00│
                +│ 🛍 2 │11:59│
                 ╰─────┴─────╯
                """)
            #expect(failure.message.hasPrefix("Snapshot \"compact\" does not match \(path) (- snapshot, + actual):\n"))
            #expect(failure.message.hasSuffix(
                "re-run it with `ISLAND_SNAPSHOT_RECORD=all swift test --filter compactTimer` and review the file's diff."))
            // A mismatch never touches the file.
            #expect(contents(of: location(in: directory).url) == island + "\n")
        }
    }

    @Test(arguments: [
        (SnapshotRecordMode.never, [String: String]()), (nil, ["ISLAND_SNAPSHOT_RECORD": "never"]),
    ])
    func neverFailsOnAMissingSnapshotAndWritesNothing(_ record: SnapshotRecordMode?, _ environment: [String: String]) throws {
        try withTemporaryDirectory { directory in
            let failure = verify(island, in: directory, record: record, environment: environment)
            #expect(failure?.kind == .missing)
            #expect(failure?.message.contains("No snapshot \"compact\" at \(location(in: directory).path)") == true)
            #expect(!FileManager.default.fileExists(atPath: location(in: directory).path))
        }
    }

    @Test func theHintToRecordNamesTheChoiceThatWins() throws {
        try withTemporaryDirectory { directory in
            let fromArgument = verify(island, in: directory, record: .never)
            #expect(fromArgument?.message.contains("change the assertion's argument to `record: .missing`") == true)
            let fromEnvironment = verify(island, in: directory, environment: ["ISLAND_SNAPSHOT_RECORD": "never"])
            #expect(fromEnvironment?.message.contains(
                "re-run it with `ISLAND_SNAPSHOT_RECORD=missing swift test --filter compactTimer`") == true)
        }
    }

    @Test func neverStillComparesExistingSnapshots() throws {
        try withTemporaryDirectory { directory in
            _ = verify(island, in: directory)
            #expect(verify(island, in: directory, record: .never) == nil)
            #expect(verify("other", in: directory, record: .never)?.kind == .mismatch)
        }
    }

    @Test func allOverwritesAndReportsWhatChanged() throws {
        try withTemporaryDirectory { directory in
            _ = verify("old", in: directory)
            let failure = verify("new", in: directory, environment: ["ISLAND_SNAPSHOT_RECORD": "all"])
            #expect(failure?.kind == .recorded)
            #expect(failure?.diff?.hasSuffix("-old\n+new") == true)
            #expect(failure?.message.contains("To compare again, unset ISLAND_SNAPSHOT_RECORD.") == true)
            #expect(contents(of: location(in: directory).url) == "new\n")
            #expect(verify("new", in: directory) == nil)
        }
    }

    @Test func allReportsEvenWhenNothingChanged() throws {
        try withTemporaryDirectory { directory in
            _ = verify("same", in: directory)
            let failure = verify("same", in: directory, scoped: .all)
            #expect(failure?.kind == .recorded)
            #expect(failure?.diff == nil)
            #expect(failure?.message.contains("it was already identical") == true)
            #expect(failure?.message.contains("remove the withSnapshotRecordMode(.all) scope") == true)
        }
    }

    @Test func anInvalidEnvironmentVariableFailsBeforeTouchingFiles() throws {
        try withTemporaryDirectory { directory in
            let failure = verify(island, in: directory, environment: ["ISLAND_SNAPSHOT_RECORD": "true"])
            #expect(failure?.kind == .invalidRecordMode)
            #expect(!FileManager.default.fileExists(atPath: location(in: directory).path))
        }
    }

    @Test(arguments: ["text", "text\n"])
    func oneTrailingNewlineIsStoredAndIgnored(_ text: String) throws {
        try withTemporaryDirectory { directory in
            _ = verify(text, in: directory)
            #expect(contents(of: location(in: directory).url) == "text\n")
            #expect(verify("text", in: directory) == nil)
            #expect(verify("text\n", in: directory) == nil)
            #expect(verify("text\n\n", in: directory)?.kind == .mismatch)
        }
    }

    @Test func aFileWithoutItsFinalNewlineStillMatches() throws {
        try withTemporaryDirectory { directory in
            let url = location(in: directory).url
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data("a\nb".utf8).write(to: url)
            #expect(verify("a\nb", in: directory) == nil)
        }
    }

    @Test func anEmptyTextIsStoredAsOneNewline() throws {
        try withTemporaryDirectory { directory in
            #expect(verify("", in: directory)?.kind == .recorded)
            #expect(contents(of: location(in: directory).url) == "\n")
            #expect(verify("", in: directory) == nil)
            #expect(verify("x", in: directory)?.diff?.hasSuffix("@@ -0,0 +1,1 @@\n+x") == true)
        }
    }

    @Test func anUnwritableDirectoryIsAFailureNotACrash() throws {
        try withTemporaryDirectory { directory in
            // A regular file where a directory must go fails even for root, unlike permissions.
            let blocker = directory.appendingPathComponent("__Snapshots__")
            try Data("not a directory".utf8).write(to: blocker)
            let failure = verify(island, in: directory)
            #expect(failure?.kind == .fileError)
            #expect(failure?.message.hasPrefix("cannot create the snapshot directory \(blocker.path)/CompactTests: ") == true)
        }
    }

    @Test func aDirectoryWhereTheFileShouldBeIsAFailure() throws {
        try withTemporaryDirectory { directory in
            try FileManager.default.createDirectory(at: location(in: directory).url, withIntermediateDirectories: true)
            #expect(verify(island, in: directory)?.kind == .fileError)
        }
    }

    @Test func aThrowingTextIsReportedWithItsError() throws {
        struct LayoutFailed: Error {}
        try withTemporaryDirectory { directory in
            let failure = SnapshotVerification.verify(
                { throw LayoutFailed() }, name: "compact", testName: "compactTimer",
                location: location(in: directory), record: nil, scoped: nil, environment: [:])
            #expect(failure?.kind == .textUnavailable)
            #expect(failure?.message == "Snapshot \"compact\" not checked: producing its text threw LayoutFailed()")
        }
    }
}
