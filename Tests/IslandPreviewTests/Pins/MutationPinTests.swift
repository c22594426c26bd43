import Foundation
import IslandInputs
@testable import IslandPreview
import LiveActivity
import TerminalCanvas
import Testing

// Cases the full mutation run (docs/Reliability.md, "The full run") found no test for: each
// pins a limit at its edge or a branch that only an unusual input takes.

@Suite("Pinned by the mutation run: the previewer")
struct PreviewerMutationPinTests {
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

extension PreviewerMutationPinTests {
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

extension PreviewerMutationPinTests {
    /// The status line alone is no reason to draw a frame: screens that differ only in their
    /// last row are the same above it; a difference one row higher, or another size, is not.
    @Test func onlyTheLastRowMayDifferForAFrameToBeSkipped() {
        let base = Canvas(width: 10, height: 3)
        var status = base, above = base
        status.write("12:00", at: Point(x: 0, y: 2))
        above.write("12:00", at: Point(x: 0, y: 1))
        #expect(PreviewLoop.sameAboveLastRow(base, status))
        #expect(!PreviewLoop.sameAboveLastRow(base, above))
        #expect(!PreviewLoop.sameAboveLastRow(base, Canvas(width: 10, height: 4)))
        #expect(PreviewLoop.sameAboveLastRow(Canvas(width: 3, height: 1), Canvas(width: 3, height: 1)))
    }
}

extension PreviewerMutationPinTests {
    /// The end chooser names the default stay in whole hours from two hours up, and as a
    /// duration below that or when it is not whole hours.
    @Test func theDefaultStayIsSaidInHoursFromTwoHours() {
        func said(_ longest: TimeInterval) -> String? {
            var canvas = Canvas(width: 60, height: 9)
            let moment = EndChooser.Moment(now: Date(timeIntervalSince1970: 0), timeZone: TimeZone(identifier: "UTC")!, longest: longest)
            EndChooserOverlay.draw(EndChooser(activityID: "pizza"), at: moment, into: &canvas)
            return canvas.plainText.split(separator: "\n").first { $0.contains("the default") }
                .map { String($0.split(separator: "up to ").last ?? "").trimmingCharacters(in: CharacterSet(charactersIn: " │¶")) }
        }
        #expect(said(7200) == "2 hours")
        #expect(said(4 * 3600) == "4 hours")
        #expect(said(7199) != "2 hours" && said(7199)?.hasSuffix("hours") == false)
        #expect(said(3600)?.hasSuffix("hours") == false)
        #expect(said(9000)?.hasSuffix("hours") == false)
    }
}

extension PreviewerMutationPinTests {
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

