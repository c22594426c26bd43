import Foundation

/// The size a custom ``Layout`` proposes to a subview, as SwiftUI's: a length in points per
/// axis, or nil for "your ideal".
///
///     subview.sizeThatFits(.unspecified)   // its ideal size
///     subview.sizeThatFits(.zero)          // its minimum
///     subview.sizeThatFits(.infinity)      // its maximum
///
/// The same proposal the engine makes to every view (``ProposedSize``), in SwiftUI's types.
public struct ProposedViewSize: Hashable, Sendable {
    /// The proposed width, or nil for the view's ideal width.
    public var width: CGFloat?
    /// The proposed height, or nil for the view's ideal height.
    public var height: CGFloat?

    public init(width: CGFloat?, height: CGFloat?) {
        self.width = width
        self.height = height
    }

    /// A proposal of exactly `size`.
    public init(_ size: CGSize) {
        self.init(width: size.width, height: size.height)
    }

    /// Nothing proposed: each view answers its ideal size.
    public static let unspecified = ProposedViewSize(width: nil, height: nil)
    /// No space: each view answers its minimum size.
    public static let zero = ProposedViewSize(width: 0, height: 0)
    /// All the space there is: each view answers its maximum size.
    public static let infinity = ProposedViewSize(width: .infinity, height: .infinity)

    /// The proposal as a size, an unspecified length taken from `size` (10 × 10 points by
    /// default, as SwiftUI's).
    public func replacingUnspecifiedDimensions(by size: CGSize = CGSize(width: 10, height: 10)) -> CGSize {
        CGSize(width: width ?? size.width, height: height ?? size.height)
    }

    /// The engine's proposal: lengths cleaned as every length a user writes is (NaN and
    /// negatives 0), infinity kept.
    var engineProposal: ProposedSize {
        ProposedSize(width: width.map { Double($0).sanitizedMaximum }, height: height.map { Double($0).sanitizedMaximum })
    }

    init(_ proposal: ProposedSize) {
        self.init(width: proposal.width.map { CGFloat($0) }, height: proposal.height.map { CGFloat($0) })
    }
}
