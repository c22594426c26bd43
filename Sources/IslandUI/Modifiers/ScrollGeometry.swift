import Foundation

// iOS 18's scroll observation: geometry, phase and visibility changes, and a position a scroll
// view is scrolled to. A scroll view here is drawn from its start and never scrolls, so no
// change happens and no action runs; the types hold what a scroll view at rest would report.

/// The geometry of a scroll view, as SwiftUI's `ScrollGeometry` (iOS 18).
public struct ScrollGeometry: Equatable, Sendable {
    /// The content offset of the scroll view.
    public var contentOffset: CGPoint
    /// The size of the content of the scroll view.
    public var contentSize: CGSize
    /// The content insets of the scroll view.
    public var contentInsets: EdgeInsets
    /// The size of the container of the scroll view.
    public var containerSize: CGSize

    /// Creates a scroll geometry.
    public init(contentOffset: CGPoint, contentSize: CGSize, contentInsets: EdgeInsets, containerSize: CGSize) {
        self.contentOffset = contentOffset
        self.contentSize = contentSize
        self.contentInsets = contentInsets
        self.containerSize = containerSize
    }

    /// The visible rect of the scroll view: its offset and container size.
    public var visibleRect: CGRect { CGRect(origin: contentOffset, size: containerSize) }

    /// The bounds rect of the scroll view: the visible rect within the content insets.
    public var bounds: CGRect {
        CGRect(x: contentOffset.x + contentInsets.leading, y: contentOffset.y + contentInsets.top,
               width: containerSize.width - contentInsets.leading - contentInsets.trailing,
               height: containerSize.height - contentInsets.top - contentInsets.bottom)
    }
}

/// The state of a scroll gesture, as SwiftUI's `ScrollPhase` (iOS 18): always `.idle` here.
@frozen public enum ScrollPhase: Hashable, Sendable {
    /// The idle phase where no kind of scrolling is occurring.
    case idle
    /// The tracking phase where the scroll view is tracking a potential scroll by the user.
    case tracking
    /// The interacting phase where the user is interacting with the scroll view.
    case interacting
    /// The decelerating phase where the scroll view is decelerating towards its final target.
    case decelerating
    /// The animating phase where the scroll view is animating towards a final target.
    case animating

    /// Whether the scroll view is actively scrolling.
    public var isScrolling: Bool { self != .idle }
}

/// More about a scroll phase change, as SwiftUI's `ScrollPhaseChangeContext` (iOS 18).
public struct ScrollPhaseChangeContext: Sendable {
    /// The geometry of the scroll view at the time of the scroll phase change.
    public var geometry: ScrollGeometry { storedGeometry }
    /// The velocity of the scroll view at the time of the scroll phase change.
    public var velocity: CGVector? { nil }
    let storedGeometry: ScrollGeometry
}

/// Where a scroll view is scrolled, as SwiftUI's `ScrollPosition` (iOS 18): a view's identity,
/// an edge or a point. Here a scroll view is drawn from its start whatever the position says.
public struct ScrollPosition: Sendable {
    /// The positioned edge, if configured to be in that position.
    public private(set) var edge: Edge?
    /// The positioned point, if configured to be in that position.
    public private(set) var point: CGPoint?
    /// The type-erased id of the view positioned in the scroll view.
    public private(set) var viewID: (any Hashable & Sendable)?
    /// Whether the scroll view has been positioned by the user.
    public var isPositionedByUser: Bool = false

    /// A new automatic scroll position.
    public init(idType: (some Hashable & Sendable).Type = Never.self) {}

    /// A position scrolled to `edge`.
    public init(idType: (some Hashable & Sendable).Type = Never.self, edge: Edge) { self.edge = edge }

    /// A position scrolled to `point`.
    public init(idType: (some Hashable & Sendable).Type = Never.self, point: CGPoint) { self.point = point }

    /// A position scrolled to the view with identity `id`.
    public init(id: some Hashable & Sendable, anchor: UnitPoint? = nil) { viewID = id }

    /// The id of the view positioned in the scroll view, if of type `T`.
    public func viewID<T>(type: T.Type) -> T? where T: Hashable, T: Sendable { viewID as? T }

    /// Scrolls to the view with identity `id`.
    public mutating func scrollTo(id: some Hashable & Sendable, anchor: UnitPoint? = nil) {
        self = ScrollPosition(id: id, anchor: anchor)
    }

    /// Scrolls to `edge`.
    public mutating func scrollTo(edge: Edge) { self = ScrollPosition(edge: edge) }

    /// Scrolls to the point (`x`, `y`).
    public mutating func scrollTo(x: CGFloat, y: CGFloat) { self = ScrollPosition(point: CGPoint(x: x, y: y)) }
}

extension View {
    /// An action run when a value made from the scroll geometry changes: it never changes here.
    public func onScrollGeometryChange<T>(for type: T.Type, of transform: @escaping (ScrollGeometry) -> T,
                                          action: @escaping (T, T) -> Void) -> ModifiedView where T: Equatable {
        modifyingEnvironment { _ in }
    }

    /// An action run when the scroll phase changes: it stays idle here.
    public func onScrollPhaseChange(_ action: @escaping (ScrollPhase, ScrollPhase) -> Void) -> ModifiedView {
        modifyingEnvironment { _ in }
    }

    /// An action run when the view scrolls on or off screen: nothing scrolls here.
    public func onScrollVisibilityChange(threshold: Double = 0.5, _ action: @escaping (Bool) -> Void) -> ModifiedView {
        modifyingEnvironment { _ in }
    }

    /// An action run with the scroll targets that scroll into view: nothing scrolls here.
    public func onScrollTargetVisibilityChange<ID>(idType: ID.Type, threshold: Double = 0.5,
                                                   _ action: @escaping ([ID]) -> Void) -> ModifiedView where ID: Hashable {
        modifyingEnvironment { _ in }
    }
}
