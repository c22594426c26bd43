import Foundation
@testable import LiveActivity
import Testing

/// The longest ISO 8601 text activities' data is read as, 35 bytes (nine digits of fraction and
/// an offset with a colon), is a date; one digit more is not (the mutation run found the edge
/// unpinned). The shortest, 20 bytes (`Z`), is a date; 19 is not.
@Test func isoTextIsReadUpToThirtyFiveBytes() {
    let longest = "2026-11-26T10:00:00.123456789+01:00"
    #expect(longest.utf8.count == 35)
    #expect(ISO8601Text.date(from: longest)?.timeIntervalSince1970.rounded() == 1_795_683_600)
    #expect(ISO8601Text.date(from: "2026-11-26T10:00:00.1234567890+01:00") == nil)
    #expect(ISO8601Text.date(from: "2026-11-26T10:00:00Z")?.timeIntervalSince1970 == 1_795_687_200)
    #expect(ISO8601Text.date(from: "2026-11-26T10:00:00") == nil)
}
