@testable import ActivityRuntime
import Foundation
@testable import IslandInputs
import LiveActivity
import Testing

private struct DeliveryAttributes: ActivityAttributes {
    struct ContentState: Codable & Hashable { var stop: Int }
    var order = "A-17"
}

private struct OtherAttributes: ActivityAttributes {
    struct ContentState: Codable & Hashable { var note: String }
}

private let t0 = Date(timeIntervalSince1970: 1_800_000_000)
private func content(_ stop: Int, relevance: Double = 0, stale: Date? = nil) -> ActivityContent<DeliveryAttributes.ContentState> {
    ActivityContent(state: .init(stop: stop), staleDate: stale, relevanceScore: relevance)
}

/// Collects a stream's elements until it finishes or `count` arrive.
private func collect<Element>(_ stream: AsyncStream<Element>, count: Int) async -> [Element] {
    var elements: [Element] = []
    for await element in stream {
        elements.append(element)
        if elements.count == count { break }
    }
    return elements
}

@Suite("ActivityKit's Activity API on an ActivitySystem")
struct ActivityAPITests {
    @Test func requestUpdateAndEndAsAnAppWould() async throws {
        let system = ActivitySystem(start: t0)
        try await system.run(as: "Couriers") {
            let activity = try Activity.request(attributes: DeliveryAttributes(), content: content(1, relevance: 40), pushType: .token)
            #expect(activity.activityState == .active)
            #expect(activity.attributes.order == "A-17")
            #expect(activity.content.state.stop == 1)
            #expect(activity.pushToken?.count == 32)
            #expect(Activity<DeliveryAttributes>.activities.map(\.id) == [activity.id])

            await activity.update(content(2, relevance: 60))
            #expect(activity.content == content(2, relevance: 60))
            await activity.end(content(3), dismissalPolicy: .immediate)
            #expect(activity.activityState == .dismissed)
            #expect(activity.content.state.stop == 3)
            #expect(Activity<DeliveryAttributes>.activities.isEmpty)
        }
        #expect(system.log.map(\.text) == [
            "Couriers: requested couriers-1",
            "Couriers: updated couriers-1",
            "Couriers: ended couriers-1; gone at once",
        ])
    }

    @Test func activitiesListsOnlyThisAppsActivitiesOfThisType() throws {
        let system = ActivitySystem(start: t0)
        let mine = try system.run(as: "Couriers") {
            try Activity.request(attributes: DeliveryAttributes(), content: content(1))
        }
        try system.run(as: "Couriers") {
            _ = try Activity.request(attributes: OtherAttributes(), content: ActivityContent(state: .init(note: "x"), staleDate: nil))
        }
        try system.run(as: "Rivals") {
            _ = try Activity.request(attributes: DeliveryAttributes(), content: content(9))
        }
        system.run(as: "Couriers") {
            #expect(Activity<DeliveryAttributes>.activities.map(\.id) == [mine.id])
            #expect(Activity<OtherAttributes>.activities.count == 1)
        }
    }

    @Test func aScheduledRequestIsPendingThenStartsWithItsAlert() throws {
        let system = ActivitySystem(start: t0)
        let activity = try system.run(as: "Couriers") {
            try Activity.request(attributes: DeliveryAttributes(), content: content(1), alertConfiguration:
                                    AlertConfiguration(title: "On its way", body: "Your order left"), start: t0.addingTimeInterval(600))
        }
        #expect(activity.activityState == .pending)
        system.advance(by: 600)
        #expect(activity.activityState == .active)
        #expect(system.arrangement == .expanded(id: activity.id, reason: ArrangementReason("Couriers has an alert or is touched and held: expanded")))
    }

    @Test func stateUpdatesFollowTheClockThroughEveryState() async throws {
        let system = ActivitySystem(start: t0)
        let activity = try system.run(as: "Couriers") {
            try Activity.request(attributes: DeliveryAttributes(), content: content(1, stale: t0.addingTimeInterval(60)))
        }
        let states = activity.activityStateUpdates
        system.advance(by: 13 * 3600)  // stale at 1m, ended at 8h, dismissed at 12h: one jump
        #expect(await collect(states, count: 10) == [.stale, .ended, .dismissed])
    }

    @Test func contentUpdatesCarryEachNewContentAndFinishWhenDismissed() async throws {
        let system = ActivitySystem(start: t0)
        let activity = try system.run(as: "Couriers") { try Activity.request(attributes: DeliveryAttributes(), content: content(1)) }
        let contents = activity.contentUpdates
        await activity.update(content(2))
        await activity.update(content(3, relevance: 5))
        await activity.end(nil, dismissalPolicy: .immediate)
        #expect(await collect(contents, count: 10).map(\.state.stop) == [2, 3])
    }

    @Test func activityUpdatesSeeNewActivitiesOfTheType() async throws {
        let system = ActivitySystem(start: t0)
        let stream = system.run(as: "Couriers") { Activity<DeliveryAttributes>.activityUpdates }
        try system.run(as: "Rivals") { _ = try Activity.request(attributes: DeliveryAttributes(), content: content(1)) }
        let second = try system.run(as: "Couriers") { try Activity.request(attributes: DeliveryAttributes(), content: content(2)) }
        #expect(await collect(stream, count: 1).map(\.id) == [second.id])
    }

    @Test func updatesAfterTheEndAndTooLargeUpdatesChangeNothingAndAreLogged() async throws {
        let system = ActivitySystem(start: t0)
        var limits = ActivityLimits()
        limits.maximumPayloadBytes = 40
        system.limits = limits
        let activity = try system.run(as: "Couriers") { try Activity.request(attributes: DeliveryAttributes(), content: content(1)) }
        await activity.update(content(1_000_000_000_000_000))
        #expect(activity.content.state.stop == 1)
        await activity.end(nil)
        await activity.update(content(2))
        #expect(activity.content.state.stop == 1)
        #expect(system.log.map(\.text).suffix(3) == [
            "Couriers: update of couriers-1 refused: attributesTooLarge: the static and dynamic data are 41 bytes; ActivityKit allows 40",
            "Couriers: ended couriers-1; on the Lock Screen for 4h more",
            "couriers-1: update refused: activityNotRunning: activity couriers-1 is not running",
        ])
    }

    @Test func aStampedUpdateOlderThanTheLastIsIgnored() async throws {
        let system = ActivitySystem(start: t0)
        let activity = try system.run(as: "Couriers") { try Activity.request(attributes: DeliveryAttributes(), content: content(1)) }
        await activity.update(content(3), alertConfiguration: nil, timestamp: t0.addingTimeInterval(30))
        await activity.update(content(2), alertConfiguration: nil, timestamp: t0.addingTimeInterval(20))
        #expect(activity.content.state.stop == 3)
        #expect(system.log.last?.text == "couriers-1: timestamp 1800000020 is older than the last update applied to couriers-1 (1800000030): ignored, as ActivityKit does")
    }

    @Test func theUserCanSwitchAnAppOffWhichEndsItsActivities() async throws {
        let system = ActivitySystem(start: t0)
        let (activity, enablement) = try system.run(as: "Couriers") {
            (try Activity.request(attributes: DeliveryAttributes(), content: content(1)), ActivityAuthorizationInfo().activityEnablementUpdates)
        }
        system.setActivitiesEnabled(false, for: "Couriers")
        system.run(as: "Couriers") {
            #expect(!ActivityAuthorizationInfo().areActivitiesEnabled)
            // Frequent pushes are a separate switch, which the simulated user leaves on.
            #expect(ActivityAuthorizationInfo().frequentPushesEnabled)
            #expect(throws: ActivityAuthorizationError.denied) {
                try Activity.request(attributes: DeliveryAttributes(), content: content(2))
            }
        }
        #expect(activity.activityState == .dismissed)
        system.setActivitiesEnabled(true, for: "Couriers")
        #expect(await collect(enablement, count: 2) == [false, true])
    }

    @Test func theDefaultSystemServesAppleStyleCode() throws {
        let activity = try Activity.request(attributes: DeliveryAttributes(), content: content(1))
        #expect(ActivitySystem.shared.record(activity.id)?.app == ProcessInfo.processInfo.processName)
        #expect(activity.system === ActivitySystem.shared)
    }
}

@Suite("Locking, the foreground app and banners")
struct DeviceStateTests {
    private func system(_ device: DeviceProfile) throws -> (ActivitySystem, String) {
        let system = ActivitySystem(device: device, start: t0)
        let id = try system.request(app: "Couriers", attributes: DeliveryAttributes(), content: content(1))
        return (system, id)
    }

    private let alert = AlertConfiguration(title: "Next stop", body: "Two minutes away")

    @Test func withoutAnIslandAnAlertIsABannerWhenUnlockedAndTheAppIsClosed() throws {
        let (system, id) = try system(.iPhoneSE)
        try system.update(id, content: content(2), alert: alert)
        #expect(system.banner == ActivityBanner(
            id: id, app: "Couriers", alert: alert,
            reason: "Couriers has an alert, the device is unlocked and Couriers is not in the foreground: a banner"))
        #expect(system.log.last?.text == "Couriers: updated \(id) with an alert: \"Next stop\": a banner for 4s")
        system.advance(by: 4)
        #expect(system.banner == nil)
    }

    @Test func withoutAnIslandAnAlertLightsTheLockedScreenInstead() throws {
        let (system, id) = try system(.iPhoneSE)
        system.lock()
        try system.update(id, content: content(2), alert: alert)
        #expect(system.banner == nil)
        #expect(system.litLockScreen == id)
        #expect(system.log.last?.text == "Couriers: updated \(id) with an alert: \"Next stop\": the locked screen lights up with it for 4s")
    }

    @Test func noBannerForTheAppInTheForeground() throws {
        let (system, id) = try system(.iPhoneSE)
        system.open(app: "Couriers")
        try system.update(id, content: content(2), alert: alert)
        #expect(system.banner == nil)
        #expect(system.log.last?.text == "Couriers: updated \(id) with an alert: \"Next stop\"; Couriers is in the foreground: no banner")
    }

    @Test func theAppInTheForegroundLeavesTheIsland() throws {
        let (system, id) = try system(.iPhone15Pro)
        let other = try system.request(app: "Music", attributes: DeliveryAttributes(), content: content(1))
        system.open(app: "Couriers")
        #expect(system.arrangement == .compact(id: other, reason:
            ArrangementReason("Couriers is in the foreground, so its activity stays off the island; Music is the only app with an activity: compact", policy: .default)))
        try system.update(id, content: content(2), alert: alert)
        #expect(system.arrangement.reason.description.hasSuffix("Music is the only app with an activity: compact (policy: highest relevance, ties to the first started)"))
        system.open(app: nil)
        #expect(system.arrangement == .minimal(attached: id, detached: other, reason:
            ArrangementReason("Couriers ties Music's relevance 0 and started first; two apps: minimal, Couriers attached", policy: .default)))
        system.lock()
        #expect(system.isLocked && system.foregroundApp == nil)
    }

    @Test func lockedAnIslandShowsNothingAndAnAlertLightsTheScreen() throws {
        let (system, id) = try system(.iPhone15Pro)
        try system.update(id, content: content(2), alert: alert)
        #expect(system.arrangement == .expanded(id: id, reason: ArrangementReason("Couriers has an alert or is touched and held: expanded")))
        system.lock()
        #expect(system.arrangement == .empty(reason: ArrangementReason("the device is locked: its Live Activities show on the Lock Screen")))
        try system.update(id, content: content(3), alert: alert)
        #expect(system.litLockScreen == id)
        system.unlock()
        #expect(system.litLockScreen == nil)
        #expect(system.arrangement == .compact(id: id, reason: ArrangementReason("Couriers is the only app with an activity: compact", policy: .default)))
    }
}
