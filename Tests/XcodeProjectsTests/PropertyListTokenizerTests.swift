import Testing
import XcodeProjects

/// The tokens of old-style property lists, and every error at its line and column.
@Suite struct PropertyListTokenizerTests {
    typealias Kind = PropertyListToken.Kind

    func kinds(_ text: String) throws -> [Kind] { try PropertyListTokenizer.tokens(of: text).map(\.kind) }

    func error(_ text: String) -> PropertyListError? {
        do { _ = try PropertyListTokenizer.tokens(of: text); return nil } catch { return error }
    }

    @Test func everyMarkAndBothStrings() throws {
        #expect(try kinds(#"{ a = ( "b c", d ); }"#) == [
            .openBrace, .bare("a"), .equals, .openParenthesis, .quoted("b c"), .comma, .bare("d"),
            .closeParenthesis, .semicolon, .closeBrace,
        ])
    }

    @Test(arguments: ["0123ABCD4567EF", "sourcecode.swift", "$(SRCROOT)/x", "5.0", "com.apple.product-type.app-extension",
                      "$(inherited)", "a/b:c+d_e-f", "$(BUILT_PRODUCTS_DIR)/$(PRODUCT_NAME).app"])
    func bareWords(_ word: String) throws {
        #expect(try kinds("\(word);") == [.bare(word), .semicolon])
    }

    @Test(arguments: [
        (#""a\nb""#, "a\nb"), (#""a\tb""#, "a\tb"), (#""say \"hi\"""#, "say \"hi\""), (#""back\\slash""#, "back\\slash"),
        (#""\U00e9t\U00E9""#, "été"), (#""\U263a""#, "☺"), (#""\UD83D\UDE00""#, "😀"), (#""\012""#, "\n"),
        (#""\r\a\b\f\v\'""#, "\r\u{7}\u{8}\u{c}\u{b}'"), (#""<group>""#, "<group>"), (#""""#, ""), (#""é ☺ 😀""#, "é ☺ 😀"),
    ])
    func escapes(_ written: String, _ read: String) throws {
        #expect(try kinds(written) == [.quoted(read)])
    }

    @Test func commentsAreLeftOut() throws {
        let text = """
            // !$*UTF8*$!
            { /* a
               comment */ isa = PBXGroup; // to the end
            }
            """
        #expect(try kinds(text) == [.openBrace, .bare("isa"), .equals, .bare("PBXGroup"), .semicolon, .closeBrace])
    }

    @Test func positionsAreLinesAndColumns() throws {
        let tokens = try PropertyListTokenizer.tokens(of: "{\n  key = \"v\";\n}")
        #expect(tokens.map(\.position.description) == ["1:1", "2:3", "2:7", "2:9", "2:12", "3:1"])
    }

    @Test(arguments: [
        ("{ a = \"open;\n}", "1:7: a quoted string is not closed (a \" is missing)"),
        ("a /* open", "1:3: a /* comment is not closed (a */ is missing)"),
        ("\n  \"a \\q\"", "2:6: \\q is not an escape (\\n \\t \\\" \\\\ \\U1234 are)"),
        ("\"\\U\"", "1:2: \\U is not an escape (\\n \\t \\\" \\\\ \\U1234 are)"),
        ("\"\\UD83D alone\"", "1:2: \\UD83D is not an escape (\\n \\t \\\" \\\\ \\U1234 are)"),
        ("{ a = <0fbd>; }", "1:7: unexpected \"<\""),
        ("{ a = b; }\n  é", "2:3: unexpected \"é\""),
        ("\"ends in \\", "1:1: a quoted string is not closed (a \" is missing)"),
    ])
    func errorsSayWhere(_ text: String, _ message: String) {
        #expect(error(text)?.description == message)
    }

    @Test func invalidUTF8IsNamedAtItsByte() {
        let bytes = Array("{ a = \"ok\";\n b = \"".utf8) + [0xC3, 0x28] + Array("\"; }".utf8)
        #expect(throws: PropertyListError(.invalidUTF8, at: TextPosition(line: 2, column: 7))) {
            try PropertyListTokenizer.tokens(of: bytes)
        }
        #expect(throws: PropertyListError(.invalidUTF8, at: TextPosition(line: 1, column: 1))) {
            try PropertyListTokenizer.tokens(of: [0xFF])
        }
        // An overlong "/" and a surrogate written in UTF-8 are not UTF-8 either.
        #expect(throws: PropertyListError.self) { try PropertyListTokenizer.tokens(of: [0xC0, 0xAF]) }
        #expect(throws: PropertyListError.self) { try PropertyListTokenizer.tokens(of: [0x22, 0xED, 0xA0, 0x80, 0x22]) }
    }

    @Test func aTenKilobyteStringIsOneToken() throws {
        let long = String(repeating: "abc\\\"", count: 2_048)
        let tokens = try kinds("\"\(long)\"")
        #expect(tokens == [.quoted(String(repeating: "abc\"", count: 2_048))])
    }
}
