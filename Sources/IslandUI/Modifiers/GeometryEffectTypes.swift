import Foundation

// Geometry a terminal's fixed grid does not bend: anchors, projections, matched geometry and
// edges, with Apple's names and members, accepted and drawn where the view is.
// docs/IslandUI.md, "Accepted without effect".

/// SwiftUI's `MatchedGeometryProperties`, with Apple's members: accepted; drawn where the view is.
public struct MatchedGeometryProperties: OptionSet, Hashable, Sendable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    public static let frame = MatchedGeometryProperties(rawValue: 1 << 0)
    public static let position = MatchedGeometryProperties(rawValue: 1 << 1)
    public static let size = MatchedGeometryProperties(rawValue: 1 << 2)
}

/// SwiftUI's `ColorRenderingMode`, with Apple's members: accepted; drawn where the view is.
public enum ColorRenderingMode: Hashable, Sendable {
    case extendedLinear
    case linear
    case nonLinear
}

/// SwiftUI's `HorizontalEdge`, with Apple's members: accepted; drawn where the view is.
public enum HorizontalEdge: Int8, CaseIterable, Codable, Hashable, Sendable {
    case leading
    case trailing

    /// SwiftUI's `HorizontalEdge.Set`, with Apple's members: accepted; drawn where the view is.
    public struct Set: OptionSet, Hashable, Sendable {
        public let rawValue: Int8
        public init(rawValue: Int8) { self.rawValue = rawValue }
        public static let leading = Set(rawValue: 1 << 0)
        public static let trailing = Set(rawValue: 1 << 1)
        public static let all = Set(rawValue: (1 << 2) - 1)
    }
}

/// SwiftUI's `VerticalEdge`, with Apple's members: accepted; drawn where the view is.
public enum VerticalEdge: Int8, CaseIterable, Codable, Hashable, Sendable {
    case bottom
    case top

    /// SwiftUI's `VerticalEdge.Set`, with Apple's members: accepted; drawn where the view is.
    public struct Set: OptionSet, Hashable, Sendable {
        public let rawValue: Int8
        public init(rawValue: Int8) { self.rawValue = rawValue }
        public static let bottom = Set(rawValue: 1 << 0)
        public static let top = Set(rawValue: 1 << 1)
        public static let all = Set(rawValue: (1 << 2) - 1)
    }
}


/// A geometric value of a view, read in another view's coordinates, as SwiftUI's `Anchor`: the
/// preference plumbing of `anchorPreference(key:value:transform:)`. A terminal lays views out on
/// its grid, so an anchor is accepted and read as the value it was made from.
public struct Anchor<Value>: Equatable where Value: Equatable {
    let value: Value

    /// Where an anchor is taken from, as `Anchor.Source`.
    public struct Source {
        let name: String
    }
}

extension Anchor.Source where Value == CGRect {
    public static var bounds: Anchor<CGRect>.Source { .init(name: "bounds") }
    public static func rect(_ r: CGRect) -> Anchor<CGRect>.Source { .init(name: "rect") }
}

extension Anchor.Source where Value == CGPoint {
    public static func point(_ p: CGPoint) -> Anchor<CGPoint>.Source { .init(name: "point") }
    public static func unitPoint(_ p: UnitPoint) -> Anchor<CGPoint>.Source { .init(name: "unitPoint") }
    public static var topLeading: Anchor<CGPoint>.Source { .init(name: "topLeading") }
    public static var top: Anchor<CGPoint>.Source { .init(name: "top") }
    public static var topTrailing: Anchor<CGPoint>.Source { .init(name: "topTrailing") }
    public static var leading: Anchor<CGPoint>.Source { .init(name: "leading") }
    public static var center: Anchor<CGPoint>.Source { .init(name: "center") }
    public static var trailing: Anchor<CGPoint>.Source { .init(name: "trailing") }
    public static var bottomLeading: Anchor<CGPoint>.Source { .init(name: "bottomLeading") }
    public static var bottom: Anchor<CGPoint>.Source { .init(name: "bottom") }
    public static var bottomTrailing: Anchor<CGPoint>.Source { .init(name: "bottomTrailing") }
}

/// A 3-D projection, as SwiftUI's `ProjectionTransform`: a terminal's cells do not tilt.
public struct ProjectionTransform: Equatable, Sendable {
    public var m11: CGFloat = 1.0, m12: CGFloat = 0.0, m13: CGFloat = 0.0
    public var m21: CGFloat = 0.0, m22: CGFloat = 1.0, m23: CGFloat = 0.0
    public var m31: CGFloat = 0.0, m32: CGFloat = 0.0, m33: CGFloat = 1.0
    public init() {}
    public var isIdentity: Bool { self == ProjectionTransform() }
    public var isAffine: Bool { m13 == 0 && m23 == 0 && m33 == 1 }
    public func concatenating(_ rhs: ProjectionTransform) -> ProjectionTransform { rhs.isIdentity ? self : rhs }
    public func inverted() -> ProjectionTransform { self }
    public mutating func invert() -> Bool { true }
}

/// A namespace for `matchedGeometryEffect(id:in:)`, as SwiftUI's `@Namespace`: Motion pairs
/// regions by identity between frames, so the namespace is accepted and the views move as
/// their identities say.
@propertyWrapper
public struct Namespace: DynamicProperty, Sendable {
    /// A namespace's identity.
    public struct ID: Hashable, Sendable {
        let value: Int
    }

    public let wrappedValue: ID

    public init() { wrappedValue = ID(value: Namespace.counter.next()) }

    private static let counter = NamespaceCounter()
}

private final class NamespaceCounter: @unchecked Sendable {
    private let lock = NSLock()
    private var value = 0
    func next() -> Int {
        lock.lock()
        defer { lock.unlock() }
        value += 1
        return value
    }
}
