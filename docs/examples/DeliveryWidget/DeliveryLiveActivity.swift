//
// The Live Activity, written as an Xcode widget extension writes it: Apple's imports, the
// whole file inside `#if canImport(ActivityKit)`, previews at the end.
#if canImport(ActivityKit)
import ActivityKit
import SwiftUI
import WidgetKit

struct DeliveryLiveActivity: Widget {
    var body: some WidgetConfiguration {
        ActivityConfiguration(for: DeliveryAttributes.self) { context in
            VStack(alignment: .leading) {
                HStack {
                    Label(context.attributes.restaurant, systemImage: "bag.fill")
                        .font(.headline)
                    Spacer()
                    Text(timerInterval: context.state.arrival, countsDown: true)
                        .monospacedDigit()
                }
                StageView(stage: context.state.stage)
                Text("\(context.state.courier) · \(context.attributes.items) items")
                    .foregroundStyle(.secondary)
            }
            .padding()
            .activityBackgroundTint(Color.black.opacity(0.8))
        } dynamicIsland: { context in
            DynamicIsland {
                DynamicIslandExpandedRegion(.leading) {
                    Label("\(context.attributes.items)", systemImage: "bag.fill")
                }
                DynamicIslandExpandedRegion(.trailing) {
                    Text(timerInterval: context.state.arrival, countsDown: true)
                        .monospacedDigit()
                        .frame(width: 50)
                }
                DynamicIslandExpandedRegion(.bottom) {
                    StageView(stage: context.state.stage)
                }
            } compactLeading: {
                Image(systemName: "bag.fill")
            } compactTrailing: {
                Text(timerInterval: context.state.arrival, countsDown: true)
                    .monospacedDigit()
                    .frame(width: 40)
            } minimal: {
                Image(systemName: "timer")
            }
            .widgetURL(URL(string: "delivery://order"))
        }
    }
}

#Preview("Lock Screen", as: .content, using: DeliveryAttributes.preview) {
    DeliveryLiveActivity()
} contentStates: {
    DeliveryAttributes.ContentState.preparing
    DeliveryAttributes.ContentState.onTheWay
}

#Preview("Compact", as: .dynamicIsland(.compact), using: DeliveryAttributes.preview) {
    DeliveryLiveActivity()
} contentStates: {
    DeliveryAttributes.ContentState.onTheWay
}

#Preview("Expanded", as: .dynamicIsland(.expanded), using: DeliveryAttributes.preview) {
    DeliveryLiveActivity()
} contentStates: {
    DeliveryAttributes.ContentState.onTheWay
}
#endif
