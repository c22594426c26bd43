import Testing
import TerminalCanvas

@Suite struct DisplayWidthTests {
    @Test(arguments: [
        ("hello", 5),
        ("实时活动", 8),                    // Chinese: East Asian Wide
        ("ライブアクティビティ", 20),        // Japanese katakana
        ("ｱｲｳ", 3),                        // halfwidth katakana stays narrow
        ("ＡＢＣ", 6),                      // fullwidth Latin
        ("라이브 활동", 11),                 // Korean syllables and a space
        ("Отображение", 11),               // Russian
        ("مرحبا", 5),                      // Arabic
        ("e\u{301}", 1),                   // combining acute accent joins its base
        ("🍕", 2), ("❤️", 2), ("👨‍👩‍👧", 2), ("🇺🇦", 2), ("1️⃣", 2),
        ("👍🏽", 2),                         // skin-tone modifier
        ("🏳️‍🌈", 2),                        // text-default base made emoji by VS16, then ZWJ
        ("🍕 Pizza", 8),
        ("", 0),
    ])
    func stringWidth(_ text: String, _ width: Int) {
        #expect(text.displayWidth == width)
    }

    @Test(arguments: [
        ("a", 1), ("実", 2), ("e\u{301}", 1), ("❤", 1), ("❤️", 2), ("☺︎", 1),
        ("#️⃣", 2), ("1\u{FE0F}\u{20E3}", 2), // a keycap with VS16
        ("\u{1100}\u{1161}\u{11A8}", 2),   // Hangul syllable spelled in conjoining jamo
        ("\u{301}", 0),                    // a combining mark on its own attaches to nothing
        ("\u{200D}", 0), ("\u{FE0F}", 0), ("\u{200B}", 0),
        ("a\u{FE0F}", 1),                  // VS16 after a non-emoji changes nothing
        ("☝", 1), ("✌", 1),                // text-default emoji modifier bases on their own
        ("\u{AD}", 1),                     // soft hyphen: terminals draw it
    ] as [(Character, Int)])
    func characterWidth(_ character: Character, _ width: Int) {
        #expect(character.displayWidth == width)
    }

    /// A skin tone makes an emoji modifier sequence of a base that defaults to text, and
    /// terminals draw the sequence as the emoji it is.
    @Test(arguments: ["☝🏽", "✌🏽", "✍🏽", "⛹🏽", "🕴🏽", "🕵🏽", "🖐🏽", "🏋🏽", "🏌🏽", "✋🏻", "👍🏿"] as [Character])
    func skinToneOnAnEmojiModifierBaseIsTwoColumns(_ character: Character) {
        #expect(character.displayWidth == 2)
        #expect(String(character).displayWidth == 2)
    }

    @Test(arguments: [
        ("\u{1B}[31m", 5),   // ESC is drawn as ␛, then "[31m"
        ("\r\n", 2),         // ␍␊
        ("\u{9B}", 1),       // C1 CSI becomes �
        ("a\u{202E}b", 2),   // the bidi override is removed
    ])
    func controlCharactersCountAsTheirPictures(_ text: String, _ width: Int) {
        #expect(text.displayWidth == width)
    }

    @Test func stringWidthIsTheSumOfItsCharacters() {
        let text = "实时 🍕 e\u{301} Отображение 👨‍👩‍👧 \u{1B}"
        #expect(text.displayWidth == text.reduce(0) { $0 + $1.displayWidth })
    }

    @Test func theTablesRecordTheirUnicodeVersion() {
        #expect(DisplayWidth.unicodeVersion == "18.0.0")
        #expect(DisplayWidth.emojiVersion == "18.0")
    }

    /// Code points whose width changed after Unicode 15.0, as current terminals draw them.
    @Test(arguments: [
        ("\u{1FAE9}", 2),   // FACE WITH BAGS UNDER EYES, Emoji 16.0
        ("\u{1FACE}", 2),   // MOOSE, Emoji 15.0, for comparison
        ("\u{2630}", 2),    // TRIGRAM FOR HEAVEN: East Asian Wide since Unicode 16.0
        ("\u{268A}", 2),    // MONOGRAM FOR YANG: likewise
        ("\u{4DC0}", 2),    // HEXAGRAM FOR THE CREATIVE HEAVEN: likewise
        ("\u{2FFE}", 2),    // IDEOGRAPHIC DESCRIPTION CHARACTER HORIZONTAL REFLECTION, 15.1
        ("\u{18CFF}", 2),   // KHITAN SMALL SCRIPT CHARACTER-18CFF, 16.0
        ("\u{1AD1}", 0),    // COMBINING GRAVE-VERTICAL-LINE, a mark new in 17.0
        ("\u{16D63}", 1),   // KIRAT RAI VOWEL SIGN AA: a letter, though 16.0 made it a V for clustering
    ] as [(Character, Int)])
    func widthsNewSinceUnicode15(_ character: Character, _ width: Int) {
        #expect(character.displayWidth == width)
    }

    /// U+FE0F and a keycap make an emoji only of a base that has an emoji form: one listed
    /// in emoji-variation-sequences.txt.
    @Test(arguments: [
        ("\u{2605}\u{FE0F}", 1),            // ★ has no emoji form
        ("\u{2605}\u{20E3}", 1),            // nor a keycap on it
        ("1\u{20E3}", 1),                   // a keycap without VS16 is not an emoji
        ("#\u{20E3}", 1),
        ("1\u{FE0F}\u{20E3}", 2), ("\u{2764}\u{FE0F}", 2), ("\u{2600}\u{FE0F}", 2),
        ("\u{2764}", 1), ("\u{2600}", 1),
    ] as [(Character, Int)])
    func variationSelectorsWidenOnlyBasesWithAnEmojiForm(_ character: Character, _ width: Int) {
        #expect(character.displayWidth == width)
    }

    /// Hangul fillers take their East Asian width, as terminals draw them; the medial filler
    /// attaches like any medial vowel.
    @Test(arguments: [
        ("\u{115F}", 2), ("\u{115F}\u{1161}", 2), ("\u{3164}", 2), ("\u{FFA0}", 1), ("\u{1160}", 0),
    ] as [(Character, Int)])
    func hangulFillers(_ character: Character, _ width: Int) {
        #expect(character.displayWidth == width)
    }

    /// A halfwidth katakana and its halfwidth sound mark are one cluster and two columns: a
    /// terminal gives each its own.
    @Test(arguments: [("ｶﾞ", 2), ("ﾊﾟ", 2), ("ｶﾞｷﾞｸﾞ", 6), ("ﾃﾞﾘﾊﾞﾘｰ", 7), ("\u{FF9E}", 1)])
    func halfwidthKatakanaSoundMarksTakeAColumn(_ text: String, _ width: Int) {
        #expect(text.displayWidth == width)
    }

    /// Indic syllables are as wide as terminals draw them, adding up their scalars: a spacing
    /// vowel sign takes a column, a virama none (measured in tmux 3.3a and xterm 379 for every
    /// spacing mark and virama of the Indic scripts; docs/TerminalCanvas.md).
    @Test(arguments: [
        ("कि", 2), ("की", 2), ("क्ष", 2), ("क्षि", 3), ("हिन्दी", 5), ("नमस्ते", 4),
        ("কা", 2), ("கொ", 2), ("ತಿ", 1), ("ಕಾ", 2), ("ကာ", 2),
    ])
    func indicSyllablesAddUpTheirScalars(_ text: String, _ width: Int) {
        #expect(text.displayWidth == width)
    }

    /// A cluster wider than two columns is painted as cells of at most two, so the canvas and
    /// the terminal agree on where the next character goes.
    @Test func aClusterWiderThanACellIsPaintedInPieces() {
        var canvas = Canvas(width: 6, height: 1)
        let end = canvas.write("क्षि|", at: Point(x: 0, y: 0))
        #expect(end == 4)
        #expect(canvas[0, 0].grapheme == "क्ष" && canvas[0, 0].width == 2)
        #expect(canvas[2, 0].grapheme == "ि" && canvas[2, 0].width == 1)
        #expect(canvas[3, 0].grapheme == "|")
        #expect(canvas.plainText == "क्षि|  ¶")
        #expect("क्षि".sanitizedForTerminal == "क्षि")
        // Each piece written on its own measures what it adds up to.
        var pieces = Canvas(width: 6, height: 1)
        #expect(pieces.write("a\u{1F3FD}", at: Point(x: 0, y: 0)) == 3)
        #expect("a\u{1F3FD}".displayWidth == 3)
    }
}

/// A cluster of an ASCII letter and a wide mark is four bytes and three columns: it is painted in
/// pieces like any cluster wider than a cell (found by fuzzing the text path).
@Suite struct FourByteWideClusterTests {
    @Test func aLetterAndAWideMarkArePaintedInPieces() {
        let cluster = "e\u{302E}"
        #expect(cluster.utf8.count == 4 && cluster.displayWidth == 3)
        var canvas = Canvas(width: 5, height: 1)
        #expect(canvas.write(cluster + "|", at: Point(x: 0, y: 0)) == 4)
        #expect(canvas[0, 0].grapheme == "e" && canvas[1, 0].grapheme == "\u{302E}" && canvas[3, 0].grapheme == "|")
        var row = canvas.plainText
        if row.hasSuffix("¶") && row.displayWidth == 6 { row.removeLast() }
        #expect(row.displayWidth == 5)
    }
}
