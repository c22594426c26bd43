import Foundation

// A shape at a size of its own and a path as a shape, as SwiftUI has them: `Circle().size(width:
// 8, height: 8)` is a circle 8 points across at the top leading corner of whatever frame it is
// given, and a `Path` drawn as a view is its own outline, in the points it was built in.

/// A shape drawn at a fixed size at the top leading corner of its frame, as SwiftUI's shape
/// `size(_:)` makes (drawn from its path, in braille dots).
public struct SizedShape<Content: Shape>: Shape {
    let shape: Content
    let size: CGSize

    public func path(in rect: CGRect) -> Path { shape.path(in: CGRect(origin: rect.origin, size: size)) }
}

extension Shape {
    /// This shape at `size`, at the top leading corner of its frame.
    public func size(_ size: CGSize) -> SizedShape<Self> { SizedShape(shape: self, size: size) }

    /// This shape `width` by `height` points, at the top leading corner of its frame.
    public func size(width: CGFloat, height: CGFloat) -> SizedShape<Self> {
        SizedShape(shape: self, size: CGSize(width: width, height: height))
    }
}

extension Path: Shape {
    /// A path is its own outline: drawn in the points it was built in, whatever the frame.
    public func path(in rect: CGRect) -> Path { self }
}
