/// Lone narrow scalars: one column wide, safe to print as they are, and a grapheme cluster of
/// their own when the scalar after them is one too. Most of a frame's text is made of them
/// (ASCII, Latin letters, punctuation such as "·", "—" and "…", arrows, box drawing, blocks and
/// geometric shapes such as "▶" and "▰"), so writing and measuring it costs a range check a
/// scalar instead of Swift's grapheme breaking, sanitizing and measuring, which give these the
/// same cells and widths. `CanvasTextFastPathTests` checks every one against the general path.
extension Canvas {
    /// Whether `value` is a lone narrow scalar: printable ASCII; Latin-1's and Latin Extended's
    /// letters and signs up to the combining marks (U+00A1–U+02FF, but the soft hyphen, which
    /// draws nothing); General Punctuation's dashes, quotes, bullets and ellipsis
    /// (U+2010–U+2027) and its marks after the separators and bidi controls (U+2030–U+205E);
    /// arrows and mathematical operators (U+2190–U+22FF); box drawing, block elements and
    /// geometric shapes but the two wide squares ◽◾ (U+2500–U+25FC, U+25FF); and ✕ (U+2715,
    /// no emoji), the Lock Screen card's dismiss mark, drawn in every card at every frame.
    @inline(__always)
    static func isLoneNarrow(_ value: UInt32) -> Bool {
        if value < 0x7F { return value >= 0x20 }
        if value < 0x300 { return value >= 0xA1 && value != 0xAD }
        if value < 0x2010 { return false }
        if value < 0x2300 { return value <= 0x2027 || (value >= 0x2030 && value <= 0x205E) || value >= 0x2190 }
        return (value >= 0x2500 && value <= 0x25FC) || value == 0x25FF || value == 0x2715
    }

    /// A lone narrow scalar's UTF-8 bytes, first byte lowest, as a cell stores them.
    @inline(__always)
    static func utf8Bits(ofLoneNarrow value: UInt32) -> UInt64 {
        let value = UInt64(value)
        if value < 0x80 { return value }
        if value < 0x800 { return (0xC0 | value >> 6) | (0x80 | value & 0x3F) << 8 }
        return (0xE0 | value >> 12) | (0x80 | value >> 6 & 0x3F) << 8 | (0x80 | value & 0x3F) << 16
    }

    /// The start of `text` that is lone narrow scalars each followed by another, by an ASCII
    /// byte or by the end: each is a one-column cluster. Returns how many, and where the rest starts (at the first
    /// scalar that needs the general path, or the one before it, which that scalar could join).
    static func loneNarrowPrefix(of text: Substring) -> (columns: Int, rest: Substring) {
        let utf8 = text.utf8
        let scanned = utf8.withContiguousStorageIfAvailable { bytes in
            var scan = LoneNarrowScan(bytes)
            while scan.next() != nil {}
            return (scan.columns, scan.offset)
        }
        guard let (columns, offset) = scanned else { return (0, text) }
        return (columns, text[utf8.index(utf8.startIndex, offsetBy: offset)...])
    }
}

/// Walks UTF-8 bytes a lone narrow scalar at a time, as `Canvas.loneNarrowPrefix` defines the
/// prefix: decoding the bytes costs a few comparisons a scalar, where Swift's scalar view
/// validates every index.
struct LoneNarrowScan {
    private let bytes: UnsafeBufferPointer<UInt8>
    /// Where the scan is: the first byte not yet taken.
    private(set) var offset = 0
    /// The scalars taken so far.
    private(set) var columns = 0
    /// The scalar last decoded as the one after a scalar taken, and where it starts: the next
    /// call takes it without decoding it again (a box's edge is a run of three-byte scalars).
    private var ahead: (at: Int, value: UInt32, length: Int) = (-1, 0, 0)

    init(_ bytes: UnsafeBufferPointer<UInt8>) { self.bytes = bytes }

    /// The next scalar of the prefix, taken, or nil where the prefix ends.
    ///
    /// A lone narrow scalar followed by an ASCII byte (another, or a control, which always
    /// starts a cluster of its own) ends its cluster, so only a non-ASCII byte after it is
    /// decoded; printable ASCII, most of every frame, costs two byte comparisons.
    @inline(__always)
    mutating func next() -> UInt32? {
        guard offset < bytes.count else { return nil }
        let lead = bytes[offset]
        let value: UInt32, after: Int
        if lead < 0x80 {
            guard lead &- 0x20 < 0x5F else { return nil }  // a control or DEL
            (value, after) = (UInt32(lead), offset + 1)
        } else {
            let (decoded, length) = ahead.at == offset ? (ahead.value, ahead.length) : Self.decode(bytes, at: offset)
            guard Canvas.isLoneNarrow(decoded) else { return nil }
            (value, after) = (decoded, offset + length)
        }
        if after < bytes.count && bytes[after] >= 0x80 {
            let (next, length) = Self.decode(bytes, at: after)
            guard Canvas.isLoneNarrow(next) else { return nil }
            ahead = (after, next, length)
        }
        offset = after
        columns += 1
        return value
    }

    /// The scalar at `index` of `bytes` if it is three bytes or fewer (every lone narrow scalar
    /// is), else a value that is not lone narrow. Swift's strings hold valid UTF-8.
    @inline(__always)
    static func decode(_ bytes: UnsafeBufferPointer<UInt8>, at index: Int) -> (value: UInt32, length: Int) {
        LoneNarrowCells.decode(bytes.baseAddress!, count: bytes.count, at: index)
    }
}
