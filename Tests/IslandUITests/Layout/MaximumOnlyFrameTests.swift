import Foundation
@testable import IslandUI
import Testing

/// A frame that states only a maximum offers its child no more than that maximum, so text in it
/// wraps to the maximum and the frame is as tall as the wrapped text (SwiftUI's
/// `frame(maxWidth:)`). 32 points are 4 columns.
@Suite("A frame with only a maximum")
struct MaximumOnlyFrameTests {
    @Test func textWrapsToTheMaximumAndTheFrameIsAsTallAsItsLines() {
        let view = VStack(alignment: .leading, spacing: 0) {
            Text("aaaa bbbb cccc").frame(maxWidth: 32, alignment: .leading)
            Text("end")
        }
        // Offered ten columns, the frame offers its text four; the column is as wide as that and
        // is centred.
        #expect(render(view, width: 10) == """
               aaaa   ¶
               bbbb   ¶
               cccc   ¶
               end    ¶
            """)
    }

    /// Measured for its ideal width, the frame gives at most its maximum: a row sharing out its
    /// room gives the text four columns, and the text wraps in them (it was given its ideal
    /// width of nine, drawn on one line over the row below the bar).
    @Test func inARowTheMaximumCapsTheTextBesideAnother() {
        let view = HStack(alignment: .top, spacing: 8) {
            Text("aaaa bbbb").frame(maxWidth: 32, alignment: .leading)
            Text("|")
        }
        #expect(render(view, width: 12) == """
               aaaa |   ¶
               bbbb     ¶
            """)
    }
}
