import Foundation
import LiveActivity
import ActivityRuntime

/// Any JSON value: what a generic activity's attributes and content state are, since no Swift
/// type describes them.
///
///     let state: JSONValue = ["lot": "Riverside Garage", "bay": 214, "paid": true]
///     state[path: "lot"]          // .string("Riverside Garage")
///
/// Numbers are `Double`s, as JSON has one number type; whole numbers up to 2⁵³ survive the trip
/// exactly, larger ones as the nearest double.
public enum JSONValue: Hashable, Sendable {
    case null
    case bool(Bool)
    case number(Double)
    case string(String)
    case array([JSONValue])
    case object([String: JSONValue])
}

extension JSONValue: Codable {
    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        // Bool before Double: JSONDecoder will not read `true` as a number, but the order makes
        // that independent of the decoder's leniency.
        if container.decodeNil() {
            self = .null
        } else if let flag = try? container.decode(Bool.self) {
            self = .bool(flag)
        } else if let number = try? container.decode(Double.self) {
            self = .number(number)
        } else if let string = try? container.decode(String.self) {
            self = .string(string)
        } else if let array = try? container.decode([JSONValue].self) {
            self = .array(array)
        } else if let object = try? container.decode([String: JSONValue].self) {
            self = .object(object)
        } else {
            throw DecodingError.dataCorruptedError(in: container, debugDescription: "expected a JSON value")
        }
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        switch self {
        case .null: try container.encodeNil()
        case .bool(let flag): try container.encode(flag)
        case .number(let number): try container.encode(number)
        case .string(let string): try container.encode(string)
        case .array(let array): try container.encode(array)
        case .object(let object): try container.encode(object)
        }
    }
}

extension JSONValue {
    /// A value from `JSONSerialization`'s output (what `JSONFileNode` walks); nil for anything
    /// JSON cannot hold.
    init?(serialized value: Any) {
        switch value {
        case is NSNull: self = .null
        case let string as String: self = .string(string)
        case let number as NSNumber:
            // Booleans come as NSNumbers too; their type is `char` on every platform.
            if String(cString: number.objCType) == "c" {
                self = .bool(number.boolValue)
            } else {
                self = .number(number.doubleValue)
            }
        case let array as [Any]:
            var elements: [JSONValue] = []
            elements.reserveCapacity(array.count)
            for element in array {
                guard let value = JSONValue(serialized: element) else { return nil }
                elements.append(value)
            }
            self = .array(elements)
        case let object as [String: Any]:
            var members: [String: JSONValue] = [:]
            for (key, member) in object {
                guard let value = JSONValue(serialized: member) else { return nil }
                members[key] = value
            }
            self = .object(members)
        default: return nil
        }
    }

    /// A value from a JSON document's bytes.
    public init(json data: Data) throws {
        self = try JSONDecoder().decode(JSONValue.self, from: data)
    }

    /// This value as a JSON document, keys sorted so the same value always gives the same bytes.
    public func jsonData() -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        // Encoding a JSONValue cannot fail: every case is a JSON value (non-finite numbers
        // cannot be parsed into one, and are written as null if built by hand).
        return (try? encoder.encode(self.finite)) ?? Data("null".utf8)
    }

    /// The value with NaN and infinities (which JSON cannot hold) as null.
    private var finite: JSONValue {
        switch self {
        case .number(let number) where !number.isFinite: return .null
        case .array(let array): return .array(array.map(\.finite))
        case .object(let object): return .object(object.mapValues(\.finite))
        default: return self
        }
    }
}

// Not ExpressibleByNilLiteral: `nil` would then silently mean `.null` wherever a JSONValue is
// expected, even in `condition ? nil : value` returning an optional.
extension JSONValue: ExpressibleByBooleanLiteral, ExpressibleByIntegerLiteral,
    ExpressibleByFloatLiteral, ExpressibleByStringLiteral, ExpressibleByArrayLiteral, ExpressibleByDictionaryLiteral {
    public init(booleanLiteral value: Bool) { self = .bool(value) }
    public init(integerLiteral value: Int) { self = .number(Double(value)) }
    public init(floatLiteral value: Double) { self = .number(value) }
    public init(stringLiteral value: String) { self = .string(value) }
    public init(arrayLiteral elements: JSONValue...) { self = .array(elements) }
    public init(dictionaryLiteral elements: (String, JSONValue)...) {
        self = .object(Dictionary(elements, uniquingKeysWith: { _, last in last }))
    }
}
