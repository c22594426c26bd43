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

    /// docs/SnapshotTesting.md lists every file `standardIsland()` writes: one per presentation,
    /// as they are in __Snapshots__/.
    @Test func theGuideListsEveryFileARunWrites() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let guide = try String(contentsOf: root.appendingPathComponent("docs/SnapshotTesting.md"), encoding: .utf8)
        let marker = "<!-- checked by Tests/LiveActivityTests/PizzaDeliverySnapshotTests.swift -->\n```\n"
        let block = try #require(guide.components(separatedBy: marker).dropFirst().first?.components(separatedBy: "```\n").first)
        let listed = block.split(separator: "\n").dropFirst().map { $0.trimmingCharacters(in: .whitespaces) }
        #expect(listed == Presentation.allCases.map { "standardIsland.\($0.rawValue).txt" })
        let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("__Snapshots__/PizzaDeliverySnapshotTests")
        let written = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasPrefix("standardIsland.") }
        #expect(Set(written) == Set(listed))
    }

    @Test func phoneWithoutAnIsland() {
        assertPresentationSnapshots(
            of: PizzaDeliveryWidget().body, context: context, presentations: [.compact], renderer: renderer(.iPhoneSE))
    }
}
