import Foundation
@testable import IslandInputs
import Testing

@Suite struct JSONStringLiteralTests {
    @Test(arguments: [
        ("plain", #""plain""#),
        ("say \"hi\"", #""say \"hi\"""#),
        (#"C:\path"#, #""C:\\path""#),
        ("a\nb\rc\td", #""a\nb\rc\td""#),
        ("\u{0}\u{1B}[2J\u{7F}", #""\u0000\u001B[2J\u007F""#),
        ("🍕 実時 e\u{301}", "\"🍕 実時 e\u{301}\""),
    ])
    func quoted(_ text: String, _ literal: String) {
        #expect(JSONStringLiteral.quoted(text) == literal)
    }

    @Test(arguments: ["", "say \"hi\"\\", "\u{0}\u{1F}\u{7F}\u{85}\u{2028}\u{202E}", "👨‍👩‍👧 🍕 \u{10FFFF}"])
    func foundationReadsItBack(_ text: String) throws {
        for escaping in [JSONStringLiteral.isControl, JSONStringLiteral.isUnsafeInMessage] {
            let data = Data(JSONStringLiteral.quoted(text, escaping: escaping).utf8)
            let read = try JSONSerialization.jsonObject(with: data, options: .fragmentsAllowed) as? String
            #expect(read == text)
        }
    }

    @Test func messagesEscapeWhatCouldReorderOrBreakALine() {
        #expect(JSONStringLiteral.quoted("a\u{85}b\u{2028}c\u{202E}d\u{200F}", escaping: JSONStringLiteral.isUnsafeInMessage)
            == #""a\u0085b\u2028c\u202Ed\u200F""#)
        // JSON needs none of them escaped.
        #expect(JSONStringLiteral.quoted("a\u{85}b") == "\"a\u{85}b\"")
    }

    @Test func scalarsBeyondTheBasicPlaneEscapeAsASurrogatePair() {
        #expect(JSONStringLiteral.unicodeEscape("🍕") == #"\uD83C\uDF55"#)
        #expect(JSONStringLiteral.unicodeEscape("\u{1B}") == #"\u001B"#)
    }
}
