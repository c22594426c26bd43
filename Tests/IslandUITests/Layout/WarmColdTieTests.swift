import Foundation
@testable import IslandUI
import Testing

/// A renderer kept from frame to frame (the previewer's) draws every frame as a fresh renderer
/// (`island snapshot`'s, the tests') draws it, even where a stack's constraints leave several
/// layouts of equal cost: random trees of stacks, spacers, flexible frames, priorities, fixed
/// sizes and texts, each drawn at a sequence of widths.
@Suite("Warm renders equal cold ones")
struct WarmColdTieTests {
    static let chunks = 30
    static let treesPerChunk = 100

    /// Widths a tree is drawn at in turn: narrow enough to squeeze, wide enough to spare.
    static func widths(_ random: inout WarmColdTree.Generator) -> [Int] {
        (0..<6).map { _ in 3 + random.next(38) }
    }

    @Test(arguments: 0..<chunks)
    func aKeptRendererDrawsWhatAFreshOneDraws(chunk: Int) {
        for seed in (chunk * Self.treesPerChunk)..<((chunk + 1) * Self.treesPerChunk) {
            var random = WarmColdTree.Generator(seed: seed)
            let tree = WarmColdTree.random(&random)
            let widths = Self.widths(&random)
            if let difference = WarmColdComparison.firstDifference(tree, widths: widths) {
                let (small, smallWidths) = WarmColdComparison.shrunk(tree, widths: widths)
                Issue.record("""
                    seed \(seed), widths \(widths): at \(difference.width) columns warm
                    \(difference.warm)
                    cold
                    \(difference.cold)
                    smallest: \(small) at widths \(smallWidths)
                    """)
            }
        }
    }
}
