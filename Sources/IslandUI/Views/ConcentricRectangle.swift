import Foundation

// iOS 26's concentric corners: a rectangle whose corner radius follows its container's, less
// the distance between them. A terminal's corners are one cell: every rounded corner is drawn
// `╭`, so a concentric rectangle is drawn as a rounded rectangle in the same cells, the shape
// it is whenever its container's corners are rounded.

/// A rounded rectangle shape whose corners a style can make concentric, as SwiftUI's
/// `RoundedRectangularShape` (iOS 26).
public protocol RoundedRectangularShape: InsettableShape {}

extension RoundedRectangularShape {
    /// The corner styles of a rounded rectangular shape.
    public typealias Corners = RoundedRectangularShapeCorners
}

/// The styles of a rounded rectangular shape's corners, as SwiftUI's
/// `RoundedRectangularShapeCorners` (iOS 26).
public struct RoundedRectangularShapeCorners: Equatable, Sendable {
    let name: String
    /// Each corner concentric with its container's.
    public static var concentric: RoundedRectangularShapeCorners { RoundedRectangularShapeCorners(name: "concentric") }
}

/// A rectangle whose corners are concentric with its container's, as SwiftUI's
/// `ConcentricRectangle` (iOS 26): drawn as a rounded rectangle.
///
///     ConcentricRectangle().fill(.blue.opacity(0.3))
public struct ConcentricRectangle: BasicShape, RoundedRectangularShape {
    /// A rectangle concentric at each corner.
    public init() {}
    package var kind: ShapeSpec.Shape { .roundedRectangle }
    public func path(in rect: CGRect) -> Path { Path(roundedRect: rect, cornerRadius: min(rect.width, rect.height) / 4) }
    /// Inset by `amount` points: drawn in the same cells.
    public func inset(by amount: CGFloat) -> ConcentricRectangle { self }
}

extension RoundedRectangle: RoundedRectangularShape {}
extension Capsule: RoundedRectangularShape {}
