@testable import ActivityRuntime
import Foundation
@testable import IslandInputs
import LiveActivity
import Testing

@Suite("Ends, dismissals, scheduled starts and limits")
struct EndsAndDismissalsTests {
    @Test func streamsOfADismissedActivityFinishAtOnce() async throws {
        let system = ActivitySystem(start: rulesStart)
        let activity = try system.run(as: "P") { try Activity.request(attributes: ParcelAttributes(), content: parcelContent()) }
        await activity.end(nil, dismissalPolicy: .immediate)
        #expect(await collect(activity.activityStateUpdates).isEmpty)
        #expect(await collect(activity.contentUpdates).isEmpty)
        #expect(await collect(activity.pushTokenUpdates).isEmpty)
    }

    @Test func anEndsFinalContentKeepsItsRelevance() async throws {
        let system = ActivitySystem(start: rulesStart)
        let activity = try system.run(as: "P") { try Activity.request(attributes: ParcelAttributes(), content: parcelContent(relevance: 10)) }
        await activity.end(parcelContent("done", relevance: 99), dismissalPolicy: .default)
        #expect(system.record(activity.id)?.relevanceScore == 99)
        #expect(activity.content.state.note == "done")
    }

    @Test func aUserDismissalEndsFirstAndAPendingActivityCannotBeDismissed() async throws {
        let system = ActivitySystem(start: rulesStart)
        let activity = try system.run(as: "P") { try Activity.request(attributes: ParcelAttributes(), content: parcelContent()) }
        let states = activity.activityStateUpdates
        try system.dismiss(activity.id)
        #expect(await collect(states) == [.ended, .dismissed])
        let pending = try system.request(app: "P", attributes: ParcelAttributes(), content: parcelContent(), startDate: rulesStart.addingTimeInterval(60))
        #expect(throws: ActivityAuthorizationError.activityNotRunning(id: pending)) { try system.dismiss(pending) }
    }

    @Test func endingAnActivityThatNeverStartedRemovesIt() throws {
        let system = ActivitySystem(start: rulesStart)
        let pending = try system.request(app: "P", attributes: ParcelAttributes(), content: parcelContent(), startDate: rulesStart.addingTimeInterval(60))
        try system.end(pending)
        #expect(system.state(of: pending) == .dismissed)
        #expect(system.lockScreen.isEmpty)
        #expect(system.log.last?.text == "P: ended \(pending); it never started, so it is gone at once")
    }

    @Test func pushTokenUpdatesGiveTheTokenAndFinishWhenDismissed() async throws {
        let system = ActivitySystem(start: rulesStart)
        let activity = try system.run(as: "P") { try Activity.request(attributes: ParcelAttributes(), content: parcelContent(), pushType: .token) }
        let tokens = activity.pushTokenUpdates
        try system.dismiss(activity.id)
        #expect(await collect(tokens) == [try #require(activity.pushToken)])
    }

    @Test func oneAdvanceReportsChangesInTimeOrderAcrossActivities() async throws {
        let system = ActivitySystem(start: rulesStart)
        let a = try system.request(app: "A", attributes: ParcelAttributes(), content: parcelContent())
        let b = try system.request(app: "B", attributes: ParcelAttributes(), content: parcelContent(stale: rulesStart.addingTimeInterval(3600)))
        var iterator = system.changes().makeAsyncIterator()
        system.advance(by: 9 * 3600)
        var seen: [ActivitySystemChange] = []
        for _ in 0..<3 { if let change = await iterator.next() { seen.append(change) } }
        #expect(seen == [.stateChanged(id: b, state: .stale), .stateChanged(id: a, state: .ended), .stateChanged(id: b, state: .ended)])
    }

    @Test func shorterLimitsApplyAtOnceAndAreReported() throws {
        let system = ActivitySystem(start: rulesStart)
        let id = try system.request(app: "P", attributes: ParcelAttributes(), content: parcelContent())
        system.advance(by: 5 * 3600)
        var limits = ActivityLimits()
        limits.maximumActiveDuration = 3600
        limits.maximumLockScreenDurationAfterEnd = 3600
        system.limits = limits
        #expect(system.state(of: id) == .dismissed)
        #expect(system.log.suffix(2).map(\.text) == ["P: \(id) was active for 1h: the system ends it", "P: \(id) leaves the Lock Screen"])
    }

    @Test func aScheduledStartPastItsStaleDateIsStillNoted() throws {
        let system = ActivitySystem(start: rulesStart)
        let id = try system.request(app: "P", attributes: ParcelAttributes(), content: parcelContent(stale: rulesStart.addingTimeInterval(30)),
                                    startDate: rulesStart.addingTimeInterval(60))
        system.advance(by: 120)
        #expect(system.state(of: id) == .stale)
        #expect(system.log.suffix(2).map(\.text) == ["P: \(id) starts, as scheduled", "P: \(id) is stale: its stale date passed"])
    }
}
