import Foundation
@testable import IslandUI
import Testing

/// A flexible frame with a single bound, as SwiftUI's: a maximum alone caps what the content is
/// offered, a minimum alone is the least the frame takes whatever its content wants.
@Suite("Flexible frames with one bound")
struct FrameBoundsTests {
    /// Offered more than its maximum width, a frame offers its content the maximum: the text
    /// wraps at four columns (32 points) though ten are there.
    @Test func aMaximumAloneCapsWhatTheContentIsOffered() {
        let view = HStack(spacing: 0) { Text("aaaa bbbb").frame(maxWidth: 32); Text("|") }
        // (the bar centred on the two rows, drawn on the second)
        #expect(render(view, width: 5) == """
            aaaa ¶
            bbbb|
            """)
    }

    /// A frame with only a minimum width is at least that wide around a narrower content: the
    /// bar after it starts four columns (32 points) in.
    @Test func aMinimumAloneIsTheLeastTheFrameTakes() {
        let view = HStack(spacing: 0) { Text("a").frame(minWidth: 32, alignment: .leading); Text("|") }
        #expect(render(view, width: 5) == "a   |")
    }
}
