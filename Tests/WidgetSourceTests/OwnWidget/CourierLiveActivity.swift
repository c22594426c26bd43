// A Live Activity widget of TermIsland's own, written the way the public widget files surveyed
// for issue 14 are written (a courier app's delivery), with `import TermIsland` in place of
// `import ActivityKit`, `import WidgetKit`, `import SwiftUI` and `import AppIntents`. Nothing in
// it is adapted to TermIsland: that it compiles is the test; `CourierWidgetTests` draws it.
import Foundation
import TermIsland

struct CourierAttributes: ActivityAttributes {
    public struct ContentState: Codable, Hashable {
        var status: DeliveryStatus
        var stopsAway: Int
        var eta: ClosedRange<Date>
        var progress: Double
        var driverName: String
    }

    var orderNumber: String
    var restaurantName: String
}

enum DeliveryStatus: String, Codable, Hashable {
    case preparing, pickedUp, nearby, delivered

    var title: String {
        switch self {
        case .preparing: return "Preparing your order"
        case .pickedUp: return "On the way"
        case .nearby: return "Almost there"
        case .delivered: return "Delivered"
        }
    }

    var symbol: String {
        switch self {
        case .preparing: return "fork.knife"
        case .pickedUp: return "bicycle"
        case .nearby: return "mappin.and.ellipse"
        case .delivered: return "checkmark.circle.fill"
        }
    }
}

// MARK: - Intents

struct MessageCourierIntent: LiveActivityIntent {
    static var title: LocalizedStringResource { "Message courier" }
    static var description: IntentDescription? { IntentDescription("Sends the courier a message.") }

    @Parameter(title: "Order") var orderNumber: String

    init() {}
    init(orderNumber: String) { self.orderNumber = orderNumber }

    func perform() async throws -> some IntentResult {
        return .result()
    }
}

struct CancelDeliveryIntent: LiveActivityIntent {
    static var title: LocalizedStringResource { "Cancel" }

    func perform() async throws -> some IntentResult {
        for activity in Activity<CourierAttributes>.activities {
            await activity.end(nil, dismissalPolicy: .immediate)
        }
        return .result()
    }
}

// MARK: - Widget

struct CourierLiveActivity: Widget {
    let kind: String = "CourierLiveActivity"

    var body: some WidgetConfiguration {
        ActivityConfiguration(for: CourierAttributes.self) { context in
            CourierLockScreenView(context: context)
                .containerBackground(for: .widget) {
                    Color(uiColor: .systemBackground)
                }
                .widgetURL(URL(string: "courier://order/\(context.attributes.orderNumber)"))
        } dynamicIsland: { context in
            DynamicIsland {
                DynamicIslandExpandedRegion(.leading) {
                    Image(systemName: context.state.status.symbol)
                        .font(.title2)
                        .foregroundStyle(.orange)
                        .symbolEffect(.pulse, isActive: context.state.status == .nearby)
                        .padding(.leading, 4)
                }
                DynamicIslandExpandedRegion(.trailing) {
                    Text(timerInterval: context.state.eta, countsDown: true)
                        .font(.title3.monospacedDigit())
                        .foregroundStyle(.orange)
                        .multilineTextAlignment(.trailing)
                        .frame(maxWidth: 64)
                }
                DynamicIslandExpandedRegion(.center) {
                    ViewThatFits {
                        Text("\(context.state.status.title) · \(context.state.stopsAway) stops")
                        Text(context.state.status.title)
                    }
                    .font(.subheadline.weight(.semibold))
                    .lineLimit(1)
                    .minimumScaleFactor(0.8)
                }
                DynamicIslandExpandedRegion(.bottom) {
                    VStack(spacing: 6) {
                        DeliveryProgressBar(progress: context.state.progress)
                        HStack {
                            Button(intent: MessageCourierIntent(orderNumber: context.attributes.orderNumber)) {
                                Label("Message", systemImage: "message.fill")
                                    .font(.caption)
                            }
                            .buttonStyle(.borderedProminent)
                            .tint(.orange)
                            Spacer()
                            Button(intent: CancelDeliveryIntent()) {
                                Image(systemName: "xmark")
                            }
                            .buttonStyle(.plain)
                            .accessibilityLabel("Cancel delivery")
                        }
                    }
                }
            } compactLeading: {
                Image(systemName: context.state.status.symbol)
                    .foregroundStyle(.orange)
            } compactTrailing: {
                Text(timerInterval: context.state.eta, countsDown: true)
                    .monospacedDigit()
                    .frame(width: 40)
                    .foregroundStyle(.orange)
            } minimal: {
                ZStack {
                    Circle()
                        .stroke(Color.orange.opacity(0.3), lineWidth: 3)
                    Circle()
                        .trim(from: 0, to: context.state.progress)
                        .stroke(Color.orange, style: StrokeStyle(lineWidth: 3, lineCap: .round))
                        .rotationEffect(.degrees(-90))
                }
                .padding(2)
            }
            .keylineTint(Color.orange)
        }
        .supplementalActivityFamilies([.small])
        .configurationDisplayName("Courier")
        .description("Follow your delivery.")
    }
}

struct CourierLockScreenView: View {
    let context: ActivityViewContext<CourierAttributes>
    @Environment(\.activityFamily) private var activityFamily
    @Environment(\.isLuminanceReduced) private var isLuminanceReduced

    var body: some View {
        if activityFamily == .small {
            VStack(alignment: .leading, spacing: 2) {
                Label(context.state.status.title, systemImage: context.state.status.symbol)
                    .font(.caption)
                    .foregroundStyle(.orange)
                DeliveryProgressBar(progress: context.state.progress)
            }
        } else {
            VStack(alignment: .leading, spacing: 8) {
                HStack(alignment: .center) {
                    Image(systemName: context.state.status.symbol)
                        .font(.title2)
                        .foregroundStyle(
                            LinearGradient(colors: [.orange, .red], startPoint: .top, endPoint: .bottom)
                        )
                        .frame(width: 32, height: 32)
                        .background(Color.orange.opacity(0.15), in: RoundedRectangle(cornerRadius: 8, style: .continuous))
                    VStack(alignment: .leading, spacing: 2) {
                        Text(context.state.status.title)
                            .font(.headline)
                            .foregroundStyle(.primary)
                        Text("\(context.attributes.restaurantName) · #\(context.attributes.orderNumber)")
                            .font(.caption)
                            .foregroundStyle(.secondary)
                            .lineLimit(1)
                    }
                    Spacer()
                    Text(timerInterval: context.state.eta, countsDown: true)
                        .font(.title3.weight(.semibold).monospacedDigit())
                        .multilineTextAlignment(.trailing)
                        .frame(width: 60)
                        .contentTransition(.numericText(countsDown: true))
                }
                DeliveryProgressBar(progress: context.state.progress)
                HStack {
                    Text(context.state.driverName)
                        .font(.caption)
                        .privacySensitive()
                    Spacer()
                    Text(context.state.progress, format: .percent.precision(.fractionLength(0)))
                        .font(.caption.monospacedDigit())
                        .foregroundStyle(.tertiary)
                }
            }
            .padding(.horizontal, 8)
            .opacity(isLuminanceReduced ? 0.7 : 1)
        }
    }
}

struct DeliveryProgressBar: View {
    let progress: Double

    var body: some View {
        GeometryReader { geometry in
            ZStack(alignment: .leading) {
                Capsule()
                    .fill(Color(uiColor: .tertiarySystemFill))
                    .frame(height: 4)
                Capsule()
                    .fill(Color.orange.gradient)
                    .frame(width: max(4, geometry.size.width * progress), height: 4)
            }
        }
        .frame(height: 4)
        .accessibilityElement(children: .ignore)
        .accessibilityLabel("\(Int(progress * 100)) percent delivered")
    }
}

extension CourierAttributes {
    static var preview: CourierAttributes {
        CourierAttributes(orderNumber: "4821", restaurantName: "Mario's Pizzeria")
    }
}

extension CourierAttributes.ContentState {
    static func onTheWay(from start: Date) -> CourierAttributes.ContentState {
        CourierAttributes.ContentState(status: .pickedUp, stopsAway: 3, eta: start...start.addingTimeInterval(18 * 60),
                                       progress: 0.45, driverName: "Marisol")
    }
}

// Its bundle (a `@main` in an app's widget extension; a test target has its own `main`).
struct CourierWidgetBundle: WidgetBundle {
    var body: some Widget {
        CourierLiveActivity()
    }
}
