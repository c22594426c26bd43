import Foundation
import TermIsland

// Previews drawing an SF Symbol TermIsland's table does not have (`oven.fill`): their snapshot
// files under __Snapshots__/PreviewMacroTests/ end in a warning naming it (issue 20, §2).

struct OvenTimerAttributes: ActivityAttributes {
    struct ContentState: Codable, Hashable { var minutes: Int }
    var dish: String
}

struct OvenTimerWidget: Widget {
    var body: some WidgetConfiguration {
        ActivityConfiguration(for: OvenTimerAttributes.self) { context in
            Label(context.attributes.dish, systemImage: "oven.fill")
        } dynamicIsland: { context in
            DynamicIsland {
                DynamicIslandExpandedRegion(.center) { Text(context.attributes.dish) }
            } compactLeading: {
                Image(systemName: "oven.fill")
            } compactTrailing: {
                Text("\(context.state.minutes)m")
            } minimal: {
                Image(systemName: "oven.fill")
            }
        }
    }
}

#Preview("Oven", as: .dynamicIsland(.compact), using: OvenTimerAttributes(dish: "Lasagne")) {
    OvenTimerWidget()
} contentStates: {
    OvenTimerAttributes.ContentState(minutes: 12)
}

#Preview("Oven label") {
    Label("Lasagne", systemImage: "oven.fill")
}
