import Foundation
import IslandInputs
import IslandPlayback
import Testing

/// A frame's work and text are bounded by what it shows: at most `maximumCardsDrawn` Lock
/// Screen cards are drawn and named, whatever the number of activities. Measured in cards and
/// bytes, not time.
@Suite("The cost of a frame")
struct PlaybackCostTests {
    /// `count` apps, one activity each, requested at once; the scenario allows them all.
    func scenario(activities count: Int) throws -> Scenario {
        let requests = (0..<count).map {
            #"{"at": "0s", "request": {"id": "a\#($0)", "app": "App\#($0)", "example": "pizza-delivery", "relevance": 50}}"#
        }
        let text = #"{"name": "many", "activityLimit": 100, "timeline": [\#(requests.joined(separator: ", "))]}"#
        return try Scenario.parse(Data(text.utf8), file: "many.json")
    }

    func frame(activities count: Int) throws -> (PlaybackFrame, String) {
        let scenario = try scenario(activities: count)
        let frame = try #require(ScenarioPlayer(scenario: scenario, kinds: PlaybackTesting.builtInKinds).frames(at: [0]).first)
        return (frame, PlaybackTranscript(scenario: scenario).text(of: frame))
    }

    @Test func cardsUpToTheCapAreAllDrawnAndNamed() throws {
        let cap = ScenarioPlayer.maximumCardsDrawn
        let (frame, text) = try frame(activities: cap)
        #expect(frame.scene.lockScreen.count == cap)
        #expect(text.contains("a\(cap - 1) (App\(cap - 1), active)\n"))
        #expect(!text.contains("more, not drawn"))
    }

    @Test func oneCardPastTheCapIsCountedNotDrawn() throws {
        let cap = ScenarioPlayer.maximumCardsDrawn
        let (frame, text) = try frame(activities: cap + 1)
        #expect(frame.system.lockScreen.count == cap + 1)
        #expect(frame.scene.lockScreen.count == cap)
        #expect(text.contains("a\(cap - 1) (App\(cap - 1), active), and 1 more, not drawn (a frame draws the first \(cap) cards)\n"))
        #expect(!text.contains("a\(cap) (App\(cap)"))
    }

    @Test func aFramesWorkAndTextDoNotGrowWithTheActivities() throws {
        // 11 and 100 activities: the same cards drawn, and the text differs only in "and N more".
        let (few, fewText) = try frame(activities: 11)
        let (many, manyText) = try frame(activities: 100)
        #expect(few.scene.lockScreen.count == many.scene.lockScreen.count)
        let requests = { (text: String) in text.split(separator: "\n").filter { !$0.contains("requested") }.joined(separator: "\n") }
        #expect(requests(manyText).replacingOccurrences(of: "and 90 more", with: "and 1 more") == requests(fewText))
    }
}
