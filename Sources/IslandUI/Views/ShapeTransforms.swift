import Foundation

// Shapes made from shapes, as SwiftUI names them: moved, rotated, scaled, transformed, or with
// their type erased. A terminal's cells do not rotate or scale, so each draws its shape's own
// path as the shape does. `Shape.offset(x:y:)` and `scale` stay the view modifiers, which keep
// a built-in shape drawn in cells rather than braille dots.

/// A shape that can be inset, as SwiftUI's `InsettableShape` (`strokeBorder` draws inside it).
public protocol InsettableShape: Shape {
    associatedtype InsetShape: InsettableShape
    func inset(by amount: CGFloat) -> InsetShape
}

/// A shape moved by an offset, as SwiftUI's `OffsetShape`.
public struct OffsetShape<Content: Shape>: Shape {
    public var shape: Content
    public var offset: CGSize
    public init(shape: Content, offset: CGSize) {
        self.shape = shape
        self.offset = offset
    }
    public func path(in rect: CGRect) -> Path { shape.path(in: rect.offsetBy(dx: offset.width, dy: offset.height)) }
}

/// A shape rotated, as SwiftUI's `RotatedShape`: drawn upright.
public struct RotatedShape<Content: Shape>: Shape {
    public var shape: Content
    public var angle: Angle
    public var anchor: UnitPoint
    public init(shape: Content, angle: Angle, anchor: UnitPoint = .center) {
        self.shape = shape
        self.angle = angle
        self.anchor = anchor
    }
    public func path(in rect: CGRect) -> Path { shape.path(in: rect) }
}

/// A shape scaled, as SwiftUI's `ScaledShape`: drawn at its frame's size.
public struct ScaledShape<Content: Shape>: Shape {
    public var shape: Content
    public var scale: CGSize
    public var anchor: UnitPoint
    public init(shape: Content, scale: CGSize, anchor: UnitPoint = .center) {
        self.shape = shape
        self.scale = scale
        self.anchor = anchor
    }
    public func path(in rect: CGRect) -> Path { shape.path(in: rect) }
}

/// A shape under an affine transform, as SwiftUI's `TransformedShape`: drawn untransformed.
public struct TransformedShape<Content: Shape>: Shape {
    public var shape: Content
    public var transform: CGAffineTransformStandIn
    public init(shape: Content, transform: CGAffineTransformStandIn) {
        self.shape = shape
        self.transform = transform
    }
    public func path(in rect: CGRect) -> Path { shape.path(in: rect) }
}

/// A shape with its type erased, as SwiftUI's `AnyShape`: `AnyShape(isRound ? Circle() : Rectangle())`.
public struct AnyShape: Shape, @unchecked Sendable {
    private let makePath: (CGRect) -> Path
    public init<S: Shape>(_ shape: S) { makePath = { shape.path(in: $0) } }
    public func path(in rect: CGRect) -> Path { makePath(rect) }
}
