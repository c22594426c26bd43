import Foundation
import LiveActivity
import TermIsland
import Testing

/// Nothing renders at 1970 by accident: a renderer made with no environment draws at
/// 2027-01-15 08:00:00 UTC, the instant previews and `island snapshot` use.
@Suite("The instant a render shows")
struct RenderInstantTests {
    // The README's snapshot example, as printed there.
    struct DeliveryAttributes: ActivityAttributes {
        struct ContentState: Codable & Hashable { var arrival: Date }
        var pizzas: Int
    }

    struct DeliveryWidget: Widget {
        var body: some WidgetConfiguration {
            ActivityConfiguration(for: DeliveryAttributes.self) { context in
                Label("\(context.attributes.pizzas) pizzas", systemImage: "bag")
            } dynamicIsland: { context in
                DynamicIsland {
                    DynamicIslandExpandedRegion(.center) { Text(context.state.arrival, style: .timer) }
                } compactLeading: { Image(systemName: "bag") }
                  compactTrailing: { Text(context.state.arrival, style: .timer) }
                  minimal: { Image(systemName: "timer") }
            }
        }
    }

    @Test func theReadmesExampleReadsTwentyFiveMinutes() {
        let context = ActivityViewContext(attributes: DeliveryAttributes(pizzas: 2),
                                          state: .init(arrival: Date(timeIntervalSince1970: 1_800_001_500)))
        let compact = PresentationRenderer(device: .iPhone15ProMax).render(DeliveryWidget().body, context: context, as: .compact)
        #expect(compact.canvas.plainText.contains("25:00"), "\(compact.canvas.plainText)")
        #expect(!compact.canvas.plainText.contains("500000"))
    }

    @Test func theDefaultInstantIsTheDocumentedOne() {
        #expect(EnvironmentValues().date == Date(timeIntervalSince1970: 1_800_000_000))
        #expect(PreviewInstant.standard == EnvironmentValues().date)
    }
}
