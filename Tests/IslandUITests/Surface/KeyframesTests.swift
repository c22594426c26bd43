import Foundation
import Testing
@testable import IslandUI

/// iOS 17's keyframes and phases (issue 39), written as Apple's documentation writes them: a
/// timeline evaluates its tracks as iOS does, and an animator draws its content at the start,
/// the frame a Live Activity shows. Also `ModifiedContent`, spelled out as Apple's type.
@Suite("Keyframes, phase animators and ModifiedContent")
struct KeyframesTests {
    struct Values {
        var scale = 1.0
        var offset = 0.0
    }

    @Test func aTimelineEvaluatesEachTrackAtATime() {
        let timeline = KeyframeTimeline(initialValue: Values()) {
            KeyframeTrack(\.scale) {
                LinearKeyframe(2.0, duration: 1)
                MoveKeyframe(5.0)
                LinearKeyframe(3.0, duration: 1)
            }
            KeyframeTrack(\.offset) {
                CubicKeyframe(10.0, duration: 0.5)
                SpringKeyframe(0.0, duration: 1, spring: .smooth)
            }
        }
        #expect(timeline.duration == 2)
        #expect(timeline.value(time: 0).scale == 1 && timeline.value(time: 0).offset == 0)
        #expect(timeline.value(time: 0.5).scale == 1.5 && timeline.value(time: 0.5).offset == 10)
        #expect(timeline.value(time: 1.5).scale == 4, "the jump to 5, then halfway to 3")
        #expect(timeline.value(time: 0.25).offset == 5, "a cubic keyframe eases in and out about its middle")
        #expect(timeline.value(progress: 1).scale == 3 && timeline.value(time: 9).scale == 3)
        let plain = KeyframeTimeline(initialValue: 0.0) { LinearKeyframe(4.0, duration: 2, timingCurve: .linear) }
        #expect(plain.value(time: 1) == 2)
    }

    @Test func anAnimatorDrawsItsContentAtTheInitialValue() {
        let animator = KeyframeAnimator(initialValue: Values(), repeating: true) { values in
            Text("×\(Int(values.scale))")
        } keyframes: { _ in
            KeyframeTrack(\.scale) { LinearKeyframe(3.0, duration: 1) }
        }
        let modifier = Text("🛵").keyframeAnimator(initialValue: Values(), trigger: 1) { content, values in
            content.offset(x: values.offset)
        } keyframes: { _ in
            KeyframeTrack(\.offset) { SpringKeyframe(20.0) }
        }
        let phases = PhaseAnimator([1, 2, 3]) { phase in Text("\(phase)") }
        let modifierPhases = Text("Go").phaseAnimator([false, true]) { content, on in content.opacity(on ? 1 : 0.5) }
        #expect(render(VStack(spacing: 0) { animator; modifier; phases; modifierPhases }, width: 2) == """
            ×1
            🛵
             1
            Go
            """)
    }

    struct Badge: ViewModifier {
        func body(content: Content) -> some View { content.padding(.horizontal, 8) }
    }

    @Test func modifiedContentIsTheModifierAroundItsContent() {
        let spelled = ModifiedContent(content: Text("3"), modifier: Badge())
        #expect(render(spelled, width: 3) == render(Text("3").modifier(Badge()), width: 3))
        #expect(render(spelled, width: 3) == " 3 ¶")
    }
}
