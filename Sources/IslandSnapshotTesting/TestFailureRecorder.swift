#if canImport(Testing)
import Testing
#endif
#if canImport(XCTest)
import XCTest
#endif

/// Records a failure in whichever test framework is running the caller.
///
/// `Test.current` is set only inside a Swift Testing test, so it tells the two apart; outside
/// both (a script calling `assertSnapshot`), XCTest's `XCTFail` finds no test case and the
/// failure is only returned.
enum TestFailureRecorder {
    /// Records `message` as a failure at the caller's source location.
    static func record(_ message: String, fileID: StaticString, filePath: StaticString, line: UInt, column: UInt) {
        #if canImport(Testing)
        if Test.current != nil {
            let location = SourceLocation(fileID: "\(fileID)", filePath: "\(filePath)", line: Int(line), column: Int(column))
            Issue.record(Comment(rawValue: message), sourceLocation: location)
            return
        }
        #endif
        #if canImport(XCTest)
        XCTFail(message, file: filePath, line: line)
        #endif
    }
}
