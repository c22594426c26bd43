import Foundation
import Testing
import TerminalCanvas
@testable import IslandUI

/// Top-level types of iOS 16–17 that widget code names (issue 39), written as Apple's
/// documentation writes them: an uneven rounded rectangle, the system's named styles, springs
/// and curves as values, a custom animation, the empty state, iOS 17's gestures and transitions.
@Suite("Top-level types of iOS 17: shapes, styles, springs, empty states, transitions")
struct TopLevelTypes17Tests {
    @Test func anUnevenRectangleIsDrawnAsTheNearestOfTheTwoCornerGlyphs() {
        let uneven = UnevenRoundedRectangle(topLeadingRadius: 12, bottomTrailingRadius: 12).stroke(.white).frame(width: 48, height: 48)
        let rounded = RoundedRectangle(cornerRadius: 12).stroke(.white).frame(width: 48, height: 48)
        let square = UnevenRoundedRectangle(cornerRadii: RectangleCornerRadii()).stroke(.white).frame(width: 48, height: 48)
        let rectangle = Rectangle().stroke(.white).frame(width: 48, height: 48)
        #expect(render(uneven, width: 6) == render(rounded, width: 6))
        #expect(render(square, width: 6) == render(rectangle, width: 6))
        #expect(render(uneven, width: 6) != render(square, width: 6))
        let bounds = UnevenRoundedRectangle(cornerRadii: .init(topLeading: 100)).path(in: CGRect(x: 0, y: 0, width: 20, height: 10)).boundingRect
        #expect(bounds.minX == 0 && bounds.minY == 0 && abs(bounds.width - 20) < 1e-9 && abs(bounds.height - 10) < 1e-9,
                "a radius is cut to half the shorter side")
    }

    @Test func theSystemsNamedStylesPaintIOSsColours() {
        let row = HStack(spacing: 0) {
            Text("L").foregroundStyle(.link)
            Text("P").foregroundStyle(.placeholder)
            Text("S").foregroundStyle(.selection)
            Text("W").foregroundStyle(.windowBackground)
            Text("-").foregroundStyle(.separator)
        }
        let canvas = ViewRenderer().render(row, width: 5).canvas
        #expect(canvas.plainText == "LPSW-")
        #expect(canvas[0, 0].style.foreground == Color.blue.terminalColor(in: .dark))
        #expect(canvas[1, 0].style.foreground == Color.gray.terminalColor(in: .dark))
        #expect(canvas[2, 0].style.foreground == Color.accentColor.terminalColor(in: .dark))
        #expect(canvas[3, 0].style.foreground == Color(value: .system(.systemBackground)).terminalColor(in: .dark))
        #expect(canvas[4, 0].style.foreground == Color(value: .system(.separator)).terminalColor(in: .dark))
    }

    @Test func aSpringsFormsAreOneSpring() {
        let spring = Spring(duration: 0.5, bounce: 0.3)
        #expect(abs(spring.dampingRatio - 0.7) < 1e-9 && abs(spring.bounce - 0.3) < 1e-9 && spring.duration == 0.5)
        let same = Spring(mass: 1, stiffness: spring.stiffness, damping: spring.damping)
        #expect(abs(same.response - 0.5) < 1e-9 && abs(same.dampingRatio - 0.7) < 1e-9)
        #expect(Spring.smooth.value(target: 10.0, time: 0) == 0)
        #expect(abs(Spring.smooth.value(target: 10.0, time: 5) - 10) < 1e-6, "a critically damped spring has settled")
        #expect(Spring.bouncy.value(target: 10.0, time: 0.3) > 10, "a bouncy one overshoots")
        #expect(Spring(settlingDuration: 1, dampingRatio: 1).settlingDuration(target: 1.0, epsilon: 0.001) - 1 < 1e-9)
        let animated = Text("5").animation(.spring(.snappy), value: 5)
        #expect(ViewRenderer().resolve(animated).motion.animation != nil)
    }

    @Test func unitCurvesAreTheirBezierValues() {
        #expect(UnitCurve.linear.value(at: 0.25) - 0.25 < 1e-6)
        #expect(UnitCurve.easeIn.value(at: 0.5) < 0.5 && UnitCurve.easeOut.value(at: 0.5) > 0.5)
        #expect(abs(UnitCurve.easeInOut.value(at: 0.5) - 0.5) < 1e-6)
        #expect(UnitCurve.easeIn.value(at: 0) == 0 && abs(UnitCurve.easeIn.value(at: 1) - 1) < 1e-6 && UnitCurve.easeIn.value(at: 2) == UnitCurve.easeIn.value(at: 1))
        #expect(abs(UnitCurve.circularEaseOut.value(at: 0.5) - 0.75.squareRoot()) < 1e-9)
        let curve = UnitCurve.bezier(startControlPoint: UnitPoint(x: 0.2, y: 0.9), endControlPoint: UnitPoint(x: 0.3, y: 1))
        #expect(abs(curve.inverse.value(at: curve.value(at: 0.4)) - 0.4) < 1e-6)
        #expect(abs(UnitCurve.linear.velocity(at: 0.5) - 1) < 1e-3)
    }

    struct Linear: CustomAnimation {
        let duration: TimeInterval
        func animate<V: VectorArithmetic>(value: V, time: TimeInterval, context: inout AnimationContext<V>) -> V? {
            time >= duration ? nil : value.scaled(by: time / duration)
        }
    }

    struct Frames: AnimationStateKey { static let defaultValue = 0 }

    @Test func aCustomAnimationIsTheAppsCodeCalledAsItIs() {
        var context = AnimationContext<Double>()
        #expect(Linear(duration: 2).animate(value: 10.0, time: 1, context: &context) == 5)
        #expect(Linear(duration: 2).animate(value: 10.0, time: 3, context: &context) == nil)
        context.state[Frames.self] += 2
        #expect(context.withState(context.state).state[Frames.self] == 2)
        #expect(Animation(Linear(duration: 2)) == .default)
    }

    @Test func anEmptyStateIsCentredWithItsIconAboveItsTitle() {
        let empty = ContentUnavailableView("No Deliveries", systemImage: "shippingbox", description: Text("Orders appear here."))
        let search = ContentUnavailableView.search(text: "pizza")
        let custom = ContentUnavailableView {
            Text("Offline")
        } description: {
            Text("Try again")
        } actions: {
            Text("Retry")
        }
        #expect(render(empty, width: 19) == render(VStack(spacing: 0) {
            Image(systemName: "shippingbox")
            Text("No Deliveries")
            Text("Orders appear here.")
        }, width: 19))
        #expect(render(custom, width: 9) == """
             Offline ¶
            Try again
              Retry  ¶
            """)
        #expect(render(search, width: 22) == """
                      🔍          ¶
            No Results for “pizza”
             Check the spelling or
               try a new search.  ¶
            """)
    }

    @Test func iOS17sTransitionsAreTheAnyTransitionsMotionPlays() {
        #expect(AnyTransition(MoveTransition(edge: .top)) == .move(edge: .top))
        #expect(AnyTransition(.push(from: .leading) as PushTransition) == .push(from: .leading))
        #expect(AnyTransition(IdentityTransition()) == .identity && AnyTransition(.blurReplace as BlurReplaceTransition) == .opacity)
        #expect(AnyTransition(AsymmetricTransition(insertion: OpacityTransition(), removal: SlideTransition())) == .asymmetric(insertion: .opacity, removal: .slide))
        #expect(AnyTransition(OffsetTransition(CGSize(width: 0, height: 10))) == .move(edge: .bottom))
        struct Fold: Transition {
            func body(content: Content, phase: TransitionPhase) -> some View { content.opacity(phase.isIdentity ? 1 : 0.5) }
        }
        #expect(AnyTransition(Fold()) == .opacity, "a transition of the app's own plays as a fade")
        #expect(TransitionPhase.willAppear.value == -1 && TransitionPhase.didDisappear.value == 1 && Fold.properties.hasMotion)
        let node = ViewRenderer().resolve(Text("12").transition(MoveTransition(edge: .bottom)))
        #expect(node.motion.transition == .move(edge: .bottom))
        #expect(render(Text("12").transition(.opacity), width: 2) == "12")
    }

    @Test func iOS17sGesturesAreAcceptedAndNeverRecognized() {
        let view = Text("Map")
            .gesture(MagnifyGesture(minimumScaleDelta: 0.1).onChanged { value in _ = value.magnification })
            .gesture(RotateGesture().onEnded { value in _ = value.rotation.degrees })
        #expect(render(view, width: 3) == "Map")
        #expect(RotateGesture().minimumAngleDelta == .degrees(1) && MagnifyGesture().minimumScaleDelta == 0.01)
    }
}
