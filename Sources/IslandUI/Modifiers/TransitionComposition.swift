import Foundation
import FrameVocabulary

// `AnyTransition`'s composition beyond `combined(with:)`. Motion draws a transition as one
// effect, which a Live Activity uses for a view's insertion and removal alike.

extension AnyTransition {
    /// A different transition in and out: Motion plays the insertion's both ways (it knows one
    /// effect a view), so a view that comes in with a fade also leaves with one.
    public static func asymmetric(insertion: AnyTransition, removal: AnyTransition) -> AnyTransition {
        var transition = insertion
        transition.removal = removal.effect
        return transition
    }

    /// Grows from `scale` about `anchor`: Motion's scale (a terminal cell does not shrink, so a
    /// scaled view fades through its cells).
    public static func scale(scale: Double, anchor: UnitPoint = .center) -> AnyTransition { .scale }

    /// In from and out to an offset: a move from the edge the offset points to.
    public static func offset(_ offset: CGSize) -> AnyTransition {
        Self.offset(x: offset.width, y: offset.height)
    }

    public static func offset(x: Double = 0, y: Double = 0) -> AnyTransition {
        if abs(y) > abs(x) { return .move(edge: y > 0 ? .bottom : .top) }
        if x != 0 { return .move(edge: x > 0 ? .trailing : .leading) }
        return .identity
    }

    /// With an animation of its own: the transition (a Live Activity uses the system's timing).
    public func animation(_ animation: Animation?) -> AnyTransition { self }
}
