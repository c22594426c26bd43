@testable import ActivityRuntime
import Foundation
@testable import IslandInputs
import LiveActivity
import Testing

private let t0 = Date(timeIntervalSince1970: 1_800_000_000)

private func payload(_ json: String) throws -> PushPayload {
    try PushPayload.parse(Data(json.utf8), file: "p.json")
}

private let start = """
    {"aps": {"timestamp": 1800000000, "event": "start", "content-state": {"stop": 1},
             "attributes-type": "DeliveryAttributes", "attributes": {"order": "A-17"}, "relevance-score": 40,
             "alert": {"title": "On its way", "body": "Order A-17 left"}}}
    """

private func update(at timestamp: Int, stop: Int, extra: String = "") -> String {
    #"{"aps": {"timestamp": \#(timestamp), "event": "update", "content-state": {"stop": \#(stop)}\#(extra)}}"#
}

@Suite("Push payloads on the activity system")
struct PushDeliveryTests {
    @Test func aPushToStartRequestsAndItsAlertExpands() throws {
        let system = ActivitySystem(start: t0)
        #expect(system.deliver(try payload(start), to: "order", app: "Couriers") == .applied)
        let record = try #require(system.record("order"))
        #expect(record.attributesType == "DeliveryAttributes")
        #expect(String(decoding: record.attributesJSON, as: UTF8.self) == #"{"order":"A-17"}"#)
        #expect(record.relevanceScore == 40)
        #expect(system.arrangement == .expanded(id: "order", reason: ArrangementReason("Couriers has an alert or is touched and held: expanded")))
        #expect(system.log.map(\.text) == [
            "a push arrives: start order, stamped 1800000000",
            "Couriers: requested order",
        ])
    }

    @Test func updatesApplyInTimestampOrderAndAnOlderOneIsIgnored() throws {
        let system = ActivitySystem(start: t0)
        system.deliver(try payload(start), to: "order", app: "Couriers")
        #expect(system.deliver(try payload(update(at: 1_800_000_060, stop: 3)), to: "order") == .applied)
        let older = system.deliver(try payload(update(at: 1_800_000_030, stop: 2)), to: "order")
        #expect(older == .ignored(reason:
            "timestamp 1800000030 is older than the last update applied to order (1800000060): ignored, as ActivityKit does"))
        #expect(String(decoding: system.record("order")!.stateJSON, as: UTF8.self) == #"{"stop":3}"#)
        // The same second again is news, not a repeat.
        #expect(system.deliver(try payload(update(at: 1_800_000_060, stop: 4)), to: "order") == .applied)
    }

    @Test func keysAnUpdateLeavesOutKeepTheirValues() throws {
        let system = ActivitySystem(start: t0)
        system.deliver(try payload(start), to: "order", app: "Couriers")
        system.deliver(try payload(update(at: 1_800_000_010, stop: 2, extra: #", "stale-date": 1800000600"#)), to: "order")
        system.deliver(try payload(update(at: 1_800_000_020, stop: 3)), to: "order")
        let record = try #require(system.record("order"))
        #expect(record.relevanceScore == 40)
        #expect(record.staleDate == t0.addingTimeInterval(600))
    }

    @Test func anEndWithADismissalDateStaysUntilThen() throws {
        let system = ActivitySystem(start: t0)
        system.deliver(try payload(start), to: "order", app: "Couriers")
        let end = #"{"aps": {"timestamp": 1800000100, "event": "end", "dismissal-date": 1800001000}}"#
        #expect(system.deliver(try payload(end), to: "order") == .applied)
        #expect(system.state(of: "order") == .ended)
        #expect(system.record("order")?.dismissAt == t0.addingTimeInterval(1000))
        #expect(system.deliver(try payload(update(at: 1_800_000_200, stop: 9)), to: "order")
            == .refused(.activityNotRunning(id: "order")))
    }

    @Test func aStampedAppUpdateAndAPushShareOneOrder() async throws {
        struct DeliveryAttributes: ActivityAttributes {
            struct ContentState: Codable & Hashable { var stop: Int }
            var order: String
        }
        let system = ActivitySystem(start: t0)
        let activity = try system.run(as: "Couriers") {
            try Activity.request(attributes: DeliveryAttributes(order: "A-17"),
                                 content: ActivityContent(state: .init(stop: 1), staleDate: nil))
        }
        system.deliver(try payload(update(at: 1_800_000_100, stop: 5)), to: activity.id)
        await activity.update(ActivityContent(state: .init(stop: 2), staleDate: nil), alertConfiguration: nil,
                              timestamp: t0.addingTimeInterval(50))
        #expect(activity.content.state.stop == 5)
    }

    @Test func aPushToStartWithoutAnAppOrForADisabledAppIsRefused() throws {
        let system = ActivitySystem(start: t0)
        #expect(system.deliver(try payload(start), to: "order") ==
            .refused(.malformedActivityIdentifier("a push-to-start names no app to start order for")))
        system.setActivitiesEnabled(false, for: "Couriers")
        #expect(system.deliver(try payload(start), to: "order", app: "Couriers") == .refused(.denied))
        #expect(system.records.isEmpty)
    }
}

@Test func anUpdateStampedMoreThanEightHoursAheadIsIgnored() throws {
    let system = ActivitySystem(start: t0)
    system.deliver(try payload(start), to: "order", app: "Couriers")
    let ahead = try payload(update(at: 1_800_000_000 + 8 * 3600 + 1, stop: 2))
    #expect(system.deliver(ahead, to: "order") == .ignored(reason:
        "timestamp 1800028801 is more than 8 hours ahead of the device's clock (1800000000): ignored"))
    #expect(system.deliver(try payload(update(at: 1_800_000_000 + 8 * 3600, stop: 2)), to: "order") == .applied)
}
