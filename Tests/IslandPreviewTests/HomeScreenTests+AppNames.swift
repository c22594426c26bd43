import Foundation
import IslandInputs
@testable import IslandPreview
import LiveActivity
import TerminalCanvas
import Testing

extension HomeScreenTests {
    /// An app's name under its home-screen icon is cut to a column less than its tile, so names
    /// side by side never touch.
    @Test func aLongAppNameIsCutToItsTile() throws {
        let scenario = try Scenario.parse(Data("""
            {"name": "names", "timeline": [
              {"at": "0s", "request": {"id": "a", "app": "Supercalifragilistic", "example": "pizza-delivery"}},
              {"at": "0s", "request": {"id": "b", "app": "Expialidocious", "example": "flight"}}]}
            """.utf8), file: "names.json")
        let session = PreviewSession(scenario: scenario, kinds: PreviewTesting.kinds, speed: 1)
        session.jump(to: 1)
        let text = PreviewScreen().render(session, size: Size(width: 150, height: 40)).canvas.plainText
        // Tiles of 12 columns: each name in 11, with a column between them.
        #expect(text.contains("│Supercalif… Expialidoc…   "), "\(text)")
    }
}
