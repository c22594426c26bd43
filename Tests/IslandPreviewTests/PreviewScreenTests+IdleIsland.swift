import Foundation
import IslandInputs
@testable import IslandPreview
import LiveActivity
import TerminalCanvas
import Testing

extension PreviewScreenTests {
    /// With nothing running, the island is a pill three rows tall: its top edge, the camera's
    /// row, its bottom edge, and the wallpaper right under it.
    @Test func theIdleIslandIsThreeRowsTall() throws {
        let scenario = try Scenario.parse(Data("""
            {"name": "later", "timeline": [
              {"at": "10m", "request": {"id": "pizza", "app": "Pizza", "example": "pizza-delivery"}}]}
            """.utf8), file: "later.json")
        let session = PreviewSession(scenario: scenario, kinds: PreviewTesting.kinds, speed: 1)
        let canvas = PreviewScreen().render(session, size: Size(width: 150, height: 40)).canvas
        let camera = try #require((0..<canvas.height).lazy.flatMap { y in (0..<canvas.width).lazy.map { Point(x: $0, y: y) } }
            .first { canvas[$0.x, $0.y].grapheme == "◉" })
        #expect(canvas[camera.x, camera.y - 1].grapheme == "─")
        #expect(canvas[camera.x, camera.y + 1].grapheme == "─")
        #expect(canvas[camera.x, camera.y + 2].grapheme != "─")
    }
}
