import Foundation
import IslandUI
import Testing

@Suite struct DateTextTests {
    /// `date` in `style`, read at 7:36 on 2026-06-03 unless `now` says otherwise.
    private func text(_ style: TextDateStyle, _ date: Date, now: Date = at("7:36")) -> String {
        DateText.string(for: date, style: style, now: now, calendar: calendar)
    }

    @Test func eachStyleForOneDate() {
        let date = at("9:41")
        #expect(TextDateStyle.allCases.map { text($0, date) } == [
            "2:05:00", "2 hr, 5 min", "9:41 AM", "June 3, 2026", "+2 hours",
        ])
    }

    @Test(arguments: [
        (at("7:38:05"), "2:05"), (at("7:33:55"), "2:05"),   // until, and since
        (at("7:36"), "0:00"), (at("7:36:00.5"), "0:01"), (at("7:35:59.5"), "0:00"),
        (at("20:35:01", day: 1), "36:59:01"),
    ])
    func timer(_ date: Date, _ shown: String) {
        #expect(text(.timer, date) == shown)
    }

    @Test(arguments: [
        (at("7:36"), "0 sec"), (at("7:36:05"), "5 sec"), (at("7:41:03"), "5 min, 3 sec"),
        (at("7:37"), "1 min"), (at("9:41"), "2 hr, 5 min"), (at("5:31"), "2 hr, 5 min"),
        (at("8:36:05"), "1 hr"),                   // seconds are not the next unit after hours
        (at("9:36", day: 1), "1 day, 2 hr"), (at("7:36", day: 3), "3 days"),
        (at("7:36", day: 15), "2 wks, 1 day"), (at("7:36", day: 4, month: 1), "1 mth, 4 days"),
        (at("7:36", month: 3, year: 2), "2 yrs, 3 mths"),
    ])
    func relative(_ date: Date, _ shown: String) {
        #expect(text(.relative, date) == shown)
    }

    @Test(arguments: [
        (at("9:41"), "9:41 AM"), (at("0:05"), "12:05 AM"), (at("12:00"), "12:00 PM"),
        (at("23:59"), "11:59 PM"),
    ])
    func time(_ date: Date, _ shown: String) {
        #expect(text(.time, date) == shown)
    }

    @Test(arguments: [
        (at("23:59"), "June 3, 2026"), (at("0:00", day: 1), "June 4, 2026"),
        (at("0:00", day: -2, month: -5), "January 1, 2026"),
        (at("9:00", day: 28, month: 6), "December 31, 2026"),
    ])
    func date(_ date: Date, _ shown: String) {
        #expect(text(.date, date) == shown)
    }

    @Test func theCalendarsTimeZoneNotTheMachinesDecidesTheDay() {
        let lateEvening = at("23:30")   // 06:30 the next day in UTC
        let utc = DateText.gregorianCalendar(in: TimeZone(secondsFromGMT: 0)!)
        #expect(DateText.dateString(for: lateEvening, calendar: utc) == "June 4, 2026")
        #expect(DateText.timeString(for: lateEvening, calendar: utc) == "6:30 AM")
    }

    @Test(arguments: [
        (at("9:41"), "+2 hours"), (at("7:36", month: -3), "-3 months"), (at("7:36", day: 1), "+1 day"),
        (at("7:36"), "+0 seconds"), (at("7:35"), "-1 minute"), (at("7:36:59"), "+59 seconds"),
    ])
    func offset(_ date: Date, _ shown: String) {
        #expect(text(.offset, date) == shown)
    }
}
