@testable import ActivityRuntime
import Foundation
@testable import IslandInputs
import LiveActivity
import Testing

@Suite("Update order: stamped updates, pushes and what counts as most recent")
struct UpdateOrderTests {
    @Test func aRefusedStampedUpdateLeavesTheOrderAsItWas() throws {
        let system = ActivitySystem(start: rulesStart)
        let id = try system.request(app: "P", attributes: ParcelAttributes(padding: String(repeating: "x", count: 3000)), content: parcelContent())
        let big = try parcelUpdate(id, at: 1_800_000_200, note: String(repeating: "y", count: 1500))
        #expect(system.deliver(big, to: id) == .refused(.attributesTooLarge(bytes: 4525, limit: 4096)))
        #expect(system.deliver(try parcelUpdate(id, at: 1_800_000_150, note: "small"), to: id) == .applied)
    }

    @Test func anUnstampedUpdateCountsAsMadeWhenApplied() throws {
        let system = ActivitySystem(start: rulesStart)
        let id = try system.request(app: "P", attributes: ParcelAttributes(), content: parcelContent())
        system.advance(by: 600)
        try system.update(id, content: parcelContent("from the app"))
        #expect(system.deliver(try parcelUpdate(id, at: 1_800_000_060, note: "late"), to: id) == .ignored(reason:
            "timestamp 1800000060 is older than the last update applied to \(id) (1800000600): ignored, as ActivityKit does"))
    }

    @Test func mostRecentlyUpdatedCountsAnyOfAnAppsActivities() throws {
        let system = ActivitySystem(start: rulesStart, policy: ArbitrationPolicy(order: .mostRecentlyUpdated))
        let best = try system.request(app: "Kitchen", attributes: ParcelAttributes(), content: parcelContent(relevance: 90))
        let other = try system.request(app: "Kitchen", attributes: ParcelAttributes(), content: parcelContent(relevance: 10))
        system.advance(by: 1)
        let air = try system.request(app: "Air", attributes: ParcelAttributes(), content: parcelContent())
        system.advance(by: 1)
        try system.update(other, content: parcelContent("later", relevance: 10))
        #expect(system.arrangement == .minimal(attached: best, detached: air, reason:
            ArrangementReason("Kitchen was updated after Air; two apps: minimal, Kitchen attached", policy: ArbitrationPolicy(order: .mostRecentlyUpdated))))
    }

    @Test func thePushTypeStaysWithTheActivity() throws {
        let system = ActivitySystem(start: rulesStart)
        try system.run(as: "P") {
            _ = try Activity.request(attributes: ParcelAttributes(), content: parcelContent(), pushType: .token)
            #expect(Activity<ParcelAttributes>.activities.first?.pushToken?.count == 32)
        }
    }

    @Test func appleStyleAlertsAndStampedUpdatesCompile() async throws {
        let system = ActivitySystem(start: rulesStart)
        let activity = try system.run(as: "P") { try Activity.request(attributes: ParcelAttributes(), content: parcelContent()) }
        await activity.update(parcelContent("a"), timestamp: rulesStart.addingTimeInterval(1))
        await activity.update(parcelContent("b"), alertConfiguration: AlertConfiguration(title: "T", body: "B", sound: .default))
        await activity.update(parcelContent("c"), alertConfiguration: AlertConfiguration(title: "T", body: "B", sound: .named("ding.caf")))
        #expect(activity.content.state.note == "c")
    }

    @Test func withinAnAppTiesGoToTheOneStartedFirstNotRequestedFirst() throws {
        let system = ActivitySystem(start: rulesStart)
        let later = try system.request(app: "P", attributes: ParcelAttributes(), content: parcelContent(), startDate: rulesStart.addingTimeInterval(3600))
        system.advance(by: 60)
        let sooner = try system.request(app: "P", attributes: ParcelAttributes(), content: parcelContent())
        system.advance(to: rulesStart.addingTimeInterval(3600))
        #expect(system.arrangement == .compact(id: sooner, reason: ArrangementReason("P is the only app with an activity (its highest relevance, 0, of 2): compact", policy: .default)))
        #expect(system.lockScreen.map(\.id) == [sooner, later])
    }

    @Test func aQualifiedAttributesTypeFindsItsActivities() throws {
        let system = ActivitySystem(start: rulesStart)
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
