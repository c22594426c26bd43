import Foundation

/// Names an alignment guide and says where it is on a view that does not set it, as SwiftUI's
/// `AlignmentID`.
///
///     extension VerticalAlignment {
///         private enum Mid: AlignmentID {
///             static func defaultValue(in d: ViewDimensions) -> CGFloat { d[.bottom] }
///         }
///         static let mid = VerticalAlignment(Mid.self)
///     }
///
///     HStack(alignment: .mid) {
///         Text("a\nb").alignmentGuide(.mid) { d in d[VerticalAlignment.center] }
///         Text("c")                         // c's bottom on a…b's middle
///     }
public protocol AlignmentID {
    /// The guide's place on a view of `context`'s size, in points from its top-leading corner.
    static func defaultValue(in context: ViewDimensions) -> CGFloat
}

/// An alignment guide's identity (the type that names it) and its default value.
struct AlignmentKey: Hashable, @unchecked Sendable {
    // Unchecked: it holds a metatype, which is immutable; Swift 6 asks metatypes captured across
    // isolation to be `SendableMetatype`, which SwiftUI's `AlignmentID` does not require.
    let id: any AlignmentID.Type

    func defaultValue(in dimensions: ViewDimensions) -> Double { Double(id.defaultValue(in: dimensions)) }

    static func == (lhs: AlignmentKey, rhs: AlignmentKey) -> Bool { ObjectIdentifier(lhs.id) == ObjectIdentifier(rhs.id) }
    func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(id)) }
}

/// Horizontal alignment of views in a `VStack` or a frame, as SwiftUI's: `.leading`, `.center`,
/// `.trailing`, or a guide of your own (`HorizontalAlignment(MyID.self)`).
public struct HorizontalAlignment: Hashable, Sendable {
    let key: AlignmentKey

    /// The alignment the guide `id` names.
    public init(_ id: any AlignmentID.Type) { key = AlignmentKey(id: id) }

    public static let leading = HorizontalAlignment(Leading.self)
    public static let center = HorizontalAlignment(HorizontalCenter.self)
    public static let trailing = HorizontalAlignment(Trailing.self)
    /// Where a list row's separator starts and ends: a row's edges, as no list draws one here.
    public static let listRowSeparatorLeading = HorizontalAlignment(Leading.self)
    public static let listRowSeparatorTrailing = HorizontalAlignment(Trailing.self)

    private enum Leading: AlignmentID { static func defaultValue(in d: ViewDimensions) -> CGFloat { 0 } }
    private enum HorizontalCenter: AlignmentID { static func defaultValue(in d: ViewDimensions) -> CGFloat { d.width / 2 } }
    private enum Trailing: AlignmentID { static func defaultValue(in d: ViewDimensions) -> CGFloat { d.width } }
}

/// Vertical alignment of views in an `HStack` or a frame, as SwiftUI's: `.top`, `.center`,
/// `.bottom`, the text baselines, or a guide of your own (`VerticalAlignment(MyID.self)`).
///
/// Text baselines: in a terminal every line's baseline is its row, so first-baseline alignment
/// is top alignment and last-baseline alignment is bottom alignment.
public struct VerticalAlignment: Hashable, Sendable {
    let key: AlignmentKey

    /// The alignment the guide `id` names.
    public init(_ id: any AlignmentID.Type) { key = AlignmentKey(id: id) }

    public static let top = VerticalAlignment(Top.self)
    public static let center = VerticalAlignment(VerticalCenter.self)
    public static let bottom = VerticalAlignment(Bottom.self)
    public static let firstTextBaseline = VerticalAlignment(FirstTextBaseline.self)
    public static let lastTextBaseline = VerticalAlignment(LastTextBaseline.self)

    private enum Top: AlignmentID { static func defaultValue(in d: ViewDimensions) -> CGFloat { 0 } }
    private enum VerticalCenter: AlignmentID { static func defaultValue(in d: ViewDimensions) -> CGFloat { d.height / 2 } }
    private enum Bottom: AlignmentID { static func defaultValue(in d: ViewDimensions) -> CGFloat { d.height } }
    private enum FirstTextBaseline: AlignmentID { static func defaultValue(in d: ViewDimensions) -> CGFloat { 0 } }
    private enum LastTextBaseline: AlignmentID { static func defaultValue(in d: ViewDimensions) -> CGFloat { d.height } }
}

/// A view's size and guides as `alignmentGuide`'s closure and a custom `Layout` read them, as
/// SwiftUI's: `d[.bottom]`, `d[VerticalAlignment.center]`, `d[.mid]` (the guide's value set on
/// the view, else its default).
public struct ViewDimensions: Sendable {
    public let width: CGFloat
    public let height: CGFloat
    /// Guides the view sets with `alignmentGuide`, by alignment.
    var explicitHorizontal: [HorizontalAlignment: CGFloat] = [:]
    var explicitVertical: [VerticalAlignment: CGFloat] = [:]

    init(width: CGFloat, height: CGFloat) {
        self.width = width
        self.height = height
    }

    public subscript(guide: HorizontalAlignment) -> CGFloat {
        explicitHorizontal[guide] ?? CGFloat(guide.key.defaultValue(in: self))
    }

    public subscript(guide: VerticalAlignment) -> CGFloat {
        explicitVertical[guide] ?? CGFloat(guide.key.defaultValue(in: self))
    }

    /// The guide's value if the view sets it.
    public subscript(explicit guide: HorizontalAlignment) -> CGFloat? { explicitHorizontal[guide] }
    public subscript(explicit guide: VerticalAlignment) -> CGFloat? { explicitVertical[guide] }
}
