import Foundation

/// Everything a value says when it encodes itself, as bytes: each container it opens and each
/// value it writes, and where. Two values with the same fingerprint make the same calls to an
/// encoder, in the same places (the same coding paths), so `JSONEncoder` writes the same bytes
/// for them; two that differ anywhere (another number, a key more, a nil, another path) differ
/// here.
///
/// Making one costs a fraction of encoding JSON: an activity's preview is asked for its data at
/// every instant, and the same state was encoded again at every tick (`ActivityData.init`).
/// Nothing is read back from a fingerprint; it is only compared.
///
/// **Places, not paths.** Every call is written as one event: a kind byte, the number of the
/// place it is made at, then its key (if it has one) and its value. A place is an encoder or a
/// container's position, numbered in the order places are made: the value's own is 0, and each
/// event that makes a new one (a value encoded under a key or as an element, a nested
/// container, a super encoder) is the only thing that makes place `count`, the next number, a
/// child of the event's place under the event's key. So a fingerprint, read from the start,
/// tells each place's parent and key before any event at that place; two equal fingerprints
/// give each number the same whole path, and an event's (place, key) tells its path as the
/// path's keys written out in full would (which cost a new array and a new byte prefix a
/// place, and the prefix again at every event). A place's `codingPath` is made only when a
/// value asks for it, from the parents kept in `Sink`: the keys from the value to the place,
/// as `JSONEncoder` gives them for containers an encoder makes (this toolchain's leaves a
/// nested container's key out of its values' paths; a value that reads its path and acts on
/// that difference is beyond what a fingerprint can promise).
///
/// Every event parses back on its own (a kind byte that says what follows, numbers and keys
/// that say their length), so equal bytes are equal events one by one. An element's index in
/// an unkeyed container is not written: it is the count of the elements before it at that
/// place, which the same events make the same.
enum EncodingFingerprint {
    /// The fingerprint of `value`, or nil if encoding it throws.
    static func of<Value: Encodable>(_ value: Value) -> [UInt8]? {
        let sink = Sink()
        sink.byte(Event.value(of: Value.self).rawValue)
        do { try value.encode(to: FingerprintEncoder(sink: sink, place: 0)) } catch { return nil }
        return sink.bytes
    }

    /// What a call did, one byte with its `Slot` (where it wrote it).
    enum Event: UInt8 {
        case keyedContainer = 1, unkeyedContainer, singleContainer
        case null, bool, string, double, float, signed, unsigned
        /// A value that encodes itself (`encode<T>`): its own events follow, at a new place
        /// (at the same place in a single-value container, whose value has its path).
        case encodable
        /// The same, for a type whose JSON `JSONEncoder` writes itself, not as its
        /// `encode(to:)` says: a date as its date strategy says (ISO 8601 here), data as
        /// base64, a URL and a decimal as text and a number. Another type making the same
        /// calls (a struct writing a date's `Double`) has other JSON.
        case date, data, url, decimal
        case nestedKeyed, nestedUnkeyed, superEncoder

        /// `.encodable`, or the kind of a type `JSONEncoder` writes itself.
        static func value<T>(of type: T.Type) -> Event {
            if type == Date.self { return .date }
            if type == Data.self { return .data }
            if type == URL.self { return .url }
            if type == Decimal.self { return .decimal }
            return .encodable
        }
    }

    /// Where an event's value goes, added to its kind: to the encoder's place or a single-value
    /// container (nothing follows the place), as an unkeyed container's next element (nothing
    /// follows either: the kind byte tells it apart), or under a key (the key follows).
    enum Slot: UInt8 {
        case single = 0, element = 0x40, keyed = 0x80
    }

    /// Where the bytes go, shared by every encoder and container of one value, and the places
    /// made so far.
    ///
    /// Its properties are not checked for exclusive access as it runs (`@exclusivity`): those
    /// checks were a third of a fingerprint's cost, one a byte, and a sink is made, written
    /// and read by one call of `of` on one thread, and no access to them spans another.
    final class Sink {
        @exclusivity(unchecked) private(set) var bytes: [UInt8] = []
        /// Place 0, the value's own, first.
        @exclusivity(unchecked) private var places: [Place] = [Place(parent: 0, key: nil)]

        /// A place's parent and key (none for place 0), and how many elements an unkeyed
        /// container there has written: one count a place, as `JSONEncoder` keeps one array a
        /// path, so two containers at one place count on from each other.
        private struct Place {
            let parent: Int
            let key: (any CodingKey)?
            var elements = 0
        }

        init() { bytes.reserveCapacity(256) }

        /// An event at `place` with no key: at an encoder or a single-value container.
        func event(_ kind: Event, at place: Int) {
            bytes.append(kind.rawValue | Slot.single.rawValue)
            number(place)
        }

        /// An event under `key` in a keyed container at `place`.
        func event<Key: CodingKey>(_ kind: Event, at place: Int, _ key: Key) {
            bytes.append(kind.rawValue | Slot.keyed.rawValue)
            number(place)
            if let index = key.intValue {
                bytes.append(1)
                word(UInt64(bitPattern: Int64(index)))
            } else {
                bytes.append(0)
            }
            text(key.stringValue)
        }

        /// An event for the next element of an unkeyed container at `place`; its index, counted.
        func element(_ kind: Event, at place: Int) -> Int {
            bytes.append(kind.rawValue | Slot.element.rawValue)
            number(place)
            defer { places[place].elements += 1 }
            return places[place].elements
        }

        /// How many elements unkeyed containers at `place` have written.
        func elementCount(at place: Int) -> Int { places[place].elements }

        /// A new place, the next number, under `key` at `parent` (the event that makes it was
        /// just written).
        func child(of parent: Int, _ key: any CodingKey) -> Int {
            places.append(Place(parent: parent, key: key))
            return places.count - 1
        }

        /// The keys from place 0 to `place`, made only when asked: few values ask.
        func codingPath(of place: Int) -> [CodingKey] {
            var path: [CodingKey] = []
            var place = place
            while let key = places[place].key {
                path.append(key)
                place = places[place].parent
            }
            return path.reversed()
        }

        func byte(_ value: UInt8) { bytes.append(value) }

        /// Eight bytes, for a number a value writes.
        func word(_ value: UInt64) { withUnsafeBytes(of: value.littleEndian) { bytes.append(contentsOf: $0) } }

        /// A count or a place number, seven bits a byte (LEB128): one byte below 128.
        func number(_ value: Int) {
            if value < 0x80, value >= 0 { return bytes.append(UInt8(value)) }
            var rest = UInt(bitPattern: value)
            while rest >= 0x80 {
                bytes.append(UInt8(truncatingIfNeeded: rest) | 0x80)
                rest >>= 7
            }
            bytes.append(UInt8(rest))
        }

        func text(_ value: String) {
            number(value.utf8.count)
            bytes.append(contentsOf: value.utf8)
        }
    }
}
