@testable import ActivityRuntime
import Foundation
import Testing

/// Letting go of the island collapses the activity that is expanded, and only while it is: at
/// the instant a touch's expansion ends there is nothing left to let go of.
@Suite("Letting go of the expanded island")
struct CollapseTests {
    let t0 = Date(timeIntervalSince1970: 1_800_000_000)

    func system() throws -> (ActivitySystem, String, String) {
        let system = ActivitySystem(start: t0)
        let a = try system.request(app: "A", attributesType: "T", attributesJSON: Data("{}".utf8), stateJSON: Data("{}".utf8))
        let b = try system.request(app: "B", attributesType: "T", attributesJSON: Data("{}".utf8), stateJSON: Data("{}".utf8))
        return (system, a, b)
    }

    @Test func lettingGoOfAnotherActivityLeavesTheExpandedOne() throws {
        let (system, a, b) = try system()
        try system.hold(a)
        system.release(b)
        guard case .expanded(let id, _) = system.arrangement else { Issue.record("\(system.arrangement)"); return }
        #expect(id == a)
    }

    @Test func atTheInstantATouchEndsThereIsNothingToLetGoOf() throws {
        let (system, a, _) = try system()
        try system.touchAndHold(a, for: 4)
        system.advance(by: 4)
        let before = system.log.count
        system.collapse(a)
        #expect(system.log.count == before)
    }
}
