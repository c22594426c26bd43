import Foundation
import IslandSnapshotTesting
import IslandUI
import Motion
import Testing
import TerminalCanvas

/// Each effect frame by frame, pinned at fixed fractions of its duration in snapshot files
/// beside this one (`__Snapshots__/EffectFilmstripTests/`).
@Suite("Effects, frame by frame")
struct EffectFilmstripTests {
    @Test func textThatChangesBlursThroughTheChange() {
        let before = MotionTesting.frame(Text("Bill James").id("driver"), width: 12)
        let after = MotionTesting.frame(Text("Maria Ortega").id("driver"), width: 12)
        let transition = FrameTransition(from: before, to: after)
        #expect(transition.duration == SystemTiming.contentChange.duration)
        assertSnapshot(of: MotionTesting.filmstrip(transition), named: "blur")
    }

    @Test func numericTextRollsOnlyTheDigitsThatChange() {
        func eta(_ text: String) -> RenderedFrame {
            MotionTesting.frame(Text(text).contentTransition(.numericText(countsDown: true)).id("eta"), width: 5)
        }
        let transition = FrameTransition(from: eta("12:40"), to: eta("12:39"))
        assertSnapshot(of: MotionTesting.filmstrip(transition), named: "countdown")
        // The hours and the colon never move.
        for time in stride(from: 0.0, through: transition.duration, by: 0.01) {
            #expect(transition.canvas(at: time).plainText.hasPrefix("12:"))
        }
    }

    @Test func aValueThatGrowsRollsUp() {
        func score(_ value: Int) -> RenderedFrame {
            MotionTesting.frame(Text("\(value)").contentTransition(.numericText(value: Double(value))).id("score"), width: 2)
        }
        /// The distinct looks of the digit over the transition, in order.
        func looks(_ transition: FrameTransition) -> [String] {
            var seen: [String] = []
            for step in 0...100 {
                let text = transition.canvas(at: Double(step) / 100 * transition.duration).plainText.trimmingCharacters(in: .whitespaces)
                if seen.last != text { seen.append(text) }
            }
            return seen
        }
        // Up: the old digit rises (superscript) and the new one comes from below (subscript);
        // down, the other way round.
        #expect(looks(FrameTransition(from: score(1), to: score(2))) == ["1", "¹", "₂", "2"])
        #expect(looks(FrameTransition(from: score(2), to: score(1))) == ["2", "₂", "¹", "1"])
    }

    /// A title and, when `shown`, a note under it that moves in as `transition` says.
    struct Card: View {
        let shown: Bool
        var transition: AnyTransition? = nil
        var body: some View {
            VStack(spacing: 0) {
                Text("Pizza")
                if shown {
                    if let transition { Text("Almost there").transition(transition).id("note") } else { Text("Almost there").id("note") }
                }
            }
            .frame(width: 96, height: 32, alignment: .top)
        }
    }

    @Test func insertedViewsFadeInAndRemovedOnesFadeOut() {
        let hidden = MotionTesting.frame(Card(shown: false), width: 12), shown = MotionTesting.frame(Card(shown: true), width: 12)
        let fadeIn = FrameTransition(from: hidden, to: shown, settings: MotionSettings(colorDepth: .ansi16))
        #expect(fadeIn.changes.map(\.kind).contains(.inserted))
        assertSnapshot(of: MotionTesting.filmstrip(fadeIn, styled: true), named: "fade-in-16-colours")
        let fadeOut = FrameTransition(from: shown, to: hidden, settings: MotionSettings(colorDepth: .trueColor))
        assertSnapshot(of: MotionTesting.filmstrip(fadeOut, styled: true), named: "fade-out-true-colour")
    }

    @Test func aMoveTransitionSlidesInFromItsEdgeAndOutToIt() {
        let hidden = MotionTesting.frame(Card(shown: false, transition: .move(edge: .leading)), width: 12)
        let shown = MotionTesting.frame(Card(shown: true, transition: .move(edge: .leading)), width: 12)
        assertSnapshot(of: MotionTesting.filmstrip(FrameTransition(from: hidden, to: shown)), named: "move-leading-in")
        assertSnapshot(of: MotionTesting.filmstrip(FrameTransition(from: shown, to: hidden)), named: "move-leading-out")
        let push = MotionTesting.frame(Card(shown: true, transition: .push(from: .trailing)), width: 12)
        let pushHidden = MotionTesting.frame(Card(shown: false, transition: .push(from: .trailing)), width: 12)
        assertSnapshot(of: MotionTesting.filmstrip(FrameTransition(from: pushHidden, to: push)), named: "push-trailing-in")
    }

    @Test func imagesCrossFade() {
        let before = MotionTesting.frame(Image(systemName: "sun.max").id("sky"), width: 2)
        let after = MotionTesting.frame(Image(systemName: "cloud").id("sky"), width: 2)
        let transition = FrameTransition(from: before, to: after, settings: MotionSettings(colorDepth: .none))
        assertSnapshot(of: MotionTesting.filmstrip(transition, styled: true), named: "cross-fade-no-colour")
    }
}
