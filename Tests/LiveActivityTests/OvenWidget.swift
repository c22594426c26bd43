import Foundation
import TermIsland

/// A widget drawing SF Symbols TermIsland's table does not have: `oven.fill` (nothing in its
/// name is known: `◻`) and `microwave.and.heat.waves` (drawn as the row of a word in its name).
struct OvenAttributes: ActivityAttributes {
    struct ContentState: Codable & Hashable { var minutes: Int }
    var dish: String
}

struct OvenWidget: Widget {
    var body: some WidgetConfiguration {
        ActivityConfiguration(for: OvenAttributes.self) { context in
            HStack {
                Image(systemName: "oven.fill")
                Text(context.attributes.dish)
                Spacer()
                Image(systemName: "oven.fill")
                Text("\(context.state.minutes) min")
            }
        } dynamicIsland: { context in
            DynamicIsland {
                DynamicIslandExpandedRegion(.leading) { Image(systemName: "oven.fill") }
                DynamicIslandExpandedRegion(.center) { Text(context.attributes.dish) }
                DynamicIslandExpandedRegion(.trailing) { Image(systemName: "microwave.and.heat.waves") }
            } compactLeading: {
                Image(systemName: "oven.fill")
            } compactTrailing: {
                HStack(spacing: 4) { Image(systemName: "oven.fill"); Text("\(context.state.minutes)m") }
            } minimal: {
                Image(systemName: "microwave.and.heat.waves")
            }
        }
    }

    static var context: ActivityViewContext<OvenAttributes> { ActivityViewContext(attributes: OvenAttributes(dish: "Lasagne"), state: .init(minutes: 12)) }
}
