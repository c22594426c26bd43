import IslandUI
import Motion
import Testing
import TerminalCanvas

/// `draw(at:into:)` reuses a canvas frame after frame and draws exactly what `canvas(at:)` gives.
@Suite struct FrameReuseTests {
    @Test func aReusedCanvasHoldsTheSameFrameAsANewOne() {
        let before = MotionTesting.frame(Text("Bill James").id("driver"), width: 14)
        let after = MotionTesting.frame(Text("Maria Ortega 实").id("driver"), width: 14)
        let transition = FrameTransition(from: before, to: after)
        var reused = Canvas(width: 14, height: 1)
        reused.write("leftover 🇺🇦 xx", at: .zero)  // whatever the last frame left
        for step in 0...30 {
            let time = Double(step) / 30 * transition.duration
            transition.draw(at: time, into: &reused)
            #expect(reused == transition.canvas(at: time), "at \(time) s")
        }
    }

    @Test func aCanvasOfAnotherSizeTakesTheFramesSize() {
        let frame = MotionTesting.frame(Text("12:40").id("eta"), width: 5)
        let transition = FrameTransition(from: frame, to: MotionTesting.frame(Text("12:39").id("eta"), width: 5))
        var canvas = Canvas(width: 40, height: 3)
        transition.draw(at: 0, into: &canvas)
        #expect(canvas == transition.canvas(at: 0))
        #expect(canvas.size == frame.canvas.size)
    }
}
