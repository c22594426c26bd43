import Foundation

/// Everything a value says when it encodes itself, as bytes: each container it opens and each
/// value it writes, with the whole coding path of each. Two values with the same fingerprint
/// make the same calls to an encoder, in the same places, so `JSONEncoder` writes the same
/// bytes for them; two that differ anywhere (another number, a key more, a nil) differ here.
///
/// Making one costs a tenth of encoding JSON: an activity's preview is asked for its data at
/// every instant, and the same state was encoded again at every tick (`ActivityData.init`).
/// Nothing is read back from a fingerprint; it is only compared.
enum EncodingFingerprint {
    /// The fingerprint of `value`, or nil if encoding it throws.
    static func of<Value: Encodable>(_ value: Value) -> [UInt8]? {
        let sink = Sink()
        do { try value.encode(to: FingerprintEncoder(sink: sink, place: Place(codingPath: [], prefix: []))) } catch { return nil }
        return sink.bytes
    }

    /// Where the bytes go, shared by every container of one value.
    final class Sink {
        var bytes: [UInt8] = []

        init(capacity: Int = 256) { bytes.reserveCapacity(capacity) }

        /// An event at `prefix` (a container's path, already written as bytes) and `key` within
        /// it, if any: its kind, then the path's keys, names and indices both.
        func event(_ kind: UInt8, at prefix: [UInt8], _ key: CodingKey? = nil) {
            bytes.append(kind)
            bytes.append(contentsOf: prefix)
            if let key { append(key) }
        }

        /// A key: its name and its index.
        func append(_ key: CodingKey) {
            bytes.append(0xFF)
            text(key.stringValue)
            number(UInt64(bitPattern: Int64(key.intValue ?? Int.min)))
        }

        /// A key as bytes, for a place's prefix.
        static func bytes(of key: CodingKey) -> [UInt8] {
            let sink = Sink(capacity: 32)
            sink.append(key)
            return sink.bytes
        }

        func number(_ value: UInt64) { withUnsafeBytes(of: value.littleEndian) { bytes.append(contentsOf: $0) } }

        func text(_ value: String) {
            number(UInt64(value.utf8.count))
            bytes.append(contentsOf: value.utf8)
        }
    }
}

/// The kinds of event, one byte each.
private enum Event {
    static let keyed: UInt8 = 1, unkeyed: UInt8 = 2, single: UInt8 = 3, null: UInt8 = 4, bool: UInt8 = 5, string: UInt8 = 6
    static let double: UInt8 = 7, float: UInt8 = 8, signed: UInt8 = 9, unsigned: UInt8 = 10, superEncoder: UInt8 = 11
}

/// Where a container or an encoder is: its coding path, and the same as bytes for the events
/// written there (made once a container, not once a value).
private struct Place {
    let codingPath: [CodingKey]
    let prefix: [UInt8]

    func child(_ key: CodingKey) -> Place {
        Place(codingPath: codingPath + [key], prefix: prefix + EncodingFingerprint.Sink.bytes(of: key))
    }
}

private struct IndexKey: CodingKey {
    let intValue: Int?
    var stringValue: String { "\(intValue ?? 0)" }
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

private struct FingerprintEncoder: Encoder {
    let sink: EncodingFingerprint.Sink
    let place: Place
    var codingPath: [CodingKey] { place.codingPath }
    var userInfo: [CodingUserInfoKey: Any] { [:] }

    func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
        sink.event(Event.keyed, at: place.prefix)
        return KeyedEncodingContainer(KeyedFingerprint<Key>(sink: sink, place: place))
    }

    func unkeyedContainer() -> UnkeyedEncodingContainer {
        sink.event(Event.unkeyed, at: place.prefix)
        return UnkeyedFingerprint(sink: sink, place: place)
    }

    func singleValueContainer() -> SingleValueEncodingContainer {
        sink.event(Event.single, at: place.prefix)
        return SingleFingerprint(sink: sink, place: place)
    }
}

/// Writes a value at a container's place and a key in it (none for a single value): what
/// every container does for each value.
private struct ValueWriter {
    let sink: EncodingFingerprint.Sink
    let place: Place

    func null(_ key: CodingKey?) { sink.event(Event.null, at: place.prefix, key) }
    func bool(_ value: Bool, _ key: CodingKey?) { sink.event(Event.bool, at: place.prefix, key); sink.bytes.append(value ? 1 : 0) }
    func string(_ value: String, _ key: CodingKey?) { sink.event(Event.string, at: place.prefix, key); sink.text(value) }
    func double(_ value: Double, _ key: CodingKey?) { sink.event(Event.double, at: place.prefix, key); sink.number(value.bitPattern) }
    func float(_ value: Float, _ key: CodingKey?) { sink.event(Event.float, at: place.prefix, key); sink.number(UInt64(value.bitPattern)) }
    func signed<T: FixedWidthInteger>(_ value: T, _ key: CodingKey?) {
        sink.event(Event.signed, at: place.prefix, key)
        sink.number(UInt64(T.bitWidth))
        sink.number(UInt64(bitPattern: Int64(truncatingIfNeeded: value)))
    }
    func unsigned<T: FixedWidthInteger>(_ value: T, _ key: CodingKey?) {
        sink.event(Event.unsigned, at: place.prefix, key)
        sink.number(UInt64(T.bitWidth))
        sink.number(UInt64(truncatingIfNeeded: value))
    }
    func encodable<T: Encodable>(_ value: T, _ key: CodingKey?) throws {
        try value.encode(to: FingerprintEncoder(sink: sink, place: key.map(place.child) ?? place))
    }
}

private struct KeyedFingerprint<Key: CodingKey>: KeyedEncodingContainerProtocol {
    let sink: EncodingFingerprint.Sink
    let place: Place
    var codingPath: [CodingKey] { place.codingPath }
    private var writer: ValueWriter { ValueWriter(sink: sink, place: place) }

    init(sink: EncodingFingerprint.Sink, place: Place) {
        self.sink = sink
        self.place = place
    }

    mutating func encodeNil(forKey key: Key) throws { writer.null(key) }
    mutating func encode(_ value: Bool, forKey key: Key) throws { writer.bool(value, key) }
    mutating func encode(_ value: String, forKey key: Key) throws { writer.string(value, key) }
    mutating func encode(_ value: Double, forKey key: Key) throws { writer.double(value, key) }
    mutating func encode(_ value: Float, forKey key: Key) throws { writer.float(value, key) }
    mutating func encode(_ value: Int, forKey key: Key) throws { writer.signed(value, key) }
    mutating func encode(_ value: Int8, forKey key: Key) throws { writer.signed(value, key) }
    mutating func encode(_ value: Int16, forKey key: Key) throws { writer.signed(value, key) }
    mutating func encode(_ value: Int32, forKey key: Key) throws { writer.signed(value, key) }
    mutating func encode(_ value: Int64, forKey key: Key) throws { writer.signed(value, key) }
    mutating func encode(_ value: UInt, forKey key: Key) throws { writer.unsigned(value, key) }
    mutating func encode(_ value: UInt8, forKey key: Key) throws { writer.unsigned(value, key) }
    mutating func encode(_ value: UInt16, forKey key: Key) throws { writer.unsigned(value, key) }
    mutating func encode(_ value: UInt32, forKey key: Key) throws { writer.unsigned(value, key) }
    mutating func encode(_ value: UInt64, forKey key: Key) throws { writer.unsigned(value, key) }
    mutating func encode<T: Encodable>(_ value: T, forKey key: Key) throws { try writer.encodable(value, key) }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type, forKey key: Key) -> KeyedEncodingContainer<NestedKey> {
        sink.event(Event.keyed, at: place.prefix, key)
        return KeyedEncodingContainer(KeyedFingerprint<NestedKey>(sink: sink, place: place.child(key)))
    }

    mutating func nestedUnkeyedContainer(forKey key: Key) -> UnkeyedEncodingContainer {
        sink.event(Event.unkeyed, at: place.prefix, key)
        return UnkeyedFingerprint(sink: sink, place: place.child(key))
    }

    mutating func superEncoder() -> Encoder {
        sink.event(Event.superEncoder, at: place.prefix, SuperKey())
        return FingerprintEncoder(sink: sink, place: place.child(SuperKey()))
    }

    mutating func superEncoder(forKey key: Key) -> Encoder {
        sink.event(Event.superEncoder, at: place.prefix, key)
        return FingerprintEncoder(sink: sink, place: place.child(key))
    }
}

private struct UnkeyedFingerprint: UnkeyedEncodingContainer {
    let sink: EncodingFingerprint.Sink
    let place: Place
    var codingPath: [CodingKey] { place.codingPath }
    private(set) var count = 0
    private var writer: ValueWriter { ValueWriter(sink: sink, place: place) }

    init(sink: EncodingFingerprint.Sink, place: Place) {
        self.sink = sink
        self.place = place
    }

    /// The next element's key, counted.
    private mutating func next() -> IndexKey {
        defer { count += 1 }
        return IndexKey(count)
    }

    mutating func encodeNil() throws { writer.null(next()) }
    mutating func encode(_ value: Bool) throws { writer.bool(value, next()) }
    mutating func encode(_ value: String) throws { writer.string(value, next()) }
    mutating func encode(_ value: Double) throws { writer.double(value, next()) }
    mutating func encode(_ value: Float) throws { writer.float(value, next()) }
    mutating func encode(_ value: Int) throws { writer.signed(value, next()) }
    mutating func encode(_ value: Int8) throws { writer.signed(value, next()) }
    mutating func encode(_ value: Int16) throws { writer.signed(value, next()) }
    mutating func encode(_ value: Int32) throws { writer.signed(value, next()) }
    mutating func encode(_ value: Int64) throws { writer.signed(value, next()) }
    mutating func encode(_ value: UInt) throws { writer.unsigned(value, next()) }
    mutating func encode(_ value: UInt8) throws { writer.unsigned(value, next()) }
    mutating func encode(_ value: UInt16) throws { writer.unsigned(value, next()) }
    mutating func encode(_ value: UInt32) throws { writer.unsigned(value, next()) }
    mutating func encode(_ value: UInt64) throws { writer.unsigned(value, next()) }
    mutating func encode<T: Encodable>(_ value: T) throws { try writer.encodable(value, next()) }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type) -> KeyedEncodingContainer<NestedKey> {
        let key = next()
        sink.event(Event.keyed, at: place.prefix, key)
        return KeyedEncodingContainer(KeyedFingerprint<NestedKey>(sink: sink, place: place.child(key)))
    }

    mutating func nestedUnkeyedContainer() -> UnkeyedEncodingContainer {
        let key = next()
        sink.event(Event.unkeyed, at: place.prefix, key)
        return UnkeyedFingerprint(sink: sink, place: place.child(key))
    }

    mutating func superEncoder() -> Encoder {
        let key = next()
        sink.event(Event.superEncoder, at: place.prefix, key)
        return FingerprintEncoder(sink: sink, place: place.child(key))
    }
}

private struct SingleFingerprint: SingleValueEncodingContainer {
    let sink: EncodingFingerprint.Sink
    let place: Place
    var codingPath: [CodingKey] { place.codingPath }
    private var writer: ValueWriter { ValueWriter(sink: sink, place: place) }

    init(sink: EncodingFingerprint.Sink, place: Place) {
        self.sink = sink
        self.place = place
    }

    mutating func encodeNil() throws { writer.null(nil) }
    mutating func encode(_ value: Bool) throws { writer.bool(value, nil) }
    mutating func encode(_ value: String) throws { writer.string(value, nil) }
    mutating func encode(_ value: Double) throws { writer.double(value, nil) }
    mutating func encode(_ value: Float) throws { writer.float(value, nil) }
    mutating func encode(_ value: Int) throws { writer.signed(value, nil) }
    mutating func encode(_ value: Int8) throws { writer.signed(value, nil) }
    mutating func encode(_ value: Int16) throws { writer.signed(value, nil) }
    mutating func encode(_ value: Int32) throws { writer.signed(value, nil) }
    mutating func encode(_ value: Int64) throws { writer.signed(value, nil) }
    mutating func encode(_ value: UInt) throws { writer.unsigned(value, nil) }
    mutating func encode(_ value: UInt8) throws { writer.unsigned(value, nil) }
    mutating func encode(_ value: UInt16) throws { writer.unsigned(value, nil) }
    mutating func encode(_ value: UInt32) throws { writer.unsigned(value, nil) }
    mutating func encode(_ value: UInt64) throws { writer.unsigned(value, nil) }
    mutating func encode<T: Encodable>(_ value: T) throws { try writer.encodable(value, nil) }
}
