import Foundation

/// Decodes an activity's attributes or content state from JSON (what the activity system keeps,
/// what scenarios, push payloads and `island snapshot --state` give), with problems that name
/// the JSON path and what was expected.
package enum ActivityDataDecoding {
    /// Dates are ISO 8601 strings ("2027-01-15T08:30:00Z") or seconds since 1970, so a state can
    /// be written by hand; a `ClosedRange<Date>` is a two-element array.
    package static func decode<State: Decodable>(_ type: State.Type, from json: Data) -> Result<State, ActivityDataProblem> {
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
        do {
            return .success(try decoder.decode(State.self, from: json))
        } catch let error as DecodingError {
            return .failure(describe(error))
        } catch {
            return .failure(ActivityDataProblem(path: "$", reason: error.localizedDescription))
        }
    }

    private static func path(_ codingPath: [CodingKey]) -> String {
        codingPath.reduce("$") { path, key in
            key.intValue.map { "\(path)[\($0)]" } ?? "\(path).\(key.stringValue)"
        }
    }

    private static func describe(_ error: DecodingError) -> ActivityDataProblem {
        switch error {
        case .keyNotFound(let key, let context):
            return ActivityDataProblem(path: path(context.codingPath), reason: "missing required key \"\(key.stringValue)\"")
        case .typeMismatch(let type, let context):
            return ActivityDataProblem(path: path(context.codingPath), reason: "expected \(readable(type))")
        case .valueNotFound(let type, let context):
            return ActivityDataProblem(path: path(context.codingPath), reason: "expected \(readable(type)), got null")
        case .dataCorrupted(let context):
            if context.codingPath.isEmpty { return ActivityDataProblem(path: "$", reason: "not valid JSON (\(context.debugDescription))") }
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

/// Where in an activity's JSON data a value does not decode, and why.
public struct ActivityDataProblem: Error, Hashable, Sendable, CustomStringConvertible {
    /// The JSON path of the value, from the data's root: `$.deliveryTimer[1]`.
    public var path: String
    /// What was expected: `expected a date such as "2027-01-15T08:30:00Z" …`.
    public var reason: String

    public init(path: String, reason: String) {
        self.path = path
        self.reason = reason
    }

    public var description: String { "\(path): \(reason)" }
}
