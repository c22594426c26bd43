import Testing
import TerminalCanvas
@testable import TerminalColors

/// `LegibleColors` answers a question asked before from what it kept, asks the search for a new
/// one, and starts again when full; `Legibility.legibleColor` answers alike, kept or not.
@Suite("Legible colours kept")
struct LegibleColorsTests {
    @Test func aQuestionAskedBeforeIsAnsweredFromWhatWasKeptUntilTheMemoIsFull() {
        let memo = LegibleColors()
        var searches = 0
        func ask(_ index: Int) -> TerminalColor {
            memo.color(.rgb(UInt8(index % 256), UInt8(index / 256), 0), on: .rgb(20, 20, 20), as: .text) {
                searches += 1
                return .indexed(UInt8(index % 256))
            }
        }
        #expect(ask(0) == .indexed(0))
        #expect(ask(0) == .indexed(0))
        #expect(searches == 1)
        // The same colours as a shape are another question.
        _ = memo.color(.rgb(0, 0, 0), on: .rgb(20, 20, 20), as: .shape) { searches += 1; return .default }
        #expect(searches == 2)
        // Filled to its capacity (the two above and 254 more), every answer is still kept …
        for index in 1..<(LegibleColors.capacity - 1) { _ = ask(index) }
        #expect(searches == LegibleColors.capacity)
        _ = ask(1)
        #expect(searches == LegibleColors.capacity)
        // … and one more empties it first: the first question is searched again.
        _ = ask(LegibleColors.capacity)
        _ = ask(0)
        #expect(searches == LegibleColors.capacity + 2)
    }

    @Test func keptAnswersAreTheSearchs() {
        let colors: [TerminalColor] = [.rgb(90, 90, 90), .rgb(255, 214, 10), .ansi(.red), .indexed(244), .default]
        let backgrounds: [TerminalColor] = [.rgb(0, 0, 0), .rgb(28, 28, 30), .rgb(242, 242, 247), .rgb(255, 159, 10)]
        for _ in 0..<2 {
            for color in colors {
                for background in backgrounds {
                    for kind in [GlyphKind.text, .shape] {
                        // Asked twice: searched the first time, kept the second.
                        #expect(Legibility.legibleColor(color, on: background, as: kind)
                                == Legibility.searchLegibleColor(color, on: background, as: kind))
                    }
                }
            }
        }
        // A background the terminal chooses gets the colour back, unkept.
        #expect(Legibility.legibleColor(.rgb(1, 2, 3), on: .default, as: .text) == .rgb(1, 2, 3))
    }
}
