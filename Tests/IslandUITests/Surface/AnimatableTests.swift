import Foundation
import Testing
@testable import IslandUI

/// Animatable data and dynamic properties as widget code declares them (issue 39): they compile
/// with Apple's types, and a view draws at the value it holds (Motion animates between frames).
@Suite("Animatable data and dynamic properties")
struct AnimatableTests {
    /// Apple's example of a number that counts up as it animates.
    struct CountingText: View, Animatable {
        var value: Double
        var animatableData: Double {
            get { value }
            set { value = newValue }
        }
        var body: some View { Text("\(Int(value)) min") }
    }

    struct Ring: Animatable {
        var start: Double, end: Double
        var animatableData: AnimatablePair<Double, Double> {
            get { AnimatablePair(start, end) }
            set { (start, end) = (newValue.first, newValue.second) }
        }
    }

    @propertyWrapper
    struct Clamped: DynamicProperty {
        var value: Int
        var wrappedValue: Int { min(max(value, 0), 99) }
        init(wrappedValue: Int) { value = wrappedValue }
    }

    struct Counter: View {
        @Clamped var count = 120
        var body: some View { Text("\(count)") }
    }

    @Test func aViewDrawsAtTheValueItHolds() {
        var view = CountingText(value: 12)
        #expect(render(view, width: 6) == "12 min")
        view.animatableData = 7
        #expect(render(view, width: 6) == " 7 min")
    }

    @Test func aPairAddsAndScalesBothHalves() {
        var ring = Ring(start: 0.25, end: 0.5)
        ring.animatableData = (ring.animatableData + AnimatablePair(0.25, 0.25)).scaled(by: 2)
        #expect(ring.start == 1 && ring.end == 1.5)
        #expect(AnimatablePair<Double, Double>.zero.magnitudeSquared == 0)
    }

    @Test func aCustomDynamicPropertyDraws() {
        #expect(render(Counter(), width: 2) == "99")
    }
}
