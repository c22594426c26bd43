import Foundation

// iOS 17's modifiers of where content sits: the safe area's padding, a group of geometry, a
// watch face's curve, a view's mirroring.

extension View {
    /// Padding added to the safe area: a Live Activity's region is its safe area, so the content
    /// is padded as `padding(_:)` pads it.
    public func safeAreaPadding(_ insets: EdgeInsets) -> ModifiedView { padding(insets) }
    public func safeAreaPadding(_ length: CGFloat) -> ModifiedView { padding(length) }
    public func safeAreaPadding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> ModifiedView { padding(edges, length) }

    /// Children's geometry resolved as one (for animations of their frames): drawn as it is, since
    /// Motion pairs regions by identity.
    public func geometryGroup() -> ModifiedView { modifyingEnvironment { _ in } }

    /// Content curved along a watch face's edge: a Live Activity's views are not on one.
    public func widgetCurvesContent(_ curvesContent: Bool = true) -> ModifiedView { modifyingEnvironment { _ in } }

    /// Whether the view mirrors in a right-to-left layout: a terminal lays out left to right.
    public func layoutDirectionBehavior(_ behavior: LayoutDirectionBehavior) -> ModifiedView { modifyingEnvironment { _ in } }
}
