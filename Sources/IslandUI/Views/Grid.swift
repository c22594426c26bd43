import Foundation
/// A two-dimensional layout, as SwiftUI's `Grid`: rows of cells in columns.
///
///     Grid(alignment: .leading, horizontalSpacing: 8) {
///         GridRow { Text("Pickup"); Text("12 min") }      Pickup 12 min
///         GridRow { Text("Drop"); Text("25 min") }        Drop   25 min
///     }
///
/// Each column is as wide as its widest cell, as in SwiftUI; a view that is not in a `GridRow`
/// spans the grid. The rows are laid out once at their cells' own widths, measured, then again
/// with every cell framed to its column's width.
public struct Grid: View, PrimitiveView {
    let alignment: Alignment
    let horizontalSpacing: CGFloat?
    let verticalSpacing: CGFloat?
    let content: ViewList

    public init(alignment: Alignment = .center, horizontalSpacing: CGFloat? = nil, verticalSpacing: CGFloat? = nil,
                @ViewBuilder content: () -> ViewList) {
        self.alignment = alignment
        self.horizontalSpacing = horizontalSpacing
        self.verticalSpacing = verticalSpacing
        self.content = content()
    }

    /// The grid's rows with every cell framed to its column's width (nil: the cell's own).
    private func rows(columnWidths: [Double]?) -> VStack {
        let alignment = self.alignment
        let spacing = horizontalSpacing
        return VStack(alignment: alignment.horizontal, spacing: verticalSpacing) {
            ForEach(Array(content.views.enumerated()), id: \.offset) { _, row in
                if let gridRow = row.wrappedGridRow {
                    HStack(alignment: gridRow.alignment ?? alignment.vertical, spacing: spacing) {
                        ForEach(Array(gridRow.content.views.enumerated()), id: \.offset) { column, cell in
                            if let widths = columnWidths, column < widths.count {
                                cell.frame(width: widths[column], alignment: Alignment(horizontal: alignment.horizontal, vertical: .center))
                            } else {
                                cell
                            }
                        }
                    }
                } else {
                    row
                }
            }
        }
    }

    package func makeNode(in context: NodeContext) -> ViewNode {
        let inner = context.child(0)
        let node = ViewNode(.padding(EdgeInsets()), children: [rows(columnWidths: nil).makeNode(in: inner)], identity: context.identity)
        // Each row's cells, resolved apart to be measured.
        let cells: [[ViewNode]] = content.views.enumerated().compactMap { index, row in
            row.wrappedGridRow.map { gridRow in
                gridRow.content.views.enumerated().map { $0.element.makeNode(in: inner.child(1000 + index).child($0.offset)) }
            }
        }
        var isSized = false
        node.adapt = { _, measure in
            guard !isSized else { return nil }
            isSized = true
            var widths: [Double] = []
            for row in cells {
                for (column, cell) in row.enumerated() {
                    let width = measure(cell).width
                    if column < widths.count { widths[column] = max(widths[column], width) } else { widths.append(width) }
                }
            }
            return [rows(columnWidths: widths).makeNode(in: inner)]
        }
        return node
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
