import Foundation

// The encoder and containers `EncodingFingerprint.of` encodes a value with: each call is one
// event in the value's `Sink`, at the number of the place it is made at (see
// `EncodingFingerprint` on why a number is as good as the path).

private typealias Sink = EncodingFingerprint.Sink
private typealias Event = EncodingFingerprint.Event

/// An unkeyed container's element index, as a key in a coding path.
private struct IndexKey: CodingKey {
    let intValue: Int?
    var stringValue: String { "Index \(intValue ?? 0)" }
    init(_ index: Int) { intValue = index }
    init?(stringValue: String) { return nil }
    init?(intValue: Int) { self.intValue = intValue }
}

/// The key `superEncoder()` writes under, as JSONEncoder's "super".
private struct SuperKey: CodingKey {
    var stringValue: String { "super" }
    var intValue: Int? { nil }
    init() {}
    init?(stringValue: String) { return nil }
    init?(intValue: Int) { return nil }
}

struct FingerprintEncoder: Encoder {
    let sink: EncodingFingerprint.Sink
    let place: Int
    var codingPath: [CodingKey] { sink.codingPath(of: place) }
    var userInfo: [CodingUserInfoKey: Any] { [:] }

    func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
        sink.event(.keyedContainer, at: place)
        return KeyedEncodingContainer(KeyedFingerprint<Key>(sink: sink, place: place))
    }

    func unkeyedContainer() -> UnkeyedEncodingContainer {
        sink.event(.unkeyedContainer, at: place)
        return UnkeyedFingerprint(sink: sink, place: place)
    }

    func singleValueContainer() -> SingleValueEncodingContainer {
        sink.event(.singleContainer, at: place)
        return SingleFingerprint(sink: sink, place: place)
    }
}

private struct KeyedFingerprint<Key: CodingKey>: KeyedEncodingContainerProtocol {
    let sink: Sink
    let place: Int
    var codingPath: [CodingKey] { sink.codingPath(of: place) }

    /// A value's event, then its bytes.
    private func write(_ kind: Event, _ key: Key, _ value: UInt64) {
        sink.event(kind, at: place, key)
        sink.word(value)
    }

    /// An integer's event: its width, then its bits.
    private func integer<T: FixedWidthInteger>(_ kind: Event, _ value: T, _ key: Key) {
        sink.event(kind, at: place, key)
        sink.byte(UInt8(T.bitWidth))
        sink.word(UInt64(truncatingIfNeeded: value))
    }

    /// The event that makes a new place under `key`, and that place.
    private func child(_ kind: Event, _ key: Key) -> Int {
        sink.event(kind, at: place, key)
        return sink.child(of: place, key)
    }

    mutating func encodeNil(forKey key: Key) throws { sink.event(.null, at: place, key) }
    mutating func encode(_ value: Bool, forKey key: Key) throws { sink.event(.bool, at: place, key); sink.byte(value ? 1 : 0) }
    mutating func encode(_ value: String, forKey key: Key) throws { sink.event(.string, at: place, key); sink.text(value) }
    mutating func encode(_ value: Double, forKey key: Key) throws { write(.double, key, value.bitPattern) }
    mutating func encode(_ value: Float, forKey key: Key) throws { write(.float, key, UInt64(value.bitPattern)) }
    mutating func encode(_ value: Int, forKey key: Key) throws { integer(.signed, value, key) }
    mutating func encode(_ value: Int8, forKey key: Key) throws { integer(.signed, value, key) }
    mutating func encode(_ value: Int16, forKey key: Key) throws { integer(.signed, value, key) }
    mutating func encode(_ value: Int32, forKey key: Key) throws { integer(.signed, value, key) }
    mutating func encode(_ value: Int64, forKey key: Key) throws { integer(.signed, value, key) }
    mutating func encode(_ value: UInt, forKey key: Key) throws { integer(.unsigned, value, key) }
    mutating func encode(_ value: UInt8, forKey key: Key) throws { integer(.unsigned, value, key) }
    mutating func encode(_ value: UInt16, forKey key: Key) throws { integer(.unsigned, value, key) }
    mutating func encode(_ value: UInt32, forKey key: Key) throws { integer(.unsigned, value, key) }
    mutating func encode(_ value: UInt64, forKey key: Key) throws { integer(.unsigned, value, key) }

    mutating func encode<T: Encodable>(_ value: T, forKey key: Key) throws {
        try value.encode(to: FingerprintEncoder(sink: sink, place: child(.value(of: T.self), key)))
    }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type, forKey key: Key) -> KeyedEncodingContainer<NestedKey> {
        KeyedEncodingContainer(KeyedFingerprint<NestedKey>(sink: sink, place: child(.nestedKeyed, key)))
    }

    mutating func nestedUnkeyedContainer(forKey key: Key) -> UnkeyedEncodingContainer {
        UnkeyedFingerprint(sink: sink, place: child(.nestedUnkeyed, key))
    }

    mutating func superEncoder() -> Encoder {
        sink.event(.superEncoder, at: place, SuperKey())
        return FingerprintEncoder(sink: sink, place: sink.child(of: place, SuperKey()))
    }

    mutating func superEncoder(forKey key: Key) -> Encoder {
        FingerprintEncoder(sink: sink, place: child(.superEncoder, key))
    }
}

private struct UnkeyedFingerprint: UnkeyedEncodingContainer {
    let sink: Sink
    let place: Int
    var codingPath: [CodingKey] { sink.codingPath(of: place) }
    /// Kept by the sink, for every container at this place (see `Sink.element`).
    var count: Int { sink.elementCount(at: place) }

    private func write(_ kind: Event, _ value: UInt64) {
        _ = sink.element(kind, at: place)
        sink.word(value)
    }

    private func integer<T: FixedWidthInteger>(_ kind: Event, _ value: T) {
        _ = sink.element(kind, at: place)
        sink.byte(UInt8(T.bitWidth))
        sink.word(UInt64(truncatingIfNeeded: value))
    }

    /// The event that makes the next element a new place, and that place.
    private func child(_ kind: Event) -> Int {
        sink.child(of: place, IndexKey(sink.element(kind, at: place)))
    }

    mutating func encodeNil() throws { _ = sink.element(.null, at: place) }
    mutating func encode(_ value: Bool) throws { _ = sink.element(.bool, at: place); sink.byte(value ? 1 : 0) }
    mutating func encode(_ value: String) throws { _ = sink.element(.string, at: place); sink.text(value) }
    mutating func encode(_ value: Double) throws { write(.double, value.bitPattern) }
    mutating func encode(_ value: Float) throws { write(.float, UInt64(value.bitPattern)) }
    mutating func encode(_ value: Int) throws { integer(.signed, value) }
    mutating func encode(_ value: Int8) throws { integer(.signed, value) }
    mutating func encode(_ value: Int16) throws { integer(.signed, value) }
    mutating func encode(_ value: Int32) throws { integer(.signed, value) }
    mutating func encode(_ value: Int64) throws { integer(.signed, value) }
    mutating func encode(_ value: UInt) throws { integer(.unsigned, value) }
    mutating func encode(_ value: UInt8) throws { integer(.unsigned, value) }
    mutating func encode(_ value: UInt16) throws { integer(.unsigned, value) }
    mutating func encode(_ value: UInt32) throws { integer(.unsigned, value) }
    mutating func encode(_ value: UInt64) throws { integer(.unsigned, value) }

    mutating func encode<T: Encodable>(_ value: T) throws {
        try value.encode(to: FingerprintEncoder(sink: sink, place: child(.value(of: T.self))))
    }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type) -> KeyedEncodingContainer<NestedKey> {
        KeyedEncodingContainer(KeyedFingerprint<NestedKey>(sink: sink, place: child(.nestedKeyed)))
    }

    mutating func nestedUnkeyedContainer() -> UnkeyedEncodingContainer {
        UnkeyedFingerprint(sink: sink, place: child(.nestedUnkeyed))
    }

    mutating func superEncoder() -> Encoder {
        FingerprintEncoder(sink: sink, place: child(.superEncoder))
    }
}

private struct SingleFingerprint: SingleValueEncodingContainer {
    let sink: Sink
    let place: Int
    var codingPath: [CodingKey] { sink.codingPath(of: place) }

    private func write(_ kind: Event, _ value: UInt64) {
        sink.event(kind, at: place)
        sink.word(value)
    }

    private func integer<T: FixedWidthInteger>(_ kind: Event, _ value: T) {
        sink.event(kind, at: place)
        sink.byte(UInt8(T.bitWidth))
        sink.word(UInt64(truncatingIfNeeded: value))
    }

    mutating func encodeNil() throws { sink.event(.null, at: place) }
    mutating func encode(_ value: Bool) throws { sink.event(.bool, at: place); sink.byte(value ? 1 : 0) }
    mutating func encode(_ value: String) throws { sink.event(.string, at: place); sink.text(value) }
    mutating func encode(_ value: Double) throws { write(.double, value.bitPattern) }
    mutating func encode(_ value: Float) throws { write(.float, UInt64(value.bitPattern)) }
    mutating func encode(_ value: Int) throws { integer(.signed, value) }
    mutating func encode(_ value: Int8) throws { integer(.signed, value) }
    mutating func encode(_ value: Int16) throws { integer(.signed, value) }
    mutating func encode(_ value: Int32) throws { integer(.signed, value) }
    mutating func encode(_ value: Int64) throws { integer(.signed, value) }
    mutating func encode(_ value: UInt) throws { integer(.unsigned, value) }
    mutating func encode(_ value: UInt8) throws { integer(.unsigned, value) }
    mutating func encode(_ value: UInt16) throws { integer(.unsigned, value) }
    mutating func encode(_ value: UInt32) throws { integer(.unsigned, value) }
    mutating func encode(_ value: UInt64) throws { integer(.unsigned, value) }

    /// The value's own events follow at this same place: a single value's value has its path.
    mutating func encode<T: Encodable>(_ value: T) throws {
        sink.event(.value(of: T.self), at: place)
        try value.encode(to: FingerprintEncoder(sink: sink, place: place))
    }
}
