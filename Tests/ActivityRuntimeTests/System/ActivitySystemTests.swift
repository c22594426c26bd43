@testable import ActivityRuntime
import Foundation
@testable import IslandInputs
import LiveActivity
import Testing

private struct RideAttributes: ActivityAttributes {
    struct ContentState: Codable & Hashable { var status: String }
    var note = ""
}

private let t0 = Date(timeIntervalSince1970: 1_800_000_000)
private func content(_ status: String = "on the way", relevance: Double = 0, stale: Date? = nil) -> ActivityContent<RideAttributes.ContentState> {
    ActivityContent(state: .init(status: status), staleDate: stale, relevanceScore: relevance)
}

@Suite("Activity lifecycle on a virtual clock")
struct ActivityLifecycleTests {
    @Test func aRequestIsActiveAndAloneItIsCompact() throws {
        let system = ActivitySystem(start: t0)
        let id = try system.request(app: "Rides", attributes: RideAttributes(), content: content())
        #expect(system.state(of: id) == .active)
        #expect(system.arrangement == .compact(id: id, reason: ArrangementReason("Rides is the only app with an activity: compact", policy: .default)))
    }

    @Test func eightHoursActiveThenEndedThenGoneFourHoursLater() throws {
        let system = ActivitySystem(start: t0)
        let id = try system.request(app: "Rides", attributes: RideAttributes(), content: content())
        system.advance(by: 8 * 3600 - 1)
        #expect(system.state(of: id) == .active)
        system.advance(by: 1)
        #expect(system.state(of: id) == .ended)
        #expect(system.arrangement == .empty(reason: ArrangementReason("no activity is running")))
        #expect(system.lockScreen.map(\.id) == [id])
        system.advance(by: 4 * 3600)
        #expect(system.state(of: id) == .dismissed)
        #expect(system.lockScreen.isEmpty)
    }

    @Test(arguments: [
        (ActivityUIDismissalPolicy.default, 4 * 3600.0),
        (.immediate, 0),
        (.after(t0.addingTimeInterval(3600 + 600)), 600),
        (.after(t0.addingTimeInterval(3600 + 10 * 3600)), 4 * 3600),  // capped at four hours
    ])
    func endedActivitiesLeaveTheLockScreenPerTheirPolicy(policy: ActivityUIDismissalPolicy, staysFor: Double) throws {
        let system = ActivitySystem(start: t0)
        let id = try system.request(app: "Rides", attributes: RideAttributes(), content: content())
        system.advance(by: 3600)
        try system.end(id, dismissalPolicy: policy)
        #expect(system.record(id)?.dismissAt == t0.addingTimeInterval(3600 + staysFor))
    }

    @Test func twelveHoursInAllAtMost() throws {
        let system = ActivitySystem(start: t0)
        let id = try system.request(app: "Rides", attributes: RideAttributes(), content: content())
        system.advance(by: 7 * 3600 + 3000)
        try system.end(id, dismissalPolicy: .default)
        // Ended at 7h50m: four more hours would be 11h50m, inside the twelve.
        #expect(system.record(id)?.dismissAt == t0.addingTimeInterval(7 * 3600 + 3000 + 4 * 3600))
        let late = ActivitySystem(start: t0)
        let other = try late.request(app: "Rides", attributes: RideAttributes(), content: content())
        late.advance(by: 9 * 3600)  // ended by the system at 8h
        #expect(late.record(other)?.dismissAt == t0.addingTimeInterval(12 * 3600))
    }

    @Test func aStaleDateMakesItStale() throws {
        let system = ActivitySystem(start: t0)
        let id = try system.request(app: "Rides", attributes: RideAttributes(), content: content(stale: t0.addingTimeInterval(600)))
        system.advance(by: 599)
        #expect(system.state(of: id) == .active)
        system.advance(by: 1)
        #expect(system.state(of: id) == .stale)
        try system.update(id, content: content("arrived"))
        #expect(system.state(of: id) == .active)
    }

    @Test func aScheduledRequestIsPendingUntilItsStart() throws {
        let system = ActivitySystem(start: t0)
        let id = try system.request(app: "Rides", attributes: RideAttributes(), content: content(),
                                    startDate: t0.addingTimeInterval(300), alert: AlertConfiguration(title: "Ride", body: "Starting"))
        #expect(system.state(of: id) == .pending)
        #expect(system.arrangement == .empty(reason: ArrangementReason("no activity is running")))
        system.advance(by: 300)
        #expect(system.arrangement == .expanded(id: id, reason: ArrangementReason("Rides has an alert or is touched and held: expanded")))
        system.advance(by: 4)
        #expect(system.arrangement == .compact(id: id, reason: ArrangementReason("Rides is the only app with an activity: compact", policy: .default)))
    }

    @Test func refusalsNameTheLimitAndChangeNothing() throws {
        var limits = ActivityLimits()
        limits.maximumSimultaneousActivities = 1
        let system = ActivitySystem(start: t0, limits: limits)
        _ = try system.request(app: "Rides", attributes: RideAttributes(), content: content())
        #expect(throws: ActivityAuthorizationError.globalMaximumExceeded(limit: 1)) {
            try system.request(app: "Rides", attributes: RideAttributes(), content: content())
        }
        let big = String(repeating: "x", count: 4200)
        let roomy = ActivitySystem(start: t0)
        #expect(throws: ActivityAuthorizationError.attributesTooLarge(bytes: 4234, limit: 4096)) {
            try roomy.request(app: "Rides", attributes: RideAttributes(note: big), content: content())
        }
        #expect(roomy.records.isEmpty)
        #expect(ActivityAuthorizationError.attributesTooLarge(bytes: 4232, limit: 4096).description
            == "attributesTooLarge: the static and dynamic data are 4,232 bytes; ActivityKit allows 4,096")
        roomy.disabledApps = ["Rides"]
        #expect(throws: ActivityAuthorizationError.denied) {
            try roomy.request(app: "Rides", attributes: RideAttributes(), content: content())
        }
        #expect(throws: ActivityAuthorizationError.activityNotRunning(id: "nope")) { try roomy.end("nope") }
    }

    @Test func aTransientActivityLivesOnlyInTheExpandedPresentation() throws {
        let system = ActivitySystem(start: t0)
        let id = try system.request(app: "Timer", attributes: RideAttributes(), content: content(), style: .transient)
        let expanded = IslandArrangement.expanded(
            id: id, reason: ArrangementReason("Timer's timer-1 is transient: expanded until the user collapses it, taps outside the island or locks the device"))
        #expect(system.arrangement == expanded)
        #expect(system.lockScreen.isEmpty)
        // It does not collapse on its own, as an alert's expansion does after 4 s.
        system.advance(by: 10 * 60)
        #expect(system.arrangement == expanded)
        #expect(system.state(of: id) == .active)
    }

    @Test(arguments: ["lock", "collapse", "tap outside"])
    func aTransientActivityEndsWhenTheUserLocksCollapsesOrTapsOutside(action: String) async throws {
        let system = ActivitySystem(start: t0)
        let transient = try system.request(app: "Music", attributes: RideAttributes(), content: content(), style: .transient)
        let standard = try system.request(app: "Rides", attributes: RideAttributes(), content: content())
        let states = Activity<RideAttributes>(record: system.record(transient)!, system: system)!.activityStateUpdates
        switch action {
        case "lock": system.lock()
        case "collapse": system.collapse()
        default: system.tapOutsideIsland()
        }
        // Ended and gone at once: a transient activity is never on the Lock Screen.
        #expect(system.state(of: transient) == .dismissed)
        #expect(system.state(of: standard) == .active)
        #expect(system.lockScreen.map(\.id) == [standard])
        let reason = action == "lock" ? "the device is locked" : action == "collapse" ? "the user collapses it"
            : "the user taps outside the Dynamic Island"
        #expect(system.log.last?.text == "Music: transient music-1 ends: \(reason)")
        system.unlock()
        #expect(system.arrangement.reason.description == "Rides is the only app with an activity: compact (policy: highest relevance, ties to the first started)")
        var seen: [ActivityState] = []
        for await state in states { seen.append(state) }
        #expect(seen == [.ended, .dismissed])
    }

    @Test func collapsingEndsAnAlertsExpansionEarly() throws {
        let system = ActivitySystem(start: t0)
        let id = try system.request(app: "Rides", attributes: RideAttributes(), content: content())
        try system.update(id, content: content(), alert: AlertConfiguration(title: "Arriving", body: ""))
        #expect(system.arrangement.reason.description == "Rides has an alert or is touched and held: expanded")
        system.collapse()
        #expect(system.arrangement == .compact(id: id, reason: ArrangementReason("Rides is the only app with an activity: compact", policy: .default)))
        #expect(system.state(of: id) == .active)
    }
}

@Suite("Arbitration between apps")
struct ArbitrationTests {
    func threeApps(_ policy: ArbitrationPolicy = .default) throws -> (ActivitySystem, [String]) {
        let system = ActivitySystem(start: t0, policy: policy)
        let pizza = try system.request(app: "Pizza", attributes: RideAttributes(), content: content(relevance: 50))
        system.advance(by: 60)
        let rides = try system.request(app: "Rides", attributes: RideAttributes(), content: content(relevance: 80))
        system.advance(by: 60)
        let music = try system.request(app: "Music", attributes: RideAttributes(), content: content(relevance: 10))
        system.advance(by: 60)
        return (system, [pizza, rides, music])
    }

    @Test func highestRelevanceWinsByDefaultWithTheReason() throws {
        let (system, ids) = try threeApps()
        #expect(system.arrangement == .minimal(attached: ids[1], detached: ids[0],
            reason: ArrangementReason("Rides relevance 80 beats Pizza's 50; two apps: minimal, Rides attached; Music only on the Lock Screen", policy: .default)))
        #expect(system.lockScreen.map(\.app) == ["Rides", "Pizza", "Music"])
    }

    @Test(arguments: [
        (ArbitrationPolicy.Order.firstStarted, ["Pizza", "Rides"], "Pizza started before Rides"),
        (.mostRecentlyUpdated, ["Music", "Rides"], "Music was updated after Rides"),
    ])
    func otherPoliciesChooseOtherwise(order: ArbitrationPolicy.Order, apps: [String], why: String) throws {
        let (system, _) = try threeApps(ArbitrationPolicy(order: order))
        guard case .minimal(let attached, let detached, let reason) = system.arrangement else {
            Issue.record("expected two minimal presentations, got \(system.arrangement)")
            return
        }
        #expect([attached, detached].compactMap { system.record($0)?.app } == apps)
        #expect(reason.description.hasPrefix(why))
    }

    @Test func withinAnAppTheMostRelevantShowsAndTiesGoToTheFirst() throws {
        let system = ActivitySystem(start: t0)
        let first = try system.request(app: "Sports", attributes: RideAttributes(), content: content(relevance: 20))
        let second = try system.request(app: "Sports", attributes: RideAttributes(), content: content(relevance: 20))
        #expect(system.arrangement == .compact(id: first, reason: ArrangementReason("Sports is the only app with an activity (its highest relevance, 20, of 2): compact", policy: .default)))
        try system.setRelevance(second, to: 30)
        guard case .compact(let shown, _) = system.arrangement else { Issue.record("expected compact"); return }
        #expect(shown == second)
    }

    @Test func oneAppMayHoldBothMinimalsWhenThePolicySaysSo() throws {
        let system = ActivitySystem(start: t0, policy: ArbitrationPolicy(order: .highestRelevance, oneAppMayHoldBothMinimals: true))
        let a = try system.request(app: "Sports", attributes: RideAttributes(), content: content(relevance: 5))
        let b = try system.request(app: "Sports", attributes: RideAttributes(), content: content(relevance: 9))
        #expect(system.arrangement == .minimal(attached: b, detached: a, reason: ArrangementReason("Sports has two activities and may hold both minimal presentations", policy: ArbitrationPolicy(order: .highestRelevance, oneAppMayHoldBothMinimals: true))))
    }

    @Test func anAlertExpandsTheUpdatedActivityForAFewSeconds() throws {
        let (system, ids) = try threeApps()
        try system.update(ids[2], content: content("new song"), alert: AlertConfiguration(title: "Now playing", body: "…"))
        #expect(system.arrangement == .expanded(id: ids[2], reason: ArrangementReason("Music has an alert or is touched and held: expanded")))
        system.advance(by: 4)
        guard case .minimal = system.arrangement else { Issue.record("expected minimal again"); return }
    }

    @Test func aDeviceWithoutAnIslandHasNoArrangement() throws {
        let system = ActivitySystem(device: .iPhoneSE, start: t0)
        try system.request(app: "Rides", attributes: RideAttributes(), content: content())
        #expect(system.arrangement == .empty(reason: ArrangementReason("iPhone SE has no Dynamic Island: activities show on the Lock Screen and as banners")))
        #expect(system.lockScreen.count == 1)
    }
}
