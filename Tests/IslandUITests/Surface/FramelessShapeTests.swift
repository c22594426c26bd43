import Testing
import TerminalCanvas
@testable import IslandUI

/// A filled capsule or rounded rectangle one row high with nothing over it draws glyphs in its
/// colour, so plain text shows it; behind content it stays cells of its colour (issue 20, §2).
@Suite("Filled shapes one row high")
struct FramelessShapeTests {
    @Test(arguments: [(1, "●"), (2, "▐▌"), (3, "▐█▌"), (6, "▐████▌")])
    func aFramelessCapsuleFillingAOneRowSlotIsAPill(_ width: Int, _ drawn: String) {
        #expect(render(Capsule().fill(.green), width: width, height: 1) == drawn)
    }

    @Test(arguments: [(1, "█"), (4, "████")])
    func aFramelessRoundedRectangleFillingAOneRowSlotIsABlock(_ width: Int, _ drawn: String) {
        #expect(render(RoundedRectangle(cornerRadius: 6).fill(.orange), width: width, height: 1) == drawn)
        #expect(render(ContainerRelativeShape().fill(.orange), width: width, height: 1) == drawn)
    }

    @Test func thePillIsInItsColourOnWhatIsBehind() {
        let canvas = ViewRenderer().render(Capsule().fill(Color(red: 0, green: 1, blue: 0)), width: 4, height: 1).canvas
        #expect(canvas.plainText == "▐██▌")
        #expect(canvas[0, 0].style.foreground == .rgb(0, 255, 0))
        #expect(canvas[0, 0].style.background == .default)
    }

    @Test func aPillInARowBesideText() {
        let view = HStack(spacing: 8) {
            Text("Oven")
            Capsule().fill(.red).frame(width: 40)
            Text("on")
        }
        #expect(render(view, width: 16, height: 1) == "  Oven ▐███▌ on ¶")
    }

    @Test func aProgressBarsFillIsAPillOverItsTrack() {
        let bar = ZStack(alignment: .leading) {
            Capsule().fill(Color(red: 0.5, green: 0.5, blue: 0.5))
            Capsule().fill(Color(red: 0, green: 1, blue: 0)).frame(width: 40)
        }
        let canvas = ViewRenderer().render(bar, width: 10, height: 1).canvas
        // The track is behind the fill: cells of its colour, blank in plain text.
        #expect(canvas.plainText == "▐███▌     ¶")
        #expect(canvas[0, 0].style.background == .rgb(128, 128, 128))
        #expect(canvas[9, 0].style.background == .rgb(128, 128, 128))
    }

    @Test func behindTextAShapeStaysTheTextsBackground() {
        let pill = Text("12m").padding(.horizontal, 8).background(Capsule().fill(Color(red: 0, green: 0, blue: 1)))
        let canvas = ViewRenderer().render(pill, width: 5, height: 1).canvas
        #expect(canvas.plainText == " 12m ¶")
        #expect((0..<5).allSatisfy { canvas[$0, 0].style.background == .rgb(0, 0, 255) })
        let overlaid = Capsule().fill(Color(red: 0, green: 0, blue: 1)).overlay(Text("3"))
        #expect(render(overlaid, width: 3, height: 1) == " 3 ¶")
    }

    @Test func tallerShapesAndRectanglesStayCellsOfTheirColour() {
        #expect(render(Capsule().fill(.green), width: 4, height: 2) == "    ¶\n    ¶")
        #expect(render(Rectangle().fill(.green), width: 4, height: 1) == "    ¶")
    }
}
