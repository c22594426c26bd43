@testable import ActivityRuntime
import Foundation
@testable import IslandInputs
import LiveActivity
import Testing

@Suite("The device: banners, scheduled alerts and the app in the foreground")
struct BannerAndAlertTests {
    @Test func bannersGoWhenTheDeviceLocksOrTheAppOpens() throws {
        let system = ActivitySystem(device: .iPhoneSE, start: rulesStart)
        let id = try system.request(app: "P", attributes: ParcelAttributes(), content: parcelContent())
        try system.update(id, content: parcelContent("1"), alert: AlertConfiguration(title: "One", body: ""))
        #expect(system.banner?.id == id)
        system.lock()
        #expect(system.banner == nil)
        system.unlock()
        #expect(system.banner == nil)
        try system.update(id, content: parcelContent("2"), alert: AlertConfiguration(title: "Two", body: ""))
        system.open(app: "P")
        #expect(system.banner == nil)
        system.lock()
        try system.update(id, content: parcelContent("3"), alert: AlertConfiguration(title: "Three", body: ""))
        #expect(system.litLockScreen == id)
        try system.end(id, dismissalPolicy: .immediate)
        #expect(system.litLockScreen == nil)
    }

    @Test func aScheduledAlertShowsWhereTheDeviceIsWhenItStarts() throws {
        let system = ActivitySystem(device: .iPhoneSE, start: rulesStart)
        system.open(app: "P")
        let id = try system.request(app: "P", attributes: ParcelAttributes(), content: parcelContent(), startDate: rulesStart.addingTimeInterval(60),
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
        #expect(system.arrangement == .compact(id: id, reason: ArrangementReason("Pizza is the only app with an activity: compact", policy: .default)))
    }
}
