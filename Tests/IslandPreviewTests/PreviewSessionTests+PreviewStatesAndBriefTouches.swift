import Foundation
import IslandInputs
@testable import IslandPreview
import LiveActivity
import TerminalCanvas
import Testing

extension PreviewSessionTests {
    /// A widget's preview steps through its states every five minutes and stays on the last
    /// one after that, however long the preview runs.
    @Test func aWidgetsPreviewStaysOnItsLastStateAfterTheLastStep() throws {
        let start = Date(timeIntervalSince1970: 1_900_000_000)
        let kind = IslandPreview.kind(CourierWidget.self, attributes: CourierAttributes(orderNumber: "#1"),
                                      states: OwnPackageTests.states(from: start))
        let preview = try #require(kind.preview)
        struct Stops: Decodable { var stopsAway: Int }
        func stops(_ elapsed: TimeInterval) -> Int? {
            (try? JSONDecoder().decode(Stops.self, from: preview(start, elapsed).data.state))?.stopsAway
        }
        #expect([0, 299, 300, 599, 600, 899, 900, 10 * 3600].map(stops) == [5, 5, 3, 3, 1, 1, 1, 1])
        #expect(stops(-60) == 5)
    }

    /// Time slows to 1× for an expansion that ends within the alert's duration and a second:
    /// with a 2 s alert a scenario's 3 s touch is brief, a 4 s one is not.
    @Test func aTouchIsBriefUpToTheAlertsDurationAndASecond() throws {
        func slowMotionEnd(alertDuration: String, touch seconds: Double) throws -> Double? {
            let scenario = try Scenario.parse(Data("""
                {"name": "touch", "alertDuration": "\(alertDuration)", "timeline": [
                  {"at": "0s", "request": {"id": "pizza", "app": "Pizza", "example": "pizza-delivery"}}]}
                """.utf8), file: "touch.json")
            let session = PreviewSession(scenario: scenario, kinds: PreviewTesting.kinds, speed: 60)
            session.jump(to: 60)
            try session.system.touchAndHold("pizza", for: seconds)
            return session.slowMotionEnd
        }
        #expect(try slowMotionEnd(alertDuration: "2s", touch: 3) == 63)
        #expect(try slowMotionEnd(alertDuration: "2s", touch: 3.5) == nil)
        #expect(try slowMotionEnd(alertDuration: "4s", touch: 5) == 65)
    }
}
