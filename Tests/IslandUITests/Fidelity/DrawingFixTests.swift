import Foundation
import Testing
import TerminalCanvas
@testable import IslandUI

/// What drew wrongly before (issue 14): thin shapes vanished, translucent and faded text painted
/// opaque, a titled progress view lost its title, common SF Symbols drew as ◻.
@Suite("Drawing what real widgets draw")
struct DrawingFixTests {
    @Test func aThinProgressTrackIsALineNotNothing() {
        let track = ZStack(alignment: .leading) {
            Capsule().fill(.gray).frame(height: 4)
            Capsule().fill(.green).frame(width: 80, height: 4)
        }
        let canvas = ViewRenderer().render(track.frame(width: 160), width: 20).canvas
        #expect(canvas.plainText == "━━━━━━━━━━━━━━━━━━━━")
        #expect(canvas[3, 0].style.foreground == Color.green.terminalColor(in: .dark))
        #expect(canvas[15, 0].style.foreground == Color.gray.terminalColor(in: .dark))
    }

    @Test func aHairlineAndADotTakeACell() {
        let view = VStack(spacing: 0) {
            Text("above")
            Rectangle().fill(.secondary).frame(height: 1)
            HStack(spacing: 8) {
                Circle().fill(.green).frame(width: 6, height: 6)
                Text("live")
            }
        }
        #expect(render(view.frame(width: 80), width: 10) == """
               above  ¶
            ──────────
              ● live  ¶
            """)
    }

    @Test func aTranslucentTextColourIsBlendedWithWhatIsBehind() {
        let canvas = ViewRenderer().render(Text("faded").foregroundStyle(.white.opacity(0.5)).background(Color.black), width: 5).canvas
        #expect(canvas.plainText == "faded")
        #expect(canvas[0, 0].style.foreground == Self.halfWhite)
    }

    /// White half-way to black, as the canvas blends colours.
    static let halfWhite = TerminalColor.rgb(255, 255, 255).blended(with: .rgb(0, 0, 0), fraction: 0.5)

    @Test func opacityFadesTextInTheTerminalsOwnColour() {
        let canvas = ViewRenderer().render(Text("faded").opacity(0.5).background(Color.black), width: 5).canvas
        #expect(canvas[0, 0].style.foreground == Self.halfWhite)
        #expect(Self.halfWhite != .rgb(255, 255, 255))
    }

    @Test func aTitledProgressViewKeepsItsTitle() {
        #expect(render(ProgressView("Uploading", value: 0.5).frame(width: 80), width: 10) == """
            Uploading ¶
            █████     ¶
            """)
    }

    @Test(arguments: ["waveform", "server.rack", "road.lanes", "terminal.fill", "dice.fill", "arrowtriangle.up.fill", "app.fill"])
    func commonSymbolsAreKnown(name: String) {
        #expect(SymbolTable.isKnown(name))
        #expect(render(Image(systemName: name), width: 2) != "◻")
    }

    @Test func anEmptySystemImageDrawsNothing() {
        #expect(render(Image(systemName: ""), width: 4) == "")
        #expect(render(Label("Title", systemImage: ""), width: 5) == "Title")
    }
}
