import Foundation
import FrameVocabulary

// iOS 17's transitions as types (`.transition(MoveTransition(edge: .top))`, or a `Transition`
// of the app's own), beside `AnyTransition`. Each of Apple's converts to the `AnyTransition`
// Motion plays; a transition of the app's own is played as a fade, the transition a Live
// Activity falls back to (docs/Motion.md), and its resting phase is what is drawn.

/// Where a view is in its transition, as SwiftUI's `TransitionPhase`.
public enum TransitionPhase: Hashable, Sendable {
    case willAppear, identity, didDisappear
    public var isIdentity: Bool { self == .identity }
    /// -1 before it appears, 0 at rest, 1 after it leaves.
    public var value: Double {
        switch self {
        case .willAppear: -1
        case .identity: 0
        case .didDisappear: 1
        }
    }
}

/// What a transition does, as SwiftUI's `TransitionProperties`.
public struct TransitionProperties: Sendable {
    public var hasMotion: Bool
    public init(hasMotion: Bool = true) { self.hasMotion = hasMotion }
}

/// How a view enters and leaves, as SwiftUI's `Transition`.
public protocol Transition {
    associatedtype Body: View
    typealias Content = PlaceholderContentView<Self>
    @ViewBuilder func body(content: Content, phase: TransitionPhase) -> Body
    static var properties: TransitionProperties { get }
}

extension Transition {
    public static var properties: TransitionProperties { TransitionProperties() }
}

/// One of Apple's transitions, in Motion's terms (a transition of the app's own is a fade).
package protocol MotionTransition {
    var anyTransition: AnyTransition { get }
}

/// None.
public struct IdentityTransition: Transition, MotionTransition {
    public init() {}
    public func body(content: Content, phase: TransitionPhase) -> some View { content }
    package var anyTransition: AnyTransition { .identity }
}

/// A fade.
public struct OpacityTransition: Transition, MotionTransition {
    public init() {}
    public func body(content: Content, phase: TransitionPhase) -> some View { content.opacity(phase.isIdentity ? 1 : 0) }
    package var anyTransition: AnyTransition { .opacity }
}

/// A growth from a scale.
public struct ScaleTransition: Transition, MotionTransition {
    public var scale: Double
    public var anchor: UnitPoint
    public init(_ scale: Double, anchor: UnitPoint = .center) {
        self.scale = scale
        self.anchor = anchor
    }
    public func body(content: Content, phase: TransitionPhase) -> some View { content }
    package var anyTransition: AnyTransition { .scale }
}

/// In from the leading edge, out to the trailing one.
public struct SlideTransition: Transition, MotionTransition {
    public init() {}
    public func body(content: Content, phase: TransitionPhase) -> some View { content }
    package var anyTransition: AnyTransition { .slide }
}

/// In from and out to an edge.
public struct MoveTransition: Transition, MotionTransition {
    public var edge: Edge
    public init(edge: Edge) { self.edge = edge }
    public func body(content: Content, phase: TransitionPhase) -> some View { content }
    package var anyTransition: AnyTransition { .move(edge: edge) }
}

/// In from and out to an offset.
public struct OffsetTransition: Transition, MotionTransition {
    public var offset: CGSize
    public init(_ offset: CGSize) { self.offset = offset }
    public func body(content: Content, phase: TransitionPhase) -> some View { content }
    package var anyTransition: AnyTransition { .offset(offset) }
}

/// In from an edge, out to the opposite one.
public struct PushTransition: Transition, MotionTransition {
    public var edge: Edge
    public init(edge: Edge) { self.edge = edge }
    public func body(content: Content, phase: TransitionPhase) -> some View { content }
    package var anyTransition: AnyTransition { .push(from: edge) }
}

/// One transition in, another out.
public struct AsymmetricTransition<Insertion: Transition, Removal: Transition>: Transition, MotionTransition {
    public var insertion: Insertion
    public var removal: Removal
    public init(insertion: Insertion, removal: Removal) {
        self.insertion = insertion
        self.removal = removal
    }
    public func body(content: Content, phase: TransitionPhase) -> some View { content }
    package var anyTransition: AnyTransition { .asymmetric(insertion: AnyTransition(insertion), removal: AnyTransition(removal)) }
}

/// A blur into the new view: a fade here, as a terminal cell does not blur.
public struct BlurReplaceTransition: Transition, MotionTransition {
    /// Which way the blur scales.
    public struct Configuration: Hashable, Sendable {
        let name: String
        public static let downUp = Configuration(name: "downUp"), upUp = Configuration(name: "upUp")
    }
    public var configuration: Configuration
    public init(configuration: Configuration) { self.configuration = configuration }
    public func body(content: Content, phase: TransitionPhase) -> some View { content }
    package var anyTransition: AnyTransition { .opacity }
}

extension Transition where Self == IdentityTransition { public static var identity: IdentityTransition { .init() } }
extension Transition where Self == OpacityTransition { public static var opacity: OpacityTransition { .init() } }
extension Transition where Self == SlideTransition { public static var slide: SlideTransition { .init() } }
extension Transition where Self == ScaleTransition {
    public static var scale: ScaleTransition { ScaleTransition(0) }
    public static func scale(_ scale: Double, anchor: UnitPoint = .center) -> ScaleTransition { ScaleTransition(scale, anchor: anchor) }
}
extension Transition where Self == MoveTransition { public static func move(edge: Edge) -> MoveTransition { .init(edge: edge) } }
extension Transition where Self == PushTransition { public static func push(from edge: Edge) -> PushTransition { .init(edge: edge) } }
extension Transition where Self == OffsetTransition {
    public static func offset(_ offset: CGSize) -> OffsetTransition { .init(offset) }
    public static func offset(x: CGFloat = 0, y: CGFloat = 0) -> OffsetTransition { .init(CGSize(width: x, height: y)) }
}
extension Transition where Self == BlurReplaceTransition {
    public static var blurReplace: BlurReplaceTransition { .init(configuration: .downUp) }
    public static func blurReplace(_ config: BlurReplaceTransition.Configuration = .downUp) -> BlurReplaceTransition { .init(configuration: config) }
}

extension AnyTransition {
    /// A transition of iOS 17's types, as Motion plays it.
    public init<T: Transition>(_ transition: T) { self = (transition as? MotionTransition)?.anyTransition ?? .opacity }
}

extension View {
    /// How the view enters and leaves, given as one of iOS 17's transitions.
    public func transition<T: Transition>(_ transition: T) -> ModifiedView { self.transition(AnyTransition(transition)) }
}
