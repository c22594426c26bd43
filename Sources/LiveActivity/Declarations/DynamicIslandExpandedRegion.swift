import Foundation
import IslandUI

/// Where an expanded region goes.
public struct DynamicIslandExpandedRegionPosition: Hashable, Sendable {
    let name: String

    /// Beside the camera on the left, wrapping below it if taller.
    public static let leading = DynamicIslandExpandedRegionPosition(name: "leading")
    /// Beside the camera on the right, wrapping below it if taller.
    public static let trailing = DynamicIslandExpandedRegionPosition(name: "trailing")
    /// Below the camera, between leading and trailing.
    public static let center = DynamicIslandExpandedRegionPosition(name: "center")
    /// Under everything else, the island's full width.
    public static let bottom = DynamicIslandExpandedRegionPosition(name: "bottom")
}

/// One region of the expanded presentation, as in ActivityKit.
public struct DynamicIslandExpandedRegion<Content: View> {
    var region: DynamicIslandExpandedRegionContent

    public init(_ position: DynamicIslandExpandedRegionPosition, priority: Double = 0, @ViewBuilder content: () -> Content) {
        region = DynamicIslandExpandedRegionContent(position: position, priority: priority, content: AnyView(content()))
    }

    /// Margins around this region's content, in points.
    public func contentMargins(_ edges: Edge.Set = .all, _ length: CGFloat?) -> DynamicIslandExpandedRegion {
        var copy = self
        if let length { copy.region.margins = EdgeInsets(edges, Double(length)) }
        return copy
    }

    /// Margins on every edge of this region's content: `contentMargins(.all, length)`.
    public func contentMargins(_ length: CGFloat?) -> DynamicIslandExpandedRegion {
        contentMargins(.all, length)
    }
}

/// A region with its content type erased.
public struct DynamicIslandExpandedRegionContent {
    let position: DynamicIslandExpandedRegionPosition
    let priority: Double
    let content: AnyView
    var margins: EdgeInsets?
}

/// The regions of an expanded presentation, as ActivityKit's builder collects them: what a
/// `@DynamicIslandExpandedContentBuilder` closure or function yields.
///
///     @DynamicIslandExpandedContentBuilder
///     private func expandedContent(hero: EmojiRanger, contentState: AdventureAttributes.ContentState,
///                                  isStale: Bool) -> DynamicIslandExpandedContent<some View> {
///         DynamicIslandExpandedRegion(.leading) { LiveActivityAvatarView(hero: hero) }
///         DynamicIslandExpandedRegion(.trailing) { StatsView(hero: hero, isStale: isStale) }
///     }
///
/// `Content` is the regions' views type-erased: ActivityKit's is an opaque type too, and no
/// user code names it.
public struct DynamicIslandExpandedContent<Content: View> {
    /// The regions in the order written; for a position written twice, the last one counts.
    let regions: [DynamicIslandExpandedRegionContent]

    init(regions: [DynamicIslandExpandedRegionContent]) { self.regions = regions }
}

/// Collects the regions of an expanded presentation: regions, the content of functions that
/// build regions, `if`, `if`/`else`, `switch`, loops and `#available`.
@resultBuilder
public enum DynamicIslandExpandedContentBuilder {
    public typealias Content = DynamicIslandExpandedContent<AnyView>

    public static func buildExpression<C: View>(_ region: DynamicIslandExpandedRegion<C>) -> Content {
        Content(regions: [region.region])
    }
    public static func buildExpression<C: View>(_ content: DynamicIslandExpandedContent<C>) -> Content {
        Content(regions: content.regions)
    }
    public static func buildBlock() -> Content { Content(regions: []) }
    public static func buildBlock(_ parts: Content...) -> Content { Content(regions: parts.flatMap(\.regions)) }
    public static func buildOptional(_ part: Content?) -> Content { part ?? Content(regions: []) }
    public static func buildEither(first part: Content) -> Content { part }
    public static func buildEither(second part: Content) -> Content { part }
    public static func buildArray(_ parts: [Content]) -> Content { Content(regions: parts.flatMap(\.regions)) }
    public static func buildLimitedAvailability(_ part: Content) -> Content { part }
    // Apple's builder also joins a block pairwise; the regions come out in the order written,
    // as `buildBlock` gives them.
    public static func buildPartialBlock<C: View>(first: DynamicIslandExpandedContent<C>) -> Content {
        Content(regions: first.regions)
    }
    public static func buildPartialBlock<C0: View, C1: View>(accumulated: DynamicIslandExpandedContent<C0>,
                                                             next: DynamicIslandExpandedContent<C1>) -> Content {
        Content(regions: accumulated.regions + next.regions)
    }
}
