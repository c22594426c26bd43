import Foundation
import IslandInputs
import IslandPreview
import Testing
import TermIsland

/// The previewer's status line says which SF Symbols TermIsland's table does not have, among
/// what the screen draws (issue 20, §2).
@Suite("Unknown SF Symbols on the previewer's status line")
struct SymbolWarningStatusTests {
    func session(_ json: String) throws -> PreviewSession {
        var scenario = try IslandPreview.scenario(for: "oven", app: "Kitchen")
        scenario.activities["oven"] = try DescribedActivity.parse(Data(json.utf8), file: "oven.json")
        return PreviewSession(scenario: scenario, kinds: PreviewTesting.kinds)
    }

    /// The screen's last two rows: the keys' hints and the status line.
    func footer(_ canvas: Canvas) -> [String] {
        canvas.plainText.split(separator: "\n", omittingEmptySubsequences: false).suffix(2).map(String.init)
    }

    @Test func eachSymbolIsSaidOnceBeforeTheFrameStatistics() throws {
        let session = try session(#"""
            {"compactLeading": {"image": "oven.fill"}, "compactTrailing": {"text": "12m"},
             "lockScreen": {"label": "Lasagne", "systemImage": "microwave.and.heat.waves"}}
            """#)
        let canvas = PreviewScreen().render(session, size: Size(width: 150, height: 30), status: "frame 0.41 ms").canvas
        #expect(footer(canvas) == [
            " e hold  a alert  n/p state  s stale  x/X end  l lock  b StandBy  o Always-On  D device  t theme  N new app  Tab select                               ¶",
            " warning: SF Symbol “oven.fill” is not in TermIsland's table: drawn as ◻ · warning: SF Symbol “microwave.and.heat.waves” is not in TermIsland's table…",
        ])
        // In the system's yellow, where the theme has colours.
        #expect(canvas[1, canvas.height - 1].style.foreground == .rgb(255, 214, 10))
    }

    @Test func withNothingToWarnOfTheLineIsTheStatisticsAlone() throws {
        let session = try session(#"{"compactLeading": {"image": "car.fill"}, "lockScreen": {"text": "Lasagne"}}"#)
        let canvas = PreviewScreen().render(session, size: Size(width: 60, height: 30), status: "frame 0.41 ms").canvas
        #expect(footer(canvas).last == " frame 0.41 ms                                              ¶")
    }
}
