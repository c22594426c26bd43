@testable import ActivityRuntime
import Foundation
import LiveActivity
import Testing

/// Which activity the expanded island shows when two ask for it at once, and which states may
/// show it: an alert keeps a stale activity expanded (stale content still shows, as on a
/// device), and an ended one gives the island up even while its alert would still be on.
@Suite("Expansions: ties between two at the same instant, and the states that may expand")
struct ExpansionTieTests {
    static let t0 = Date(timeIntervalSince1970: 1_800_000_000)
    static let now = t0.addingTimeInterval(100)

    func record(_ id: String, app: String, style: ActivityStyle = .standard, requested: Double = 0, starts: Double = 0,
                expandedUntil: Double? = nil, stale: Double? = nil, ended: Double? = nil) -> ActivityRecord {
        var record = ActivityRecord(id: id, app: app, attributesType: "A", style: style,
                                    requestedAt: Self.t0.addingTimeInterval(requested), startsAt: Self.t0.addingTimeInterval(starts),
                                    lastUpdatedAt: Self.t0.addingTimeInterval(starts), staleDate: stale.map(Self.t0.addingTimeInterval),
                                    relevanceScore: 0, payloadBytes: 2, attributesJSON: Data("{}".utf8), stateJSON: Data("{}".utf8))
        record.expandedUntil = expandedUntil.map(Self.t0.addingTimeInterval)
        record.endedAt = ended.map(Self.t0.addingTimeInterval)
        return record
    }

    func expanded(_ records: [ActivityRecord]) -> String? {
        let arrangement = Arbitration(policy: ArbitrationPolicy(order: .firstStarted), device: .iPhone15Pro, now: Self.now).arrange(records)
        guard case .expanded(let id, _) = arrangement else { return nil }
        return id
    }

    /// Two alerts ending at the same instant for activities requested at the same instant: the
    /// first requested (the first in the system's list) keeps the island, whichever order the
    /// two are listed in.
    @Test func twoExpansionsEndingTogetherGoToTheFirstListed() {
        let a = record("a", app: "Pizza", expandedUntil: 104), b = record("b", app: "Rides", expandedUntil: 104)
        #expect(expanded([a, b]) == "a")
        #expect(expanded([b, a]) == "b")
    }

    /// Ending together, the later requested of two wins: its request is the more recent.
    @Test func twoExpansionsEndingTogetherGoToTheLaterRequest() {
        let a = record("a", app: "Pizza", requested: 0, expandedUntil: 104), b = record("b", app: "Rides", requested: 5, expandedUntil: 104)
        #expect(expanded([a, b]) == "b")
        #expect(expanded([b, a]) == "b")
    }

    /// Two transient activities started at the same instant: the first listed shows expanded.
    @Test func twoTransientsStartedTogetherGoToTheFirstListed() {
        let a = record("a", app: "Timer", style: .transient, starts: 10), b = record("b", app: "Rides", style: .transient, starts: 10)
        #expect(expanded([a, b]) == "a")
        #expect(expanded([b, a]) == "b")
    }

    /// A stale activity's alert still expands the island; an ended activity's does not.
    @Test func aStaleActivityExpandsAndAnEndedOneDoesNot() {
        #expect(expanded([record("s", app: "Pizza", expandedUntil: 104, stale: 50)]) == "s")
        #expect(expanded([record("e", app: "Pizza", expandedUntil: 104, ended: 99)]) == nil)
        #expect(expanded([record("e", app: "Pizza", expandedUntil: 104, ended: 99), record("s", app: "Rides", expandedUntil: 103, stale: 50)]) == "s")
    }
}
