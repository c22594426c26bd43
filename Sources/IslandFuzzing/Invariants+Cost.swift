import Foundation
import IslandPlayback
import IslandUI

// A cost cliff is a finding like a crash: a frame's work and text must be bounded by what it
// shows, counted in cards and bytes (not seconds, which depend on the machine), so a fuzzer
// finds a file whose frames grow with its activities or its names long before one times out.
extension Invariants {
    /// The most bytes of plain text one drawn presentation (a card, the island, a banner) takes:
    /// at most 160 points high and a screen wide, a few bytes a cell (a cluster of marks is cut
    /// at 32 scalars, and a joiner between cells adds three).
    static let presentationTextBytes = 64 << 10

    /// A frame draws at most `ScenarioPlayer.maximumCardsDrawn` cards, and its text is at most
    /// that many presentations' worth (with the island and a banner) beside words taken from
    /// the input (names, ids, titles, the log), each said a bounded number of times.
    static func checkFrameCost(_ frame: PlaybackFrame, text: String, inputBytes: Int) {
        let cap = ScenarioPlayer.maximumCardsDrawn
        FuzzFinding.check(frame.scene.lockScreen.count <= cap,
                          "a frame drew \(frame.scene.lockScreen.count) Lock Screen cards; at most \(cap) are drawn")
        FuzzFinding.check(isFrameTextBounded(bytes: text.utf8.count, inputBytes: inputBytes),
                          "a frame's text is \(text.utf8.count) bytes for an input of \(inputBytes): "
                          + "more than \(frameTextBound(inputBytes: inputBytes)), not bounded by what it shows")
    }

    /// The most bytes of text a frame may take for an input of `inputBytes`: every card drawn,
    /// the island and a banner, and each byte of the input said 16 times.
    static func frameTextBound(inputBytes: Int) -> Int {
        (ScenarioPlayer.maximumCardsDrawn + 2) * presentationTextBytes + 16 * inputBytes
    }

    /// Whether `bytes` of a frame's text are within the bound (a predicate of its own, since a
    /// finding stops the process and a test must reach the edge without one).
    static func isFrameTextBounded(bytes: Int, inputBytes: Int) -> Bool {
        bytes <= frameTextBound(inputBytes: inputBytes)
    }
}

extension Invariants {
    /// The most sizes a layout pass may measure per node. Sizes are remembered for the pass, so a
    /// node is measured once for each distinct proposal; random trees measured at most 27 a node
    /// (3,000 random inputs and the committed seeds, 2026-11-26). A tree past 100 grows faster
    /// than its size: a cost cliff, found here on any machine before it times out on a slow one.
    static let measurementsPerNode = 100

    static func checkLayoutWork(_ work: LayoutWork) {
        FuzzFinding.check(work.measurements <= measurementsPerNode * work.nodes,
                          "a layout pass measured \(work.measurements) sizes for \(work.nodes) views: more than \(measurementsPerNode) a view")
    }
}
