/// How many terminal columns text takes, measured per grapheme cluster.
///
/// - 0 for a cluster that only attaches to a base: combining marks, variation selectors, joiners
///   and other format characters on their own. Painting skips such a cluster.
/// - 2 for East Asian Wide and Fullwidth characters (CJK, Hangul syllables, fullwidth forms),
///   emoji whose default presentation is emoji, any emoji turned into emoji presentation by
///   U+FE0F, a keycap U+20E3 or a zero-width joiner sequence (👨‍👩‍👧, 1️⃣, ❤️, 🇺🇦), and an emoji
///   modifier base followed by a skin-tone modifier U+1F3FB–1F3FF, even one that defaults to
///   text (☝🏽, ✌🏽: terminals draw the modifier sequence as an emoji).
/// - 1 for everything else, including a control character, which is drawn as its one-column
///   picture (see `String.sanitizedForTerminal`).
///
/// A cluster's width is its first visible scalar's (so "e\u{301}" is 1 and a Hangul syllable
/// spelled in jamo is 2), made 2 by the emoji rules above. The tables come from Unicode
/// `DisplayWidth.unicodeVersion`.
public enum DisplayWidth {
    /// The Unicode version of the width tables.
    public static let unicodeVersion = DisplayWidthTables.unicodeVersion
    /// The Unicode Emoji version of the emoji tables.
    public static let emojiVersion = DisplayWidthTables.emojiVersion

    /// The width of one scalar: 0, 1 or 2.
    @inline(__always)
    static func width(ofScalar value: UInt32) -> Int {
        // Nothing below U+0300 is wide or zero-width (the generator checks this).
        if value < 0x300 { return 1 }
        if contains(DisplayWidthTables.zeroWidth, value) { return 0 }
        if value >= 0x1100 && contains(DisplayWidthTables.wide, value) { return 2 }
        return 1
    }

    /// The width of a cluster that has already been sanitized.
    static func width(ofCluster character: Character) -> Int {
        let utf8 = character.utf8
        if utf8.count == 1 { return 1 }
        var columns = 0
        var base: UInt32 = 0
        var asksForEmoji = false
        var hasSkinTone = false
        for scalar in character.unicodeScalars {
            let value = scalar.value
            if value == 0xFE0F || value == 0x20E3 || value == 0x200D { asksForEmoji = true }
            if value >= 0x1F3FB && value <= 0x1F3FF { hasSkinTone = true }
            if columns == 0 {
                columns = width(ofScalar: value)
                base = value
            }
        }
        guard columns == 1 else { return columns }
        if asksForEmoji && contains(DisplayWidthTables.emoji, base) { return 2 }
        // Only an emoji modifier base forms a modifier sequence with a skin tone (UTS #51).
        if hasSkinTone && contains(DisplayWidthTables.emojiModifierBase, base) { return 2 }
        return columns
    }

    /// The width of a cluster as painting will draw it, sanitizing it first if need be.
    static func width(of character: Character) -> Int {
        if ControlCharacters.isSafe(character) { return width(ofCluster: character) }
        var total = 0
        ControlCharacters.forEachCluster(in: String(character)) { cluster in
            total += width(ofCluster: cluster)
            return true
        }
        return total
    }

    /// Whether `value` falls in one of a table's inclusive ranges (flattened `lo, hi, lo, hi…`).
    @inline(__always)
    static func contains(_ table: [UInt32], _ value: UInt32) -> Bool {
        table.withUnsafeBufferPointer { ranges in
            let rangeCount = ranges.count / 2
            guard rangeCount > 0, value >= ranges[0], value <= ranges[ranges.count - 1] else { return false }
            var low = 0, high = rangeCount - 1
            while low <= high {
                let middle = (low + high) / 2
                if value < ranges[2 * middle] {
                    high = middle - 1
                } else if value > ranges[2 * middle + 1] {
                    low = middle + 1
                } else {
                    return true
                }
            }
            return false
        }
    }
}

extension Character {
    /// The number of terminal columns this grapheme cluster takes when TermIsland draws it:
    /// 0, 1 or 2 (a control character counts as the picture that replaces it).
    ///
    ///     "a".displayWidth == 1;  "实".displayWidth == 2;  "👨‍👩‍👧".displayWidth == 2
    public var displayWidth: Int { DisplayWidth.width(of: self) }
}

extension String {
    /// The number of terminal columns this text takes: the sum of its grapheme clusters'
    /// `displayWidth`. Measure with this, never with `count`.
    ///
    ///     "实时活动".displayWidth == 8;  "Отображение".displayWidth == 11
    public var displayWidth: Int {
        var total = 0
        var isPrintableASCII = true
        for byte in utf8 where byte < 0x20 || byte >= 0x7F {
            isPrintableASCII = false
            break
        }
        if isPrintableASCII { return utf8.count }
        ControlCharacters.forEachCluster(in: self) { cluster in
            total += DisplayWidth.width(ofCluster: cluster)
            return true
        }
        return total
    }
}
