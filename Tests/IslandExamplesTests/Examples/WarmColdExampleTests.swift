import Foundation
import Testing
import IslandExamples
import TermIsland

/// Every example's presentations, drawn by one renderer kept across widths and dates (as the
/// previewer draws them) and by a fresh renderer each time (as `island snapshot` does), are the
/// same text. The Lock Screen takes 30 to 60 columns (phones of other widths); the island keeps
/// its geometry, so its frames only change with the date.
@Suite("Examples warm and cold")
struct WarmColdExampleTests {
    /// A phone whose Lock Screen is `columns` wide (its margins are 14 points a side).
    static func phone(columns: Int) -> DeviceProfile {
        DeviceProfile(identifier: "phone-\(columns)", name: "phone \(columns)",
                      screenWidth: Double(28 + 8 * columns), island: DeviceProfile.iPhone15Pro.island)
    }

    @Test(arguments: Example.all.map(\.name))
    func aKeptRendererDrawsEveryExampleAsAFreshOne(name: String) throws {
        let example = try #require(Example.named(name))
        for presentation in [Presentation.compact, .minimal, .expanded, .lockScreen] {
            var kept = ExampleTesting.renderer(.iPhone15Pro)
            for seconds in [0.0, 61, 900, 1_799] {
                for columns in Array(30...60) + Array((30...60).reversed()) {
                    kept.device = Self.phone(columns: columns)
                    kept.environment.date = ExampleTesting.now.addingTimeInterval(seconds)
                    var fresh = ExampleTesting.renderer(Self.phone(columns: columns))
                    fresh.environment.date = kept.environment.date
                    let warm = example.render(kept, presentation, seconds).canvas.plainText
                    let cold = example.render(fresh, presentation, seconds).canvas.plainText
                    #expect(warm == cold, "\(name) \(presentation) at \(seconds) s, \(columns) columns")
                }
            }
        }
    }
}
