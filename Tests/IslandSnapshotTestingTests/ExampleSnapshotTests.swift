import IslandSnapshotTesting
import TerminalCanvas
import Testing

/// The example in docs/SnapshotTesting.md, checked against snapshot files committed under
/// `__Snapshots__/ExampleSnapshotTests/`. The suite pins `.never` so running the tests can
/// never write into the source tree; a real suite would leave the mode to the environment.
@Suite(.snapshots(record: .never)) struct ExampleSnapshotTests {
    /// A compact presentation as our presentation module would paint it.
    func compactTimer() -> Canvas {
        var canvas = Canvas(width: 21, height: 3)
        canvas.drawBox(Rect(x: 0, y: 0, width: 21, height: 3), style: Style(foreground: .ansi(.brightBlack)))
        canvas.write("🍕 2", at: Point(x: 2, y: 1))
        canvas.write("12:00", at: Point(x: 14, y: 1), style: Style(foreground: .ansi(.cyan), attributes: .bold))
        return canvas
    }

    @Test func compactTimerKeepsTheCameraClear() {
        assertSnapshot(of: compactTimer(), named: "compact")
        assertSnapshot(of: compactTimer(), named: "compact-styled", styled: true)
    }

    @Test func lockScreenText() {
        assertSnapshot(of: ["Pizza Delivery", "Arriving in 12 minutes"].joined(separator: "\n"), named: "lock-screen")
    }
}
