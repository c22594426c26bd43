import IslandUI

/// The views of a Live Activity, as in ActivityKit: the Lock Screen presentation (also the
/// banner and StandBy) and the Dynamic Island's presentations.
public struct ActivityConfiguration<Attributes: ActivityAttributes>: WidgetConfiguration {
    let lockScreen: (ActivityViewContext<Attributes>) -> ViewList
    let dynamicIsland: (ActivityViewContext<Attributes>) -> DynamicIsland

    public init(
        for attributesType: Attributes.Type,
        @ViewBuilder content: @escaping (ActivityViewContext<Attributes>) -> ViewList,
        dynamicIsland: @escaping (ActivityViewContext<Attributes>) -> DynamicIsland
    ) {
        lockScreen = content
        self.dynamicIsland = dynamicIsland
    }
}
