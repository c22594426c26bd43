import Foundation

/// A two-dimensional gradient over a grid of coloured points, as SwiftUI's `MeshGradient`
/// (iOS 18): each cell takes the colour the grid's four nearest vertices blend to at its place.
///
///     MeshGradient(width: 2, height: 2,
///                  points: [[0, 0], [1, 0], [0, 1], [1, 1]],
///                  colors: [.red, .orange, .blue, .purple])
///
/// A terminal cell is one colour: the colours are blended bilinearly over the grid the points
/// would make if they were evenly spaced (a point moved off its place, and the Bézier control
/// points that curve the patches, do not bend the blend); `smoothsColors` and `colorSpace` draw
/// alike. Vertices past `width × height` are ignored; too few colours leave the rest `background`.
public struct MeshGradient: ResolvableShapeStyle, View, Sendable {
    /// The number of vertices per row.
    public var width: Int
    /// The number of vertices per column.
    public var height: Int
    /// The vertices' places, `width × height` of them, in the unit square.
    public var points: [SIMD2<Float>]
    /// The colour shown where the mesh leaves the area uncovered.
    public var background: Color
    /// Whether colours blend along cubic curves rather than linearly: drawn alike.
    public var smoothsColors: Bool
    /// The color space in which to interpolate vertex colors.
    public var colorSpace: Gradient.ColorSpace
    let vertexColors: [Color]

    /// A mesh of `width × height` vertices, each with a place and a colour.
    public init(width: Int, height: Int, points: [SIMD2<Float>], colors: [Color], background: Color = .clear,
                smoothsColors: Bool = true, colorSpace: Gradient.ColorSpace = .device) {
        self.width = max(1, width)
        self.height = max(1, height)
        self.points = points
        self.vertexColors = colors
        self.background = background
        self.smoothsColors = smoothsColors
        self.colorSpace = colorSpace
    }

    package func paint(in environment: EnvironmentValues) -> Paint {
        let count = width * height
        let colors = (0..<count).map { $0 < vertexColors.count ? vertexColors[$0] : background }
        return .gradient(GradientPaint(mesh: colors, width: width, height: height))
    }

    public var body: some View { Rectangle().fill(self) }
}
