import Foundation
import Testing
@testable import IslandSnapshotTesting

@Suite struct SnapshotLocationTests {
    @Test func theFileLivesInSnapshotsBesideTheTestFile() {
        let location = SnapshotLocation(filePath: "/repo/Tests/IslandTests/CompactTests.swift",
                                        function: "compactTimerKeepsTheCameraClear()", name: "compact")
        #expect(location.path
            == "/repo/Tests/IslandTests/__Snapshots__/CompactTests/compactTimerKeepsTheCameraClear.compact.txt")
    }

    @Test(arguments: [
        ("compactTimerKeepsTheCameraClear()", "compactTimerKeepsTheCameraClear"),
        ("displayWidth(_:_:)", "displayWidth"),
        ("testLockScreen()", "testLockScreen"),
        ("`compact timer: keeps the camera clear`()", "compact_timer_keeps_the_camera_clear"),
        ("实时活动()", "实时活动"),
        ("noParentheses", "noParentheses"),
    ])
    func theTestNameIsTheFunctionWithoutItsParameters(_ function: String, _ name: String) {
        #expect(SnapshotLocation.testName(function: function) == name)
    }

    @Test(arguments: [
        ("lock-screen", "lock-screen"), ("expanded.leading", "expanded.leading"),
        ("../../etc/passwd", "etc_passwd"), ("a/b\\c", "a_b_c"), (".hidden", "hidden"),
        ("iPhone 15 Pro", "iPhone_15_Pro"),
    ])
    func namesCannotLeaveTheDirectory(_ name: String, _ sanitized: String) {
        #expect(SnapshotLocation.sanitized(name) == sanitized)
    }

    @Test func anOverriddenDirectoryKeepsTheFileName() {
        let location = SnapshotLocation(filePath: "/repo/Tests/X.swift", function: "f()", name: "n",
                                        directory: .init(fileURLWithPath: "/tmp/elsewhere"))
        #expect(location.path == "/tmp/elsewhere/f.n.txt")
    }
}
