import Foundation
import IslandInputs
@testable import IslandPlayback
import Testing
import TermIsland

/// An example's preview is asked for (and encoded to JSON) once an instant for each activity
/// drawn from it: frames at one instant (keys pressed while time is paused) draw the same data.
/// Counted by the preview itself, not timed.
@Suite("Preview encoding", .serialized)
struct PreviewEncodingTests {
    final class Calls: @unchecked Sendable {
        private let lock = NSLock()
        private var count = 0
        var value: Int { lock.withLock { count } }
        func increment() { lock.withLock { count += 1 } }
    }

    @Test func aPreviewIsEncodedOnceAnInstant() throws {
        let calls = Calls()
        let kind = ActivityKind.widget(ParcelWidget.self, attributes: ParcelAttributes.self) { start, elapsed in
            calls.increment()
            return ActivityPreview(ParcelAttributes(carrier: "Post"),
                                   .init(stopsAway: max(0, 5 - Int(elapsed / 60)), eta: start...start.addingTimeInterval(3_600)))
        }
        var kinds = ActivityKinds()
        kinds.register(kind, as: "parcel")
        let text = #"{"name": "parcels", "timeline": [{"at": "0s", "request": {"id": "p", "app": "Post", "example": "parcel"}}]}"#
        let scenario = try Scenario.parse(Data(text.utf8), file: "parcels.json")
        var run = ScenarioRun(player: ScenarioPlayer(scenario: scenario, kinds: kinds))
        _ = run.play(until: 120)
        let before = calls.value
        let first = run.sceneContent(run.system.snapshot(), at: 120)
        let again = run.sceneContent(run.system.snapshot(), at: 120)
        #expect(calls.value - before == 1)
        #expect(first.activities["p"]?.data == again.activities["p"]?.data)
        // A new instant asks again, and draws what the preview says then.
        _ = run.play(until: 180)
        let later = run.sceneContent(run.system.snapshot(), at: 180)
        #expect(calls.value - before == 2)
        let state = try #require(later.activities["p"]?.data.state)
        #expect(String(decoding: state, as: UTF8.self).contains(#""stopsAway":2"#))
    }
}
