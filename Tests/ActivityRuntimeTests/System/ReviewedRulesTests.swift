@testable import ActivityRuntime
import Foundation
@testable import IslandInputs
import LiveActivity
import Testing

// Rules a review of the activity system found broken, each pinned by the case that broke it.

private struct ParcelAttributes: ActivityAttributes, Sendable {
    struct ContentState: Codable & Hashable & Sendable { var note: String }
    var padding = ""
}

private enum Parcel {
    struct Attributes: ActivityAttributes {
        struct ContentState: Codable & Hashable { var note: String }
    }
}

private let t0 = Date(timeIntervalSince1970: 1_800_000_000)
private func content(_ note: String = "", relevance: Double = 0, stale: Date? = nil) -> ActivityContent<ParcelAttributes.ContentState> {
    ActivityContent(state: .init(note: note), staleDate: stale, relevanceScore: relevance)
}
private func update(_ id: String, at timestamp: Int, note: String) throws -> PushPayload {
    try PushPayload.parse(Data(#"{"aps": {"timestamp": \#(timestamp), "event": "update", "content-state": {"note": "\#(note)"}}}"#.utf8), file: "p.json")
}
private func collect<Element>(_ stream: AsyncStream<Element>) async -> [Element] {
    var elements: [Element] = []
    for await element in stream { elements.append(element) }
    return elements
}

@Suite("Reviewed rules of the activity system")
struct ReviewedRulesTests {
    @Test func aRefusedStampedUpdateLeavesTheOrderAsItWas() throws {
        let system = ActivitySystem(start: t0)
        let id = try system.request(app: "P", attributes: ParcelAttributes(padding: String(repeating: "x", count: 3000)), content: content())
        let big = try update(id, at: 1_800_000_200, note: String(repeating: "y", count: 1500))
        #expect(system.deliver(big, to: id) == .refused(.attributesTooLarge(bytes: 4525, limit: 4096)))
        #expect(system.deliver(try update(id, at: 1_800_000_150, note: "small"), to: id) == .applied)
    }

    @Test func anUnstampedUpdateCountsAsMadeWhenApplied() throws {
        let system = ActivitySystem(start: t0)
        let id = try system.request(app: "P", attributes: ParcelAttributes(), content: content())
        system.advance(by: 600)
        try system.update(id, content: content("from the app"))
        #expect(system.deliver(try update(id, at: 1_800_000_060, note: "late"), to: id) == .ignored(reason:
            "timestamp 1800000060 is older than the last update applied to \(id) (1800000600): ignored, as ActivityKit does"))
    }

    @Test func streamsOfADismissedActivityFinishAtOnce() async throws {
        let system = ActivitySystem(start: t0)
        let activity = try system.run(as: "P") { try Activity.request(attributes: ParcelAttributes(), content: content()) }
        await activity.end(nil, dismissalPolicy: .immediate)
        #expect(await collect(activity.activityStateUpdates).isEmpty)
        #expect(await collect(activity.contentUpdates).isEmpty)
        #expect(await collect(activity.pushTokenUpdates).isEmpty)
    }

    @Test func bannersGoWhenTheDeviceLocksOrTheAppOpens() throws {
        let system = ActivitySystem(device: .iPhoneWithoutIsland, start: t0)
        let id = try system.request(app: "P", attributes: ParcelAttributes(), content: content())
        try system.update(id, content: content("1"), alert: AlertConfiguration(title: "One", body: ""))
        #expect(system.banner?.id == id)
        system.lock()
        #expect(system.banner == nil)
        system.unlock()
        #expect(system.banner == nil)
        try system.update(id, content: content("2"), alert: AlertConfiguration(title: "Two", body: ""))
        system.open(app: "P")
        #expect(system.banner == nil)
        system.lock()
        try system.update(id, content: content("3"), alert: AlertConfiguration(title: "Three", body: ""))
        #expect(system.litLockScreen == id)
        try system.end(id, dismissalPolicy: .immediate)
        #expect(system.litLockScreen == nil)
    }

    @Test func aScheduledAlertShowsWhereTheDeviceIsWhenItStarts() throws {
        let system = ActivitySystem(device: .iPhoneWithoutIsland, start: t0)
        system.open(app: "P")
        let id = try system.request(app: "P", attributes: ParcelAttributes(), content: content(), startDate: t0.addingTimeInterval(60),
                                    alert: AlertConfiguration(title: "Starting", body: ""))
        #expect(system.banner == nil)
        system.open(app: nil)
        system.advance(by: 60)
        #expect(system.banner?.id == id)
        #expect(system.log.last?.text == "P: \(id) starts, as scheduled, with an alert: \"Starting\": a banner for 4s")
    }

    @Test func withinAnAppTiesGoToTheOneStartedFirstNotRequestedFirst() throws {
        let system = ActivitySystem(start: t0)
        let later = try system.request(app: "P", attributes: ParcelAttributes(), content: content(), startDate: t0.addingTimeInterval(3600))
        system.advance(by: 60)
        let sooner = try system.request(app: "P", attributes: ParcelAttributes(), content: content())
        system.advance(to: t0.addingTimeInterval(3600))
        #expect(system.arrangement == .compact(id: sooner, reason: "P is the only app with an activity (its highest relevance, 0, of 2): compact"))
        #expect(system.lockScreen.map(\.id) == [sooner, later])
    }

    @Test func anEndsFinalContentKeepsItsRelevance() async throws {
        let system = ActivitySystem(start: t0)
        let activity = try system.run(as: "P") { try Activity.request(attributes: ParcelAttributes(), content: content(relevance: 10)) }
        await activity.end(content("done", relevance: 99), dismissalPolicy: .default)
        #expect(system.record(activity.id)?.relevanceScore == 99)
        #expect(activity.content.state.note == "done")
    }

    @Test func aUserDismissalEndsFirstAndAPendingActivityCannotBeDismissed() async throws {
        let system = ActivitySystem(start: t0)
        let activity = try system.run(as: "P") { try Activity.request(attributes: ParcelAttributes(), content: content()) }
        let states = activity.activityStateUpdates
        try system.dismiss(activity.id)
        #expect(await collect(states) == [.ended, .dismissed])
        let pending = try system.request(app: "P", attributes: ParcelAttributes(), content: content(), startDate: t0.addingTimeInterval(60))
        #expect(throws: ActivityAuthorizationError.activityNotRunning(id: pending)) { try system.dismiss(pending) }
    }

    @Test func endingAnActivityThatNeverStartedRemovesIt() throws {
        let system = ActivitySystem(start: t0)
        let pending = try system.request(app: "P", attributes: ParcelAttributes(), content: content(), startDate: t0.addingTimeInterval(60))
        try system.end(pending)
        #expect(system.state(of: pending) == .dismissed)
        #expect(system.lockScreen.isEmpty)
        #expect(system.log.last?.text == "P: ended \(pending); it never started, so it is gone at once")
    }

    @Test func pushTokenUpdatesGiveTheTokenAndFinishWhenDismissed() async throws {
        let system = ActivitySystem(start: t0)
        let activity = try system.run(as: "P") { try Activity.request(attributes: ParcelAttributes(), content: content(), pushType: .token) }
        let tokens = activity.pushTokenUpdates
        try system.dismiss(activity.id)
        #expect(await collect(tokens) == [try #require(activity.pushToken)])
    }

    @Test func mostRecentlyUpdatedCountsAnyOfAnAppsActivities() throws {
        let system = ActivitySystem(start: t0, policy: ArbitrationPolicy(order: .mostRecentlyUpdated))
        let best = try system.request(app: "Kitchen", attributes: ParcelAttributes(), content: content(relevance: 90))
        let other = try system.request(app: "Kitchen", attributes: ParcelAttributes(), content: content(relevance: 10))
        system.advance(by: 1)
        let air = try system.request(app: "Air", attributes: ParcelAttributes(), content: content())
        system.advance(by: 1)
        try system.update(other, content: content("later", relevance: 10))
        #expect(system.arrangement == .minimal(attached: best, detached: air, reason:
            "Kitchen was updated after Air; two apps: minimal, Kitchen attached"))
    }

    @Test func thePushTypeStaysWithTheActivity() throws {
        let system = ActivitySystem(start: t0)
        try system.run(as: "P") {
            _ = try Activity.request(attributes: ParcelAttributes(), content: content(), pushType: .token)
            #expect(Activity<ParcelAttributes>.activities.first?.pushToken?.count == 32)
        }
    }

    @Test func appleStyleAlertsAndStampedUpdatesCompile() async throws {
        let system = ActivitySystem(start: t0)
        let activity = try system.run(as: "P") { try Activity.request(attributes: ParcelAttributes(), content: content()) }
        await activity.update(content("a"), timestamp: t0.addingTimeInterval(1))
        await activity.update(content("b"), alertConfiguration: AlertConfiguration(title: "T", body: "B", sound: .default))
        await activity.update(content("c"), alertConfiguration: AlertConfiguration(title: "T", body: "B", sound: .named("ding.caf")))
        #expect(activity.content.state.note == "c")
    }

    @Test func oneAdvanceReportsChangesInTimeOrderAcrossActivities() async throws {
        let system = ActivitySystem(start: t0)
        let a = try system.request(app: "A", attributes: ParcelAttributes(), content: content())
        let b = try system.request(app: "B", attributes: ParcelAttributes(), content: content(stale: t0.addingTimeInterval(3600)))
        var iterator = system.changes().makeAsyncIterator()
        system.advance(by: 9 * 3600)
        var seen: [ActivitySystemChange] = []
        for _ in 0..<3 { if let change = await iterator.next() { seen.append(change) } }
        #expect(seen == [.stateChanged(id: b, state: .stale), .stateChanged(id: a, state: .ended), .stateChanged(id: b, state: .ended)])
    }

    @Test func shorterLimitsApplyAtOnceAndAreReported() throws {
        let system = ActivitySystem(start: t0)
        let id = try system.request(app: "P", attributes: ParcelAttributes(), content: content())
        system.advance(by: 5 * 3600)
        var limits = ActivityLimits()
        limits.maximumActiveDuration = 3600
        limits.maximumLockScreenDurationAfterEnd = 3600
        system.limits = limits
        #expect(system.state(of: id) == .dismissed)
        #expect(system.log.suffix(2).map(\.text) == ["P: \(id) was active for 1h: the system ends it", "P: \(id) leaves the Lock Screen"])
    }

    @Test func aScheduledStartPastItsStaleDateIsStillNoted() throws {
        let system = ActivitySystem(start: t0)
        let id = try system.request(app: "P", attributes: ParcelAttributes(), content: content(stale: t0.addingTimeInterval(30)),
                                    startDate: t0.addingTimeInterval(60))
        system.advance(by: 120)
        #expect(system.state(of: id) == .stale)
        #expect(system.log.suffix(2).map(\.text) == ["P: \(id) starts, as scheduled", "P: \(id) is stale: its stale date passed"])
    }

    @Test func aQualifiedAttributesTypeFindsItsActivities() throws {
        let system = ActivitySystem(start: t0)
        let start = #"""
            {"aps": {"timestamp": 1800000000, "event": "start", "content-state": {"note": "hi"}, "attributes-type": "Parcel.Attributes",
                     "attributes": {}, "alert": {"title": "t", "body": "b"}}}
            """#
        system.deliver(try PushPayload.parse(Data(start.utf8), file: "p.json"), to: "parcel", app: "P")
        system.run(as: "P") {
            #expect(Activity<Parcel.Attributes>.activities.map(\.id) == ["parcel"])
        }
    }
}
