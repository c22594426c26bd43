/// How a view enters and leaves, as Live Activities allow: `opacity`, `move(edge:)`, `slide`,
/// `push(from:)`, `scale`, and combinations. IslandUI's `AnyTransition` is spelled in these.
public indirect enum TransitionEffect: Hashable, Sendable {
    /// No transition: it appears and goes at once.
    case identity
    /// Fades in and out.
    case opacity
    case scale
    /// In from the leading edge, out to the trailing edge.
    case slide
    /// In from and out to one edge.
    case move(TransitionEdge)
    /// In from one edge and out to the opposite one.
    case push(TransitionEdge)
    /// Both at once.
    case combined(TransitionEffect, TransitionEffect)

    /// Every transition this one is made of, in order (`combined` flattened).
    public var parts: [TransitionEffect] {
        if case .combined(let first, let second) = self { return first.parts + second.parts }
        return [self]
    }
}

/// An edge of a view's frame.
public enum TransitionEdge: String, Hashable, Sendable, CaseIterable {
    case top, leading, bottom, trailing

    /// The edge across from this one.
    public var opposite: TransitionEdge {
        switch self {
        case .top: .bottom
        case .bottom: .top
        case .leading: .trailing
        case .trailing: .leading
        }
    }
}

/// How a view's content changes when it updates in place. IslandUI's `ContentTransition` is
/// spelled in these.
public enum ContentTransitionEffect: Hashable, Sendable {
    /// No animation: the new content shows at once.
    case identity
    /// The old content fades out as the new fades in.
    case opacity
    /// The system's default for text: a blur through the change.
    case interpolate
    /// Digits roll: down when `countsDown`, else up.
    case numericText(countsDown: Bool)
    /// Digits roll in the direction the value moved.
    case numericValue(Double)
}
