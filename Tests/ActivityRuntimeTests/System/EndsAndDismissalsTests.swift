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

@Suite("Ends, dismissals, scheduled starts and limits")
struct EndsAndDismissalsTests {
    @Test func streamsOfADismissedActivityFinishAtOnce() async throws {
        let system = ActivitySystem(start: t0)
        let activity = try system.run(as: "P") { try Activity.request(attributes: ParcelAttributes(), content: content()) }
        await activity.end(nil, dismissalPolicy: .immediate)
        #expect(await collect(activity.activityStateUpdates).isEmpty)
        #expect(await collect(activity.contentUpdates).isEmpty)
        #expect(await collect(activity.pushTokenUpdates).isEmpty)
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
}
