import ActivityRuntime
import Foundation
import IslandInputs
import LiveActivity
import Motion
import TerminalCanvas

/// A played frame laid out as one screen of a fixed size, for a terminal or a recording:
///
///     four apps · 5m1s · iPhone 15 Pro                      ← heading
///     island: Pizza has an alert: expanded for 4s           ← the island's decision and why
///       5m      Pizza: updated pizza with an alert …        ← what happened since the last frame
///
///     ╭────────────────────────────────────────────╮        ← the scene: island, banner, cards
///     │ 👜 2 Pizzas                      ⏳ 20:00  │
///     …
///
/// The scene keeps its regions (moved below the text), so Motion can animate from one screen
/// to the next. Lines longer than the screen are cut; what does not fit below is cut too.
public struct PlaybackScreen: Sendable {
    public let scenario: Scenario
    public let width: Int
    public let height: Int
    /// At most this many lines of what happened are shown, the latest.
    public var historyLines = 3

    public init(scenario: Scenario, width: Int, height: Int) {
        self.scenario = scenario
        self.width = max(1, width)
        self.height = max(1, height)
    }

    /// The size a screen needs to show every one of `frames` whole: the widest scene (or 80
    /// columns) and the tallest.
    public static func size(for frames: [PlaybackFrame], historyLines: Int = 3) -> Size {
        let scenes = frames.map { $0.scene.stacked().canvas }
        let width = max(80, scenes.map(\.width).max() ?? 0)
        let height = (scenes.map(\.height).max() ?? 0) + 3 + historyLines
        return Size(width: width, height: height)
    }

    public func frame(of frame: PlaybackFrame) -> RenderedFrame {
        var screen = RenderedFrame(canvas: Canvas(width: width, height: height))
        let system = frame.system
        var heading = "\(scenario.name) · \(PlaybackTranscript.duration(frame.instant)) · \(scenario.device.name)"
        if system.isLocked { heading += " · locked" }
        var lines = [heading, "island: \(system.arrangement.reason)"]
        for entry in frame.happened.suffix(historyLines) {
            let at = PlaybackTranscript.duration(entry.date.timeIntervalSince(scenario.start)).padding(toLength: 7, withPad: " ", startingAt: 0)
            lines.append("  \(at) \(entry.text)")
        }
        while lines.count < 2 + historyLines { lines.append("") }
        for (row, line) in lines.enumerated() {
            let style = row == 0 ? Style(attributes: .bold) : row == 1 ? Style() : Style(attributes: .dim)
            screen.canvas.write(line.replacingOccurrences(of: "\n", with: " "), at: Point(x: 0, y: row), style: style)
        }
        screen.compose(frame.scene.stacked(), at: Point(x: 0, y: lines.count + 1))
        return screen
    }
}
