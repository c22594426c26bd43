import Foundation
import IslandUI
import LiveActivity

/// The moment a preview is drawn at, so that nothing renders at 1970 by accident and the same
/// sources give the same text on any day.
///
/// Previews make their dates from "now" (`Date()...Date() + 15 * 60`). Every date in a
/// preview's attributes and states within a day of the moment its states were made is moved
/// by the same amount to `PreviewInstant.standard` (2027-01-15 08:00:00 UTC, the instant
/// `island snapshot` starts every example at) and rounded to a whole second; the preview is
/// then drawn at that instant, so the timer reads 15:00 today and next year. A preview whose
/// dates are all fixed (`Date(timeIntervalSince1970: …)`) is drawn at the start of the first
/// date range in its first state, or at the standard instant when it has none.
public enum PreviewInstant {
    /// 2027-01-15 08:00:00 UTC.
    public static let standard = EnvironmentValues.standardDate

    /// How far from the moment of making a date may be and still count as made from "now".
    static let window: TimeInterval = 24 * 60 * 60

    /// The data with its "now" dates moved, and the instant to draw it at.
    public static func rebase(attributes: Data, states: [Data], madeAt made: Date) -> (attributes: Data, states: [Data], instant: Date) {
        var moved = false
        func rebased(_ data: Data) -> Data {
            var text = String(decoding: data, as: UTF8.self)
            for literal in dateLiterals(in: data) {
                guard let date = ISO8601Text.date(from: literal), abs(date.timeIntervalSince(made)) <= window else { continue }
                let offset = (date.timeIntervalSince(made)).rounded()
                text = text.replacingOccurrences(of: "\"\(literal)\"", with: "\"\(UTCDate(standard + offset).iso8601)\"")
                moved = true
            }
            return Data(text.utf8)
        }
        let newAttributes = rebased(attributes)
        let newStates = states.map(rebased)
        if moved { return (newAttributes, newStates, standard) }
        return (attributes, states, firstRangeStart(in: states.first ?? attributes) ?? standard)
    }

    /// The attributes alone as the activity system encodes them (a preview with no states).
    static func encoded<Attributes: ActivityAttributes>(_ attributes: Attributes) -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        encoder.dateEncodingStrategy = .custom { date, encoder in
            var container = encoder.singleValueContainer()
            try container.encode(UTCDate(date).iso8601)
        }
        return (try? encoder.encode(attributes)) ?? Data("{}".utf8)
    }

    /// Every string in the JSON that reads as an ISO 8601 date, in order.
    static func dateLiterals(in data: Data) -> [String] {
        guard let root = try? JSONSerialization.jsonObject(with: data, options: [.fragmentsAllowed]) else { return [] }
        var found: [String] = []
        func walk(_ value: Any) {
            switch value {
            case let text as String: if ISO8601Text.date(from: text) != nil { found.append(text) }
            case let array as [Any]: array.forEach(walk)
            case let object as [String: Any]: object.keys.sorted().forEach { walk(object[$0]!) }
            default: break
            }
        }
        walk(root)
        return found
    }

    /// The lower bound of the first `ClosedRange<Date>` (a two-date array), keys in order.
    static func firstRangeStart(in data: Data) -> Date? {
        guard let root = try? JSONSerialization.jsonObject(with: data, options: [.fragmentsAllowed]) else { return nil }
        func search(_ value: Any) -> Date? {
            switch value {
            case let array as [Any]:
                if array.count == 2, let lower = (array[0] as? String).flatMap(ISO8601Text.date(from:)),
                   let upper = (array[1] as? String).flatMap(ISO8601Text.date(from:)), lower <= upper {
                    return lower
                }
                return array.lazy.compactMap(search).first
            case let object as [String: Any]: return object.keys.sorted().lazy.compactMap { search(object[$0]!) }.first
            default: return nil
            }
        }
        return search(root)
    }
}
