import Foundation
import IslandInputs
@testable import IslandPreview
import LiveActivity
import TerminalCanvas
import Testing

extension EndChooserTests {
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
