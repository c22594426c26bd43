import ActivityKit
import SwiftUI
import WidgetKit

struct RideAttributes: ActivityAttributes {
    struct ContentState: Codable, Hashable {
        var minutes: Int
    }
}

struct RouteMap: UIViewRepresentable {
    func makeUIView(context: Context) -> UIView { UIView() }
    func updateUIView(_ uiView: UIView, context: Context) {}
}

@main
struct MapWidget: Widget {
    var body: some WidgetConfiguration {
        ActivityConfiguration(for: RideAttributes.self) { context in
            HStack {
                RouteMap().frame(width: 40, height: 32)
                Text("\(context.state.minutes) min")
            }
        } dynamicIsland: { context in
            DynamicIsland {
                DynamicIslandExpandedRegion(.bottom) { Text("\(context.state.minutes) min") }
            } compactLeading: {
                Text("🚗")
            } compactTrailing: {
                Text("\(context.state.minutes)m")
            } minimal: {
                Text("🚗")
            }
        }
    }
}

#Preview("Ride", as: .content, using: RideAttributes()) {
    MapWidget()
} contentStates: {
    RideAttributes.ContentState(minutes: 4)
}
