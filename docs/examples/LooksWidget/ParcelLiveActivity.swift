//
// A Live Activity written to show iOS 26's and iOS 27's looks (docs/Places.md): a clear
// background tint, which on iOS 26's Lock Screen shows the system's Liquid Glass, and a compact
// trailing view that says less where the landscape island cannot grow in width (iOS 27).
#if canImport(ActivityKit)
import ActivityKit
import SwiftUI
import WidgetKit

struct ParcelAttributes: ActivityAttributes {
    public struct ContentState: Codable, Hashable {
        var stop: Int
        var arrival: Date
    }

    var courier: String
}

/// The stop, shorter where the island is limited in width.
struct StopText: View {
    @Environment(\.isDynamicIslandLimitedInWidth) private var isLimited
    let stop: Int

    var body: some View {
        Text(isLimited ? "#\(stop)" : "Stop \(stop)")
    }
}

struct ParcelLiveActivity: Widget {
    var body: some WidgetConfiguration {
        ActivityConfiguration(for: ParcelAttributes.self) { context in
            HStack {
                Text("📦")
                VStack(alignment: .leading) {
                    Text(context.attributes.courier)
                        .foregroundStyle(.orange)
                    Text("Stop \(context.state.stop) of 9")
                }
                Spacer()
                Text(context.state.arrival, style: .time)
            }
            .padding(.horizontal)
            .activityBackgroundTint(Color.clear)
        } dynamicIsland: { context in
            DynamicIsland {
                DynamicIslandExpandedRegion(.leading) {
                    Text("📦 \(context.attributes.courier)")
                }
                DynamicIslandExpandedRegion(.trailing) {
                    Text(context.state.arrival, style: .time)
                }
                DynamicIslandExpandedRegion(.bottom) {
                    Text("Stop \(context.state.stop) of 9")
                }
            } compactLeading: {
                Text("📦")
            } compactTrailing: {
                StopText(stop: context.state.stop)
            } minimal: {
                Text("\(context.state.stop)")
            }
        }
    }
}

extension ParcelAttributes.ContentState {
    static var thirdStop: Self {
        .init(stop: 3, arrival: Date().addingTimeInterval(40 * 60))
    }
}

#Preview("Lock Screen", as: .content, using: ParcelAttributes(courier: "Ana")) {
    ParcelLiveActivity()
} contentStates: {
    ParcelAttributes.ContentState.thirdStop
}

#Preview("Compact", as: .dynamicIsland(.compact), using: ParcelAttributes(courier: "Ana")) {
    ParcelLiveActivity()
} contentStates: {
    ParcelAttributes.ContentState.thirdStop
}
#endif
