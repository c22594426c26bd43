import Foundation
import TermIsland

/// A delivery widget written to show what each variant changes: a leading-padded row on the
/// Lock Screen (right to left moves it), an orange courier name (glass makes it vibrant), a
/// time (a locale writes it its way), a compact trailing "Stop 3" (cut at a large text size;
/// "#3" where the island is limited in width) and a stale line.
struct ParcelAttributes: ActivityAttributes {
    struct ContentState: Codable & Hashable { var stop: Int; var arrival: Date }
    var courier: String
}

/// The stop, shorter where the island cannot grow (iOS 27 landscape).
struct ParcelStop: View {
    @Environment(\.isDynamicIslandLimitedInWidth) var isLimited
    let stop: Int
    var body: some View { Text(isLimited ? "#\(stop)" : "Stop \(stop)") }
}

struct ParcelWidget: Widget {
    var body: some WidgetConfiguration {
        ActivityConfiguration(for: ParcelAttributes.self) { context in
            HStack(spacing: 8) {
                Text("📦")
                VStack(alignment: .leading) {
                    Text(context.attributes.courier).foregroundStyle(.orange)
                    Text(context.isStale ? "Updating…" : "Stop \(context.state.stop) of 9")
                }
                Spacer()
                Text(context.state.arrival, style: .time)
            }
            .padding(.leading, 16)
            .activityBackgroundTint(Color.clear)
        } dynamicIsland: { context in
            DynamicIsland {
                DynamicIslandExpandedRegion(.leading) { Text("📦 \(context.attributes.courier)") }
                DynamicIslandExpandedRegion(.trailing) { Text(context.state.arrival, style: .time) }
                DynamicIslandExpandedRegion(.bottom) { Text("Stop \(context.state.stop) of 9") }
            } compactLeading: {
                Text("📦")
            } compactTrailing: {
                ParcelStop(stop: context.state.stop)
            } minimal: {
                Text("\(context.state.stop)")
            }
        }
    }

    /// Stop 3 of 9, arriving at 09:40 UTC on the standard day.
    static func context(isStale: Bool = false) -> ActivityViewContext<ParcelAttributes> {
        ActivityViewContext(attributes: ParcelAttributes(courier: "Ana"),
                            state: .init(stop: 3, arrival: Date(timeIntervalSince1970: 1_800_000_000 + 100 * 60)), isStale: isStale)
    }
}
