import IslandUI
import Testing

@Suite struct TextWrappingTests {
    @Test(arguments: [
        ("Your order is on its way", 24, ["Your order is on its way"]),
        ("Your order is on its way", 10, ["Your order", "is on its", "way"]),
        ("Your order  is here", 11, ["Your order", "is here"]),       // both spaces hang and go
        ("  indented", 10, ["  indented"]),                           // leading spaces stay
        ("end   ", 5, ["end  "]),                                     // ending spaces, as far as they fit
        ("well-known", 6, ["well-", "known"]),
        ("-5 degrees", 3, ["-5", "deg", "ree", "s"]),                 // no break after a leading minus
        ("5\u{A0}min left", 6, ["5\u{A0}min", "left"]),              // a no-break space holds
    ])
    func englishWrapsAtSpaces(_ text: String, _ width: Int, _ expected: [String]) {
        #expect(lines(text, width: width) == expected)
    }

    @Test(arguments: [
        ("Supercalifragilistic", 8, ["Supercal", "ifragili", "stic"]),
        ("a Supercalifragilistic", 8, ["a", "Supercal", "ifragili", "stic"]),
        ("https://example.com/track", 10, ["https://ex", "ample.com/", "track"]),
    ])
    func aWordWiderThanTheLineIsCut(_ text: String, _ width: Int, _ expected: [String]) {
        #expect(lines(text, width: width) == expected)
    }

    @Test(arguments: [
        ("实时活动", 8, ["实时活动"]),
        ("实时活动", 5, ["实时", "活动"]),                  // 活 would straddle the edge: it moves down
        ("实时活动", 3, ["实", "时", "活", "动"]),
        ("Live 实时活动 on", 9, ["Live 实时", "活动 on"]),
        ("实时活动。", 8, ["实时活", "动。"]),               // 。 never starts a line
        ("「实时」活动", 4, ["「实", "时」", "活动"]),           // 「 never ends one
        ("ライブアクティビティ", 10, ["ライブアク", "ティビティ"]),
    ])
    func cjkBreaksBetweenAnyTwoCharacters(_ text: String, _ width: Int, _ expected: [String]) {
        #expect(lines(text, width: width) == expected)
    }

    /// An Indic syllable can be two or more columns wide (its scalars add up), but it is no
    /// ideograph: lines break between words, not between syllables.
    @Test(arguments: [
        ("हिन्दी भाषा", 9, ["हिन्दी", "भाषा"]),        // 5 + 1 + 4: भा would fit, but not without षा
        ("हिन्दी भाषा", 10, ["हिन्दी भाषा"]),
        ("ಕಾಲ ಕಾಲ", 4, ["ಕಾಲ", "ಕಾಲ"]),
    ])
    func indicWrapsAtSpaces(_ text: String, _ width: Int, _ expected: [String]) {
        #expect(lines(text, width: width) == expected)
    }

    @Test(arguments: [
        ("👨‍👩‍👧 family", 9, ["👨‍👩‍👧 family"]),
        ("👨‍👩‍👧 family", 8, ["👨‍👩‍👧", "family"]),
        ("🇺🇦🇺🇦🇺🇦", 5, ["🇺🇦🇺🇦", "🇺🇦"]),
        ("Go🚀now", 3, ["Go", "🚀", "now"]),
        ("e\u{301}te\u{301}", 2, ["e\u{301}t", "e\u{301}"]),           // é stays one grapheme
        ("1️⃣2️⃣3️⃣", 4, ["1️⃣2️⃣", "3️⃣"]),
    ])
    func clustersAreNeverSplit(_ text: String, _ width: Int, _ expected: [String]) {
        #expect(lines(text, width: width) == expected)
    }

    @Test(arguments: [
        ("Order\nETA 12:30", ["Order", "ETA 12:30"]),
        ("a\n\nb", ["a", "", "b"]),
        ("line\n", ["line", ""]),
        ("\n", ["", ""]),
        ("a\r\nb\rc\u{2028}d", ["a", "b", "c", "d"]),
        ("", []),
    ])
    func lineBreaksStartNewLines(_ text: String, _ expected: [String]) {
        #expect(lines(text, width: 20) == expected)
    }

    @Test(arguments: [
        ("a\u{1B}[31mb", "a␛[31mb"),
        ("a\tb", "a␉b"),
        ("abc\u{202E}def", "abcdef"),
        ("bell\u{7}", "bell␇"),
    ])
    func controlCharactersBecomePictures(_ text: String, _ shown: String) {
        #expect(lines(text, width: 20) == [shown])
    }

    @Test func aWideGraphemeThatCannotFitAnyLineIsShownAsAnEllipsis() {
        let text = measured("实a").layout(width: 1)
        #expect(text.lines.map(\.text) == ["…", "a"])
        #expect(text.isTruncated)
    }

    @Test(arguments: ["Your order", "", "\n"])
    func zeroWidthShowsNoLines(_ text: String) {
        let laidOut = measured(text).layout(width: 0)
        #expect(laidOut.lines.isEmpty)
        #expect(laidOut.isTruncated == !text.isEmpty)
    }

    @Test func clustersNeverJoinAcrossRuns() {
        let text = TextLayout<Ink>([
            TextRun(text: "e", attributes: .bold), TextRun(text: "\u{301}", attributes: .red),
        ])
        let line = text.layout(width: 5).lines[0]
        #expect(line.runs.map(\.text) == ["e", "\u{301}"])
        #expect(line.width == 1)   // the lone mark is a zero-width cluster that painting skips
    }

    @Test func neighbouringRunsThatLookTheSameAreMerged() {
        let text = TextLayout<Ink>([
            TextRun(text: "Order ", attributes: .bold), TextRun(text: "is ", attributes: .bold),
            TextRun(text: "late", attributes: .red),
        ])
        #expect(text.layout(width: 20).lines == [
            TextLine(runs: [TextRun(text: "Order is ", attributes: .bold),
                            TextRun(text: "late", attributes: .red)], width: 13),
        ])
        #expect(text.layout(width: 8).lines == [
            TextLine(runs: [TextRun(text: "Order is", attributes: .bold)], width: 8),
            TextLine(runs: [TextRun(text: "late", attributes: .red)], width: 4),
        ])
    }
}
