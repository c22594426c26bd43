import Foundation
import TerminalCanvas

/// Asserts that `text` matches the snapshot file `name` of the calling test, recording a failure
/// in the running test framework (Swift Testing or XCTest) when it does not.
///
/// The file is `__Snapshots__/<test file>/<test name>.<name>.txt` beside the test file:
///
///     @Test func compactTimerKeepsTheCameraClear() {
///         assertSnapshot(of: island.plainText, named: "compact")
///     }
///     // → __Snapshots__/CompactTests/compactTimerKeepsTheCameraClear.compact.txt
///
/// A missing file is written and reported (the next run compares against it); a different text
/// fails with a unified diff. `record` overrides the mode chosen by
/// `withSnapshotRecordMode(_:operation:)`, the `.snapshots(record:)` trait or the environment
/// variable `ISLAND_SNAPSHOT_RECORD`; see `SnapshotRecordMode`. A parameterised test must put
/// its argument in `name`, since all its cases share one test name.
///
/// - Parameters:
///   - text: the text to compare; an error it throws is reported as the failure.
///   - name: the snapshot's name within the test, such as `"compact"` or `"lock-screen"`.
///   - record: the record mode for this assertion alone.
/// - Returns: the failure that was recorded, or `nil` when the snapshot matched.
@discardableResult
public func assertSnapshot(
    of text: @autoclosure () throws -> String, named name: String, record: SnapshotRecordMode? = nil,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, function: StaticString = #function,
    line: UInt = #line, column: UInt = #column
) -> SnapshotFailure? {
    assertSnapshot(producing: text, named: name, record: record, fileID: fileID, filePath: filePath,
                   function: function, line: line, column: column)
}

/// Asserts that `canvas` matches the snapshot file `name` of the calling test: its
/// `plainText`, or with `styled` its `styledText` (the plain text and a legend of style runs,
/// which also catches a colour or a bold going missing). See `assertSnapshot(of:named:record:…)`
/// for the file's place and the record modes.
@discardableResult
public func assertSnapshot(
    of canvas: @autoclosure () throws -> Canvas, named name: String, styled: Bool = false,
    record: SnapshotRecordMode? = nil,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, function: StaticString = #function,
    line: UInt = #line, column: UInt = #column
) -> SnapshotFailure? {
    assertSnapshot(producing: { styled ? try canvas().styledText : try canvas().plainText },
                   named: name, record: record, fileID: fileID, filePath: filePath,
                   function: function, line: line, column: column)
}

/// The assertion with its surroundings injectable: `directory` replaces the
/// `__Snapshots__/<test file>` directory and `environment` the process's, so tests of this
/// module write to temporary directories and never see the real `ISLAND_SNAPSHOT_RECORD`.
@discardableResult
func assertSnapshot(
    producing text: () throws -> String, named name: String, record: SnapshotRecordMode?,
    directory: URL? = nil, environment: [String: String] = ProcessInfo.processInfo.environment,
    fileID: StaticString, filePath: StaticString, function: StaticString, line: UInt, column: UInt
) -> SnapshotFailure? {
    let location = SnapshotLocation(filePath: "\(filePath)", function: "\(function)", name: name, directory: directory)
    let failure = SnapshotVerification.verify(
        text, name: name, testName: SnapshotLocation.testName(function: "\(function)"), location: location,
        record: record, scoped: SnapshotRecordMode.scoped, environment: environment)
    if let failure {
        TestFailureRecorder.record(failure.message, fileID: fileID, filePath: filePath, line: line, column: column)
    }
    return failure
}
