import Foundation
/// Two-dimensional alignment, for `ZStack`, `frame`, `background` and `overlay`.
public struct Alignment: Hashable, Sendable {
    public var horizontal: HorizontalAlignment
    public var vertical: VerticalAlignment

    public init(horizontal: HorizontalAlignment, vertical: VerticalAlignment) {
        self.horizontal = horizontal
        self.vertical = vertical
    }

    public static let center = Alignment(horizontal: .center, vertical: .center)
    public static let leading = Alignment(horizontal: .leading, vertical: .center)
    public static let trailing = Alignment(horizontal: .trailing, vertical: .center)
    public static let top = Alignment(horizontal: .center, vertical: .top)
    public static let bottom = Alignment(horizontal: .center, vertical: .bottom)
    public static let topLeading = Alignment(horizontal: .leading, vertical: .top)
    public static let topTrailing = Alignment(horizontal: .trailing, vertical: .top)
    public static let bottomLeading = Alignment(horizontal: .leading, vertical: .bottom)
    public static let bottomTrailing = Alignment(horizontal: .trailing, vertical: .bottom)
}

/// Edges of a rectangle, for `padding`.
public struct Edge: OptionSet, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }

    public static let top = Edge(rawValue: 1), leading = Edge(rawValue: 2)
    public static let bottom = Edge(rawValue: 4), trailing = Edge(rawValue: 8)
    public static let horizontal: Edge = [.leading, .trailing]
    public static let vertical: Edge = [.top, .bottom]
    public static let all: Edge = [.horizontal, .vertical]

    /// SwiftUI spells a set of edges `Edge.Set`.
    public typealias Set = Edge
}

/// Insets in points.
public struct EdgeInsets: Hashable, Sendable {
    public var top: Double, leading: Double, bottom: Double, trailing: Double

    public init(top: CGFloat = 0, leading: CGFloat = 0, bottom: CGFloat = 0, trailing: CGFloat = 0) {
        self.top = Double(top)
        self.leading = Double(leading)
        self.bottom = Double(bottom)
        self.trailing = Double(trailing)
    }

    package init(_ edges: Edge, _ length: Double) {
        self.init(
            top: edges.contains(.top) ? length : 0, leading: edges.contains(.leading) ? length : 0,
            bottom: edges.contains(.bottom) ? length : 0, trailing: edges.contains(.trailing) ? length : 0)
    }

    var horizontal: Double { leading + trailing }
    var vertical: Double { top + bottom }
}

/// A size in points.
public struct ViewSize: Hashable, Sendable {
    public var width: Double
    public var height: Double
    public init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }
    public static let zero = ViewSize(width: 0, height: 0)
}

/// A rectangle in points.
public struct ViewFrame: Hashable, Sendable {
    public var x: Double, y: Double, width: Double, height: Double
    public init(x: Double, y: Double, width: Double, height: Double) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }
    var maxX: Double { x + width }
    var maxY: Double { y + height }
}

extension Double {
    /// A length a user wrote, made safe for layout: NaN and negatives become 0, and anything
    /// past 100 000 points (12 500 columns) is that much, so no input can ask for a canvas of
    /// millions of rows.
    var sanitizedLength: Double { isNaN ? 0 : Swift.min(Swift.max(self, 0), 100_000) }

    /// A frame's maximum: as `sanitizedLength`, but infinity keeps its meaning ("all there is").
    var sanitizedMaximum: Double { self == .infinity ? .infinity : sanitizedLength }
}

// SwiftUI takes lengths as `CGFloat` (a `CGFloat?` variable must be accepted as it is, and a
// `Double` one converts implicitly); layout works in `Double`, so they are converted at the door.
extension CGFloat {
    /// `Double.sanitizedLength` of this length.
    var sanitizedLength: Double { Double(self).sanitizedLength }
    /// `Double.sanitizedMaximum` of this length.
    var sanitizedMaximum: Double { Double(self).sanitizedMaximum }
    /// This length in points, 0 where it is not finite.
    var finitePoints: Double { isFinite ? Double(self) : 0 }
}
