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
    public func contentMargins(_ edges: Edge.Set = .all, _ length: Double?) -> DynamicIslandExpandedRegion {
        var copy = self
        if let length { copy.region.margins = EdgeInsets(edges, length) }
        return copy
    }
}

/// A region with its content type erased.
public struct DynamicIslandExpandedRegionContent {
    let position: DynamicIslandExpandedRegionPosition
    let priority: Double
    let content: AnyView
    var margins: EdgeInsets?
}

/// Collects the regions of an expanded presentation.
@resultBuilder
public enum DynamicIslandExpandedContentBuilder {
    public static func buildExpression<Content: View>(_ region: DynamicIslandExpandedRegion<Content>) -> [DynamicIslandExpandedRegionContent] {
        [region.region]
    }
    public static func buildBlock(_ parts: [DynamicIslandExpandedRegionContent]...) -> [DynamicIslandExpandedRegionContent] {
        parts.flatMap { $0 }
    }
    public static func buildOptional(_ part: [DynamicIslandExpandedRegionContent]?) -> [DynamicIslandExpandedRegionContent] { part ?? [] }
    public static func buildEither(first part: [DynamicIslandExpandedRegionContent]) -> [DynamicIslandExpandedRegionContent] { part }
    public static func buildEither(second part: [DynamicIslandExpandedRegionContent]) -> [DynamicIslandExpandedRegionContent] { part }
}
