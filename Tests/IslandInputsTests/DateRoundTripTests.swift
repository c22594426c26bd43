import Foundation
import LiveActivity
import Testing

/// Every date activities' data is written with reads back as itself: the text is read in the
/// proleptic Gregorian calendar, as `UTCDate` writes it (before 15 October 1582 Foundation's
/// formatter read the Julian calendar, and a timer started in the year 199 read 0:00).
@Suite("Dates read back as written")
struct DateRoundTripTests {
    @Test(arguments: [0, 1, 199, 1582, 1583, 1970, 2000, 2027, 2100, 9999])
    func everyYearFourDigitsWriteReadsBack(_ year: Int) throws {
        for (month, day) in [(1, 1), (2, 28), (10, 10), (12, 31)] {
            let text = "\(UTCDate.pad(year, 4))-\(UTCDate.pad(month, 2))-\(UTCDate.pad(day, 2))T13:14:15.250Z"
            let date = try #require(ISO8601Text.date(from: text), "\(text)")
            #expect(UTCDate(date).iso8601 == text)
        }
    }

    @Test(arguments: [
        "2027-13-01T00:00:00Z", "2027-00-10T00:00:00Z", "2027-02-29T00:00:00Z", "2027-04-31T00:00:00Z",
        "2027-01-00T00:00:00Z", "2027-01-15T24:00:00Z", "2027-01-15T08:60:00Z", "2027-01-15T08:00:60Z",
        "2027-01-15T08:00:00+24:00", "2027-01-15T08:00:00+01:60",
    ])
    func textThatNamesNoMomentIsNotADate(_ text: String) {
        #expect(ISO8601Text.date(from: text) == nil)
    }

    @Test func aLeapDayIsADate() {
        #expect(ISO8601Text.date(from: "2028-02-29T00:00:00Z") != nil)
        #expect(ISO8601Text.date(from: "2000-02-29T00:00:00Z") != nil)
        #expect(ISO8601Text.date(from: "1900-02-29T00:00:00Z") == nil)
    }
}
