// Modifiers that say how a view moves. They are recorded on the laid-out tree; the transition
// engine (module Motion) reads them.

/// How a view enters and leaves.
public struct AnyTransition: Hashable, Sendable {
    public let name: String

    public static let identity = AnyTransition(name: "identity")
    public static let opacity = AnyTransition(name: "opacity")
    public static let scale = AnyTransition(name: "scale")
    public static let slide = AnyTransition(name: "slide")
    public static func move(edge: Edge) -> AnyTransition { AnyTransition(name: "move(\(edge.rawValue))") }
    public static func push(from edge: Edge) -> AnyTransition { AnyTransition(name: "push(\(edge.rawValue))") }

    /// Both transitions at once.
    public func combined(with other: AnyTransition) -> AnyTransition {
        AnyTransition(name: "\(name)+\(other.name)")
    }
}

/// How a view's content changes when it updates in place.
public struct ContentTransition: Hashable, Sendable {
    public let name: String

    public static let identity = ContentTransition(name: "identity")
    public static let opacity = ContentTransition(name: "opacity")
    public static let interpolate = ContentTransition(name: "interpolate")
    /// Digits roll, up or down.
    public static func numericText(countsDown: Bool = false) -> ContentTransition {
        ContentTransition(name: countsDown ? "numericText(down)" : "numericText(up)")
    }
    public static func numericText(value: Double) -> ContentTransition {
        ContentTransition(name: "numericText(value)")
    }
}

/// A timing curve and duration. Live Activity animations last at most two seconds.
public struct Animation: Hashable, Sendable {
    public let curve: String
    public let duration: Double

    init(curve: String, duration: Double) {
        self.curve = curve
        self.duration = min(max(duration.isFinite ? duration : 0, 0), 2)
    }

    public static let `default` = Animation(curve: "easeInOut", duration: 0.35)
    public static func linear(duration: Double) -> Animation { Animation(curve: "linear", duration: duration) }
    public static func easeIn(duration: Double) -> Animation { Animation(curve: "easeIn", duration: duration) }
    public static func easeOut(duration: Double) -> Animation { Animation(curve: "easeOut", duration: duration) }
    public static func easeInOut(duration: Double) -> Animation { Animation(curve: "easeInOut", duration: duration) }
    public static let spring = Animation(curve: "spring", duration: 0.5)
    public static let linear = Animation.linear(duration: 0.35)
    public static let easeIn = Animation.easeIn(duration: 0.35)
    public static let easeOut = Animation.easeOut(duration: 0.35)
    public static let easeInOut = Animation.easeInOut(duration: 0.35)
}

extension View {
    public func transition(_ transition: AnyTransition) -> ModifiedView {
        changingNode { $0.motion.transition = transition }
    }

    public func contentTransition(_ transition: ContentTransition) -> ModifiedView {
        changingNode { $0.motion.contentTransition = transition }
    }

    /// Animates changes of this view when `value` changes.
    public func animation<Value: Equatable>(_ animation: Animation?, value: Value) -> ModifiedView {
        let description = String(describing: value)
        return changingNode {
            $0.motion.animation = animation
            $0.motion.animationValue = description
        }
    }
}
