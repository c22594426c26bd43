import Foundation
@testable import IslandUI
import Testing

/// A renderer kept from frame to frame (the previewer's) draws every frame as a fresh renderer
/// (`island snapshot`'s, the tests') draws it, even where a stack's constraints leave several
/// layouts of equal cost: random trees of stacks, spacers, flexible frames, priorities, fixed
/// sizes and texts, each drawn at a sequence of widths.
@Suite("Warm renders equal cold ones")
struct WarmColdTieTests {
    /// 3,000 trees, in chunks the test runner can spread over its threads.
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

    /// The smallest trees the random runs found, each at the widths that showed it: a text
    /// and a flexible view both short at one priority (nothing weighs one's shortfall against
    /// the other's), a chain of equal-shortfall preferences whose middle cannot give (either
    /// end can), and a share landing on exactly half a column (the last bits of the solver's
    /// value decided the edge's cell).
    static let smallestTrees: [(WarmColdTree, [Int])] = [
        (.hstack([.text("Gate B12 boarding now", oneLine: false), .color], spacing: 0), [3, 21]),
        (.hstack([.text("Bill James", oneLine: false), .spacer(minLength: nil).frame(minimum: nil, ideal: 80, maximum: .infinity)], spacing: nil), [3, 14]),
        (.hstack([.text("Bill James", oneLine: false), .text("", oneLine: false), .text("Bill James", oneLine: false)], spacing: nil), [8, 20]),
        (.fixedSize(.hstack([.text("ETA", oneLine: false), .text("supercalifragilistic", oneLine: false),
                             .text("2 Pizzas on its way", oneLine: false)], spacing: nil)), [27, 9]),
    ]

    @Test(arguments: smallestTrees)
    func theSmallestTreesFound(tree: WarmColdTree, widths: [Int]) {
        let difference = WarmColdComparison.firstDifference(tree, widths: widths)
        #expect(difference == nil, "\(tree) at \(difference?.width ?? 0) columns: warm\n\(difference?.warm ?? "")\ncold\n\(difference?.cold ?? "")")
    }
}

extension WarmColdTree {
    /// The tree in a flexible frame, written as SwiftUI writes the modifier.
    func frame(minimum: Double?, ideal: Double?, maximum: Double?) -> WarmColdTree {
        .frame(self, minimum: minimum, ideal: ideal, maximum: maximum)
    }
}
