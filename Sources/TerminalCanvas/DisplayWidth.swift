/// How many terminal columns text takes, measured per grapheme cluster.
///
/// - 0 for a cluster that only attaches to a base: combining marks, variation selectors, joiners
///   and other format characters on their own. Painting skips such a cluster.
/// - An emoji — a cluster whose base is Extended_Pictographic or a regional indicator — is as
///   wide as its base, and 2 when it is a ZWJ sequence (👨‍👩‍👧), a flag (🇺🇦), or a modifier
///   sequence on an Emoji_Modifier_Base, even one that defaults to text (☝🏽, ✌🏽: terminals
///   draw these as emoji). Whatever follows the base draws inside those two columns.
/// - U+FE0F makes a base that has an emoji variation sequence 2 wide (❤️, 1️⃣); on any other
///   base it changes nothing (★️ is 1). A keycap mark U+20E3 alone widens nothing (1⃣ is 1).
/// - Any other cluster is as wide as its scalars added up, which is how terminals advance the
///   cursor (tmux and xterm, measured with Sources/TerminalCanvas/WidthTools/measure-terminal-widths.py): East Asian Wide
///   and Fullwidth scalars 2, marks, format characters and Hangul medial and final jamo 0,
///   everything else 1. So "e\u{301}" is 1, a Hangul syllable spelled in jamo 2, ｶﾞ (a
///   halfwidth katakana and its sound mark) 2, and an Indic syllable with a spacing vowel sign
///   or a conjunct 2 or more (कि 2, क्ष 2, क्षि 3).
/// - A control character counts as the one-column picture it is drawn as (see
///   `String.sanitizedForTerminal`).
///
/// ✈️, 1️⃣, 🇺🇦 and 👨‍👩‍👧 are 2 by Unicode, and that is what `GraphemeWidths.unicode`, the default,
/// gives; terminals draw some of them one column wide (tmux 3.3a and xterm 379: ✈️ and 1️⃣), so
/// the previewer measures its terminal and lays out inside `GraphemeWidths.withCurrent(_:)`.
///
/// A cluster wider than two columns is painted as several cells (see
/// `ControlCharacters.forEachCluster`), each at most two wide. The tables come from Unicode
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
        var total = 0
        var base: UInt32 = 0
        var baseWidth = 0
        var hasVariationSelector = false, hasJoiner = false, hasSkinTone = false, hasKeycapMark = false
        var regionalIndicators = 0
        for scalar in character.unicodeScalars {
            let value = scalar.value
            if value == 0xFE0F { hasVariationSelector = true; continue }
            if value == 0x200D { hasJoiner = true; continue }
            if value == 0x20E3 { hasKeycapMark = true }
            if value >= 0x1F3FB && value <= 0x1F3FF && base != 0 { hasSkinTone = true }
            if value >= 0x1F1E6 && value <= 0x1F1FF { regionalIndicators += 1 }
            let width = width(ofScalar: value)
            if base == 0 && width > 0 { (base, baseWidth) = (value, width) }
            total += width
        }
        guard base != 0 else { return 0 }
        if baseWidth == 2 && total == 2 { return 2 }
        // The kinds terminals disagree about take what `GraphemeWidths.current` says (Unicode's
        // 2 unless the previewer measured its terminal); it is read only for them.
        let emoji = isEmoji(base)
        if emoji && hasJoiner { return GraphemeWidths.current.zwjSequence }
        if hasVariationSelector && contains(DisplayWidthTables.emojiVariationBase, base) {
            if baseWidth == 2 { return 2 }
            let widths = GraphemeWidths.current
            return hasKeycapMark ? widths.keycap : widths.emojiPresentation
        }
        if emoji {
            // Only an emoji modifier base forms a modifier sequence with a skin tone (UTS #51).
            if hasSkinTone && contains(DisplayWidthTables.emojiModifierBase, base) { return 2 }
            if regionalIndicators >= 2 { return GraphemeWidths.current.flag }
            return baseWidth
        }
        return total
    }

    /// Whether a cluster on `base` is an emoji: Extended_Pictographic or a regional indicator.
    @inline(__always)
    static func isEmoji(_ base: UInt32) -> Bool {
        (base >= 0x1F1E6 && base <= 0x1F1FF) || contains(DisplayWidthTables.extendedPictographic, base)
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
    /// 0, 1 or 2, or more for a cluster whose scalars add up to more, such as an Indic syllable
    /// (a control character counts as the picture that replaces it).
    ///
    ///     "a".displayWidth == 1;  "实".displayWidth == 2;  "👨‍👩‍👧".displayWidth == 2;  "क्षि".displayWidth == 3
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
        // Lone narrow scalars are a column each; the rest is measured a cluster at a time.
        let (columns, rest) = Canvas.loneNarrowPrefix(of: self[...])
        if rest.isEmpty { return columns }
        total = columns
        ControlCharacters.forEachCluster(in: rest) { cluster in
            total += DisplayWidth.width(ofCluster: cluster)
            return true
        }
        return total
    }
}
