import TerminalCanvas
import Testing

extension WidthEdgeTests {
    /// A wide emoji with nothing else of width is two columns whatever a terminal does with
    /// sequences: a joiner followed only by a mark (👩 ZWJ ◌́, one cluster) does not make it a
    /// ZWJ sequence (checked against the mutant by hand: a trailing joiner alone is dropped
    /// before measuring and did not reach the rule). A flag takes the flag's measured width.
    @Test func aWideBaseAloneIsTwoAndAFlagIsWhatTheTerminalDraws() {
        GraphemeWidths(flag: 1, zwjSequence: 1).withCurrent {
            #expect("\u{1F469}\u{200D}".displayWidth == 2)
            #expect("\u{1F469}\u{200D}\u{301}".displayWidth == 2)
            #expect(Character("\u{1F469}\u{200D}\u{301}").displayWidth == 2)
            #expect("\u{1F1FA}\u{1F1E6}".displayWidth == 1)
        }
        #expect("\u{1F1FA}\u{1F1E6}".displayWidth == 2)
    }
}

extension WidthEdgeTests {
    /// U+1F1E6, the first regional indicator, starts a flag like any other: 🇦🇨 takes the flag's
    /// measured width (the mutation run moved the range's lower edge one up).
    @Test func theFirstRegionalIndicatorStartsAFlag() {
        GraphemeWidths(flag: 1).withCurrent {
            #expect("\u{1F1E6}\u{1F1E8}".displayWidth == 1)
            #expect("\u{1F1FF}\u{1F1FC}".displayWidth == 1)
        }
    }
}
