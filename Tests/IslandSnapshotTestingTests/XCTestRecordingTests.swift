#if canImport(XCTest)
import Foundation
import XCTest
@testable import IslandSnapshotTesting

/// Under XCTest (no Swift Testing test running) a failure goes to `XCTFail`. This case
/// captures its own failures instead of failing, to check they arrive at the caller's line.
final class XCTestRecordingTests: XCTestCase {
    private var captured: [(description: String, line: Int)] = []

    override func recordFailure(withDescription description: String, inFile filePath: String,
                                atLine lineNumber: Int, expected: Bool) {
        captured.append((description, lineNumber))
    }

    func testAMismatchIsRecordedWithXCTFailAtTheCallersLine() throws {
        let directory = FileManager.default.temporaryDirectory
            .appendingPathComponent("XCTestRecordingTests-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: directory) }

        func assert(_ text: String, line: UInt = #line) -> SnapshotFailure? {
            assertSnapshot(producing: { text }, named: "n", record: nil, directory: directory, environment: [:],
                           fileID: #fileID, filePath: #filePath, function: #function, line: line, column: 1)
        }
        let recordLine = #line + 1
        XCTAssertEqual(assert("a")?.kind, .recorded)
        let mismatchLine = #line + 1
        XCTAssertEqual(assert("b")?.kind, .mismatch)

        let failures = captured
        captured = []
        XCTAssertEqual(failures.map(\.line), [recordLine, mismatchLine])
        XCTAssertTrue(failures.last?.description.contains("-a\n+b") ?? false, "\(failures)")
    }
}
#endif
