import Foundation
import LiveActivity
import ActivityRuntime

// How a bound value reads as each thing a view can show: text, a number, a condition, a date or
// a time interval.
extension JSONValue {
    /// The value as text shows it: strings as they are, numbers without a spurious ".0"
    /// (`12`, `2.5`, `0.1`), Booleans as `true`/`false`, null as the missing mark, lists and
    /// objects as compact JSON.
    public var text: String {
        switch self {
        case .null: return Self.missingText
        case .bool(let flag): return flag ? "true" : "false"
        case .number(let number): return Self.format(number)
        case .string(let string): return string
        case .array, .object: return String(decoding: jsonData(), as: UTF8.self)
        }
    }

    /// What a placeholder shows when its field is missing or null: an en dash, visible in a
    /// preview where an empty string would hide the mistake, and what apps commonly show for
    /// "not known yet".
    public static let missingText = "–"

    /// A number as people write it: whole numbers without a decimal point, others in the
    /// shortest form that reads back as the same double.
    static func format(_ number: Double) -> String {
        guard number.isFinite else { return number.isNaN ? "NaN" : number < 0 ? "-∞" : "∞" }
        // Whole numbers below 2⁵³ are exact; past that Swift's own form ("1e+20") is clearer
        // than a run of digits that only look precise.
        if number == number.rounded(), abs(number) < 9_007_199_254_740_992 {
            return String(Int64(number))
        }
        return "\(number)"
    }

    /// Whether the value counts as true in an `if`: false, null, 0, "" and empty lists and
    /// objects are false; everything else is true.
    public var isTruthy: Bool {
        switch self {
        case .null: return false
        case .bool(let flag): return flag
        case .number(let number): return number != 0 && !number.isNaN
        case .string(let string): return !string.isEmpty
        case .array(let array): return !array.isEmpty
        case .object(let object): return !object.isEmpty
        }
    }

    /// The value as a number: a number, or a string that spells one (`"0.25"`), finite.
    var number: Double? {
        switch self {
        case .number(let number): return number.isFinite ? number : nil
        case .string(let string):
            guard let number = Double(string.trimmingCharacters(in: .whitespaces)), number.isFinite else { return nil }
            return number
        default: return nil
        }
    }

    /// The value as a date: an ISO 8601 string (`"2027-01-15T08:30:00Z"`, fractional seconds
    /// allowed) or seconds since 1970, as content states are written everywhere else.
    var date: Date? {
        switch self {
        case .number(let seconds):
            // Beyond ±10 000 years a date means nothing and formatting it misbehaves.
            guard seconds.isFinite, abs(seconds) < 253_402_300_800 else { return nil }
            return Date(timeIntervalSince1970: seconds)
        case .string(let text):
            return ISO8601Text.date(from: text)
        default: return nil
        }
    }

    /// Why the value is not a time interval, or the interval: `[start, end]` (as
    /// `ClosedRange<Date>` encodes) or `{"start": …, "end": …}`, each end a date.
    var interval: Result<ClosedRange<Date>, IntervalProblem> {
        let ends: (JSONValue, JSONValue)
        switch self {
        case .array(let elements) where elements.count == 2: ends = (elements[0], elements[1])
        case .object(let members) where members.count == 2:
            guard let start = members["start"], let end = members["end"] else { return .failure(.notAnInterval) }
            ends = (start, end)
        default: return .failure(.notAnInterval)
        }
        guard let start = ends.0.date, let end = ends.1.date else { return .failure(.notDates) }
        // ClosedRange traps when its bounds are reversed; an update that ends a timer before it
        // starts must not crash a preview.
        guard start <= end else { return .failure(.endsBeforeItStarts) }
        return .success(start...end)
    }

    /// Why a bound value is not a time interval.
    enum IntervalProblem: Error {
        case notAnInterval, notDates, endsBeforeItStarts

        var reason: String {
            switch self {
            case .notAnInterval: "is not a time interval ([start, end] or {\"start\": …, \"end\": …})"
            case .notDates: "has an end that is not a date (ISO 8601 or seconds since 1970)"
            case .endsBeforeItStarts: "ends before it starts"
            }
        }
    }
}
