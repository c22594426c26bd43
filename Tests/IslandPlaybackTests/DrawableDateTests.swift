import Foundation
import IslandInputs
import IslandPlayback
import Testing

/// A date the system cannot draw is refused with the reason, and a presentation that cannot be
/// drawn is said: nothing is silently left out.
@Suite("Dates drawn and presentations not drawn")
struct DrawableDateTests {
    func scenario(starting start: String) -> String {
        """
        {"name": "edge", "start": "\(start)", "timeline": [
          {"at": "0s", "request": {"id": "a", "app": "App", "example": "pizza-delivery", "relevance": 50}}]}
        """
    }

    func played(_ text: String, at instants: [TimeInterval] = [0]) throws -> String {
        let scenario = try Scenario.parse(Data(text.utf8), file: "edge.json")
        let player = ScenarioPlayer(scenario: scenario, kinds: PlaybackTesting.builtInKinds)
        let transcript = PlaybackTranscript(scenario: scenario)
        return player.frames(at: instants).map { transcript.text(of: $0) }.joined()
    }

    /// The first and last starts draw the island and its timer, a year later too (in 199 the
    /// timer read 0:00 while dates before 1582 were read in the Julian calendar); a second past
    /// the last is refused with the range.
    @Test(arguments: ["0000-01-01T00:00:00Z", "0199-06-01T00:00:00Z", "1582-10-04T12:00:00Z", "9998-12-30T23:59:59Z"])
    func theEdgesAreDrawn(_ start: String) throws {
        let text = try played(scenario(starting: start), at: [0, 365 * 86_400])
        #expect(text.contains("│👜 2 P…      ◉        25:00│"))
        #expect(!text.contains("not drawn"))
    }

    @Test(arguments: ["9998-12-31T00:00:00Z", "9999-12-31T23:59:59Z"])
    func onePastTheEdgesIsRefused(_ start: String) {
        #expect(throws: InputFileError.self) { _ = try played(scenario(starting: start)) }
        do { _ = try played(scenario(starting: start)) } catch {
            #expect("\(error)" == "island: edge.json: $.start: expected a start from 0000-01-01T00:00:00Z to 9998-12-30T23:59:59Z "
                    + "(frames reach a year and a day past the start, and dates are drawn up to 9999-12-31T23:59:59Z), got \"\(start)\"")
        }
    }

    /// An image larger than ActivityKit takes: the card is not drawn, and play says so.
    @Test func aPresentationNotDrawnIsSaid() throws {
        let text = try played("""
            {"activities": {"big": {"lockScreen": {"image": "bag", "frame": {"width": 900, "height": 900}}}},
             "timeline": [{"at": "0s", "request": {"id": "a", "app": "App", "example": "big"}}]}
            """)
        #expect(text.contains("\nnot drawn: a (lock-screen): "), "\(text)")
    }
}
