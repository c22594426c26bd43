import Testing
import XcodeProjects

@Suite struct PropertyListParserTests {
    func error(_ text: String) -> String? {
        do { _ = try PropertyListParser.value(of: text); return nil } catch { return error.description }
    }

    @Test func dictionariesArraysAndStrings() throws {
        let value = try PropertyListParser.value(of: #"{ a = (x, "y z", ); b = { c = "<group>"; }; a2 = (); }"#)
        #expect(value == .dictionary([
            "a": .array([.string("x"), .string("y z")]),
            "b": .dictionary(["c": .string("<group>")]),
            "a2": .array([]),
        ]))
    }

    @Test func aKeyGivenTwiceKeepsItsLastValue() throws {
        #expect(try PropertyListParser.value(of: "{ a = 1; a = 2; }") == .dictionary(["a": .string("2")]))
    }

    @Test(arguments: [
        ("{ a = b }", "1:9: expected \";\" after the value of \"a\", found \"}\""),
        ("{ a b; }", "1:5: expected \"=\" after the key \"a\", found the string \"b\""),
        ("{ a = (b c); }", "1:10: expected \",\" or \")\", found the string \"c\""),
        ("{ a = ; }", "1:7: expected a value, found \";\""),
        ("{ a = b;", "1:9: expected a key or \"}\", found the end of the file"),
        ("", "1:1: expected a value, found the end of the file"),
        ("{ } }", "1:5: text after the property list's end"),
        ("{ (a) = b; }", "1:3: expected a key or \"}\", found \"(\""),
    ])
    func errorsSayWhereAndWhat(_ text: String, _ message: String) {
        #expect(error(text) == message)
    }

    @Test func nestingUpToTheLimitReadsAndOneMoreIsAnError() throws {
        let limit = PropertyListParser.deepestNesting
        let deepest = String(repeating: "(", count: limit) + String(repeating: ")", count: limit)
        var value = try PropertyListParser.value(of: deepest)
        var depth = 0
        while case .array(let items) = value, let first = items.first { value = first; depth += 1 }
        #expect(depth == limit - 1)
        #expect(error("(" + deepest + ")") == "1:\(limit + 1): nested more than \(limit) deep")
    }
}
