import Foundation
import IslandInputs
@testable import IslandPreview
import LiveActivity
import TerminalCanvas
import Testing

extension PreviewLoopTests {
    /// The status line alone is no reason to draw a frame: screens that differ only in their
    /// last row are the same above it; a difference one row higher, or another size, is not.
    @Test func onlyTheLastRowMayDifferForAFrameToBeSkipped() {
        let base = Canvas(width: 10, height: 3)
        var status = base, above = base
        status.write("12:00", at: Point(x: 0, y: 2))
        above.write("12:00", at: Point(x: 0, y: 1))
        #expect(PreviewLoop.sameAboveLastRow(base, status))
        #expect(!PreviewLoop.sameAboveLastRow(base, above))
        #expect(!PreviewLoop.sameAboveLastRow(base, Canvas(width: 10, height: 4)))
        #expect(PreviewLoop.sameAboveLastRow(Canvas(width: 3, height: 1), Canvas(width: 3, height: 1)))
    }
}
