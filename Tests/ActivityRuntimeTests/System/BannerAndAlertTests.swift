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

@Suite("The device: banners, scheduled alerts and the app in the foreground")
struct BannerAndAlertTests {
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

    @Test func theOpenAppIsNamedOnlyWhenItHasAnActivity() throws {
        let system = ActivitySystem(start: Date(timeIntervalSince1970: 1_800_000_000))
        struct A: ActivityAttributes { struct ContentState: Codable & Hashable {} }
        let id = try system.request(app: "Pizza", attributes: A(), content: ActivityContent(state: .init(), staleDate: nil))
        system.open(app: "Maps")
        #expect(system.arrangement == .compact(id: id, reason: "Pizza is the only app with an activity: compact (policy: highest relevance, ties to the first started)"))
    }
}
