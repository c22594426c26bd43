import Foundation

// iOS 16's rectangle with a radius for each corner. A terminal cell has one rounded corner
// glyph (╭ ╮ ╰ ╯) and one square one (┌ ┐ └ ┘), and a shape is drawn with one set: the
// nearest is a rounded rectangle where any corner is rounded, and a square one where none is
// (docs/IslandUI.md). Its path has the four radii, as iOS's.

/// The radius of each corner of a rectangle, as SwiftUI's `RectangleCornerRadii`.
public struct RectangleCornerRadii: Equatable, Sendable {
    public var topLeading: CGFloat, bottomLeading: CGFloat, bottomTrailing: CGFloat, topTrailing: CGFloat

    public init(topLeading: CGFloat = 0, bottomLeading: CGFloat = 0, bottomTrailing: CGFloat = 0, topTrailing: CGFloat = 0) {
        self.topLeading = topLeading
        self.bottomLeading = bottomLeading
        self.bottomTrailing = bottomTrailing
        self.topTrailing = topTrailing
    }

    var isSquare: Bool { [topLeading, bottomLeading, bottomTrailing, topTrailing].allSatisfy { $0 <= 0 } }
}

/// A rectangle with a radius for each corner, as SwiftUI's `UnevenRoundedRectangle`.
///
///     UnevenRoundedRectangle(topLeadingRadius: 12, bottomTrailingRadius: 12)
public struct UnevenRoundedRectangle: BasicShape {
    public var cornerRadii: RectangleCornerRadii
    public var style: RoundedCornerStyle

    public init(cornerRadii: RectangleCornerRadii, style: RoundedCornerStyle = .continuous) {
        self.cornerRadii = cornerRadii
        self.style = style
    }

    public init(topLeadingRadius: CGFloat = 0, bottomLeadingRadius: CGFloat = 0, bottomTrailingRadius: CGFloat = 0,
                topTrailingRadius: CGFloat = 0, style: RoundedCornerStyle = .continuous) {
        self.init(cornerRadii: RectangleCornerRadii(topLeading: topLeadingRadius, bottomLeading: bottomLeadingRadius,
                                                    bottomTrailing: bottomTrailingRadius, topTrailing: topTrailingRadius),
                  style: style)
    }

    package var kind: ShapeSpec.Shape { cornerRadii.isSquare ? .rectangle : .roundedRectangle }

    public func path(in rect: CGRect) -> Path {
        let half = min(rect.width, rect.height) / 2
        func radius(_ r: CGFloat) -> CGFloat { min(max(r, 0), half) }
        let tl = radius(cornerRadii.topLeading), tr = radius(cornerRadii.topTrailing)
        let bl = radius(cornerRadii.bottomLeading), br = radius(cornerRadii.bottomTrailing)
        var path = Path()
        path.move(to: CGPoint(x: rect.minX + tl, y: rect.minY))
        path.addLine(to: CGPoint(x: rect.maxX - tr, y: rect.minY))
        path.addQuadCurve(to: CGPoint(x: rect.maxX, y: rect.minY + tr), control: CGPoint(x: rect.maxX, y: rect.minY))
        path.addLine(to: CGPoint(x: rect.maxX, y: rect.maxY - br))
        path.addQuadCurve(to: CGPoint(x: rect.maxX - br, y: rect.maxY), control: CGPoint(x: rect.maxX, y: rect.maxY))
        path.addLine(to: CGPoint(x: rect.minX + bl, y: rect.maxY))
        path.addQuadCurve(to: CGPoint(x: rect.minX, y: rect.maxY - bl), control: CGPoint(x: rect.minX, y: rect.maxY))
        path.addLine(to: CGPoint(x: rect.minX, y: rect.minY + tl))
        path.addQuadCurve(to: CGPoint(x: rect.minX + tl, y: rect.minY), control: CGPoint(x: rect.minX, y: rect.minY))
        path.closeSubpath()
        return path
    }
}
