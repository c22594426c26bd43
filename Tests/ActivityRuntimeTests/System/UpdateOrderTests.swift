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

@Suite("Update order: stamped updates, pushes and what counts as most recent")
struct UpdateOrderTests {
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

    @Test func mostRecentlyUpdatedCountsAnyOfAnAppsActivities() throws {
        let system = ActivitySystem(start: t0, policy: ArbitrationPolicy(order: .mostRecentlyUpdated))
        let best = try system.request(app: "Kitchen", attributes: ParcelAttributes(), content: content(relevance: 90))
        let other = try system.request(app: "Kitchen", attributes: ParcelAttributes(), content: content(relevance: 10))
        system.advance(by: 1)
        let air = try system.request(app: "Air", attributes: ParcelAttributes(), content: content())
        system.advance(by: 1)
        try system.update(other, content: content("later", relevance: 10))
        #expect(system.arrangement == .minimal(attached: best, detached: air, reason:
            "Kitchen was updated after Air; two apps: minimal, Kitchen attached (policy: most recently updated, ties to the first started)"))
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

    @Test func withinAnAppTiesGoToTheOneStartedFirstNotRequestedFirst() throws {
        let system = ActivitySystem(start: t0)
        let later = try system.request(app: "P", attributes: ParcelAttributes(), content: content(), startDate: t0.addingTimeInterval(3600))
        system.advance(by: 60)
        let sooner = try system.request(app: "P", attributes: ParcelAttributes(), content: content())
        system.advance(to: t0.addingTimeInterval(3600))
        #expect(system.arrangement == .compact(id: sooner, reason: "P is the only app with an activity (its highest relevance, 0, of 2): compact (policy: highest relevance, ties to the first started)"))
        #expect(system.lockScreen.map(\.id) == [sooner, later])
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
