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
        ("#️⃣", 2), ("1\u{20E3}", 2),      // a keycap with or without VS16
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
        #expect(DisplayWidth.unicodeVersion == "15.0.0")
        #expect(DisplayWidth.emojiVersion == "15.0")
    }
}
