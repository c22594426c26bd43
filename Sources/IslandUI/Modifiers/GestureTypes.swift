import Foundation

// Gestures and hover: a Live Activity takes taps only through `Button(intent:)` and `Link`, and a
// terminal has no pointer, so gestures are accepted with their handlers and never recognized.
// docs/IslandUI.md, "Accepted without effect".

/// SwiftUI's `GestureMask`, with Apple's members: accepted; never recognized.
public struct GestureMask: OptionSet, Hashable, Sendable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    public static let gesture = GestureMask(rawValue: 1 << 0)
    public static let none: GestureMask = []
    public static let subviews = GestureMask(rawValue: 1 << 1)
    public static let all = GestureMask(rawValue: (1 << 2) - 1)
}

/// SwiftUI's `HoverEffect`, with Apple's members: accepted; never recognized.
public struct HoverEffect: Hashable, Sendable {
    let name: String
    init(name: String) { self.name = name }
    public static var automatic: HoverEffect { HoverEffect(name: "automatic") }
    public static var highlight: HoverEffect { HoverEffect(name: "highlight") }
    public static var lift: HoverEffect { HoverEffect(name: "lift") }
}

/// SwiftUI's `HoverPhase`, with Apple's members: accepted; never recognized.
public enum HoverPhase: Equatable, Sendable {
    case active(CGPoint)
    case ended
}

/// SwiftUI's `ContentShapeKinds`, with Apple's members: accepted; never recognized.
public struct ContentShapeKinds: OptionSet, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let contextMenuPreview = ContentShapeKinds(rawValue: 1 << 0)
    public static let dragPreview = ContentShapeKinds(rawValue: 1 << 1)
    public static let hoverEffect = ContentShapeKinds(rawValue: 1 << 2)
    public static let interaction = ContentShapeKinds(rawValue: 1 << 3)
}


/// A gesture, as SwiftUI's `Gesture`: a Live Activity takes taps only through `Button(intent:)`
/// and `Link`, so a gesture is accepted with its handlers and never recognized.
public protocol Gesture {
    /// What the gesture reports as it changes.
    associatedtype Value
}

/// A gesture with a handler attached: the handler is kept, never run.
public struct HandledGesture<Base: Gesture>: Gesture {
    public typealias Value = Base.Value
    let base: Base
}

/// A gesture whose value is mapped.
public struct MappedGesture<Base: Gesture, Value>: Gesture {
    let base: Base
}

/// Two gestures, recognized together, one after the other, or the first that can.
public struct SimultaneousGesture<First: Gesture, Second: Gesture>: Gesture {
    public typealias Value = (first: First.Value?, second: Second.Value?)
    public var first: First
    public var second: Second
    public init(_ first: First, _ second: Second) {
        self.first = first
        self.second = second
    }
}

public struct SequenceGesture<First: Gesture, Second: Gesture>: Gesture {
    public typealias Value = (First.Value, Second.Value?)
    public var first: First
    public var second: Second
    public init(_ first: First, _ second: Second) {
        self.first = first
        self.second = second
    }
}

public struct ExclusiveGesture<First: Gesture, Second: Gesture>: Gesture {
    public typealias Value = First.Value
    public var first: First
    public var second: Second
    public init(_ first: First, _ second: Second) {
        self.first = first
        self.second = second
    }
}

extension Gesture {
    public func onChanged(_ action: @escaping (Value) -> Void) -> HandledGesture<Self> { HandledGesture(base: self) }
    public func onEnded(_ action: @escaping (Value) -> Void) -> HandledGesture<Self> { HandledGesture(base: self) }
    public func map<T>(_ body: @escaping (Value) -> T) -> MappedGesture<Self, T> { MappedGesture(base: self) }
    public func simultaneously<Other: Gesture>(with other: Other) -> SimultaneousGesture<Self, Other> { .init(self, other) }
    public func sequenced<Other: Gesture>(before other: Other) -> SequenceGesture<Self, Other> { .init(self, other) }
    public func exclusively<Other: Gesture>(before other: Other) -> ExclusiveGesture<Self, Other> { .init(self, other) }
}

/// A tap, as SwiftUI's `TapGesture`.
public struct TapGesture: Gesture {
    public typealias Value = Void
    public var count: Int
    public init(count: Int = 1) { self.count = count }
}

/// A tap that reports where, as SwiftUI's `SpatialTapGesture`.
public struct SpatialTapGesture: Gesture {
    public struct Value: Equatable, Sendable { public var location: CGPoint }
    public var count: Int
    public init(count: Int = 1) { self.count = count }
}

/// A press held down, as SwiftUI's `LongPressGesture`.
public struct LongPressGesture: Gesture {
    public typealias Value = Bool
    public var minimumDuration: Double
    public var maximumDistance: CGFloat
    public init(minimumDuration: Double = 0.5, maximumDistance: CGFloat = 10) {
        self.minimumDuration = minimumDuration
        self.maximumDistance = maximumDistance
    }
}

/// A drag, as SwiftUI's `DragGesture`.
public struct DragGesture: Gesture {
    /// Where a drag is.
    public struct Value: Equatable, Sendable {
        public var time: Date
        public var location: CGPoint
        public var startLocation: CGPoint
        public var translation: CGSize
        public var predictedEndLocation: CGPoint
        public var predictedEndTranslation: CGSize
    }
    public var minimumDistance: CGFloat
    public init(minimumDistance: CGFloat = 10) { self.minimumDistance = minimumDistance }
}

/// A pinch, as SwiftUI's `MagnificationGesture`.
public struct MagnificationGesture: Gesture {
    public typealias Value = CGFloat
    public var minimumScaleDelta: CGFloat
    public init(minimumScaleDelta: CGFloat = 0.01) { self.minimumScaleDelta = minimumScaleDelta }
}

/// A twist, as SwiftUI's `RotationGesture`.
public struct RotationGesture: Gesture {
    public typealias Value = Angle
    public var minimumAngleDelta: Angle
    public init(minimumAngleDelta: Angle = .degrees(1)) { self.minimumAngleDelta = minimumAngleDelta }
}
