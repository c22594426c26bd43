import Foundation

/// Decodes a content state given as JSON (for `island snapshot --state`), with errors that name
/// the JSON path and what was expected, as ActivityKit's push payloads are checked.
enum ContentStateDecoding {
    /// Dates are ISO 8601 strings ("2027-01-15T08:30:00Z") or seconds since 1970, so a state can
    /// be written by hand; a `ClosedRange<Date>` is a two-element array.
    static func decode<State: Decodable>(_ type: State.Type, from json: Data) -> Result<State, ContentStateError> {
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
            let formatter = ISO8601DateFormatter()
            if let date = formatter.date(from: text) { return date }
            formatter.formatOptions.insert(.withFractionalSeconds)
            if let date = formatter.date(from: text) { return date }
            throw DecodingError.dataCorruptedError(
                in: container, debugDescription: "expected a date such as \"2027-01-15T08:30:00Z\" or seconds since 1970, got \"\(text)\"")
        }
        do {
            return .success(try decoder.decode(State.self, from: json))
        } catch let error as DecodingError {
            return .failure(ContentStateError(message: describe(error)))
        } catch {
            return .failure(ContentStateError(message: "$: \(error.localizedDescription)"))
        }
    }

    private static func path(_ codingPath: [CodingKey]) -> String {
        codingPath.reduce("$") { path, key in
            key.intValue.map { "\(path)[\($0)]" } ?? "\(path).\(key.stringValue)"
        }
    }

    private static func describe(_ error: DecodingError) -> String {
        switch error {
        case .keyNotFound(let key, let context):
            return "\(path(context.codingPath)): missing required key \"\(key.stringValue)\""
        case .typeMismatch(let type, let context):
            return "\(path(context.codingPath)): expected \(readable(type))"
        case .valueNotFound(let type, let context):
            return "\(path(context.codingPath)): expected \(readable(type)), got null"
        case .dataCorrupted(let context):
            if context.codingPath.isEmpty { return "$: not valid JSON (\(context.debugDescription))" }
            return "\(path(context.codingPath)): \(context.debugDescription)"
        @unknown default:
            return "$: \(error)"
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

/// A content state that could not be decoded: where in the JSON and why.
public struct ContentStateError: Error, CustomStringConvertible {
    public let message: String
    public var description: String { message }
}
