import ActivityKit
import SwiftUI
import WidgetKit
import Charts2

/// A widget extension that draws with a remote package's charts: `island` says so before any build.
struct TemperatureLiveActivity: Widget {
    var body: some WidgetConfiguration {
        ActivityConfiguration(for: TemperatureAttributes.self) { context in
            LineChart(values: context.state.readings)
        } dynamicIsland: { context in
            DynamicIsland {
                DynamicIslandExpandedRegion(.center) { LineChart(values: context.state.readings) }
            } compactLeading: {
                Image(systemName: "thermometer")
            } compactTrailing: {
                Text("\(Int(context.state.readings.last ?? 0))°")
            } minimal: {
                Image(systemName: "thermometer")
            }
        }
    }
}

struct TemperatureAttributes: ActivityAttributes {
    struct ContentState: Codable, Hashable {
        var readings: [Double]
    }
}
