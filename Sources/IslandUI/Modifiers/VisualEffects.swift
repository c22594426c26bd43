import Foundation

// iOS 17's visual effects: `.visualEffect { content, proxy in … }` and `.scrollTransition { content,
// phase in … }`, with Apple's `VisualEffect` values. The closure is the app's own and is called
// as Xcode calls it; what it returns is applied with the view modifiers of the same names, so an
// effect draws as that modifier does here (`opacity` and `offset` draw, the others are accepted).
// A Live Activity does not scroll, so a scroll transition is at rest: its phase is `.identity`.

/// An effect applied to a view without changing its layout, as SwiftUI's `VisualEffect`.
public protocol VisualEffect: Sendable, Animatable {}

/// No effect: what a `visualEffect` or `scrollTransition` closure is given to build on, as
/// SwiftUI's `EmptyVisualEffect`.
public struct EmptyVisualEffect: VisualEffect {
    public typealias AnimatableData = EmptyAnimatableData
    public init() {}
}

/// The effects a closure built, in the order written, each the view modifier it is named after.
struct AppliedVisualEffect: VisualEffect {
    typealias AnimatableData = EmptyAnimatableData
    var steps: [@Sendable (AnyView) -> AnyView] = []

    /// The steps of any effect: an effect of the app's own type is drawn as no effect.
    static func steps(of effect: some VisualEffect) -> [@Sendable (AnyView) -> AnyView] {
        (effect as? AppliedVisualEffect)?.steps ?? []
    }

    /// `content` with the effect's steps applied.
    static func apply(_ effect: some VisualEffect, to content: AnyView) -> AnyView {
        steps(of: effect).reduce(content) { view, step in step(view) }
    }
}

extension VisualEffect {
    /// This effect followed by one more.
    private func then(_ step: @escaping @Sendable (AnyView) -> AnyView) -> AppliedVisualEffect {
        AppliedVisualEffect(steps: AppliedVisualEffect.steps(of: self) + [step])
    }

    public func opacity(_ opacity: Double) -> some VisualEffect { then { AnyView($0.opacity(opacity)) } }
    public func offset(_ offset: CGSize) -> some VisualEffect { then { AnyView($0.offset(offset)) } }
    public func offset(x: CGFloat = 0, y: CGFloat = 0) -> some VisualEffect { then { AnyView($0.offset(x: x, y: y)) } }
    public func blur(radius: CGFloat, opaque: Bool = false) -> some VisualEffect {
        then { AnyView($0.blur(radius: radius, opaque: opaque)) }
    }
    public func brightness(_ amount: Double) -> some VisualEffect { then { AnyView($0.brightness(amount)) } }
    public func contrast(_ amount: Double) -> some VisualEffect { then { AnyView($0.contrast(amount)) } }
    public func grayscale(_ amount: Double) -> some VisualEffect { then { AnyView($0.grayscale(amount)) } }
    public func saturation(_ amount: Double) -> some VisualEffect { then { AnyView($0.saturation(amount)) } }
    public func hueRotation(_ angle: Angle) -> some VisualEffect { then { AnyView($0.hueRotation(angle)) } }
    public func colorEffect(_ shader: Shader, isEnabled: Bool = true) -> some VisualEffect {
        then { AnyView($0.colorEffect(shader, isEnabled: isEnabled)) }
    }
    public func distortionEffect(_ shader: Shader, maxSampleOffset: CGSize, isEnabled: Bool = true) -> some VisualEffect {
        then { AnyView($0.distortionEffect(shader, maxSampleOffset: maxSampleOffset, isEnabled: isEnabled)) }
    }
    public func layerEffect(_ shader: Shader, maxSampleOffset: CGSize, isEnabled: Bool = true) -> some VisualEffect {
        then { AnyView($0.layerEffect(shader, maxSampleOffset: maxSampleOffset, isEnabled: isEnabled)) }
    }
    public func rotationEffect(_ angle: Angle, anchor: UnitPoint = .center) -> some VisualEffect {
        then { AnyView($0.rotationEffect(angle, anchor: anchor)) }
    }
    public func rotation3DEffect(_ angle: Angle, axis: (x: CGFloat, y: CGFloat, z: CGFloat), anchor: UnitPoint = .center,
                                 anchorZ: CGFloat = 0, perspective: CGFloat = 1) -> some VisualEffect {
        let (x, y, z) = axis
        return then { AnyView($0.rotation3DEffect(angle, axis: (x, y, z), anchor: anchor, anchorZ: anchorZ, perspective: perspective)) }
    }
    public func scaleEffect(_ scale: CGFloat, anchor: UnitPoint = .center) -> some VisualEffect {
        then { AnyView($0.scaleEffect(scale, anchor: anchor)) }
    }
    public func scaleEffect(_ scale: CGSize, anchor: UnitPoint = .center) -> some VisualEffect {
        then { AnyView($0.scaleEffect(x: scale.width, y: scale.height, anchor: anchor)) }
    }
    public func scaleEffect(x: CGFloat = 1.0, y: CGFloat = 1.0, anchor: UnitPoint = .center) -> some VisualEffect {
        then { AnyView($0.scaleEffect(x: x, y: y, anchor: anchor)) }
    }
    public func transformEffect(_ transform: CGAffineTransformStandIn) -> some VisualEffect {
        then { AnyView($0.transformEffect(transform)) }
    }
    public func transformEffect(_ transform: ProjectionTransform) -> some VisualEffect { then { $0 } }
}

/// How a view changes as it scrolls in and out, as SwiftUI's `ScrollTransitionConfiguration`:
/// kept; a Live Activity does not scroll, so the transition is at rest.
public struct ScrollTransitionConfiguration: Sendable {
    /// How far into the scroll view a view is before its phase is `.identity`.
    public struct Threshold: Sendable {
        let amount: Double
        public static let visible = Threshold(amount: 0)
        public static let hidden = Threshold(amount: 1)
        public static var centered: Threshold { Threshold(amount: 0.5) }
        public static func visible(_ amount: Double) -> Threshold { Threshold(amount: amount) }
        public func interpolated(towards other: Threshold, amount: Double) -> Threshold {
            Threshold(amount: self.amount + (other.amount - self.amount) * amount)
        }
        public func inset(by distance: Double) -> Threshold { self }
    }

    let isInteractive: Bool
    var animation: Animation?
    var threshold = Threshold.visible

    public static let identity = ScrollTransitionConfiguration(isInteractive: false, animation: nil)
    public static let animated = ScrollTransitionConfiguration(isInteractive: false, animation: .default)
    public static let interactive = ScrollTransitionConfiguration(isInteractive: true, animation: nil)

    public static func animated(_ animation: Animation = .default) -> ScrollTransitionConfiguration {
        ScrollTransitionConfiguration(isInteractive: false, animation: animation)
    }

    public static func interactive(timingCurve: UnitCurve = .easeInOut) -> ScrollTransitionConfiguration { .interactive }

    public func animation(_ animation: Animation) -> ScrollTransitionConfiguration {
        var copy = self
        copy.animation = animation
        return copy
    }

    public func threshold(_ threshold: Threshold) -> ScrollTransitionConfiguration {
        var copy = self
        copy.threshold = threshold
        return copy
    }
}

extension View {
    /// Effects computed from the view's geometry: the closure is called with the size the view
    /// is laid out at (and again when that size changes), and what it returns is drawn.
    public func visualEffect(_ effect: @escaping @Sendable (EmptyVisualEffect, GeometryProxy) -> some VisualEffect) -> some View {
        VisualEffectView(content: AnyView(self)) { AppliedVisualEffect.apply(effect(EmptyVisualEffect(), $1), to: $0) }
    }

    /// Effects as the view scrolls in and out: drawn at rest, the closure called with the phase
    /// `.identity` (a Live Activity does not scroll).
    public func scrollTransition(_ configuration: ScrollTransitionConfiguration = .interactive, axis: Axis? = nil,
                                 transition: @escaping @Sendable (EmptyVisualEffect, ScrollTransitionPhase) -> some VisualEffect) -> some View {
        AppliedVisualEffect.apply(transition(EmptyVisualEffect(), .identity), to: AnyView(self))
    }

    /// The same, with a configuration for each edge: at rest either way.
    public func scrollTransition(topLeading: ScrollTransitionConfiguration, bottomTrailing: ScrollTransitionConfiguration,
                                 axis: Axis? = nil,
                                 transition: @escaping @Sendable (EmptyVisualEffect, ScrollTransitionPhase) -> some VisualEffect) -> some View {
        AppliedVisualEffect.apply(transition(EmptyVisualEffect(), .identity), to: AnyView(self))
    }
}

/// A view drawn with effects computed from its own size: laid out as the content is, then the
/// content built again with the effects for the size it got (as `GeometryReader` is).
struct VisualEffectView: View, PrimitiveView {
    let content: AnyView
    let effect: (AnyView, GeometryProxy) -> AnyView

    func makeNode(in context: NodeContext) -> ViewNode {
        let inner = context.child(0)
        let content = content, effect = effect
        func node(for size: ViewSize) -> ViewNode {
            let proxy = GeometryProxy(size: CGSize(width: size.width, height: size.height))
            return EnvironmentValues.$current.withValue(inner.environment) { effect(content, proxy) }.makeNode(in: inner)
        }
        let holder = ViewNode(.frame(FrameSpec()), children: [node(for: .zero)], identity: context.identity)
        let last = VisualEffectSize()
        holder.adapt = { size, _ in
            guard size != last.size else { return nil }
            last.size = size
            return [node(for: size)]
        }
        return holder
    }
}

private final class VisualEffectSize {
    var size = ViewSize.zero
}
