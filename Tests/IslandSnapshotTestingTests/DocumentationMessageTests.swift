import Foundation
import TerminalCanvas
import Testing
@testable import IslandSnapshotTesting

/// The messages docs/SnapshotTesting.md shows (its blocks marked "checked by" this file), made by
/// the code: a mismatch's failure and a bad record mode.
@Suite struct DocumentationMessageTests {
    static let marker = "<!-- checked by Tests/IslandSnapshotTestingTests/DocumentationMessageTests.swift -->\n```\n"

    /// The guide's blocks checked here, in order.
    func blocks() throws -> [String] {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let guide = try String(contentsOf: root.appendingPathComponent("docs/SnapshotTesting.md"), encoding: .utf8)
        return guide.components(separatedBy: Self.marker).dropFirst().compactMap { $0.components(separatedBy: "```\n").first }
    }

    /// The guide's `compactTimer()`, its clock at `time`.
    func compactTimer(_ time: String) -> Canvas {
        var canvas = Canvas(width: 21, height: 3)
        canvas.drawBox(Rect(x: 0, y: 0, width: 21, height: 3), style: Style(foreground: .ansi(.brightBlack)))
        canvas.write("🍕 2", at: Point(x: 2, y: 1))
        canvas.write(time, at: Point(x: 14, y: 1), style: Style(foreground: .ansi(.cyan), attributes: .bold))
        return canvas
    }

    @Test func theGuidesMessagesAreReal() throws {
        let blocks = try blocks()
        try #require(blocks.count == 2)
        try withTemporaryDirectory { directory in
            let location = SnapshotLocation(
                filePath: "/unused/ExampleSnapshotTests.swift", function: "compactTimerKeepsTheCameraClear()", name: "compact",
                directory: directory.appendingPathComponent("__Snapshots__/ExampleSnapshotTests"))
            func verify(_ time: String) -> SnapshotFailure? {
                SnapshotVerification.verify({ compactTimer(time).plainText }, name: "compact", testName: "compactTimerKeepsTheCameraClear",
                                            location: location, record: nil, scoped: nil, environment: [:])
            }
            _ = verify("12:00")
            let failure = try #require(verify("11:59"))
            #expect(failure.message.replacingOccurrences(of: directory.path, with: "/…") + "\n" == blocks[0])
        }
        #expect {
            try SnapshotRecordMode.resolve(argument: nil, scoped: nil, environment: ["ISLAND_SNAPSHOT_RECORD": "yes"])
        } throws: { error in
            (error as? SnapshotFailure).map { $0.message + "\n" } == blocks[1]
        }
    }
}
