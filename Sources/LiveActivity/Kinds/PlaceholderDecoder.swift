import Foundation

/// Makes a value of any `Decodable` type out of nothing, for a widget that has no `#Preview`:
/// `island preview <folder>` still shows it, with placeholders that say they are ones.
///
/// Text reads as its field's name ("driverName" → "Driver Name"), whole numbers are 3, other
/// numbers 0.5 (a progress half done), Booleans false, dates a quarter of an hour after the
/// instant (a timer reads 15:00), and the two dates of a range the instant and a quarter of an
/// hour later. An optional has its value, a list two elements, a dictionary none. An enum is its
/// first case: a `CaseIterable` one's as the type lists it; one with associated values or a raw
/// value its first case as its source declares it (`PlaceholderEnumCases`, which `island`
/// registers from the widget's files), its values placeholders too; an enum whose source was not
/// read makes the placeholder fail, with a reason that names the type.
public enum PlaceholderValues {
    /// A value of `type`, its dates around `instant`.
    public static func make<Value: Decodable>(_ type: Value.Type, around instant: Date) throws -> Value {
        try placeholder(Value.self, instant: instant, codingPath: [], position: nil)
    }

    static func firstCase<Value>(of type: Value.Type) -> Value? {
        (type as? any CaseIterable.Type).flatMap { firstOf($0) } as? Value
    }

    private static func firstOf<T: CaseIterable>(_ type: T.Type) -> Any? { type.allCases.first }

    /// The text a `String` at `codingPath` reads: its key's words, or for an associated
    /// value without a label (`_0`) its case's ("waiting" → "Waiting"); "Text" at the top.
    static func text(at codingPath: [any CodingKey]) -> String {
        let named = codingPath.last { key in
            !(key.stringValue.hasPrefix("_") && key.stringValue.dropFirst().allSatisfy(\.isNumber)) && key.intValue == nil
        }
        return named.map { words($0.stringValue) } ?? "Text"
    }

    /// "driverName" → "Driver Name"; "eta_minutes" → "Eta Minutes".
    static func words(_ key: String) -> String {
        var result = ""
        var previous: Character?
        for character in key {
            if character == "_" || character == "-" {
                result += " "
            } else if character.isUppercase, let previous, previous.isLowercase {
                result += " " + String(character)
            } else {
                result += String(character)
            }
            previous = character
        }
        return result.split(separator: " ").map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined(separator: " ")
    }
}

private struct PlaceholderDecoder: Decoder {
    let instant: Date
    let codingPath: [any CodingKey]
    /// For an enum with associated values (or none, Codable without a raw value): the case its
    /// keyed container holds, as Swift's synthesized `init(from:)` reads one key, the case's name.
    var enumCase: String? = nil
    var userInfo: [CodingUserInfoKey: Any] { [:] }

    func container<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> {
        KeyedDecodingContainer(KeyedPlaceholders<Key>(instant: instant, codingPath: codingPath, enumCase: enumCase))
    }
    func unkeyedContainer() throws -> any UnkeyedDecodingContainer { UnkeyedPlaceholders(instant: instant, codingPath: codingPath) }
    func singleValueContainer() throws -> any SingleValueDecodingContainer { SinglePlaceholder(instant: instant, codingPath: codingPath, position: nil) }
}

/// One placeholder of a basic type; `position` is its index in an unkeyed container.
private func placeholder<T: Decodable>(_ type: T.Type, instant: Date, codingPath: [any CodingKey], position: Int?) throws -> T {
    let name = PlaceholderValues.text(at: codingPath)
    switch type {
    case is String.Type: return name as! T
    case is Bool.Type: return false as! T
    case is Double.Type: return 0.5 as! T
    case is Float.Type: return Float(0.5) as! T
    case is Int.Type: return 3 as! T
    case is Date.Type:
        // A range's lower bound is the instant; any other date a quarter of an hour later.
        return instant.addingTimeInterval(position == 0 ? 0 : 15 * 60) as! T
    case is URL.Type: return URL(string: "https://example.com")! as! T
    case is UUID.Type: return UUID(uuidString: "00000000-0000-0000-0000-000000000001")! as! T
    case is Decimal.Type: return Decimal(3) as! T
    case is Data.Type: return Data("placeholder".utf8) as! T
    default:
        if let value = PlaceholderValues.firstCase(of: T.self) { return value }
        if let integer = integerPlaceholder(T.self) { return integer }
        let declared = PlaceholderEnumCases.firstCase(of: T.self)
        if let rawValue = declared?.rawValue, T.self is any RawRepresentable.Type {
            return try T(from: RawValuePlaceholder(rawValue: rawValue, codingPath: codingPath))
        }
        do {
            return try T(from: PlaceholderDecoder(instant: instant, codingPath: codingPath, enumCase: declared?.caseName))
        } catch DecodingError.dataCorrupted where T.self is any RawRepresentable.Type && declared == nil {
            throw PlaceholderUnavailable(typeName: String(reflecting: T.self), kind: .rawValue)
        } catch DecodingError.typeMismatch(let mismatched, _) where mismatched == T.self && declared == nil {
            // Swift's synthesized decoding of an enum with associated values found no case key.
            throw PlaceholderUnavailable(typeName: String(reflecting: T.self), kind: .cases)
        }
    }
}

private func integerPlaceholder<T>(_ type: T.Type) -> T? {
    (type as? any FixedWidthInteger.Type).map { $0.init(3) } as? T
}

/// A type a placeholder cannot be made for: an enum whose cases neither the type system
/// (`CaseIterable`) nor the widget's source (`PlaceholderEnumCases`) gave.
public struct PlaceholderUnavailable: Error, CustomStringConvertible {
    public enum Kind: Sendable {
        /// A raw value no case was read for (`init(rawValue:)` refuses a made-up one).
        case rawValue
        /// Cases with associated values, none of them read.
        case cases
    }

    /// The type's full name, as `String(reflecting:)` writes it.
    public let typeName: String
    public let kind: Kind

    public init(typeName: String, kind: Kind = .rawValue) {
        self.typeName = typeName
        self.kind = kind
    }

    public var description: String {
        let what = kind == .rawValue ? "a raw value and no CaseIterable" : "associated values"
        return "\(typeName) is an enum with \(what), and its cases were not found in the widget's files: "
            + "give island the file that declares it, make it CaseIterable, or write a #Preview with real values"
    }
}

/// Decodes a raw-value enum from its first case's raw value, as its synthesized `init(from:)`
/// reads one value and calls `init(rawValue:)`.
private struct RawValuePlaceholder: Decoder, SingleValueDecodingContainer {
    let rawValue: PlaceholderEnumCase.RawValue
    let codingPath: [any CodingKey]
    var userInfo: [CodingUserInfoKey: Any] { [:] }

    func container<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> { throw mismatch(type) }
    func unkeyedContainer() throws -> any UnkeyedDecodingContainer { throw mismatch([Any].self) }
    func singleValueContainer() throws -> any SingleValueDecodingContainer { self }
    func decodeNil() -> Bool { false }
    func decode<T: Decodable>(_ type: T.Type) throws -> T {
        switch rawValue {
        case .string(let text): if let value = text as? T { return value }
        case .integer(let number): if let value = (T.self as? any FixedWidthInteger.Type)?.init(number) as? T { return value }
        }
        throw mismatch(type)
    }

    private func mismatch(_ type: Any.Type) -> DecodingError {
        DecodingError.typeMismatch(type, .init(codingPath: codingPath, debugDescription: "the raw value read from the source is \(rawValue)"))
    }
}

private struct KeyedPlaceholders<Key: CodingKey>: KeyedDecodingContainerProtocol {
    let instant: Date
    let codingPath: [any CodingKey]
    /// An enum's case: its one key (`PlaceholderDecoder.enumCase`).
    var enumCase: String? = nil
    var allKeys: [Key] { enumCase.flatMap { Key(stringValue: $0) }.map { [$0] } ?? [] }
    func contains(_ key: Key) -> Bool { true }
    func decodeNil(forKey key: Key) throws -> Bool { false }
    func decode<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T {
        try placeholder(type, instant: instant, codingPath: codingPath + [key], position: nil)
    }
    func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type, forKey key: Key) throws -> KeyedDecodingContainer<NestedKey> {
        KeyedDecodingContainer(KeyedPlaceholders<NestedKey>(instant: instant, codingPath: codingPath + [key]))
    }
    func nestedUnkeyedContainer(forKey key: Key) throws -> any UnkeyedDecodingContainer {
        UnkeyedPlaceholders(instant: instant, codingPath: codingPath + [key])
    }
    func superDecoder() throws -> any Decoder { PlaceholderDecoder(instant: instant, codingPath: codingPath) }
    func superDecoder(forKey key: Key) throws -> any Decoder { PlaceholderDecoder(instant: instant, codingPath: codingPath + [key]) }
}

/// Two elements: enough for a list to show as one, and exactly a range's bounds.
private struct UnkeyedPlaceholders: UnkeyedDecodingContainer {
    let instant: Date
    let codingPath: [any CodingKey]
    var count: Int? { 2 }
    var isAtEnd: Bool { currentIndex >= 2 }
    var currentIndex = 0

    init(instant: Date, codingPath: [any CodingKey]) {
        self.instant = instant
        self.codingPath = codingPath
    }

    mutating func decodeNil() throws -> Bool { false }
    mutating func decode<T: Decodable>(_ type: T.Type) throws -> T {
        defer { currentIndex += 1 }
        return try placeholder(type, instant: instant, codingPath: codingPath, position: currentIndex)
    }
    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type) throws -> KeyedDecodingContainer<NestedKey> {
        currentIndex += 1
        return KeyedDecodingContainer(KeyedPlaceholders<NestedKey>(instant: instant, codingPath: codingPath))
    }
    mutating func nestedUnkeyedContainer() throws -> any UnkeyedDecodingContainer {
        currentIndex += 1
        return UnkeyedPlaceholders(instant: instant, codingPath: codingPath)
    }
    mutating func superDecoder() throws -> any Decoder { PlaceholderDecoder(instant: instant, codingPath: codingPath) }
}

private struct SinglePlaceholder: SingleValueDecodingContainer {
    let instant: Date
    let codingPath: [any CodingKey]
    let position: Int?
    func decodeNil() -> Bool { false }
    func decode<T: Decodable>(_ type: T.Type) throws -> T {
        try placeholder(type, instant: instant, codingPath: codingPath, position: position)
    }
}
