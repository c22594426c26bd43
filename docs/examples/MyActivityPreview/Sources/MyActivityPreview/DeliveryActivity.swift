import Foundation
import TermIsland

/// The activity being previewed: written exactly as for iOS, with `import TermIsland` in place
/// of `import ActivityKit`, `SwiftUI` and `WidgetKit`.
struct DeliveryAttributes: ActivityAttributes {
    struct ContentState: Codable, Hashable {
        var courier: String
        var stopsAway: Int
        var eta: ClosedRange<Date>
    }
    var orderNumber: String
}

struct DeliveryWidget: Widget {
    var body: some WidgetConfiguration {
        ActivityConfiguration(for: DeliveryAttributes.self) { context in
            VStack(alignment: .leading) {
                HStack {
                    Label("Order \(context.attributes.orderNumber)", systemImage: "shippingbox")
                    Spacer()
                    Text(timerInterval: context.state.eta, countsDown: true).monospacedDigit()
                }
                Text("\(context.state.courier) is \(context.state.stopsAway) stops away")
                    .contentTransition(.numericText(countsDown: true))
            }
            .activityBackgroundTint(.indigo)
        } dynamicIsland: { context in
            DynamicIsland {
                DynamicIslandExpandedRegion(.leading) { Label(context.attributes.orderNumber, systemImage: "shippingbox") }
                DynamicIslandExpandedRegion(.trailing) { Text(timerInterval: context.state.eta, countsDown: true) }
                DynamicIslandExpandedRegion(.bottom) { Text("\(context.state.courier) · \(context.state.stopsAway) stops") }
            } compactLeading: {
                Image(systemName: "shippingbox")
            } compactTrailing: {
                Text("\(context.state.stopsAway)").contentTransition(.numericText(countsDown: true))
            } minimal: {
                Text("\(context.state.stopsAway)")
            }
            .widgetURL(URL(string: "delivery://order"))
        }
    }
}
