import Synchronization

/// Packs a grapheme cluster into the 64 bits a `Cell` keeps for it.
///
/// Almost every cluster is 8 UTF-8 bytes or fewer (all of ASCII, Cyrillic, CJK, single emoji,
/// flags, keycaps, "e\u{301}") and is stored inline. Longer ones (ZWJ sequences such as 👨‍👩‍👧,
/// stacked marks) are interned once in a process-wide table and stored as their index, so equal
/// clusters always have equal bits and cells compare as integers.
enum GraphemeStorage {
    private static let internedMarker: UInt64 = 0xFF  // never the first byte of UTF-8

    static func bits(for cluster: Character, width: Int) -> UInt64 {
        var bits: UInt64 = 0
        var shift: UInt64 = 0
        for byte in cluster.utf8 {
            guard shift < 64 else {
                let index = GraphemeInterner.shared.index(of: String(cluster), width: width)
                return UInt64(index) << 32 | internedMarker
            }
            bits |= UInt64(byte) << shift
            shift += 8
        }
        return bits
    }

    static func string(for bits: UInt64) -> String {
        var bytes: [UInt8] = []
        appendUTF8(of: bits, to: &bytes)
        return String(decoding: bytes, as: UTF8.self)
    }

    @inline(__always)
    static func appendUTF8(of bits: UInt64, to buffer: inout [UInt8]) {
        if bits & 0xFF == internedMarker {
            buffer.append(contentsOf: GraphemeInterner.shared.string(at: UInt32(truncatingIfNeeded: bits >> 32)).utf8)
            return
        }
        var remaining = bits
        while remaining != 0 {
            buffer.append(UInt8(truncatingIfNeeded: remaining))
            remaining >>= 8
        }
    }
}

/// The process-wide table of grapheme clusters too long to store inline in a cell.
///
/// It only grows, so it is capped: past `capacity` distinct long clusters (a million, tens of
/// megabytes), new ones are stored as a substitute of the same width, `�` U+FFFD or `〓` U+3013.
/// Real content uses a few hundred at most.
final class GraphemeInterner: Sendable {
    static let shared = GraphemeInterner()
    static let capacity = 1 << 20

    private struct Table {
        var indices: [String: UInt32] = [:]
        // The substitutes once the table is full: index 0 one column wide, index 1 two.
        var strings: [String] = ["\u{FFFD}", "\u{3013}"]
    }

    private let table = Mutex(Table())

    func index(of cluster: String, width: Int) -> UInt32 {
        table.withLock { table in
            if let index = table.indices[cluster] { return index }
            guard table.strings.count < Self.capacity else { return width == 2 ? 1 : 0 }
            let index = UInt32(table.strings.count)
            table.strings.append(cluster)
            table.indices[cluster] = index
            return index
        }
    }

    func string(at index: UInt32) -> String {
        table.withLock { table in
            Int(index) < table.strings.count ? table.strings[Int(index)] : "\u{FFFD}"
        }
    }
}
