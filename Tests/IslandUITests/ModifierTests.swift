import Testing
import TerminalCanvas
@testable import IslandUI

@Suite("Modifiers")
struct ModifierTests {
    @Test func fixedSizeKeepsTheIdealWidthAndOverflowsTheFrame() {
        let view = HStack(spacing: 0) {
            Text("keep me whole").fixedSize()
            Text("squeeze me").lineLimit(1)
        }
        #expect(render(view, width: 16) == "keep me wholesq…")
    }

    @Test func hiddenKeepsItsSpaceButDrawsNothing() {
        let view = HStack(spacing: 0) {
            Text("ab").hidden()
            Text("cd")
        }
        #expect(render(view, width: 4) == "  cd")
    }

    @Test func backgroundColoursTheTextOnIt() {
        let canvas = ViewRenderer().render(Text("hi").padding(.horizontal, 8).background(Color.blue), width: 4).canvas
        let blue = Color.blue.terminalColor(in: .dark)!
        #expect((0..<4).allSatisfy { canvas[$0, 0].style.background == blue })
        #expect(canvas.plainText == " hi ¶")
    }

    @Test func overlayDrawsOnTop() {
        let view = Text("......").overlay(alignment: .trailing) { Text("!") }
        #expect(render(view, width: 6) == ".....!")
    }

    @Test(arguments: 5...20)
    func flexibleFramesClampTheirWidth(width: Int) {
        // At least 4 columns, at most 8, whatever the stack offers; the text leads inside it.
        let view = HStack(spacing: 0) {
            Text("ab").frame(minWidth: 32, maxWidth: 64, alignment: .leading)
            Text("|")
        }
        let line = render(view, width: width)
        let frameWidth = min(max(width - 1, 4), 8)
        let expected = "ab" + String(repeating: " ", count: frameWidth - 2) + "|"
        #expect(line.trimmingCharacters(in: .whitespaces).replacingOccurrences(of: "¶", with: "").trimmingCharacters(in: .whitespaces) == expected,
                "width \(width): \(line)")
    }

    @Test func dividersRunAcrossAColumnAndDownARow() {
        #expect(render(VStack { Text("a"); Divider(); Text("b") }.frame(width: 24), width: 3) == """
             a ¶
            ───
             b ¶
            """)
        #expect(render(HStack(spacing: 0) { Text("a"); Divider(); Text("b") }, width: 3) == "a│b")
    }

    @Test func buttonsAndTogglesAreDrawn() {
        #expect(render(Button("Call") {}, width: 6) == " Call ¶")
        #expect(render(Toggle("Alerts", isOn: true), width: 10) == "Alerts  ━●")
        #expect(render(Toggle("Alerts", isOn: false), width: 10) == "Alerts  ○━")
    }

    @Test func opacityDimsWhatItCovers() {
        let canvas = ViewRenderer().render(Text("fade").foregroundColor(.white).opacity(0.3), width: 4).canvas
        #expect(canvas[0, 0].style.isDim)
        #expect(canvas[0, 0].style.foreground != Color.white.terminalColor(in: .dark))
    }
}

@Test func fullyTransparentViewsAreNotDrawn() {
    #expect(render(HStack(spacing: 0) { Image(systemName: "soccerball").opacity(0); Text("|") }, width: 3) == "  |")
}
