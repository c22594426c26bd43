/// A two-dimensional layout, as SwiftUI's `Grid`: rows of cells in columns.
///
///     Grid(horizontalSpacing: 16) {
///         GridRow { Text("Pickup"); Text("12 min") }
///         GridRow { Text("Drop-off"); Text("25 min") }
///     }
///
/// In a terminal the columns share the grid's width equally (SwiftUI sizes each column to its
/// widest cell), so cells line up from row to row; a view that is not in a `GridRow` spans the
/// whole width.
public struct Grid: View {
    let alignment: Alignment
    let horizontalSpacing: Double?
    let verticalSpacing: Double?
    let content: ViewList

    public init(alignment: Alignment = .center, horizontalSpacing: Double? = nil, verticalSpacing: Double? = nil,
                @ViewBuilder content: () -> ViewList) {
        self.alignment = alignment
        self.horizontalSpacing = horizontalSpacing
        self.verticalSpacing = verticalSpacing
        self.content = content()
    }

    public var body: some View {
        let alignment = self.alignment
        let spacing = horizontalSpacing
        return VStack(alignment: alignment.horizontal, spacing: verticalSpacing) {
            ForEach(Array(content.views.enumerated()), id: \.offset) { _, row in
                if let gridRow = row.wrappedGridRow {
                    HStack(alignment: gridRow.alignment ?? alignment.vertical, spacing: spacing) {
                        ForEach(Array(gridRow.content.views.enumerated()), id: \.offset) { _, cell in
                            cell.frame(maxWidth: .infinity, alignment: Alignment(horizontal: alignment.horizontal, vertical: .center))
                        }
                    }
                } else {
                    row
                }
            }
        }
    }
}

/// A row of a `Grid`, its views one a column.
public struct GridRow: View {
    let alignment: VerticalAlignment?
    let content: ViewList

    public init(alignment: VerticalAlignment? = nil, @ViewBuilder content: () -> ViewList) {
        self.alignment = alignment
        self.content = content()
    }

    /// Outside a grid, a row's cells side by side.
    public var body: some View { HStack(alignment: alignment ?? .center) { content } }
}

extension View {
    /// How many columns a grid cell spans: one here (the columns are equal).
    public func gridCellColumns(_ count: Int) -> ModifiedView { modifyingEnvironment { _ in } }
    /// A cell's alignment within its column: the grid's.
    public func gridColumnAlignment(_ guide: HorizontalAlignment) -> ModifiedView { modifyingEnvironment { _ in } }
    public func gridCellAnchor(_ anchor: UnitPoint) -> ModifiedView { modifyingEnvironment { _ in } }
    public func gridCellUnsizedAxes(_ axes: Axis.Set) -> ModifiedView { modifyingEnvironment { _ in } }
}
