@testable import ActivityRuntime
import Foundation
@testable import IslandInputs
@testable import LiveActivity
import Testing

/// The order ActivityKit keeps: a payload older than the last one applied is ignored.
struct PushLedgerTests {
    private func update(at seconds: TimeInterval) -> PushPayload {
        PushPayload(timestamp: Date(timeIntervalSince1970: seconds), event: .update, contentState: Data("{}".utf8))
    }

    @Test func newerPayloadsAreAcceptedAndRemembered() {
        var ledger = PushLedger()
        #expect(ledger.lastTimestamp(for: "pizza") == nil)
        #expect(ledger.admit(update(at: 1_800_000_300), for: "pizza") == .accepted)
        #expect(ledger.admit(update(at: 1_800_000_360), for: "pizza") == .accepted)
        #expect(ledger.lastTimestamp(for: "pizza") == Date(timeIntervalSince1970: 1_800_000_360))
    }

    @Test func anOlderPayloadIsIgnoredWithTheReason() {
        var ledger = PushLedger()
        _ = ledger.admit(update(at: 1_800_000_360), for: "pizza")
        #expect(ledger.admit(update(at: 1_800_000_300), for: "pizza") == .ignored(reason:
            "timestamp 1800000300 is older than the last update applied to pizza (1800000360): ignored, as ActivityKit does"))
        // Ignoring it changed nothing: the next one is still measured against 1800000360.
        #expect(ledger.lastTimestamp(for: "pizza") == Date(timeIntervalSince1970: 1_800_000_360))
        #expect(ledger.admit(update(at: 1_800_000_359), for: "pizza") != .accepted)
    }

    @Test func anEqualTimestampIsAccepted() {
        // Apple ignores only an *older* payload; two generated within one second both count.
        var ledger = PushLedger()
        _ = ledger.admit(update(at: 1_800_000_360), for: "pizza")
        #expect(ledger.admit(update(at: 1_800_000_360), for: "pizza") == .accepted)
    }

    @Test func eachActivityKeepsItsOwnOrder() {
        var ledger = PushLedger()
        _ = ledger.admit(update(at: 1_800_000_360), for: "pizza")
        #expect(ledger.admit(update(at: 1_800_000_000), for: "match") == .accepted)
        #expect(ledger.admit(update(at: 1_800_000_001), for: "pizza") == .ignored(reason:
            "timestamp 1800000001 is older than the last update applied to pizza (1800000360): ignored, as ActivityKit does"))
    }

    @Test func fractionalSecondsAreShownAsWritten() {
        var ledger = PushLedger()
        _ = ledger.admit(update(at: 1_800_000_360.5), for: "ride")
        #expect(ledger.admit(update(at: 1_800_000_360.25), for: "ride") == .ignored(reason:
            "timestamp 1800000360.25 is older than the last update applied to ride (1800000360.5): ignored, as ActivityKit does"))
    }

    @Test func everyEventIsOrdered() {
        // An update held back until after the end arrives too late, as on a device.
        var ledger = PushLedger()
        let start = PushPayload(timestamp: Date(timeIntervalSince1970: 1_800_000_000), event: .start, contentState: Data("{}".utf8))
        let end = PushPayload(timestamp: Date(timeIntervalSince1970: 1_800_001_500), event: .end, contentState: nil)
        #expect(ledger.admit(start, for: "pizza") == .accepted)
        #expect(ledger.admit(end, for: "pizza") == .accepted)
        #expect(ledger.admit(update(at: 1_800_000_600), for: "pizza") == .ignored(reason:
            "timestamp 1800000600 is older than the last update applied to pizza (1800001500): ignored, as ActivityKit does"))
    }
}
