@testable import ActivityRuntime
import Foundation
import LiveActivity
import Testing

/// Arbitration's orders where request order and start order differ (a scheduled start), so that
/// "first started" cannot be the list's order, and the reason's count of apps left out.
@Suite("Arbitration: the orders' ties and the apps left out")
struct ArbitrationOrderTests {
    static let t0 = Date(timeIntervalSince1970: 1_800_000_000)

    /// An activity of `app`, requested at t0 + `requested` and started at t0 + `starts`.
    func record(_ id: String, app: String, requested: Double = 0, starts: Double, relevance: Double = 0,
                updated: Double? = nil) -> ActivityRecord {
        ActivityRecord(id: id, app: app, attributesType: "A", style: .standard,
                       requestedAt: Self.t0.addingTimeInterval(requested), startsAt: Self.t0.addingTimeInterval(starts),
                       lastUpdatedAt: Self.t0.addingTimeInterval(updated ?? starts), staleDate: nil, relevanceScore: relevance,
                       payloadBytes: 2, attributesJSON: Data("{}".utf8), stateJSON: Data("{}".utf8))
    }

    func arrange(_ records: [ActivityRecord], _ policy: ArbitrationPolicy) -> IslandArrangement {
        Arbitration(policy: policy, device: .iPhone15Pro, now: Self.t0.addingTimeInterval(1000)).arrange(records)
    }

    func attached(_ arrangement: IslandArrangement) -> [String] {
        guard case .minimal(let attached, let detached, _) = arrangement else { return [] }
        return [attached, detached]
    }

    /// Requested first but scheduled to start later, Pizza's activity started after Rides':
    /// each order that falls back to "first started" puts Rides first.
    @Test(arguments: [ArbitrationPolicy.Order.firstStarted, .highestRelevance, .mostRecentlyUpdated])
    func firstStartedIsByStartNotByRequest(_ order: ArbitrationPolicy.Order) {
        let records = [record("p", app: "Pizza", requested: 0, starts: 100, updated: 500),
                       record("r", app: "Rides", requested: 10, starts: 50, updated: 500)]
        #expect(attached(arrange(records, ArbitrationPolicy(order: order))) == ["r", "p"])
    }

    /// Within one app holding both minimals, equal relevance goes to the activity started first.
    @Test func withinAnAppEqualRelevanceGoesToTheFirstStarted() {
        let records = [record("x", app: "Sports", starts: 10, relevance: 9),
                       record("y", app: "Sports", requested: 1, starts: 100, relevance: 5),
                       record("z", app: "Sports", requested: 2, starts: 50, relevance: 5)]
        #expect(attached(arrange(records, ArbitrationPolicy(order: .highestRelevance, oneAppMayHoldBothMinimals: true))) == ["x", "z"])
    }

    /// One activity alone is compact even when one app may hold both minimals: it takes two.
    @Test func oneActivityAloneIsCompactWhateverThePolicy() {
        let arrangement = arrange([record("x", app: "Sports", starts: 10)],
                                  ArbitrationPolicy(order: .highestRelevance, oneAppMayHoldBothMinimals: true))
        guard case .compact(let id, _) = arrangement else { Issue.record("\(arrangement)"); return }
        #expect(id == "x")
    }

    /// The reason names up to eight of the apps left on the Lock Screen and counts the rest: with
    /// exactly eight left it names all eight and counts none.
    @Test(arguments: [(10, false), (11, true)])
    func theReasonNamesEightAppsLeftOutAndCountsTheRest(apps: Int, counts: Bool) {
        let records = (0..<apps).map { record("a\($0)", app: "App\($0)", requested: Double($0), starts: Double($0)) }
        guard case .minimal(_, _, let reason) = arrange(records, ArbitrationPolicy(order: .firstStarted)) else {
            Issue.record("expected minimal"); return
        }
        let text = reason.description
        #expect(text.contains("App\(apps - 1)") == !counts)   // the last started, the last left out
        #expect(text.contains(" more") == counts, "\(text)")
        #expect(!text.contains("and 0 more"))
    }
}
