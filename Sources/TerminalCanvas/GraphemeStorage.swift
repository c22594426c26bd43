import Synchronization

/// Packs a grapheme cluster into the 64 bits a `Cell` keeps for it.
///
/// Almost every cluster is 8 UTF-8 bytes or fewer (all of ASCII, Cyrillic, CJK, single emoji,
/// flags, keycaps, "e\u{301}") and is stored inline. Longer ones (ZWJ sequences such as 👨‍👩‍👧,
/// stacked marks) are interned once in a process-wide table and stored as their index, so equal
/// clusters always have equal bits and cells compare as integers.
enum GraphemeStorage {
    private static let internedMarker: UInt64 = 0xFF  // never the first byte of UTF-8

    static func bits(for cluster: Character, width: Int, interner: GraphemeInterner = .shared) -> UInt64 {
        var bits: UInt64 = 0
        var shift: UInt64 = 0
        for byte in cluster.utf8 {
            guard shift < 64 else {
                let index = interner.index(of: String(cluster), width: width)
                return UInt64(index) << 32 | internedMarker
            }
            bits |= UInt64(byte) << shift
            shift += 8
        }
        return bits
    }

    static func string(for bits: UInt64, interner: GraphemeInterner = .shared) -> String {
        var bytes: [UInt8] = []
        appendUTF8(of: bits, to: &bytes, interner: interner)
        return String(decoding: bytes, as: UTF8.self)
    }

    @inline(__always)
    static func appendUTF8(of bits: UInt64, to buffer: inout [UInt8], interner: GraphemeInterner = .shared) {
        if bits & 0xFF == internedMarker {
            buffer.append(contentsOf: interner.string(at: UInt32(truncatingIfNeeded: bits >> 32)).utf8)
            return
        }
        var remaining = bits
        while remaining != 0 {
            buffer.append(UInt8(truncatingIfNeeded: remaining))
            remaining >>= 8
        }
    }

    /// The first and last scalar of the cluster `bits` holds and how many of its scalars are
    /// regional indicators, without building a string for an inline cluster; zeros for a
    /// continuation cell.
    static func edges(of bits: UInt64) -> (first: UInt32, last: UInt32, regionalIndicators: Int) {
        var first: UInt32 = 0, last: UInt32 = 0, regionalIndicators = 0
        func visit(_ value: UInt32) {
            if first == 0 { first = value }
            last = value
            if value >= 0x1F1E6 && value <= 0x1F1FF { regionalIndicators += 1 }
        }
        if bits & 0xFF == internedMarker {
            for scalar in string(for: bits).unicodeScalars { visit(scalar.value) }
            return (first, last, regionalIndicators)
        }
        // Inline bytes are well-formed UTF-8, first byte lowest: decode a scalar at a time.
        var remaining = bits
        while remaining != 0 {
            let lead = UInt32(truncatingIfNeeded: remaining & 0xFF)
            remaining >>= 8
            let continuationBytes = lead < 0x80 ? 0 : lead < 0xE0 ? 1 : lead < 0xF0 ? 2 : 3
            var value = continuationBytes == 0 ? lead : lead & (0x7F >> UInt32(continuationBytes + 1))
            for _ in 0..<continuationBytes {
                value = value << 6 | UInt32(truncatingIfNeeded: remaining & 0x3F)
                remaining >>= 8
            }
            visit(value)
        }
        return (first, last, regionalIndicators)
    }
}

/// The process-wide table of grapheme clusters too long to store inline in a cell.
///
/// It only grows, and untrusted text can fill it, so it is capped: past `capacity` entries
/// (65,536, the two substitutes included) new clusters are stored as a substitute of the same
/// width, `�` U+FFFD or `〓` U+3013. A cluster is at most 32 scalars, 128 bytes of UTF-8, so
/// with its string header, array slot and dictionary bucket an entry costs at most about 250
/// bytes and a full table about 16 MB. Real content uses a few hundred entries at most.
final class GraphemeInterner: Sendable {
    static let shared = GraphemeInterner()
    static let defaultCapacity = 1 << 16

    /// The most entries the table holds, the two substitutes included.
    let capacity: Int

    private struct Table {
        var indices: [String: UInt32] = [:]
        // The substitutes once the table is full: index 0 one column wide, index 1 two.
        var strings: [String] = ["\u{FFFD}", "\u{3013}"]
    }

    private let table = Mutex(Table())

    /// A table of at most `capacity` entries; only tests ask for other than the default.
    init(capacity: Int = defaultCapacity) {
        self.capacity = capacity
    }

    func index(of cluster: String, width: Int) -> UInt32 {
        table.withLock { table in
            if let index = table.indices[cluster] { return index }
            guard table.strings.count < capacity else { return width == 2 ? 1 : 0 }
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
