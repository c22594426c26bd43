import ActivityRuntime
import Foundation
import LiveActivity
import Testing

/// Every limit of the activity system at its edge: the last value it takes and the first it
/// refuses, so that `<=` turned into `<` (or an edge moved by one) fails a test.
@Suite("Every limit at its edge")
struct LimitEdgeTests {
    let t0 = Date(timeIntervalSince1970: 1_800_000_000)

    /// `{"s":"xx…x"}` exactly `bytes` bytes long.
    func state(bytes: Int) -> Data {
        let json = Data(#"{"s":"\#(String(repeating: "x", count: bytes - 8))"}"#.utf8)
        precondition(json.count == bytes)
        return json
    }

    /// Two bytes of attributes (`{}`) and a state making `total` bytes in all.
    func request(_ system: ActivitySystem, total: Int, id: String = "a") throws(ActivityAuthorizationError) -> String {
        try system.request(app: "A", attributesType: "T", attributesJSON: Data("{}".utf8), stateJSON: state(bytes: total - 2), id: id)
    }

    @Test func aRequestOf4096BytesIsTakenAnd4097Refused() throws {
        let system = ActivitySystem(start: t0)
        #expect(try request(system, total: 4096) == "a")
        #expect(throws: ActivityAuthorizationError.attributesTooLarge(bytes: 4097, limit: 4096)) {
            try request(system, total: 4097, id: "b")
        }
        #expect(system.records.map(\.id) == ["a"])
    }

    @Test func anUpdateOf4096BytesIsAppliedAnd4097Refused() throws {
        let system = ActivitySystem(start: t0)
        let id = try request(system, total: 100)
        try system.update(id, stateJSON: state(bytes: 4094), staleDate: nil, relevanceScore: 0)
        #expect(system.records.first?.stateJSON.count == 4094)
        #expect(throws: ActivityAuthorizationError.attributesTooLarge(bytes: 4097, limit: 4096)) {
            try system.update(id, stateJSON: state(bytes: 4095), staleDate: nil, relevanceScore: 0)
        }
        #expect(system.records.first?.stateJSON.count == 4094)
        #expect(system.log.last?.text == "A: update of a refused: attributesTooLarge: the static and dynamic data are 4,097 bytes; ActivityKit allows 4,096")
    }

    @Test func anActivityIsActiveForEightHoursLessASecondAndEndedAtEight() throws {
        let system = ActivitySystem(start: t0)
        let id = try request(system, total: 10)
        system.advance(to: t0.addingTimeInterval(8 * 3600 - 1))
        #expect(system.state(of: id) == .active)
        system.advance(to: t0.addingTimeInterval(8 * 3600))
        #expect(system.state(of: id) == .ended)
        #expect(system.records.first?.endedAt == t0.addingTimeInterval(8 * 3600))
        system.advance(to: t0.addingTimeInterval(8 * 3600 + 1))
        #expect(system.state(of: id) == .ended)
    }

    @Test func aDismissalDateIsCappedAtFourHoursAfterTheEnd() throws {
        let system = ActivitySystem(start: t0)
        let id = try request(system, total: 10)
        system.advance(by: 3600)
        try system.end(id, dismissalPolicy: .after(t0.addingTimeInterval(3600 + 5 * 3600)))
        system.advance(to: t0.addingTimeInterval(3600 + 4 * 3600 - 1))
        #expect(system.state(of: id) == .ended)
        #expect(system.lockScreen.map(\.id) == [id])
        system.advance(to: t0.addingTimeInterval(3600 + 4 * 3600))
        #expect(system.state(of: id) == .dismissed)
        #expect(system.lockScreen.isEmpty)
    }

    @Test func aDismissalDateWithinFourHoursIsKept() throws {
        let system = ActivitySystem(start: t0)
        let id = try request(system, total: 10)
        try system.end(id, dismissalPolicy: .after(t0.addingTimeInterval(4 * 3600 - 1)))
        system.advance(to: t0.addingTimeInterval(4 * 3600 - 2))
        #expect(system.state(of: id) == .ended)
        system.advance(to: t0.addingTimeInterval(4 * 3600 - 1))
        #expect(system.state(of: id) == .dismissed)
    }

    @Test func theDefaultDismissalIsFourHoursToTheSecond() throws {
        let system = ActivitySystem(start: t0)
        let id = try request(system, total: 10)
        try system.end(id)
        system.advance(to: t0.addingTimeInterval(4 * 3600 - 1))
        #expect(system.state(of: id) == .ended)
        system.advance(to: t0.addingTimeInterval(4 * 3600))
        #expect(system.state(of: id) == .dismissed)
    }

    @Test func noActivityOutlivesTwelveHoursEvenWhereTheLockScreenWouldKeepItLonger() throws {
        // With the standard limits eight hours active and four on the Lock Screen meet at twelve;
        // a Lock Screen allowance of six shows the twelve-hour rule itself.
        var limits = ActivityLimits()
        limits.maximumLockScreenDurationAfterEnd = 6 * 3600
        let system = ActivitySystem(start: t0, limits: limits)
        let id = try request(system, total: 10)
        system.advance(to: t0.addingTimeInterval(12 * 3600 - 1))
        #expect(system.state(of: id) == .ended)
        system.advance(to: t0.addingTimeInterval(12 * 3600))
        #expect(system.state(of: id) == .dismissed)

        let standard = ActivitySystem(start: t0)
        let other = try request(standard, total: 10)
        standard.advance(to: t0.addingTimeInterval(12 * 3600 - 1))
        #expect(standard.state(of: other) == .ended)
        standard.advance(to: t0.addingTimeInterval(12 * 3600))
        #expect(standard.state(of: other) == .dismissed)
    }

    @Test func theDeviceRunsFiveActivitiesAndRefusesTheSixth() throws {
        let system = ActivitySystem(start: t0)
        #expect(ActivityLimits.standard.maximumSimultaneousActivities == 5)
        for index in 0..<5 { _ = try request(system, total: 10, id: "a\(index)") }
        #expect(throws: ActivityAuthorizationError.globalMaximumExceeded(limit: 5)) { try request(system, total: 10, id: "a5") }
        try system.end("a0", dismissalPolicy: .immediate)
        #expect(try request(system, total: 10, id: "a5") == "a5")
    }

    @Test func anAlertExpandsTheIslandForFourSecondsExactly() throws {
        let system = ActivitySystem(start: t0)
        let id = try request(system, total: 10)
        try system.update(id, stateJSON: state(bytes: 10), staleDate: nil, relevanceScore: 0,
                          alert: AlertConfiguration(title: "Now", body: ""))
        #expect(system.arrangement == .expanded(id: id, reason: ArrangementReason("A has an alert or is touched and held: expanded")))
        system.advance(by: 3.999)
        #expect(system.arrangement == .expanded(id: id, reason: ArrangementReason("A has an alert or is touched and held: expanded")))
        system.advance(by: 0.001)
        #expect(system.arrangement == .compact(id: id, reason: ArrangementReason("A is the only app with an activity: compact", policy: .default)))
    }
}
