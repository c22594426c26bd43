/// The writer's scan (`Canvas.write`'s shortcut): the start of a text's UTF-8 made of lone narrow
/// scalars that are clusters of their own, written as one-column cells straight into a row.
///
/// Most of a frame's text (ASCII, Latin letters, box drawing, blocks) costs a few comparisons a
/// byte and a store a cell here, instead of Swift's grapheme breaking, sanitizing and measuring,
/// which give these the same cells. The rule is `LoneNarrowScan.next`'s, kept here in locals on
/// raw pointers: as a `LoneNarrowScan` the compiler called `next()` rather than inline it and
/// stored the scan back to memory at every cell, and as a closure over the canvas it took its
/// arguments from the stack. `CanvasWriteShortcutTests` holds both to the plain path.
enum LoneNarrowCells {
    /// Writes cells of `styleBits` for the start of `bytes` (`count` of them, valid UTF-8) into
    /// `row` from column `x` up to column `limit` (`x < limit`, `count > 0`). Returns the column
    /// after the last cell written and how many bytes were taken.
    ///
    /// A scalar is taken when it is lone narrow and the scalar after it, when not ASCII (which
    /// always starts a cluster), is too; a control or DEL ends the prefix.
    @inline(never)
    static func write(_ bytes: UnsafePointer<UInt8>, count: Int, into row: UnsafeMutablePointer<Cell>,
                      from x: Int, to limit: Int, styleBits: UInt64) -> (column: Int, offset: Int) {
        var offset = 0
        // The scalar after the last one taken, decoded to see that it could not join it: where
        // it starts, its length and its cell's bits. The next cell takes it without decoding it
        // again.
        var aheadAt = -1, aheadLength = 0, aheadBits: UInt64 = 0
        var column = x
        // Wrapping arithmetic: `column` stays below `limit` and `offset` at or below `count`,
        // and the overflow checks were a branch a cell.
        while column < limit && offset < count {
            // Eight printable ASCII bytes at once, with an ASCII byte (or the end) after them:
            // eight clusters, eight cells, no byte looked at alone.
            if offset &+ 8 <= count, column &+ 8 <= limit, printableASCII(bytes, count: count, at: offset) {
                // Each cell's grapheme loaded from its byte and stored beside the style: two
                // stores a cell, no shifting a word apart.
                for k in 0..<8 {
                    row[column &+ k] = Cell(graphemeBits: UInt64(bytes[offset &+ k]), styleBits: styleBits)
                }
                offset &+= 8
                column &+= 8
                continue
            }
            let lead = bytes[offset]
            // One printable ASCII byte with an ASCII byte (or the end) after it: most short runs
            // (a box's side and its padding, "12:00").
            if lead &- 0x20 < 0x5F, offset &+ 1 == count || bytes[offset &+ 1] < 0x80 {
                row[column] = Cell(graphemeBits: UInt64(lead), styleBits: styleBits)
                offset &+= 1
                column &+= 1
                continue
            }
            let length: Int, bits: UInt64
            if lead < 0x80 {
                // A printable ASCII byte before a non-ASCII one, which may join it.
                guard lead &- 0x20 < 0x5F else { break }
                (length, bits) = (1, UInt64(lead))
            } else if aheadAt == offset {
                (length, bits) = (aheadLength, aheadBits)  // found lone narrow as the one ahead
            } else {
                let (value, valueLength) = decode(bytes, count: count, at: offset)
                guard Canvas.isLoneNarrow(value) else { break }
                (length, bits) = (valueLength, Canvas.utf8Bits(ofLoneNarrow: value))
            }
            var after = offset &+ length
            // Whether the scalar after this one is this one again: lone narrow, not decoded.
            var sameAfter = false
            if length > 1 {
                // The same scalar again and again (a box's edge, a bar): each one is lone narrow,
                // so the one before it is a cluster of its own, without decoding it. Counted
                // first, then stored: one loop of each keeps its few values in registers.
                let pair = UInt16(truncatingIfNeeded: bits), third = UInt8(truncatingIfNeeded: bits >> 16)
                let room = limit &- column &- 1  // the last of them is taken below, in the last column at most
                var repeated = 0
                while after &+ length <= count && repeats(pair, third, length: length, in: bytes, at: after) {
                    // One more in the last column: taken below, the one after it seen to be the same.
                    guard repeated < room else { sameAfter = true; break }
                    repeated &+= 1
                    after &+= length
                }
                if repeated > 0 {
                    let cell = Cell(graphemeBits: bits, styleBits: styleBits)
                    for k in 0..<repeated { row[column &+ k] = cell }
                    column &+= repeated
                    offset = after &- length
                }
            }
            if sameAfter {
                (aheadAt, aheadLength, aheadBits) = (after, length, bits)
            } else if after < count && bytes[after] >= 0x80 {
                let (next, nextLength) = decode(bytes, count: count, at: after)
                guard Canvas.isLoneNarrow(next) else { break }
                (aheadAt, aheadLength, aheadBits) = (after, nextLength, Canvas.utf8Bits(ofLoneNarrow: next))
            }
            row[column] = Cell(graphemeBits: bits, styleBits: styleBits)
            offset = after
            column &+= 1
        }
        return (column, offset)
    }

    /// Whether the `length` (2 or 3) bytes at `offset` are a scalar whose first two bytes are
    /// `pair` (first byte lowest) and whose third, if any, is `third`: the scalar just taken,
    /// written again. The bytes are there (`offset + length ≤ count`).
    @inline(__always)
    static func repeats(_ pair: UInt16, _ third: UInt8, length: Int, in bytes: UnsafePointer<UInt8>, at offset: Int) -> Bool {
        let start = UnsafeRawPointer(bytes + offset)
        guard UInt16(littleEndian: start.loadUnaligned(as: UInt16.self)) == pair else { return false }
        return length == 2 || start.load(fromByteOffset: 2, as: UInt8.self) == third
    }

    /// Whether the eight bytes at `offset` are each printable ASCII (U+0020–U+007E) and the
    /// byte after them, if any, is ASCII: then each is a cluster of its own. Tested a word at a
    /// time: no high bit, every byte at least 0x20 (adding 0x60 sets its high bit) and none 0x7F
    /// (adding 1 leaves it clear).
    @inline(__always)
    static func printableASCII(_ bytes: UnsafePointer<UInt8>, count: Int, at offset: Int) -> Bool {
        let word = UInt64(littleEndian: UnsafeRawPointer(bytes + offset).loadUnaligned(as: UInt64.self))
        let high: UInt64 = 0x8080_8080_8080_8080
        return word & high == 0 && (word &+ 0x6060_6060_6060_6060) & high == high && (word &+ 0x0101_0101_0101_0101) & high == 0
            && (offset &+ 8 == count || bytes[offset &+ 8] < 0x80)
    }

    /// The scalar at `index` if it is three bytes or fewer (every lone narrow scalar is), else a
    /// value that is not lone narrow (`LoneNarrowScan.decode` on a pointer).
    @inline(__always)
    static func decode(_ bytes: UnsafePointer<UInt8>, count: Int, at index: Int) -> (value: UInt32, length: Int) {
        let lead = UInt32(bytes[index])
        if lead < 0x80 { return (lead, 1) }
        if lead >= 0xC0 && lead < 0xE0 && index &+ 1 < count {
            return ((lead & 0x1F) << 6 | UInt32(bytes[index &+ 1]) & 0x3F, 2)
        }
        if lead >= 0xE0 && lead < 0xF0 && index &+ 2 < count {
            return ((lead & 0x0F) << 12 | (UInt32(bytes[index &+ 1]) & 0x3F) << 6 | UInt32(bytes[index &+ 2]) & 0x3F, 3)
        }
        return (UInt32.max, 1)
    }
}
