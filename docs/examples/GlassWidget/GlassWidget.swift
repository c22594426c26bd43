import ActivityKit
import SwiftUI
import WidgetKit

// A widget written for iOS 26 (docs/IslandUI.md, "iOS 18 and 26's names"): Liquid Glass
// behind the gate, a glass button, an image kept in full colour on tinted Home Screens, and a
// row of stops laid out from its subviews.

struct FlightAttributes: ActivityAttributes {
    struct ContentState: Codable, Hashable {
        var gate: String
        var minutes: Int
    }
}

struct CheckInIntent: AppIntent {
    static let title: LocalizedStringResource = "Check in"
    func perform() async throws -> some IntentResult { .result() }
}

extension ContainerValues {
    @Entry var isNext: Bool = false
}

/// Each stop on the line, the next one marked.
struct Stops<Content: View>: View {
    @ViewBuilder var content: Content
    var body: some View {
        HStack {
            ForEach(subviews: content) { stop in
                Text(stop.containerValues.isNext ? "▸" : "·")
                stop
            }
        }
    }
}

@main
struct GlassWidget: Widget {
    var body: some WidgetConfiguration {
        ActivityConfiguration(for: FlightAttributes.self) { context in
            VStack(alignment: .leading) {
                HStack {
                    Image(systemName: "airplane").widgetAccentedRenderingMode(.fullColor)
                    Text("Gate \(context.state.gate)")
                        .padding(.horizontal)
                        .glassEffect(.regular.tint(.blue))
                    Spacer()
                    Button("Check in", intent: CheckInIntent())
                        .buttonStyle(.glass)
                }
                Stops {
                    Text("Security")
                    Text("Lounge").containerValue(\.isNext, true)
                    Text("Gate")
                }
            }
        } dynamicIsland: { context in
            DynamicIsland {
                DynamicIslandExpandedRegion(.bottom) { Text("Gate \(context.state.gate)") }
            } compactLeading: {
                Image(systemName: "airplane")
            } compactTrailing: {
                Text("\(context.state.minutes)m")
            } minimal: {
                Image(systemName: "airplane")
            }
        }
        .supplementalActivityFamilies([.small])
    }
}

#Preview("Boarding", as: .content, using: FlightAttributes()) {
    GlassWidget()
} contentStates: {
    FlightAttributes.ContentState(gate: "B12", minutes: 25)
}
