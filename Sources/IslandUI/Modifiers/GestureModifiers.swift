import Foundation

// Gestures, hover, drag and drop: a Live Activity takes taps only through `Button(intent:)` and
// `Link`, and a terminal has no pointer to hover or drag, so each is accepted with Apple's
// signature and its handlers are not run.
// docs/IslandUI.md, "Accepted without effect".

extension View {
    /// `contentShape`: accepted as in SwiftUI; the view is drawn as it is.
    public func contentShape<S>(_ kind: ContentShapeKinds, _ shape: S, eoFill: Bool = false) -> ModifiedView where S : Shape { modifyingEnvironment { _ in } }

    /// `gesture`: accepted as in SwiftUI; the view is drawn as it is.
    public func gesture<T>(_ gesture: T, including mask: GestureMask = .all) -> ModifiedView where T : Gesture { modifyingEnvironment { _ in } }

    /// `highPriorityGesture`: accepted as in SwiftUI; the view is drawn as it is.
    public func highPriorityGesture<T>(_ gesture: T, including mask: GestureMask = .all) -> ModifiedView where T : Gesture { modifyingEnvironment { _ in } }

    /// `hoverEffect`: accepted as in SwiftUI (iOS 17's declaration, which takes iOS 13.4's calls
    /// too); the view is drawn as it is, as a terminal has no pointer.
    public func hoverEffect(_ effect: HoverEffect = .automatic, isEnabled: Bool = true) -> ModifiedView { modifyingEnvironment { _ in } }

    /// `onContinuousHover`: accepted as in SwiftUI; the view is drawn as it is.
    public func onContinuousHover(coordinateSpace: CoordinateSpace = .local, perform action: @escaping (HoverPhase) -> Void) -> ModifiedView { modifyingEnvironment { _ in } }

    /// `onHover`: accepted as in SwiftUI; the view is drawn as it is.
    public func onHover(perform action: @escaping (Bool) -> Void) -> ModifiedView { modifyingEnvironment { _ in } }

    /// `simultaneousGesture`: accepted as in SwiftUI; the view is drawn as it is.
    public func simultaneousGesture<T>(_ gesture: T, including mask: GestureMask = .all) -> ModifiedView where T : Gesture { modifyingEnvironment { _ in } }
}

extension View {
    /// A tap handler told where the tap was: not run (a Live Activity takes taps only through
    /// `Button` and `Link`).
    public func onTapGesture(count: Int = 1, coordinateSpace: CoordinateSpace = .local, perform action: @escaping (CGPoint) -> Void) -> ModifiedView {
        modifyingEnvironment { _ in }
    }

    /// A long press, with its `pressing` handler first, as SwiftUI's older spelling: not run.
    @_disfavoredOverload
    public func onLongPressGesture(minimumDuration: Double = 0.5, maximumDistance: CGFloat = 10, pressing: ((Bool) -> Void)? = nil,
                                   perform action: @escaping () -> Void) -> ModifiedView {
        modifyingEnvironment { _ in }
    }
}
