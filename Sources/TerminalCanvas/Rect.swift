/// A cell position: `x` counts columns from the left, `y` rows from the top, both from 0.
///
/// Coordinates may be negative or beyond a canvas; painting clips them.
public struct Point: Hashable, Sendable {
    /// The column, from 0 at the left.
    public var x: Int
    /// The row, from 0 at the top.
    public var y: Int

    /// The cell at column `x`, row `y`.
    public init(x: Int, y: Int) {
        self.x = x
        self.y = y
    }

    /// The top-left cell.
    public static let zero = Point(x: 0, y: 0)
}

/// A size in cells. Negative widths and heights are taken as 0.
public struct Size: Hashable, Sendable {
    /// Columns, never negative.
    public var width: Int { didSet { width = max(width, 0) } }
    /// Rows, never negative.
    public var height: Int { didSet { height = max(height, 0) } }

    /// A size of `width` × `height` cells; negative values count as 0.
    public init(width: Int, height: Int) {
        self.width = max(width, 0)
        self.height = max(height, 0)
    }

    /// No cells.
    public static let zero = Size(width: 0, height: 0)

    /// The number of cells, or `Int.max` if that would overflow.
    public var area: Int {
        let (product, overflow) = width.multipliedReportingOverflow(by: height)
        return overflow ? Int.max : product
    }
}

/// A rectangle of cells: `origin` is its top-left cell; it covers columns `minX..<maxX` and rows
/// `minY..<maxY`.
///
///     (minX, minY) ┌────────┐
///                  │        │ height
///                  └────────┘ (maxX, maxY) is just outside
///                     width
///
/// Edges saturate at `Int.min` and `Int.max` instead of overflowing, so any rectangle, however
/// far off, can be clipped without a crash.
public struct Rect: Hashable, Sendable {
    /// The top-left cell.
    public var origin: Point
    /// Columns and rows covered.
    public var size: Size

    /// A rectangle of `size` cells from `origin`.
    public init(origin: Point, size: Size) {
        self.origin = origin
        self.size = size
    }

    /// A rectangle of `width` × `height` cells whose top-left cell is (`x`, `y`).
    public init(x: Int, y: Int, width: Int, height: Int) {
        self.init(origin: Point(x: x, y: y), size: Size(width: width, height: height))
    }

    /// The rectangle of a whole canvas of `size`.
    public init(size: Size) {
        self.init(origin: .zero, size: size)
    }

    /// The leftmost column.
    public var minX: Int { origin.x }
    /// The top row.
    public var minY: Int { origin.y }
    /// The column just right of the rectangle.
    public var maxX: Int { origin.x.saturatingAdd(size.width) }
    /// The row just below the rectangle.
    public var maxY: Int { origin.y.saturatingAdd(size.height) }
    /// Columns covered.
    public var width: Int { size.width }
    /// Rows covered.
    public var height: Int { size.height }

    /// Whether the rectangle covers no cell.
    public var isEmpty: Bool { maxX <= minX || maxY <= minY }

    /// Whether `point` is one of the rectangle's cells.
    public func contains(_ point: Point) -> Bool {
        point.x >= minX && point.x < maxX && point.y >= minY && point.y < maxY
    }

    /// The cells both rectangles cover; an empty rectangle if none.
    public func intersection(_ other: Rect) -> Rect {
        let left = max(minX, other.minX), right = min(maxX, other.maxX)
        let top = max(minY, other.minY), bottom = min(maxY, other.maxY)
        guard left < right, top < bottom else { return Rect(origin: Point(x: left, y: top), size: .zero) }
        return Rect(x: left, y: top, width: right.saturatingSubtract(left), height: bottom.saturatingSubtract(top))
    }

    /// The rectangle moved in by `amount` cells on every side (never to a negative size).
    public func insetBy(_ amount: Int) -> Rect {
        let twice = amount.saturatingAdd(amount)
        return Rect(x: minX.saturatingAdd(amount), y: minY.saturatingAdd(amount),
                    width: width.saturatingSubtract(twice), height: height.saturatingSubtract(twice))
    }
}

extension Int {
    @inline(__always)
    package func saturatingAdd(_ other: Int) -> Int {
        let (sum, overflow) = addingReportingOverflow(other)
        return overflow ? (other > 0 ? .max : .min) : sum
    }

    @inline(__always)
    func saturatingSubtract(_ other: Int) -> Int {
        let (difference, overflow) = subtractingReportingOverflow(other)
        return overflow ? (other > 0 ? .min : .max) : difference
    }
}
