import Foundation
import Testing
import TerminalCanvas
@testable import IslandSnapshotTesting

/// The public assertion records its failures in Swift Testing, at the caller's line.
@Suite struct AssertSnapshotTests {
    func assertSnapshot(of text: String, named name: String, in directory: URL,
                        record: SnapshotRecordMode? = nil, environment: [String: String] = [:],
                        fileID: StaticString = #fileID, filePath: StaticString = #filePath,
                        function: StaticString = #function, line: UInt = #line, column: UInt = #column) -> SnapshotFailure? {
        IslandSnapshotTesting.assertSnapshot(
            producing: { text }, named: name, record: record, directory: directory, environment: environment,
            fileID: fileID, filePath: filePath, function: function, line: line, column: column)
    }

    @Test func recordingAMissingSnapshotIsAnIssueAndTheSecondRunPasses() throws {
        try withTemporaryDirectory { directory in
            let recordedLine = #line + 2
            withKnownIssue {
                _ = assertSnapshot(of: "hello", named: "greeting", in: directory)
            } matching: { issue in
                issue.sourceLocation?.line == recordedLine
                    && issue.comments.contains { $0.rawValue.hasPrefix("Recorded a new snapshot \"greeting\"") }
            }
            let file = directory.appendingPathComponent("recordingAMissingSnapshotIsAnIssueAndTheSecondRunPasses.greeting.txt")
            #expect(contents(of: file) == "hello\n")
            #expect(assertSnapshot(of: "hello", named: "greeting", in: directory) == nil)
        }
    }

    @Test func aMismatchIsAnIssueCarryingTheDiff() throws {
        try withTemporaryDirectory { directory in
            withKnownIssue { _ = assertSnapshot(of: "a\nb", named: "n", in: directory) }
            withKnownIssue {
                _ = assertSnapshot(of: "a\nc", named: "n", in: directory)
            } matching: { issue in
                issue.comments.contains { $0.rawValue.contains("@@ -1,2 +1,2 @@\n a\n-b\n+c") }
            }
        }
    }
}
