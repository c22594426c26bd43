import Foundation

// iOS 17's pinch and twist, which replace `MagnificationGesture` and `RotationGesture` with
// values that say where they started. Like every gesture here they are accepted and never
// recognized: a Live Activity takes taps only through its controls (docs/Interactivity.md).

/// A pinch, as SwiftUI's `MagnifyGesture`.
public struct MagnifyGesture: Gesture {
    /// Where a pinch is.
    public struct Value: Equatable, Sendable {
        public var time: Date
        public var magnification: CGFloat
        public var velocity: CGFloat
        public var startAnchor: UnitPoint
        public var startLocation: CGPoint
    }
    public var minimumScaleDelta: CGFloat
    public init(minimumScaleDelta: CGFloat = 0.01) { self.minimumScaleDelta = minimumScaleDelta }
}

/// A twist, as SwiftUI's `RotateGesture`.
public struct RotateGesture: Gesture {
    /// Where a twist is.
    public struct Value: Equatable, Sendable {
        public var time: Date
        public var rotation: Angle
        public var velocity: Angle
        public var startAnchor: UnitPoint
        public var startLocation: CGPoint
    }
    public var minimumAngleDelta: Angle
    public init(minimumAngleDelta: Angle = .degrees(1)) { self.minimumAngleDelta = minimumAngleDelta }
}
