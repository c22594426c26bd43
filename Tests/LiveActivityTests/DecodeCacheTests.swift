import Foundation
import Testing
import TermIsland

/// A kind decodes each activity's data once, however many frames draw it: two activities of one
/// kind, drawn one after the other, do not evict each other. Decodes are counted by the state
/// type itself, not timed.
@Suite("Decode cache", .serialized)
struct DecodeCacheTests {
    /// Counts the decodes of the content state (one counter for the suite, whose tests run
    /// one at a time).
    final class DecodeCounter: @unchecked Sendable {
        private let lock = NSLock()
        private var count = 0
        var value: Int { lock.withLock { count } }
        func increment() { lock.withLock { count += 1 } }
    }
    static let stateDecodes = DecodeCounter()

    struct CountedAttributes: ActivityAttributes {
        struct ContentState: Codable, Hashable {
            var score: Int
            init(score: Int) { self.score = score }
            init(from decoder: Decoder) throws {
                DecodeCacheTests.stateDecodes.increment()
                score = try decoder.container(keyedBy: CodingKeys.self).decode(Int.self, forKey: .score)
            }
        }
        var team: String
    }

    struct ScoreWidget: Widget {
        var body: some WidgetConfiguration {
            ActivityConfiguration(for: CountedAttributes.self) { context in
                Text("\(context.attributes.team) \(context.state.score)")
            } dynamicIsland: { context in
                DynamicIsland {
                    DynamicIslandExpandedRegion(.center) { Text("\(context.state.score)") }
                } compactLeading: { Text(context.attributes.team) } compactTrailing: { Text("\(context.state.score)") }
                  minimal: { Text("\(context.state.score)") }
            }
        }
    }

    func data(team: String, score: Int) -> ActivityData {
        ActivityData(attributes: Data(#"{"team":"\#(team)"}"#.utf8), state: Data(#"{"score":\#(score)}"#.utf8))
    }

    @Test func twoActivitiesOfOneKindAreDecodedOnceEach() throws {
        let kind = ActivityKind.widget(ScoreWidget.self, attributes: CountedAttributes.self)
        let home = data(team: "Home", score: 2), away = data(team: "Away", score: 3)
        let before = Self.stateDecodes.value
        let renderer = PresentationRenderer(device: .iPhone15Pro)
        for _ in 0..<10 {
            // Each frame draws both, as a scene of two cards does.
            let homeCard = try kind.render(home, as: .lockScreen, with: renderer, activityID: "home")
            let awayCard = try kind.render(away, as: .lockScreen, with: renderer, activityID: "away")
            #expect(homeCard.canvas.plainText.contains("Home 2"))
            #expect(awayCard.canvas.plainText.contains("Away 3"))
        }
        #expect(Self.stateDecodes.value - before == 2)
    }

    @Test func aNewStateIsDecodedAndTheOldOneStays() throws {
        let kind = ActivityKind.widget(ScoreWidget.self, attributes: CountedAttributes.self)
        let renderer = PresentationRenderer(device: .iPhone15Pro)
        let before = Self.stateDecodes.value
        for score in [4, 5, 4, 5] {
            let card = try kind.render(data(team: "Home", score: score), as: .lockScreen, with: renderer)
            #expect(card.canvas.plainText.contains("Home \(score)"))
        }
        #expect(Self.stateDecodes.value - before == 2)
    }
}
