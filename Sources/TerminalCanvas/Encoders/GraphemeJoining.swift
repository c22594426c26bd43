/// Whether a terminal that clusters graphemes as it prints could draw two neighbouring cells'
/// graphemes as one.
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
/// Unicode 15.1, a virama can join a following consonant (GB9c). The answer errs towards yes:
/// a yes only costs the encoder a cursor movement, a wrong no misplaces the rest of the row.
enum GraphemeJoining {
    /// Whether the cluster `next` (a cell's grapheme bits) could join `previous` printed just
    /// before it. A continuation cell's bits (0) join nothing.
    @inline(__always)
    static func mayJoin(_ previous: UInt64, _ next: UInt64) -> Bool {
        // Two single ASCII characters never join: the common case costs one comparison.
        if (previous | next) < 0x80 { return false }
        return mayJoinSlowly(previous, next)
    }

    /// The viramas that Unicode 15.1 lists as Indic_Conjunct_Break=Linker; the tables are older.
    private static let linkers: [UInt32] = [0x094D, 0x09CD, 0x0ACD, 0x0B4D, 0x0C4D, 0x0D4D]

    private static func mayJoinSlowly(_ previous: UInt64, _ next: UInt64) -> Bool {
        guard previous != 0 && next != 0 else { return false }
        let before = GraphemeStorage.edges(of: previous)
        let last = before.last, first = GraphemeStorage.edges(of: next).first
        // Nothing below U+0300 attaches to what precedes it and nothing below U+0600 draws in
        // what follows it (the table generator checks both).
        if first < 0x300 && last < 0x600 { return false }
        if DisplayWidth.contains(DisplayWidthTables.attachesToPrevious, first) { return true }
        if last == 0x200D || DisplayWidth.contains(DisplayWidthTables.prepend, last) || linkers.contains(last) {
            return true
        }
        if isRegionalIndicator(first) && isRegionalIndicator(last) {
            return before.regionalIndicators % 2 == 1  // pairs are counted from the start
        }
        if DisplayWidth.contains(DisplayWidthTables.leadingJamo, last) {
            return DisplayWidth.contains(DisplayWidthTables.leadingJamo, first) || (0xAC00...0xD7A3).contains(first)
        }
        return false
    }

    private static func isRegionalIndicator(_ value: UInt32) -> Bool {
        value >= 0x1F1E6 && value <= 0x1F1FF
    }
}
