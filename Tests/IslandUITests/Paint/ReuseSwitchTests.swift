import Foundation
@testable import IslandUI
import TerminalCanvas
import Testing

/// `Reuse`: a renderer made with reuse off resolves, lays out, measures and paints every frame
/// from scratch, whatever key it is given; one made with reuse on keeps to its reuse paths.
/// Counted, not timed.
@Suite("The reuse switch, in a view renderer")
struct ReuseSwitchTests {
    static let view = VStack {
        Text("Bill James")
        Text(timerInterval: Date(timeIntervalSince1970: 1_800_000_000)...Date(timeIntervalSince1970: 1_800_001_500), countsDown: true)
    }

    /// Three frames of `view` a second apart, with one content key; the renderer.
    static func threeFrames(reuseOff: Bool) -> ViewRenderer {
        Reuse.withReuse(off: reuseOff) {
            let renderer = ViewRenderer()
            for second in 0..<3 {
                renderer.environment.date = Date(timeIntervalSince1970: 1_800_000_000 + Double(second))
                _ = renderer.render(view, width: 20, reusingFor: "the same content")
            }
            return renderer
        }
    }

    @Test func reuseOnBringsTheTreeOnAndKeepsItsLayout() {
        let renderer = Self.threeFrames(reuseOff: false)
        #expect(renderer.resolutionStatistics.broughtOn == 2)
        #expect(renderer.layoutStatistics.reused > 0)
    }

    @Test func reuseOffResolvesLaysOutAndMeasuresEveryFrame() {
        let renderer = Self.threeFrames(reuseOff: true)
        #expect(renderer.reuseIsOff)
        #expect(renderer.resolutionStatistics == (resolved: 3, broughtOn: 0))
        #expect(renderer.layoutStatistics.reused == 0)
        #expect(renderer.paintStatistics.repainted == 0)
        // Every text of every frame measured: none found in the text layout cache.
        #expect(renderer.textsMeasured == 6)
    }

    @Test func theEnvironmentVariableTurnsReuseOffAndNothingElseDoes() {
        #expect(Reuse.isOff(in: ["TERMISLAND_NO_REUSE": "1"]))
        #expect(!Reuse.isOff(in: ["TERMISLAND_NO_REUSE": "0"]))
        #expect(!Reuse.isOff(in: [:]))
    }
}
