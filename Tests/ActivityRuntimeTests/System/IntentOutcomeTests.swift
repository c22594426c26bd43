import Foundation
@testable import ActivityRuntime
import FrameVocabulary
import Testing

/// How running an intent went, each way it can go (the mutation run found none of them pinned
/// in this target): performed, failed with what it threw, and unfinished within the time given.
@Suite("Intent outcomes")
struct IntentOutcomeTests {
    struct Jammed: Error {}

    @Test func anIntentIsPerformedFailsOrDoesNotFinish() {
        let system = ActivitySystem(start: Date(timeIntervalSince1970: 1_800_000_000))
        let quick = RegionIntent(name: "PauseTimerIntent", title: "Pause") {}
        #expect(system.perform(quick, as: "Oven") == .performed)
        let failing = RegionIntent(name: "OpenDoorIntent", title: "Open") { throw Jammed() }
        #expect(system.perform(failing, as: "Oven") == .failed("Jammed()"))
        let slow = RegionIntent(name: "SlowIntent", title: "Slow") { try await Task.sleep(nanoseconds: 2_000_000_000) }
        #expect(system.perform(slow, as: "Oven", timeout: 0.05) == .unfinished)
        #expect(system.log.last?.text.hasPrefix("Oven: SlowIntent did not finish in") == true)
    }
}
