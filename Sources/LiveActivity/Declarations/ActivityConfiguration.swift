import IslandUI

/// The views of a Live Activity, as in ActivityKit: the Lock Screen presentation (also the
/// banner, StandBy, and with `.supplementalActivityFamilies([.small])` the Apple Watch Smart
/// Stack and CarPlay) and the Dynamic Island's presentations.
public struct ActivityConfiguration<Attributes: ActivityAttributes>: WidgetConfiguration, LiveActivityConfiguration {
    let lockScreen: (ActivityViewContext<Attributes>) -> ViewList
    let dynamicIsland: (ActivityViewContext<Attributes>) -> DynamicIsland
    /// The families beyond `.medium` the Lock Screen content is drawn for.
    var supplementalFamilies: [ActivityFamily] = []

    public init(
        for attributesType: Attributes.Type,
        @ViewBuilder content: @escaping (ActivityViewContext<Attributes>) -> ViewList,
        @DynamicIslandBuilder dynamicIsland: @escaping (ActivityViewContext<Attributes>) -> DynamicIsland
    ) {
        lockScreen = content
        self.dynamicIsland = dynamicIsland
    }

    /// The iOS 16.1 beta's spelling (`attributesType:`), which Xcode still compiles with a
    /// deprecation warning and early Live Activity code kept.
    @available(*, deprecated, renamed: "init(for:content:dynamicIsland:)")
    public init(
        attributesType: Attributes.Type,
        @ViewBuilder content: @escaping (ActivityViewContext<Attributes>) -> ViewList,
        @DynamicIslandBuilder dynamicIsland: @escaping (ActivityViewContext<Attributes>) -> DynamicIsland
    ) {
        self.init(for: attributesType, content: content, dynamicIsland: dynamicIsland)
    }

    /// The families the Lock Screen content is also drawn for: `[.small]` draws it in the Apple
    /// Watch Smart Stack and in CarPlay, reading `@Environment(\.activityFamily)` to adapt;
    /// without it those places show the compact presentation's leading and trailing content.
    public func supplementalActivityFamilies(_ families: [ActivityFamily]) -> ActivityConfiguration {
        var copy = self
        copy.supplementalFamilies = families
        return copy
    }

    /// Whether it declared `.small`.
    public var supportsSmallFamily: Bool { supplementalFamilies.contains(.small) }

    var attributesTypeName: String { String(describing: Attributes.self) }
}
