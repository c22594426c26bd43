/// The text size the user chose in Settings, as in SwiftUI: `large` by default, seven standard
/// sizes and five accessibility sizes.
///
/// A terminal draws every glyph in one cell, so text cannot grow. What a larger size does on a
/// phone is make the same points hold fewer characters; here the presentation's points are
/// given fewer cells instead (`CellMetrics(for:)`): text that fits at `large` truncates or
/// wraps at `accessibility3`, as it would on the phone. Views can read the size with
/// `@Environment(\.dynamicTypeSize)` and change their layout, as SwiftUI's do.
public enum DynamicTypeSize: String, CaseIterable, Comparable, Hashable, Sendable {
    case xSmall, small, medium, large, xLarge, xxLarge, xxxLarge
    case accessibility1, accessibility2, accessibility3, accessibility4, accessibility5

    /// Whether it is one of the five accessibility sizes.
    public var isAccessibilitySize: Bool { self >= .accessibility1 }

    /// The body text's size in points at this size (Apple's Human Interface Guidelines,
    /// "Typography": 17 at `large`).
    public var bodyPointSize: Double {
        switch self {
        case .xSmall: 14
        case .small: 15
        case .medium: 16
        case .large: 17
        case .xLarge: 19
        case .xxLarge: 21
        case .xxxLarge: 23
        case .accessibility1: 28
        case .accessibility2: 33
        case .accessibility3: 40
        case .accessibility4: 47
        case .accessibility5: 53
        }
    }

    /// How much larger text is than at `large`.
    public var textScale: Double { bodyPointSize / DynamicTypeSize.large.bodyPointSize }

    public static func < (lhs: DynamicTypeSize, rhs: DynamicTypeSize) -> Bool {
        allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
    }
}

extension CellMetrics {
    /// The standard metrics with text `size` would draw: each cell covers `textScale` times the
    /// points, so a presentation's points hold fewer characters at a larger size.
    public init(for size: DynamicTypeSize) {
        self.init(pointsPerColumn: CellMetrics.standard.pointsPerColumn * size.textScale,
                  pointsPerRow: CellMetrics.standard.pointsPerRow * size.textScale)
    }
}
