import Foundation

/// Dates written as ISO 8601 text in input files ("2027-01-15T08:30:00Z", "…08:30:00.250+01:00"),
/// checked for shape before Foundation parses them.
///
/// Found by fuzzing (docs/Reliability.md): `ISO8601DateFormatter` hands its text to ICU, whose
/// parser divides by zero on a fraction of seconds a hundred digits long and stops the process.
/// Only the shapes the formatters take are passed on: a date, `T`, a time, at most nine digits of
/// fraction, and `Z` or an offset.
package enum ISO8601Text {
    /// The date `text` writes, or nil when it is not an ISO 8601 date and time of that shape.
    package static func date(from text: String) -> Date? {
        guard let hasFraction = shape(of: text) else { return nil }
        let formatter = ISO8601DateFormatter()
        if hasFraction { formatter.formatOptions.insert(.withFractionalSeconds) }
        return formatter.date(from: text)
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
