import Foundation
import IslandUI
import Testing

/// On UTC, spans under 28 days and times of day are worked out by division, not by the
/// calendar: the answers must be the calendar's, at the 28-day edge, at midnight, before 1970.
@Suite("Date text on UTC, by division")
struct DateTextOnUTCTests {
    let utc = DateText.gregorianCalendar(in: TimeZone(identifier: "UTC")!)
    /// UTC under a name the division does not take: the calendar's answer. (Not a city on UTC:
    /// Abidjan kept its local mean time, 16 minutes off, until 1912.)
    let sameOffsetByCalendar = DateText.gregorianCalendar(in: TimeZone(identifier: "Etc/Universal") ?? TimeZone(secondsFromGMT: 0)!)

    typealias Generator = SeededGenerator

    static func described(_ amounts: [(amount: Int, unit: DateText.TimeUnit)]) -> String {
        amounts.map { "\($0.amount) \($0.unit)" }.joined(separator: ", ")
    }

    @Test func spansAreTheCalendarsOnEitherSideOfTwentyEightDays() {
        #expect(DateText.isOnUTC(utc))
        #expect(!DateText.isOnUTC(sameOffsetByCalendar))
        var random = Generator(state: 28)
        let start = Date(timeIntervalSince1970: 1_780_000_000)
        var spans = [0, 1, 59, 60, 3_599, 3_600, 86_399, 86_400, 7 * 86_400 - 1, 7 * 86_400, 28 * 86_400 - 1, 28 * 86_400, 28 * 86_400 + 1]
        for _ in 0..<300 { spans.append(random.next(40 * 86_400)) }
        for span in spans {
            let from = start.addingTimeInterval(Double(random.next(86_400 * 400)) - 200 * 86_400)
            let to = from.addingTimeInterval(Double(span) + Double(random.next(1000)) / 1000)
            let divided = DateText.spanAmounts(between: from, and: to, calendar: utc)
            let byCalendar = DateText.spanAmounts(between: from, and: to, calendar: utc, byDivisionWherePossible: false)
            #expect(Self.described(divided) == Self.described(byCalendar), "\(span) s from \(from)")
            #expect(DateText.relativeString(for: to, now: from, calendar: utc) == DateText.relativeString(for: to, now: from, calendar: sameOffsetByCalendar))
        }
        #expect(DateText.relativeString(for: start.addingTimeInterval(28 * 86_400 - 1), now: start, calendar: utc) == "3 wks, 6 days")
        #expect(DateText.relativeString(for: start.addingTimeInterval(28 * 86_400), now: start, calendar: utc) == "4 wks")
    }

    @Test func timesOfDayAreTheCalendarsBeforeAndAfter1970() {
        var random = Generator(state: 1970)
        var instants: [Double] = [0, -1, -0.5, 86_399.9, 86_400, -86_400, -86_401, 43_199, 43_200, 1_780_000_000]
        for _ in 0..<300 { instants.append(Double(random.next(1 << 31)) * 2 - Double(1 << 31) + Double(random.next(1000)) / 1000) }
        for instant in instants {
            let date = Date(timeIntervalSince1970: instant)
            #expect(DateText.timeString(for: date, calendar: utc) == DateText.timeString(for: date, calendar: sameOffsetByCalendar), "\(instant)")
        }
        #expect(DateText.timeString(for: Date(timeIntervalSince1970: -1), calendar: utc) == "11:59 PM")
        #expect(DateText.timeString(for: Date(timeIntervalSince1970: 43_200), calendar: utc) == "12:00 PM")
    }
}
