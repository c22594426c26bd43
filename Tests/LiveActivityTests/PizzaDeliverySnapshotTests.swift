import Foundation
import IslandExamples
import IslandSnapshotTesting
import Testing
import TermIsland

/// Every presentation of Apple's pizza example on both island size classes, in light and dark,
/// as snapshots reviewed like code (in __Snapshots__/PizzaDeliverySnapshotTests/).
@Suite("Pizza delivery snapshots")
struct PizzaDeliverySnapshotTests {
    func renderer(_ device: DeviceProfile, _ scheme: ColorScheme = .dark) -> PresentationRenderer {
        var environment = EnvironmentValues()
        environment.date = Date(timeIntervalSince1970: 1_800_000_000)
        environment.colorScheme = scheme
        return PresentationRenderer(device: device, environment: environment)
    }

    var context: ActivityViewContext<PizzaDeliveryAttributes> {
        let start = Date(timeIntervalSince1970: 1_800_000_000 - 12 * 60)
        return ActivityViewContext(
            attributes: PizzaDeliveryAttributes(numberOfPizzas: 3, totalAmount: "$41.80"),
            state: .init(driverName: "Alessandra Morgenstern-Baptiste", deliveryTimer: start...start.addingTimeInterval(25 * 60)))
    }

    @Test func standardIsland() {
        assertPresentationSnapshots(of: PizzaDeliveryWidget().body, context: context, renderer: renderer(.iPhone15Pro))
    }

    @Test func largeIsland() {
        assertPresentationSnapshots(of: PizzaDeliveryWidget().body, context: context, renderer: renderer(.iPhone15ProMax))
    }

    @Test func lockScreenInLightMode() {
        assertPresentationSnapshots(
            of: PizzaDeliveryWidget().body, context: context, presentations: [.lockScreen],
            renderer: renderer(.iPhone15Pro, .light), styled: true)
    }

    @Test func phoneWithoutAnIsland() {
        assertPresentationSnapshots(
            of: PizzaDeliveryWidget().body, context: context, presentations: [.compact], renderer: renderer(.iPhoneWithoutIsland))
    }
}
