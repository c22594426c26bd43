import Foundation
import IslandPreview
import Testing
import TerminalCanvas

@Suite("The previewer's loop on a memory screen")
struct PreviewLoopTests {
    @Test func aTouchAndHoldMorphsTheIslandAndEndsOnTheExpandedScreen() throws {
        let session = try PreviewTesting.session()
        let (loop, backend) = PreviewTesting.loop(session)
        try loop.step(at: 0, event: nil)
        try loop.step(at: 0.1, event: .key(.character("e"), []))
        try PreviewTesting.run(loop, from: 0.11, to: 2)
        // Whatever the frames on the way, the screen ends exactly as a fresh render of now.
        let fresh = PreviewScreen().render(session, size: backend.size, status: loop.status)
        #expect(backend.screen.plainText.split(separator: "\n").dropLast() == fresh.canvas.plainText.split(separator: "\n").dropLast())
        #expect(backend.screen.plainText.contains("2 Pizzas"))
    }
}
