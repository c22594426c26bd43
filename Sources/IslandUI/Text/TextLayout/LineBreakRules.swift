/// Where a line may break: a small, terminal-sized subset of Unicode line breaking (UAX #14).
///
/// - After spaces, before the next word: `Hello |world`. The spaces stay on the line above
///   and are dropped there (they "hang"), so no wrapped line starts or ends with one.
/// - Before and after any wide grapheme, as UAX #14 allows for ideographs, kana, Hangul and
///   emoji (its class ID), so CJK text wraps between any two characters: `实时|活动`.
///   Not before closing punctuation (`。`, `、`, `」`, `,`, `)` …) nor after opening
///   punctuation (`「`, `(` …), so a line never starts with `。` nor ends with `「`.
/// - After a hyphen between two letters: `well-|known`.
///
/// Nowhere else: a non-breaking space (U+00A0) keeps its neighbours together, and a word
/// longer than the line is cut at a grapheme boundary by the wrapping itself.
enum LineBreakRules {
    /// Whether a cluster is a space that a line may break after and drop at a wrap:
    /// U+0020, the ideographic space U+3000, and the zero-width space U+200B (which exists
    /// to mark a break opportunity).
    static func isSpace(_ character: Character) -> Bool {
        character == " " || character == "\u{3000}" || character == "\u{200B}"
    }

    /// Whether a line may break between `graphemes[index - 1]` and `graphemes[index]`, both in
    /// the paragraph that starts at `paragraphStart`.
    static func canBreak(before index: Int, in graphemes: [MeasuredGrapheme], paragraphStart: Int) -> Bool {
        guard index > paragraphStart else { return false }
        let next = graphemes[index], previous = graphemes[index - 1]
        if next.isSpace { return false }
        if previous.isSpace { return true }
        if previous.breaksLikeAnIdeograph || next.breaksLikeAnIdeograph {
            return !closingPunctuation.contains(next.character)
                && !openingPunctuation.contains(previous.character)
        }
        if hyphens.contains(previous.character), index - 2 >= paragraphStart {
            return graphemes[index - 2].character.isLetter && next.character.isLetter
        }
        return false
    }

    /// Marks that a line may not start with (UAX #14 classes CL, CP, EX, IS and a few NS).
    private static let closingPunctuation: Set<Character> = [
        "!", ")", ",", ".", ":", ";", "?", "]", "}",
        "、", "。", "，", "．", "！", "？", "：", "；", "）", "］", "｝",
        "」", "』", "】", "〉", "》", "〕", "〗", "〙", "〛", "…", "‥", "々", "ゝ", "ゞ",
    ]

    /// Marks that a line may not end with (UAX #14 class OP).
    private static let openingPunctuation: Set<Character> = [
        "(", "[", "{", "（", "［", "｛", "「", "『", "【", "〈", "《", "〔", "〖", "〘", "〚",
    ]

    /// Hyphens a line may break after, between letters: "-" and U+2010 HYPHEN.
    private static let hyphens: Set<Character> = ["-", "\u{2010}"]
}
