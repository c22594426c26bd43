import Foundation

/// Where an activity's JSON data was written, which decides how its dates read.
public enum ActivityDataSource: Hashable, Sendable {
    /// TermIsland's own files and records (scenarios, `--state`, what the activity system
    /// keeps): a date is ISO 8601 text ("2027-01-15T08:30:00Z") or seconds since 1970, so a
    /// state can be written by hand.
    case termIsland
    /// An ActivityKit push payload's `content-state` or `attributes`, which the device decodes
    /// with a `JSONDecoder` left at its defaults: a date is what `Date`'s own `Codable` reads, a
    /// number of seconds since 2001-01-01 00:00:00 UTC (`.deferredToDate`). Text is not a date
    /// there, and a UNIX time reads 31 years late (docs/PushPayloads.md, "Dates").
    case push
}

/// Decodes an activity's attributes or content state from JSON (what the activity system keeps,
/// what scenarios, push payloads and `island snapshot --state` give), with problems that name
/// the JSON path, what was expected, what came instead, and the key a missing one was likely
/// misspelt as.
package enum ActivityDataDecoding {
    /// Seconds from 1970-01-01 to 2001-01-01, the reference date `Date` counts from.
    package static let referenceDateOffset: TimeInterval = 978_307_200

    /// `json` decoded as `source` writes it.
    package static func decode<State: Decodable>(_ type: State.Type, from json: Data,
                                                 source: ActivityDataSource = .termIsland) -> Result<State, ActivityDataProblem> {
        let decoder = source == .push ? JSONDecoder() : termIslandDecoder
        do {
            return .success(try decoder.decode(State.self, from: json))
        } catch let error as DecodingError {
            var problem = describe(error, in: json)
            // A date written as text: the only way a TermIsland file's decoding passes where the
            // device's fails at a string (TermIsland reads text only as a date).
            if source == .push, case .typeMismatch = error, let text = problem.found?.text,
               let date = ISO8601Text.date(from: text), case .success = decode(State.self, from: json, source: .termIsland) {
                let seconds = date.timeIntervalSince1970 - referenceDateOffset
                problem.reason = "expected a date as ActivityKit decodes one, a number of seconds since 2001-01-01 (JSONDecoder's default)"
                problem.hint = "that moment is \(PushDate.number(seconds))"
            }
            return .failure(problem)
        } catch {
            return .failure(ActivityDataProblem(path: "$", reason: error.localizedDescription))
        }
    }

    /// Dates are ISO 8601 strings or seconds since 1970; a `ClosedRange<Date>` is a two-element array.
    private static let termIslandDecoder: JSONDecoder = {
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .custom { decoder in
            let container = try decoder.singleValueContainer()
            if let seconds = try? container.decode(Double.self) {
                // Past 2100 it is almost surely milliseconds, a common slip with JavaScript servers.
                guard seconds.isFinite, abs(seconds) < 4_102_444_800 else {
                    throw DecodingError.dataCorruptedError(
                        in: container, debugDescription: "expected a date as seconds since 1970, got \(seconds) (in milliseconds?)")
                }
                return Date(timeIntervalSince1970: seconds)
            }
            let text = try container.decode(String.self)
            if let date = ISO8601Text.date(from: text) { return date }
            throw DecodingError.dataCorruptedError(
                in: container, debugDescription: "expected a date such as \"2027-01-15T08:30:00Z\" or seconds since 1970, got \"\(text)\"")
        }
        return decoder
    }()

    private static func path(_ codingPath: [CodingKey]) -> String {
        codingPath.reduce("$") { path, key in
            key.intValue.map { "\(path)[\($0)]" } ?? "\(path).\(key.stringValue)"
        }
    }

    private static func describe(_ error: DecodingError, in json: Data) -> ActivityDataProblem {
        let document = try? JSONSerialization.jsonObject(with: json, options: [.fragmentsAllowed])
        switch error {
        case .keyNotFound(let key, let context):
            var problem = ActivityDataProblem(path: path(context.codingPath), reason: "missing required key \"\(key.stringValue)\"")
            let beside = (JSONValueAt.value(at: context.codingPath, in: document) as? [String: Any]).map { Array($0.keys).sorted() } ?? []
            problem.misspelling = NameSuggestion.closest(to: key.stringValue, among: beside.filter { $0 != key.stringValue })
                .map { ActivityDataProblem.Misspelling(written: $0, meant: key.stringValue) }
            return problem
        case .typeMismatch(let type, let context):
            return ActivityDataProblem(path: path(context.codingPath), reason: "expected \(readable(type))",
                                       found: JSONValueAt.found(at: context.codingPath, in: document))
        case .valueNotFound(let type, let context):
            return ActivityDataProblem(path: path(context.codingPath), reason: "expected \(readable(type)), got null")
        case .dataCorrupted(let context):
            if context.codingPath.isEmpty, document == nil {
                return ActivityDataProblem(path: "$", reason: "not valid JSON (\(context.debugDescription))")
            }
            return ActivityDataProblem(path: path(context.codingPath), reason: context.debugDescription)
        @unknown default:
            return ActivityDataProblem(path: "$", reason: "\(error)")
        }
    }

    private static func readable(_ type: Any.Type) -> String {
        switch type {
        case is String.Type: return "a string"
        case is Double.Type, is Float.Type: return "a number"
        case is Int.Type: return "a whole number"
        case is Bool.Type: return "true or false"
        case is Date.Type: return "a date"
        default:
            let name = String(describing: type)
            return name.hasPrefix("Array") ? "an array" : name.hasPrefix("Dictionary") ? "an object" : name
        }
    }
}

/// A date as a push payload carries one: "821692800" for 2027-01-15T08:00:00Z.
package enum PushDate {
    package static func number(_ secondsSinceReference: TimeInterval) -> String {
        secondsSinceReference == secondsSinceReference.rounded() && abs(secondsSinceReference) < 1e15
            ? String(Int64(secondsSinceReference)) : String(secondsSinceReference)
    }
}

/// Where in an activity's JSON data a value does not decode, and why.
public struct ActivityDataProblem: Error, Hashable, Sendable, CustomStringConvertible {
    /// The JSON path of the value, from the data's root: `$.deliveryTimer[1]`.
    public var path: String
    /// What was expected: `expected a date such as "2027-01-15T08:30:00Z" …`.
    public var reason: String
    /// What the JSON holds there instead, when it holds something.
    public var found: FoundValue?
    /// For a missing key, the key beside it that was likely meant as it.
    public var misspelling: Misspelling?
    /// What would be right, when it can be said: `that moment is 821692800`.
    public var hint: String?

    public init(path: String, reason: String, found: FoundValue? = nil, misspelling: Misspelling? = nil, hint: String? = nil) {
        self.path = path
        self.reason = reason
        self.found = found
        self.misspelling = misspelling
        self.hint = hint
    }

    /// `$.deliveryTimer: expected an array, got the string "soon"`; `$: missing required key
    /// "driverName"; the data has "driverNam": did you mean "driverName"?`
    public var description: String {
        var text = "\(path): \(reason)"
        if let found { text += ", got \(found)" }
        if let hint { text += "; \(hint)" }
        if let misspelling { text += "; the data has \"\(misspelling.written)\": did you mean \"\(misspelling.meant)\"?" }
        return text
    }

    /// A key the data has ("driverNam") that is a few edits from the one its type reads ("driverName").
    public struct Misspelling: Hashable, Sendable {
        public var written: String
        public var meant: String

        public init(written: String, meant: String) {
            self.written = written
            self.meant = meant
        }
    }
}

/// A JSON value, as a problem describes what came: `the string "soon"`.
public enum FoundValue: Hashable, Sendable, CustomStringConvertible {
    case string(String)
    case number(String)
    case bool(Bool)
    case null
    case array(count: Int)
    case object(keys: Int)

    /// The text, when the value is a string.
    public var text: String? {
        if case .string(let text) = self { return text }
        return nil
    }

    public var description: String {
        switch self {
        case .string(let text): "the string \"\(text.count > 60 ? text.prefix(60) + "…" : text)\""
        case .number(let text): "the number \(text)"
        case .bool(let value): "\(value)"
        case .null: "null"
        case .array(let count): "an array of \(count)"
        case .object(let keys): "an object of \(keys) key\(keys == 1 ? "" : "s")"
        }
    }
}

/// The value at a decoder's coding path in a document `JSONSerialization` read.
enum JSONValueAt {
    static func value(at path: [CodingKey], in document: Any?) -> Any? {
        var value = document
        for key in path {
            if let index = key.intValue, let array = value as? [Any] {
                value = array.indices.contains(index) ? array[index] : nil
            } else if let object = value as? [String: Any] {
                value = object[key.stringValue]
            } else {
                return nil
            }
        }
        return value
    }

    static func found(at path: [CodingKey], in document: Any?) -> FoundValue? {
        switch value(at: path, in: document) {
        case nil: return nil
        case let text as String: return .string(text)
        case is NSNull: return .null
        case let array as [Any]: return .array(count: array.count)
        case let object as [String: Any]: return .object(keys: object.count)
        case let number as NSNumber:
            // JSONSerialization gives Booleans as NSNumbers too, of the C type `char` (never
            // what it makes of a JSON number), on Linux and on Darwin alike.
            if String(cString: number.objCType) == "c" { return .bool(number.boolValue) }
            return .number(number.stringValue)
        default: return nil
        }
    }
}
