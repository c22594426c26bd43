// Background and overlay forms that take a style without a shape, or no argument at all.

extension View {
    /// The background style in force behind the view (the scheme's background: black in dark
    /// mode, white in light), as SwiftUI's `background(ignoresSafeAreaEdges:)`.
    public func background(ignoresSafeAreaEdges edges: Edge.Set = .all) -> ModifiedView {
        background { Rectangle().fill(BackgroundStyle()) }
    }

    /// A shape style over the view, filling its frame: `.overlay(.gray.opacity(0.3))`.
    public func overlay<S: ShapeStyle>(_ style: S, ignoresSafeAreaEdges edges: Edge.Set = .all) -> ModifiedView {
        overlay { Rectangle().fill(style) }
    }

    /// A colour or gradient over the view (a style and a view; either way it fills).
    public func overlay<S: ShapeStyle & View>(_ style: S) -> ModifiedView {
        overlay { Rectangle().fill(style) }
    }

    /// Toggles, progress views and gauges below drawn without their labels (a toggle is still
    /// named by its label for a tap).
    public func labelsHidden() -> ModifiedView { modifyingEnvironment { $0.areLabelsHidden = true } }
}
