import Foundation

// iOS 18's colour mixing and iOS 26's high-dynamic-range colours. A terminal cell takes a 24-bit
// sRGB colour: mixing blends components as the gradients here do; a colour's headroom (how much
// brighter than white an HDR display may show it) is kept on the value and drawn at standard
// range, the components clamped to what sRGB holds.

extension Gradient {
    /// How a gradient's colours are interpolated, as SwiftUI's `Gradient.ColorSpace`: both are
    /// blended component by component in sRGB here.
    public struct ColorSpace: Hashable, Sendable {
        let name: String
        /// Interpolates gradient colors in the output color space.
        public static let device = ColorSpace(name: "device")
        /// Interpolates gradient colors in a perceptual color space.
        public static let perceptual = ColorSpace(name: "perceptual")
    }
}

extension Color {
    /// This colour mixed with `rhs`: `fraction` 0 is this colour, 1 is `rhs`, 0.5 equal parts.
    ///
    ///     Color.red.mix(with: .blue, by: 0.5)   // a purple
    public func mix(with rhs: Color, by fraction: Double, in colorSpace: Gradient.ColorSpace = .perceptual) -> Color {
        mixed(with: rhs, fraction: fraction)
    }

    /// This colour with an HDR content headroom: drawn at standard range in a terminal.
    public func headroom(_ headroom: Double?) -> Color { self }

    /// This colour's components in `environment` with its content headroom: none here, where
    /// every colour is drawn at standard range.
    public func resolveHDR(in environment: EnvironmentValues) -> ResolvedHDR {
        ResolvedHDR(resolve(in: environment))
    }

    /// A concrete colour with its HDR headroom, as SwiftUI's `Color.ResolvedHDR` (iOS 26).
    @frozen public struct ResolvedHDR: Hashable, Sendable {
        /// The colour's components.
        var resolved: Resolved
        /// The content headroom of the color (nil: standard dynamic range).
        public var headroom: Float?

        /// Initializes a new resolved color value.
        public init(_ color: Color.Resolved, headroom: Float? = nil) {
            resolved = color
            self.headroom = headroom
        }

        /// The amount of red in the color in the extended sRGB color space.
        public var red: Float { resolved.red }
        /// The amount of green in the color in the extended sRGB color space.
        public var green: Float { resolved.green }
    }
}
