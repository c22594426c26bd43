import Foundation
// Modifiers that colour, fill behind, clip and outline a view with shape styles.

extension View {
    /// The subtree's text, symbols and shapes in a shape style: a hierarchical level
    /// (`.tertiary`), `.tint`, a gradient (each cell its colour), a material.
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> ModifiedView {
        let erased = AnyShapeStyle(style)
        return modifyingEnvironment { environment in
            let paint = erased.paint(in: environment)
            environment.foregroundColor = paint.representative
            environment.foregroundGradient = paint.gradient
        }
    }

    /// Primary and secondary styles: a terminal uses the primary one.
    public func foregroundStyle<S1: ShapeStyle, S2: ShapeStyle>(_ primary: S1, _ secondary: S2) -> ModifiedView {
        foregroundStyle(primary)
    }

    public func foregroundStyle<S1: ShapeStyle, S2: ShapeStyle, S3: ShapeStyle>(_ primary: S1, _ secondary: S2, _ tertiary: S3) -> ModifiedView {
        foregroundStyle(primary)
    }

    /// The accent of controls and progress views, from any shape style (a gradient's middle colour).
    public func tint<S: ShapeStyle>(_ style: S) -> ModifiedView {
        let erased = AnyShapeStyle(style)
        return modifyingEnvironment { $0.tint = erased.paint(in: $0).representative }
    }

    /// A shape style behind the view, filling its frame: `.background(.ultraThinMaterial)`.
    public func background<S: ShapeStyle>(_ style: S, ignoresSafeAreaEdges edges: Edge.Set = .all) -> ModifiedView {
        background { Rectangle().fill(style) }
    }

    /// A gradient behind the view (a gradient is a view and a style; either way it fills).
    public func background<S: ShapeStyle & View>(_ style: S) -> ModifiedView {
        background { Rectangle().fill(style) }
    }

    /// A shape style behind the view, in a shape: `.background(.blue.opacity(0.2), in: Capsule())`,
    /// `.background(.thinMaterial, in: .rect(cornerRadius: 8))`.
    public func background<S: ShapeStyle, T: Shape>(_ style: S, in shape: T, fillStyle: FillStyle = FillStyle()) -> ModifiedView {
        background { shape.fill(style) }
    }

    /// The background style in force (`backgroundStyle`, else the scheme's background) behind the
    /// view, in a shape.
    public func background<T: Shape>(in shape: T, fillStyle: FillStyle = FillStyle()) -> ModifiedView {
        background { shape.fill(BackgroundStyle()) }
    }

    /// A shape style over the view, in a shape.
    public func overlay<S: ShapeStyle, T: Shape>(_ style: S, in shape: T, fillStyle: FillStyle = FillStyle()) -> ModifiedView {
        overlay { shape.fill(style) }
    }

    /// The style `background(in:)` fills with (kept: a terminal draws the scheme's background).
    public func backgroundStyle<S: ShapeStyle>(_ style: S) -> ModifiedView { modifyingEnvironment { _ in } }

    /// An outline of the view's frame in a style.
    public func border<S: ShapeStyle>(_ content: S, width: CGFloat = 1) -> ModifiedView {
        overlay { Rectangle().stroke(content, lineWidth: width) }
    }

    /// Nothing drawn outside the view's cells. A terminal's corners are square, so every shape
    /// clips to the view's rectangle.
    public func clipShape<S: Shape>(_ shape: S, style: FillStyle = FillStyle()) -> ModifiedView { clipped() }

    /// Rounded corners: clips to the view's cells (a terminal's corners are square).
    public func cornerRadius(_ radius: CGFloat, antialiased: Bool = true) -> ModifiedView { clipped() }

    public func clipped(antialiased: Bool = false) -> ModifiedView {
        ModifiedView(content: AnyView(self), wrap: { node, context in
            let wrapper = ViewNode(.padding(EdgeInsets()), children: [node], identity: context.identity)
            wrapper.clipsContent = true
            return wrapper
        })
    }

    /// A mask: the view is clipped to its cells (a terminal has no alpha to mask with).
    public func mask<Mask: View>(alignment: Alignment = .center, @ViewBuilder _ mask: () -> Mask) -> ModifiedView { clipped() }
    public func mask<Mask: View>(_ mask: Mask) -> ModifiedView { clipped() }

    /// The shape containers inside take (`ContainerRelativeShape`); a terminal's are rounded boxes.
    public func containerShape<T: Shape>(_ shape: T) -> ModifiedView { modifyingEnvironment { _ in } }

    /// A shadow: nothing, in a terminal (a cell casts none).
    public func shadow(color: Color = Color(white: 0, opacity: 0.33), radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0) -> ModifiedView {
        modifyingEnvironment { _ in }
    }

    /// A blur: nothing, in a terminal.
    public func blur(radius: CGFloat, opaque: Bool = false) -> ModifiedView { modifyingEnvironment { _ in } }
}
