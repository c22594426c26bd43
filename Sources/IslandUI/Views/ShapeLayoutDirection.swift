/// Whether a shape is mirrored in a right-to-left layout, as SwiftUI's `LayoutDirectionBehavior`
/// (iOS 17). A terminal lays out left to right, so nothing is mirrored here; the value is kept
/// as a shape states it.
public enum LayoutDirectionBehavior: Hashable, Sendable {
    /// Never mirrored.
    case fixed
    /// Mirrored when the layout direction is `direction`.
    case mirrors(in: LayoutDirection)

    /// Mirrored in a right-to-left layout.
    public static var mirrors: LayoutDirectionBehavior { .mirrors(in: .rightToLeft) }
}

// The built-in shapes are symmetric, so SwiftUI's are `.fixed`.
extension Circle { public var layoutDirectionBehavior: LayoutDirectionBehavior { .fixed } }
extension Capsule { public var layoutDirectionBehavior: LayoutDirectionBehavior { .fixed } }
extension Ellipse { public var layoutDirectionBehavior: LayoutDirectionBehavior { .fixed } }
extension Rectangle { public var layoutDirectionBehavior: LayoutDirectionBehavior { .fixed } }
extension RoundedRectangle { public var layoutDirectionBehavior: LayoutDirectionBehavior { .fixed } }
