import Foundation
import Testing
import TermIsland

// The seed example from docs/DESIGN.md ("The user's code"), which must compile against
// TermIsland with `import TermIsland` in place of Apple's imports, and look the same.
// `LockScreenView` is the example's own helper view, written here.

private struct PizzaDeliveryAttributes: ActivityAttributes {
    struct ContentState: Codable & Hashable { var driverName: String; var deliveryTimer: ClosedRange<Date> }
    var numberOfPizzas: Int
}

private struct LockScreenView: View {
    let context: ActivityViewContext<PizzaDeliveryAttributes>
    var body: some View {
        Text("\(context.state.driverName) is on their way!")
    }
}

private struct PizzaDeliveryWidget: Widget {
    var body: some WidgetConfiguration {
        ActivityConfiguration(for: PizzaDeliveryAttributes.self) { context in
            LockScreenView(context: context).activityBackgroundTint(.cyan)
        } dynamicIsland: { context in
            DynamicIsland {
                DynamicIslandExpandedRegion(.leading) { Label("\(context.attributes.numberOfPizzas) Pizzas", systemImage: "bag") }
                DynamicIslandExpandedRegion(.trailing, priority: 1) { Text(timerInterval: context.state.deliveryTimer, countsDown: true) }
                DynamicIslandExpandedRegion(.center) { Text("\(context.state.driverName) is on their way!").lineLimit(1) }
                DynamicIslandExpandedRegion(.bottom) { Button("Call driver") { } }
            } compactLeading: { Image(systemName: "bag") }
              compactTrailing: { Text(timerInterval: context.state.deliveryTimer, countsDown: true).frame(width: 40) }
              minimal: { Image(systemName: "timer") }
            .keylineTint(.cyan)
            .contentMargins(.trailing, 8, for: .expanded)
        }
    }
}

@Test func theDesignSeedExampleCompilesAndRenders() {
    let now = Date(timeIntervalSince1970: 1_800_000_000)
    var environment = EnvironmentValues()
    environment.date = now
    let context = ActivityViewContext(
        attributes: PizzaDeliveryAttributes(numberOfPizzas: 2),
        state: .init(driverName: "John", deliveryTimer: now...now.addingTimeInterval(12 * 60)))
    let renderer = PresentationRenderer(device: .iPhone15Pro, environment: environment)
    #expect(renderer.render(PizzaDeliveryWidget().body, context: context, as: .compact).canvas.plainText == """
        ╭───────────────────────────╮
        │👜           ◉        12:00│
        ╰───────────────────────────╯
        """)
    let expanded = renderer.render(PizzaDeliveryWidget().body, context: context, as: .expanded).canvas.plainText
    for text in ["2 Pizzas", "12:00", "John is on their way!", "Call driver"] { #expect(expanded.contains(text), "\(text)") }
}
