import Foundation

/// Dates written as ISO 8601 text in input files ("2027-01-15T08:30:00Z", "…08:30:00.250+01:00"),
/// checked for shape before Foundation parses them.
///
/// Only these shapes are read: a date, `T`, a time, at most nine digits of fraction, and `Z` or
/// an offset. (Found by fuzzing, docs/Reliability.md: `ISO8601DateFormatter`, which read them
/// until 2026-11-26, handed its text to ICU, whose parser divided by zero on a fraction of
/// seconds a hundred digits long.)
package enum ISO8601Text {
    /// The date `text` writes, or nil when it is not an ISO 8601 date and time of that shape or
    /// names no moment (a 13th month, the 30th of February, 24 o'clock).
    ///
    /// Read by arithmetic in the proleptic Gregorian calendar, as `UTCDate` writes dates, so every
    /// date written reads back as itself. Foundation's formatter read dates before 15 October
    /// 1582 in the Julian calendar (a pizza's timer started in the year 199 read 0:00), and making
    /// one for each date was more than half the work of a frame of Lock Screen cards.
    package static func date(from text: String) -> Date? {
        guard shape(of: text) != nil else { return nil }
        let bytes = Array(text.utf8)
        func number(_ range: Range<Int>) -> Int { range.reduce(0) { $0 * 10 + Int(bytes[$1] - 0x30) } }
        let year = number(0..<4), month = number(5..<7), day = number(8..<10)
        let hour = number(11..<13), minute = number(14..<16), second = number(17..<19)
        guard (1...12).contains(month), day >= 1, day <= daysIn(month: month, year: year),
              hour <= 23, minute <= 59, second <= 59 else { return nil }
        var index = 19
        var fraction = 0.0
        if bytes[index] == 0x2E {
            var scale = 0.1
            index += 1
            while index < bytes.count, (0x30...0x39).contains(bytes[index]) {
                fraction += Double(bytes[index] - 0x30) * scale
                scale /= 10
                index += 1
            }
        }
        var offset = 0
        if bytes[index] != 0x5A {
            let digits = bytes[(index + 1)...].filter { $0 != 0x3A }.map { Int($0 - 0x30) }
            let hours = digits[0] * 10 + digits[1], minutes = digits[2] * 10 + digits[3]
            guard hours <= 23, minutes <= 59 else { return nil }
            offset = (bytes[index] == 0x2D ? -1 : 1) * (hours * 3600 + minutes * 60)
        }
        let seconds = daysFromCivil(year: year, month: month, day: day) * 86_400 + hour * 3600 + minute * 60 + second - offset
        return Date(timeIntervalSince1970: Double(seconds) + fraction)
    }

    static func daysIn(month: Int, year: Int) -> Int {
        switch month {
        case 2: (year % 4 == 0 && year % 100 != 0) || year % 400 == 0 ? 29 : 28
        case 4, 6, 9, 11: 30
        default: 31
        }
    }

    /// Days from 1970-01-01 (Howard Hinnant's days-from-civil, the inverse of `UTCDate`'s).
    static func daysFromCivil(year: Int, month: Int, day: Int) -> Int {
        let y = month <= 2 ? year - 1 : year
        let era = (y >= 0 ? y : y - 399) / 400
        let yearOfEra = y - era * 400
        let dayOfYear = (153 * (month > 2 ? month - 3 : month + 9) + 2) / 5 + day - 1
        let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
        return era * 146_097 + dayOfEra - 719_468
    }

    /// Whether `text` is `YYYY-MM-DDTHH:MM:SS[.fraction](Z|±HH:MM|±HHMM)`, and whether it has a
    /// fraction; nil for any other text.
    static func shape(of text: String) -> Bool? {
        let bytes = Array(text.utf8)
        guard bytes.count >= 20, bytes.count <= 35 else { return nil }
        func digits(_ range: Range<Int>) -> Bool { range.allSatisfy { $0 < bytes.count && (0x30...0x39).contains(bytes[$0]) } }
        let separators: [(Int, UInt8)] = [(4, 0x2D), (7, 0x2D), (10, 0x54), (13, 0x3A), (16, 0x3A)]
        guard digits(0..<4), digits(5..<7), digits(8..<10), digits(11..<13), digits(14..<16), digits(17..<19),
              separators.allSatisfy({ bytes[$0.0] == $0.1 }) else { return nil }
        var index = 19
        var hasFraction = false
        if bytes[index] == 0x2E {
            let start = index + 1
            index = start
            while index < bytes.count, (0x30...0x39).contains(bytes[index]) { index += 1 }
            guard (1...9).contains(index - start) else { return nil }
            hasFraction = true
        }
        guard index < bytes.count else { return nil }
        let zone = Array(bytes[index...])
        if zone == [0x5A] { return hasFraction }
        guard zone.first == 0x2B || zone.first == 0x2D else { return nil }
        let offset = zone.dropFirst().filter { $0 != 0x3A }
        guard offset.count == 4, offset.allSatisfy({ (0x30...0x39).contains($0) }),
              zone.count == 5 || (zone.count == 6 && zone[3] == 0x3A) else { return nil }
        return hasFraction
    }
}
