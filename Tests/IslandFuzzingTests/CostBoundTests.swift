@testable import IslandFuzzing
import IslandPlayback
import Testing

/// The fuzz targets' cost bounds at their edges, as predicates (a finding itself stops the
/// process). Pinned for the mutation run, whose mutant took a frame of exactly the bound for
/// a cliff.
@Suite("The fuzz targets' cost bounds")
struct CostBoundTests {
    @Test func aFramesTextMayTakeExactlyItsBound() {
        let cards = ScenarioPlayer.maximumCardsDrawn
        #expect(Invariants.frameTextBound(inputBytes: 0) == (cards + 2) * 65_536)
        #expect(Invariants.frameTextBound(inputBytes: 100) == (cards + 2) * 65_536 + 1_600)
        let bound = Invariants.frameTextBound(inputBytes: 100)
        #expect(Invariants.isFrameTextBounded(bytes: bound, inputBytes: 100))
        #expect(!Invariants.isFrameTextBounded(bytes: bound + 1, inputBytes: 100))
    }
}
