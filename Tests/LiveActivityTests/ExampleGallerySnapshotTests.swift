import Foundation
import IslandExamples
import IslandSnapshotTesting
import Testing
import TermIsland

/// Every example in every presentation on both island size classes, five minutes in, as
/// snapshots reviewed like code (in __Snapshots__/ExampleGallerySnapshotTests/).
@Suite("Example gallery snapshots")
struct ExampleGallerySnapshotTests {
    static let examples = Example.all.map(\.name)

    @Test(arguments: examples, [DeviceProfile.iPhone15Pro, .iPhone15ProMax])
    func everyPresentation(example name: String, device: DeviceProfile) throws {
        let example = try #require(Example.named(name))
        var environment = EnvironmentValues()
        environment.date = Date(timeIntervalSince1970: 1_800_000_000)
        let renderer = PresentationRenderer(device: device, environment: environment)
        for presentation in Presentation.allCases {
            let rendered = example.render(renderer, presentation, 5 * 60)
            assertSnapshot(of: rendered.transcript(), named: "\(name).\(device.identifier).\(presentation.rawValue)")
        }
    }
}
