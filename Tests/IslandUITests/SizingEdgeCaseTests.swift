import Foundation
import Testing
import TerminalCanvas
@testable import IslandUI

@Suite("Sizes at their edges: huge, odd and ideal lengths, wrapping, controls")
struct SizingEdgeCaseTests {
    @Test func textWrapsInsideAColumn() {
        // The column is five wide (its longest line), centred in six.
        #expect(render(VStack { Text("hello world foo"); Text("x") }, width: 6) == """
             hello
             world
             foo  ¶
               x  ¶
            """)
        #expect(render(VStack { Text("Your driver John is on the way").lineLimit(2) }, width: 12) == """
             Your driver
             John is on…
            """)
    }

    @Test func oddSpacingAndSpacersAreNotLayoutIssues() {
        let renderer = ViewRenderer()
        _ = renderer.render(HStack(spacing: .nan) { Text("a"); Spacer(minLength: .infinity); Text("b") }, width: 8)
        #expect(renderer.layoutIssues.isEmpty)
        #expect(render(HStack(spacing: .nan) { Text("a"); Text("b") }, width: 2) == "ab")
    }

    @Test func aToggleLabelNeverRunsUnderItsSwitch() {
        // A word longer than the label's ten columns goes on on the next line, as in SwiftUI.
        #expect(render(Toggle("Notifications enabled today", isOn: true), width: 14) == """
            Notificati    ¶
            ons           ¶
            enabled     ━●
            today         ¶
            """)
    }

    @Test func anIdealWidthIsTheFramesIdeal() {
        #expect(render(HStack(spacing: 0) { Text("a").frame(idealWidth: 80, alignment: .leading).fixedSize(); Text("|") }, width: 11) == "a         |")
    }

    @Test(arguments: [Double.greatestFiniteMagnitude, 1e20, .infinity, .nan, -5])
    func oddFrameLengthsNeitherCrashNorExplode(_ length: Double) {
        let view = HStack { Text("hello").frame(maxWidth: length); Text("!") }
        let canvas = ViewRenderer().render(view, width: 10).canvas
        #expect(canvas.height <= 1)
        let tall = ViewRenderer().render(Text("x").frame(height: length).padding(length), width: 4).canvas
        #expect(tall.height <= 100_000 / 16 * 3 + 1)
    }

    @Test(arguments: [(4.0, 5), (8.0, 4)])
    func gapsInAColumnAreAllAlike(spacing: Double, rows: Int) {
        // 4 points is a quarter of a row and rounds away; 8 points is half a row and rounds away
        // too (rows round half down); neither may leave some gaps and not others.
        let column = VStack(spacing: spacing) { Text("1"); Text("2"); Text("3"); Text("4"); Text("5").hidden() }
        #expect(render(column, width: 1).split(separator: "\n", omittingEmptySubsequences: false).count == rows + (spacing == 4 ? 0 : 1))
    }
}
