import Foundation
import IslandUI

/// The Dynamic Island's presentations of an activity, as in ActivityKit:
///
///     DynamicIsland {
///         DynamicIslandExpandedRegion(.leading) { Label("2 Pizzas", systemImage: "bag") }
///         DynamicIslandExpandedRegion(.trailing, priority: 1) { Text(timerInterval: timer) }
///         DynamicIslandExpandedRegion(.center) { Text("John is on their way!") }
///         DynamicIslandExpandedRegion(.bottom) { Button("Call driver") {} }
///     } compactLeading: { Image(systemName: "bag") }
///       compactTrailing: { Text(timerInterval: timer) }
///       minimal: { Image(systemName: "timer") }
public struct DynamicIsland {
    let expanded: [DynamicIslandExpandedRegionContent]
    let compactLeading: ViewList
    let compactTrailing: ViewList
    let minimal: ViewList
    var keylineTint: Color?
    var contentMargins: [DynamicIslandMode: EdgeInsets] = [:]
    var url: URL?

    public init<Expanded: View>(
        @DynamicIslandExpandedContentBuilder expanded: () -> DynamicIslandExpandedContent<Expanded>,
        @ViewBuilder compactLeading: () -> ViewList,
        @ViewBuilder compactTrailing: () -> ViewList,
        @ViewBuilder minimal: () -> ViewList
    ) {
        self.expanded = expanded().regions
        self.compactLeading = compactLeading()
        self.compactTrailing = compactTrailing()
        self.minimal = minimal()
    }

    /// The colour of the island's border in dark mode.
    public func keylineTint(_ color: Color?) -> DynamicIsland {
        var copy = self
        copy.keylineTint = color
        return copy
    }

    /// Margins around a presentation's content, in points. The innermost call wins, as in
    /// ActivityKit (later calls do not override earlier ones for the same mode and edge).
    public func contentMargins(_ edges: Edge.Set = .all, _ length: CGFloat?, for mode: DynamicIslandMode) -> DynamicIsland {
        var copy = self
        guard let length = length.map(Double.init) else { return copy }
        var margins = copy.contentMargins[mode] ?? EdgeInsets(top: .nan, leading: .nan, bottom: .nan, trailing: .nan)
        if edges.contains(.top) && margins.top.isNaN { margins.top = length }
        if edges.contains(.leading) && margins.leading.isNaN { margins.leading = length }
        if edges.contains(.bottom) && margins.bottom.isNaN { margins.bottom = length }
        if edges.contains(.trailing) && margins.trailing.isNaN { margins.trailing = length }
        copy.contentMargins[mode] = margins
        return copy
    }

    /// Margins on every edge of a mode's content: `contentMargins(.all, length, for: mode)`,
    /// the call Apple's default for `edges` spells.
    public func contentMargins(_ length: CGFloat?, for mode: DynamicIslandMode) -> DynamicIsland {
        contentMargins(.all, length, for: mode)
    }

    /// The link a tap opens; kept for the previewer to show.
    public func widgetURL(_ url: URL?) -> DynamicIsland {
        var copy = self
        copy.url = url
        return copy
    }

    /// The margins set for a mode, each edge falling back to `defaults`.
    func margins(for mode: DynamicIslandMode, defaults: EdgeInsets) -> EdgeInsets {
        guard let set = contentMargins[mode] else { return defaults }
        return EdgeInsets(
            top: set.top.isNaN ? defaults.top : set.top, leading: set.leading.isNaN ? defaults.leading : set.leading,
            bottom: set.bottom.isNaN ? defaults.bottom : set.bottom, trailing: set.trailing.isNaN ? defaults.trailing : set.trailing)
    }
}

/// The Dynamic Island's modes, for `contentMargins(_:_:for:)`.
public enum DynamicIslandMode: Hashable, Sendable {
    case compact, minimal, expanded
}

/// Lets a `dynamicIsland:` closure be written as Apple's articles print it while they are still
/// building it up: empty (`dynamicIsland: { context in // ... }`), an island shows nothing. A
/// closure with one `DynamicIsland`, `if`/`else` between two, or a `return`, works as without
/// the builder. (ActivityKit's parameter has no builder; this one accepts what it accepts and
/// the empty closure too.)
@resultBuilder
public enum DynamicIslandBuilder {
    public static func buildBlock() -> DynamicIsland { .empty }
    public static func buildBlock(_ island: DynamicIsland) -> DynamicIsland { island }
    public static func buildEither(first island: DynamicIsland) -> DynamicIsland { island }
    public static func buildEither(second island: DynamicIsland) -> DynamicIsland { island }
    public static func buildLimitedAvailability(_ island: DynamicIsland) -> DynamicIsland { island }
}

extension DynamicIsland {
    /// An island with nothing in any presentation.
    static var empty: DynamicIsland {
        DynamicIsland { } compactLeading: { } compactTrailing: { } minimal: { }
    }
}
