#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#elseif canImport(Musl)
import Musl
#endif

/// Text placed in columns: padded, cut and centred by display width, the cells a terminal
/// gives it, never by `count` (a CJK character or an emoji is one Character and two columns).
///
///     "実時 ride".padded(toColumns: 12)     "実時 ride   "   (9 columns, then 3 spaces)
///     "実時 ride".cut(toColumns: 6)         "実時 …"         (5 columns: the ellipsis fits)
///     "実時".centredColumn(in: 10)          3                (columns 3–6 of 0–9)
extension String {
    /// This text followed by spaces up to `width` columns; unchanged when it is already as wide
    /// or wider (cut it first to keep a column's width).
    package func padded(toColumns width: Int) -> String {
        let missing = width - displayWidth
        return missing > 0 ? self + String.spaces(missing) : self
    }

    /// `count` spaces (none for a count below one), cut from a string made once: `String(repeating:count:)`
    /// appends them one at a time.
    package static func spaces(_ count: Int) -> String {
        guard count > 0 else { return "" }
        guard count <= manySpaces.utf8.count else { return String(repeating: " ", count: count) }
        return String(manySpaces.utf8.prefix(count))!
    }

    private static let manySpaces = String(repeating: " ", count: 256)

    /// This text cut to at most `width` columns, with "…" where it was cut; a wide character
    /// that would straddle the edge goes with the rest.
    package func cut(toColumns width: Int) -> String {
        guard displayWidth > width else { return self }
        guard width > 0 else { return "" }
        var out = ""
        var used = 0
        for character in self {
            let columns = character.displayWidth
            if used + columns > width - 1 { break }
            out.append(character)
            used += columns
        }
        return out + "…"
    }

    /// The first column of this text centred in `width` columns starting at `x`: never left of
    /// `x`, and a column to the left when the space around it is odd.
    package func centredColumn(in width: Int, from x: Int = 0) -> Int {
        x + max(0, (width - displayWidth) / 2)
    }

    /// Whether `other` is the same UTF-8 bytes: equality without Unicode normalisation, for
    /// text compared as a name or a line already drawn (`==` normalises what is not ASCII).
    /// FNV-1a over the UTF-8 bytes: a hash of a few instructions a byte, for names compared as
    /// bytes (`hasSameBytes`) and hashed every frame, where `Hasher` takes tens.
    package var bytesHash: UInt64 {
        var text = self
        return text.withUTF8 { bytes in
            var hash: UInt64 = 0xCBF2_9CE4_8422_2325
            for byte in bytes { hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01B3 }
            return hash
        }
    }

    package func hasSameBytes(as other: String) -> Bool {
        var a = self, b = other
        guard a.utf8.count == b.utf8.count else { return false }
        return a.withUTF8 { a in b.withUTF8 { b in a.isEmpty || memcmp(a.baseAddress!, b.baseAddress!, a.count) == 0 } }
    }
}
