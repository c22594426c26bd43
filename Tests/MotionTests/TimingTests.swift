import IslandUI
import Motion
import Testing
import TerminalCanvas

@Suite("Timing: curves, levels, the two-second ceiling and frame pacing")
struct TimingTests {
    @Test(arguments: [TimingCurve.linear, .easeIn, .easeOut, .easeInOut, .bezier(0.25, 0.1, 0.25, 1), .spring(response: 0.5, dampingFraction: 0.8)])
    func everyCurveStartsAtZeroAndEndsAtOne(_ curve: TimingCurve) {
        #expect(curve.progress(0) == 0)
        #expect(curve.progress(1) == 1)
        #expect(curve.progress(-1) == 0 && curve.progress(2) == 1 && curve.progress(.nan) == 0)
        #expect(abs(curve.progress(0.999) - 1) < 0.02, "settled by the end")
    }

    @Test func easingShapesTheMiddle() {
        #expect(TimingCurve.linear.progress(0.25) == 0.25)
        #expect(TimingCurve.easeIn.progress(0.25) < 0.25)
        #expect(TimingCurve.easeOut.progress(0.25) > 0.25)
        #expect(abs(TimingCurve.easeInOut.progress(0.5) - 0.5) < 0.001)
        // An under-damped spring overshoots; a critically damped one does not.
        let bouncy = (1...99).map { TimingCurve.spring(response: 0.5, dampingFraction: 0.5).progress(Double($0) / 100) }
        #expect(bouncy.max()! > 1.01)
        let calm = (1...99).map { TimingCurve.spring(response: 0.5, dampingFraction: 1).progress(Double($0) / 100) }
        #expect(calm.max()! <= 1.0)
    }

    @Test func noAnimationLastsOverTwoSeconds() {
        #expect(AnimationTiming(curve: .linear, duration: 2).duration == 2)
        #expect(AnimationTiming(curve: .linear, duration: 2.001).duration == 2)
        #expect(AnimationTiming(curve: .linear, duration: .infinity).duration == 0)
        #expect(Animation.easeOut(duration: 5).duration == 2)
    }

    func blur(_ settings: MotionSettings) -> FrameTransition {
        FrameTransition(from: MotionTesting.frame(Text("Bill").foregroundColor(.white).background(Color.black).id("n"), width: 4),
                        to: MotionTesting.frame(Text("Anna").foregroundColor(.white).background(Color.black).id("n"), width: 4), settings: settings)
    }

    @Test func motionOffAndAlwaysOnAnimateNothing() {
        #expect(!blur(MotionSettings()).isEmpty)
        #expect(blur(MotionSettings(level: .none)).isEmpty)
        #expect(blur(MotionSettings(isLuminanceReduced: true)).isEmpty)
        #expect(blur(MotionSettings(level: .none)).canvas(at: 0).plainText == "Anna", "the next frame at once")
    }

    @Test func reducedMotionCrossFadesInsteadOfBlurringRollingOrSliding() {
        let reduced = blur(MotionSettings(level: .reduced, colorDepth: .trueColor))
        // A cross-fade with blendable colours keeps glyphs whole: no ":" or "." ladder.
        for step in 0...20 {
            let text = reduced.canvas(at: Double(step) / 20 * reduced.duration).plainText
            #expect(text == "Bill" || text == "Anna", "\(text)")
        }
    }

    @Test func theRequestedTimingIsUsedOnlyWhenAsked() {
        func frame(_ name: String) -> RenderedFrame {
            MotionTesting.frame(Text(name).animation(.linear(duration: 1.5), value: name).id("n"), width: 4)
        }
        #expect(FrameTransition(from: frame("Bill"), to: frame("Anna")).duration == SystemTiming.contentChange.duration)
        #expect(FrameTransition(from: frame("Bill"), to: frame("Anna"), settings: MotionSettings(timing: .requested)).duration == 1.5)
    }

    @Test func theLevelComesFromTheEnvironment() {
        #expect(MotionLevel.requested(in: ["ISLAND_MOTION": "none"]) == MotionLevel.none)
        #expect(MotionLevel.requested(in: ["ISLAND_MOTION": "Reduced"]) == .reduced)
        #expect(MotionLevel.requested(in: ["ISLAND_MOTION": "lots"]) == nil)
        #expect(MotionLevel.requested(in: [:]) == nil)
    }

    @Test func framesAreAPureFunctionOfTime() {
        let transition = blur(MotionSettings())
        for step in 0...10 {
            let time = Double(step) / 10 * transition.duration
            #expect(transition.canvas(at: time) == transition.canvas(at: time))
        }
    }

    @Test func thePacerKeepsAbsoluteDeadlinesDropsLateFramesAndStops() {
        var pacer = FramePacer(start: 100, duration: 0.1)
        #expect(pacer.drew(at: 100) == 100 + 1.0 / 60)
        // A frame drawn late (at 100.05 instead of 100.0167) moves to the next whole slot.
        let next = pacer.drew(at: 100.05)!
        #expect(abs(next - (100 + 4.0 / 60)) < 1e-9)
        #expect(abs(pacer.time(at: 100.05) - 0.05) < 1e-9)
        // The last slot is the end itself, and after it nothing.
        #expect(abs(pacer.drew(at: 100.095)! - 100.1) < 1e-9)
        #expect(pacer.drew(at: 100.1) == nil)
        #expect(pacer.isFinished)
        #expect(FramePacer(start: 0, duration: 1, framesPerSecond: 240).framesPerSecond == 60, "never more than 60 a second")
    }
}
