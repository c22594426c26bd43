import ActivityKit
import Kitchen
import Menu
import SwiftUI
import WidgetKit

struct OrderLiveActivity: Widget {
    var body: some WidgetConfiguration {
        ActivityConfiguration(for: OrderAttributes.self) { context in
            VStack(alignment: .leading) {
                Text(Dish(named: context.attributes.dish).title)
                    .font(.headline)
                    .foregroundStyle(Dish(named: context.attributes.dish).color)
                Text(CourierLine.text(for: context.state.courier))
                #if SHOW_ETA
                Text("arrives in \(context.state.minutesLeft) min")
                #endif
            }
            .padding()
        } dynamicIsland: { context in
            DynamicIsland {
                DynamicIslandExpandedRegion(.center) {
                    Text(Dish(named: context.attributes.dish).title)
                }
            } compactLeading: {
                Image(systemName: "bag.fill")
            } compactTrailing: {
                Text("\(context.state.minutesLeft)m")
            } minimal: {
                Image(systemName: "bag.fill")
            }
        }
    }
}

extension OrderAttributes.ContentState {
    /// The previews' order, bundled with the extension (Copy Bundle Resources).
    static var sample: Self {
        let url = Bundle.main.url(forResource: "sample-order", withExtension: "json")!
        return try! JSONDecoder().decode(Self.self, from: Data(contentsOf: url))
    }
}

#Preview("Order", as: .content, using: OrderAttributes(dish: "margherita")) {
    OrderLiveActivity()
} contentStates: {
    OrderAttributes.ContentState.sample
}

#Preview("Order compact", as: .dynamicIsland(.compact), using: OrderAttributes(dish: "margherita")) {
    OrderLiveActivity()
} contentStates: {
    OrderAttributes.ContentState.sample
}
