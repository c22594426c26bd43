// How views are composited: a terminal cell has one colour, so a blend is drawn as the view over
// what is behind; stacking order is real and `zIndex` changes it.

/// How a view's colours combine with what is behind it, as SwiftUI's `BlendMode`.
public enum BlendMode: Hashable, Sendable, CaseIterable {
    case normal, multiply, screen, overlay, darken, lighten, colorDodge, colorBurn, softLight, hardLight
    case difference, exclusion, hue, saturation, color, luminosity, sourceAtop, destinationOver, destinationOut
    case plusDarker, plusLighter
}

extension View {
    /// A blend with what is behind: drawn as `.normal` (a cell takes the view's colours).
    public func blendMode(_ blendMode: BlendMode) -> ModifiedView { modifyingEnvironment { _ in } }

    /// The view's place in its `ZStack`'s drawing order: higher is drawn later, on top; equal
    /// values keep the order they were written in.
    public func zIndex(_ value: Double) -> ModifiedView {
        changingNode { $0.zIndex = value.isFinite ? value : 0 }
    }

    /// A luminance mask: the view as it is (a cell's colour is not masked).
    public func luminanceToAlpha() -> ModifiedView { modifyingEnvironment { _ in } }

    /// Colour adjustments a cell's colour could take but a Live Activity rarely needs: drawn as
    /// they are.
    public func saturation(_ amount: Double) -> ModifiedView { modifyingEnvironment { _ in } }
    public func brightness(_ amount: Double) -> ModifiedView { modifyingEnvironment { _ in } }
    public func contrast(_ amount: Double) -> ModifiedView { modifyingEnvironment { _ in } }
    public func grayscale(_ amount: Double) -> ModifiedView { modifyingEnvironment { _ in } }
    public func hueRotation(_ angle: Angle) -> ModifiedView { modifyingEnvironment { _ in } }
    public func colorInvert() -> ModifiedView { modifyingEnvironment { _ in } }
    public func colorMultiply(_ color: Color) -> ModifiedView { modifyingEnvironment { _ in } }
}
