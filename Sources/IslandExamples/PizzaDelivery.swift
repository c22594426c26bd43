import Foundation
import TermIsland

// Apple's pizza-delivery example ("Displaying live data with Live Activities"), with
// `import TermIsland` in place of ActivityKit, WidgetKit and SwiftUI.

public struct PizzaDeliveryAttributes: ActivityAttributes {
    public struct ContentState: Codable & Hashable {
        public var driverName: String
        public var deliveryTimer: ClosedRange<Date>

        public init(driverName: String, deliveryTimer: ClosedRange<Date>) {
            self.driverName = driverName
            self.deliveryTimer = deliveryTimer
        }
    }

    public var numberOfPizzas: Int
    public var totalAmount: String

    public init(numberOfPizzas: Int, totalAmount: String) {
        self.numberOfPizzas = numberOfPizzas
        self.totalAmount = totalAmount
    }
}

public struct PizzaDeliveryWidget: Widget {
    public init() {}

    public var body: some WidgetConfiguration {
        ActivityConfiguration(for: PizzaDeliveryAttributes.self) { context in
            LockScreenView(context: context)
        } dynamicIsland: { context in
            DynamicIsland {
                DynamicIslandExpandedRegion(.leading) {
                    Label("\(context.attributes.numberOfPizzas) Pizzas", systemImage: "bag")
                        .foregroundColor(.indigo)
                        .font(.title2)
                }
                DynamicIslandExpandedRegion(.trailing, priority: 1) {
                    Label {
                        Text(timerInterval: context.state.deliveryTimer, countsDown: true)
                            .multilineTextAlignment(.trailing)
                            .frame(width: 50)
                            .monospacedDigit()
                    } icon: {
                        Image(systemName: "timer")
                    }
                    .font(.title2)
                }
                DynamicIslandExpandedRegion(.center) {
                    Text("\(context.state.driverName) is on their way!")
                        .lineLimit(1)
                        .font(.caption)
                }
                DynamicIslandExpandedRegion(.bottom) {
                    Button {
                        // Deep link into the app.
                    } label: {
                        Label("Call driver", systemImage: "phone")
                    }
                }
            } compactLeading: {
                Label {
                    Text("\(context.attributes.numberOfPizzas) Pizzas")
                } icon: {
                    Image(systemName: "bag")
                }
                .font(.caption2)
            } compactTrailing: {
                Text(timerInterval: context.state.deliveryTimer, countsDown: true)
                    .multilineTextAlignment(.center)
                    .frame(width: 40)
                    .font(.caption2)
            } minimal: {
                VStack(alignment: .center) {
                    Image(systemName: "timer")
                    Text(timerInterval: context.state.deliveryTimer, countsDown: true)
                        .multilineTextAlignment(.center)
                        .monospacedDigit()
                        .font(.caption2)
                }
            }
            .keylineTint(.cyan)
            .contentMargins(.trailing, 8, for: .expanded)
        }
    }
}

/// The Lock Screen presentation: a component that sets its own background tint, as Apple's does.
struct LockScreenView: View {
    let context: ActivityViewContext<PizzaDeliveryAttributes>

    var body: some View {
        VStack(alignment: .leading) {
            HStack {
                Label("\(context.attributes.numberOfPizzas) Pizzas", systemImage: "bag")
                Spacer()
                Text(timerInterval: context.state.deliveryTimer, countsDown: true)
                    .monospacedDigit()
                    .bold()
            }
            Text("\(context.state.driverName) is on their way with your order (\(context.attributes.totalAmount)).")
                .lineLimit(2)
            ProgressView(timerInterval: context.state.deliveryTimer, countsDown: false)
                .tint(.indigo)
        }
        .padding(.horizontal, 8)
        .activityBackgroundTint(Color.cyan.opacity(0.25))
        .activitySystemActionForegroundColor(.indigo)
    }
}
