import ActivityRuntime
import Foundation
import LiveActivity
import Testing

private struct ReasonParcelAttributes: ActivityAttributes {
    struct ContentState: Codable & Hashable { var stop: Int }
}

/// The arrangement's reason says, as a value, whether the arbitration policy decided: what the
/// previewer's panel asks before it names the policy on a line of its own.
@Suite struct ArrangementReasonTests {
    private let start = Date(timeIntervalSince1970: 1_800_000_000)

    @Test func thePolicyDecidesWhenAppsAreRankedAndNotOtherwise() throws {
        let policy = ArbitrationPolicy(order: .firstStarted)
        let system = ActivitySystem(start: start, policy: policy)
        #expect(system.arrangement.reason.policy == nil, "nothing runs")
        try system.request(app: "Parcels", attributes: ReasonParcelAttributes(), content: ActivityContent(state: .init(stop: 1), staleDate: nil, relevanceScore: 0))
        #expect(system.arrangement.reason.policy == policy)
        #expect(system.arrangement.reason.words == "Parcels is the only app with an activity: compact")
        #expect(system.arrangement.reason.description
            == "Parcels is the only app with an activity: compact (policy: first started, ties to the first requested)")
        system.lock()
        #expect(system.arrangement.reason == ArrangementReason("the device is locked: its Live Activities show on the Lock Screen"))
    }
}
