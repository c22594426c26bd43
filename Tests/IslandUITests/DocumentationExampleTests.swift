import Foundation
import Testing
import IslandUI

/// The example in docs/IslandUI.md, kept compiling and kept true.
private struct DeliveryRow: View {
    let interval: ClosedRange<Date>
    var body: some View {
        HStack {
            Label("2 Pizzas", systemImage: "bag")
            Spacer()
            Text(timerInterval: interval, countsDown: true).monospacedDigit()
        }
        .font(.headline)
    }
}

@Test func theDocumentationExampleRenders() {
    let now = Date(timeIntervalSince1970: 1_800_000_000)
    var environment = EnvironmentValues()
    environment.date = now
    let renderer = ViewRenderer(environment: environment)
    #expect(renderer.render(DeliveryRow(interval: now...now + 25 * 60), width: 30).canvas.plainText
        == "👜 2 Pizzas              25:00")
}
