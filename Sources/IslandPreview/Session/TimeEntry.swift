import Foundation

/// A key typed into one of the previewer's boxes (the end chooser, the time jump).
package enum BoxKey: Hashable, Sendable {
    case character(Character)
    case erase
    case confirm
}

/// A time being typed: a duration (`45m`, `1h30m`), a clock time (`09:30`), and for the time
/// jump a sign (`+10m`, `-5m`). Only what those are made of is taken; anything else is ignored.
package struct TimeEntry: Hashable, Sendable {
    /// What has been typed.
    package private(set) var text = ""
    /// The last key that a time cannot hold, until the next one that it can (the box says so).
    package private(set) var refused: Character?
    /// The characters it takes besides digits.
    let symbols: String

    /// The longest anyone types: `-12h30m45.5s` and a little room.
    static let longest = 14

    init(symbols: String = "hms:.") { self.symbols = symbols }

    /// Takes `character` if a time can hold it; whether it did.
    @discardableResult
    mutating func type(_ character: Character) -> Bool {
        guard text.count < Self.longest, character.isASCII, character.isNumber || symbols.contains(character) else {
            refused = character
            return false
        }
        text.append(character)
        refused = nil
        return true
    }

    mutating func erase() {
        refused = nil
        if !text.isEmpty { text.removeLast() }
    }

    /// `09:30` or `9:30` → its hour and minute, or nil.
    static func clock(_ text: String) -> (hour: Int, minute: Int)? {
        let parts = text.split(separator: ":", omittingEmptySubsequences: false)
        guard parts.count == 2, (1...2).contains(parts[0].count), parts[1].count == 2,
              let hour = Int(parts[0]), let minute = Int(parts[1]), (0..<24).contains(hour), (0..<60).contains(minute) else { return nil }
        return (hour, minute)
    }

    /// The moment on `day`'s date (in `timeZone`) the clock shows `hour`:`minute`.
    static func date(on day: Date, hour: Int, minute: Int, timeZone: TimeZone) -> Date {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone
        return calendar.startOfDay(for: day).addingTimeInterval(Double(hour * 3600 + minute * 60))
    }
}
