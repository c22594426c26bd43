/// Whether a terminal that clusters graphemes as it prints could draw two neighbouring cells'
/// graphemes as one, followed along a row as the encoder prints it.
///
/// Each cell holds one grapheme cluster as Swift splits text, but clusters painted apart can
/// still join when printed side by side:
///
///     write("🇺", at: (0, 0)); write("🇦", at: (2, 0))
///     printed "🇺🇦": one flag two columns wide, and everything after it two columns short
///
/// The rules are UAX #29's: a cluster starting with an Extend, SpacingMark or ZWJ scalar (a lone
/// skin tone, a vowel sign) joins whatever is before it (GB9, GB9a); one ending in a Prepend
/// scalar or a ZWJ joins what follows (GB9b, GB11); a lone regional indicator pairs with the
/// next one (GB12, GB13); a leading jamo joins a following jamo or syllable (GB6); and, since
/// Unicode 15.1, a virama (Indic_Conjunct_Break=Linker) can join a following consonant (GB9c).
/// The answer errs towards yes: a yes only costs the encoder a cursor movement, a wrong no
/// misplaces the rest of the row.
///
///     var joining = GraphemeJoining()              // at the start of a row or after a move
///     for cell in row where !cell.isContinuation {
///         if joining.mayJoinPrevious(cell.graphemeBits) { /* move the cursor */ }
///         /* print the cell */
///     }
package struct GraphemeJoining {
    package init() {}
    /// The last scalar printed, 0 if nothing has been.
    private var last: UInt32 = 0
    /// Whether the last cell printed held an odd number of regional indicators.
    private var endsInHalfAFlag = false

    /// Whether the cluster `bits` (a cell's grapheme bits), printed next, could join the one
    /// printed before it; remembers it as the one printed.
    @inline(__always)
    package mutating func mayJoinPrevious(_ bits: UInt64) -> Bool {
        if bits < 0x80 {
            // One ASCII character: it only joins a Prepend or ZWJ scalar before it, and those
            // are all at U+0600 or above. Text is mostly this case: keep it to a comparison.
            let joins = last >= 0x600 && joinsWhateverFollows(last)
            last = UInt32(truncatingIfNeeded: bits)
            endsInHalfAFlag = false
            return joins
        }
        return mayJoinPreviousSlowly(bits)
    }

    /// `mayJoinPrevious(_:)` for two clusters on their own.
    package static func mayJoin(_ previous: UInt64, _ next: UInt64) -> Bool {
        var joining = GraphemeJoining()
        _ = joining.mayJoinPrevious(previous)
        return joining.mayJoinPrevious(next)
    }

    private mutating func mayJoinPreviousSlowly(_ bits: UInt64) -> Bool {
        guard bits != 0 else { return false }  // a continuation cell prints nothing
        let next = GraphemeStorage.edges(of: bits)
        let first = next.first
        var joins = false
        // Nothing below U+0300 attaches to what precedes it and nothing below U+0600 draws in
        // what follows it (the table generator checks both).
        if first >= 0x300 && attachesToPrevious(first) {
            joins = true
        } else if last >= 0x600 && mayJoinWhatFollows(last) {
            if Self.isRegionalIndicator(last) {
                joins = endsInHalfAFlag && Self.isRegionalIndicator(first)
            } else if DisplayWidth.contains(DisplayWidthTables.leadingJamo, last) {
                joins = DisplayWidth.contains(DisplayWidthTables.leadingJamo, first) || (0xAC00...0xD7A3).contains(first)
            } else {
                joins = true  // Prepend, ZWJ or a virama: whatever follows
            }
        }
        last = next.last
        endsInHalfAFlag = next.regionalIndicators % 2 == 1
        return joins
    }

    /// Whether a cluster starting with `value` joins whatever is printed before it.
    @inline(__always)
    private func attachesToPrevious(_ value: UInt32) -> Bool {
        if value < 0x10000 { return Self.attachingBMP[Int(value >> 6)] >> UInt64(value & 63) & 1 != 0 }
        // Beyond the BMP: the skin tones, then only rare scripts, tags and variation selectors.
        if value >= 0x1F3FB && value <= 0x1F3FF { return true }
        if value >= 0x1F000 && value < 0xE0000 { return false }
        return DisplayWidth.contains(DisplayWidthTables.attachesToPrevious, value) || Self.attachesInNewerUnicode(value)
    }

    /// Whether a scalar the tables do not know (assigned after `DisplayWidth.unicodeVersion`, as
    /// Unicode 16's Tulu-Tigalari vowel signs were when the tables were 15.0's) is a mark by the standard library's newer
    /// data, which is what Swift clusters text by. Found by fuzzing (docs/Reliability.md). Asked
    /// only beyond the BMP, where new scripts go, so the path of everyday text stays a table.
    /// The Unicode version the tables were made from, as (major, minor).
    private static let tablesVersion: (Int, Int) = {
        let parts = DisplayWidthTables.unicodeVersion.split(separator: ".").compactMap { Int($0) }
        return (parts.first ?? 0, parts.dropFirst().first ?? 0)
    }()

    private static func attachesInNewerUnicode(_ value: UInt32) -> Bool {
        guard let scalar = Unicode.Scalar(value) else { return false }
        let properties = scalar.properties
        if let age = properties.age, (age.major, age.minor) <= tablesVersion { return false }
        return properties.isGraphemeExtend || properties.generalCategory == .spacingMark
    }

    /// Whether a cluster ending in `value` can join something printed after it: a Prepend
    /// scalar, a ZWJ or a virama (whatever follows), a regional indicator or a leading jamo.
    @inline(__always)
    private func mayJoinWhatFollows(_ value: UInt32) -> Bool {
        if value < 0x10000 { return Self.joiningBMP[Int(value >> 6)] >> UInt64(value & 63) & 1 != 0 }
        return Self.isRegionalIndicator(value) || DisplayWidth.contains(DisplayWidthTables.prepend, value)
            || DisplayWidth.contains(DisplayWidthTables.conjunctLinker, value)
    }

    /// Whether a cluster ending in `value` joins whatever is printed after it (or, for a
    /// virama, may).
    private func joinsWhateverFollows(_ value: UInt32) -> Bool {
        mayJoinWhatFollows(value) && !Self.isRegionalIndicator(value)
            && !DisplayWidth.contains(DisplayWidthTables.leadingJamo, value)
    }

    // The encoder asks about every non-ASCII cell it prints, and a binary search is up to ten
    // steps: below U+10000 the tables are also kept as bitmaps, 8 KB each.

    /// `DisplayWidthTables.attachesToPrevious` below U+10000.
    private static let attachingBMP = bitmap(DisplayWidthTables.attachesToPrevious)

    /// Prepend, ZWJ, the viramas (Indic_Conjunct_Break=Linker) and the leading jamo below
    /// U+10000.
    private static let joiningBMP = bitmap(DisplayWidthTables.prepend + DisplayWidthTables.leadingJamo
                                           + [0x200D, 0x200D] + DisplayWidthTables.conjunctLinker)

    /// One bit for each scalar below U+10000 in the ranges (flattened `lo, hi, lo, hi…`).
    private static func bitmap(_ ranges: [UInt32]) -> [UInt64] {
        var words = [UInt64](repeating: 0, count: 0x10000 / 64)
        for pair in stride(from: 0, to: ranges.count, by: 2) where ranges[pair] < 0x10000 {
            for value in ranges[pair]...min(ranges[pair + 1], 0xFFFF) {
                words[Int(value >> 6)] |= 1 << UInt64(value & 63)
            }
        }
        return words
    }

    private static func isRegionalIndicator(_ value: UInt32) -> Bool {
        value >= 0x1F1E6 && value <= 0x1F1FF
    }
}
