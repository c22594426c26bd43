import Foundation
@testable import IslandPreview
import Testing
import TermIsland

/// The panel's activity rows keep their state, relevance and time in the columns under their
/// heading whatever the app is called: a name is cut and padded by display width.
@Suite struct PanelColumnsTests {
    @Test(arguments: ["Pizza", "ピザ屋", "🍕 Pizza"])
    func aWideAppNameKeepsTheStateUnderItsHeading(_ app: String) throws {
        let scenario = try IslandPreview.scenario(for: "pizza-delivery", app: app)
        let session = PreviewSession(scenario: scenario, kinds: PreviewTesting.kinds)
        let canvas = PreviewScreen().render(session, size: Size(width: 150, height: 30)).canvas
        let heading = try #require(PreviewTesting.point(of: "state    rel  left", in: canvas))
        let id = app.lowercased().replacingOccurrences(of: " ", with: "-")
        let row = try #require(PreviewTesting.point(of: "\(app) \(id)", in: canvas))
        let state = try #require(PreviewTesting.point(of: "active", in: canvas))
        #expect(state == Point(x: heading.x, y: row.y))
    }
}
