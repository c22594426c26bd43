/// A value of an old-style property list: a string, an array or a dictionary (the format has
/// no numbers or booleans of its own; `5.0` and `YES` are strings).
package enum PropertyListValue: Equatable, Sendable {
    case string(String)
    case array([PropertyListValue])
    case dictionary([String: PropertyListValue])

    package var string: String? { if case .string(let text) = self { text } else { nil } }
    package var array: [PropertyListValue]? { if case .array(let items) = self { items } else { nil } }
    package var dictionary: [String: PropertyListValue]? { if case .dictionary(let entries) = self { entries } else { nil } }

    /// The strings of an array (its other items left out), or a lone string as one.
    package var strings: [String] {
        switch self {
        case .string(let text): [text]
        case .array(let items): items.compactMap(\.string)
        case .dictionary: []
        }
    }
}

/// Reads the tokens of an old-style property list into its value:
///
///     value      = string | "{" (string "=" value ";")* "}" | "(" (value ("," value)* ","?)? ")"
///
/// A key given twice keeps its last value, as Apple's reader does.
package enum PropertyListParser {
    /// How deep arrays and dictionaries may nest: a pbxproj nests four or five deep; the limit
    /// keeps a hostile file from exhausting the stack.
    package static let deepestNesting = 256

    package static func value(of bytes: [UInt8]) throws(PropertyListError) -> PropertyListValue {
        let tokens = try PropertyListTokenizer.tokens(of: bytes)
        var parser = Parser(tokens: tokens, end: PropertyListTokenizer.position(of: bytes.count, in: bytes))
        let value = try parser.value(depth: 0)
        if let extra = parser.peek { throw PropertyListError(.trailingText, at: extra.position) }
        return value
    }

    package static func value(of text: String) throws(PropertyListError) -> PropertyListValue {
        try value(of: Array(text.utf8))
    }

    private struct Parser {
        let tokens: [PropertyListToken]
        let end: TextPosition
        var index = 0

        var peek: PropertyListToken? { index < tokens.count ? tokens[index] : nil }

        mutating func take() -> PropertyListToken? {
            defer { index += 1 }
            return peek
        }

        func unexpected(_ expected: String) -> PropertyListError {
            guard let token = peek else { return PropertyListError(.unexpected(found: "the end of the file", expected: expected), at: end) }
            return PropertyListError(.unexpected(found: Self.describe(token), expected: expected), at: token.position)
        }

        static func describe(_ token: PropertyListToken) -> String {
            switch token.kind {
            case .openBrace: "\"{\""
            case .closeBrace: "\"}\""
            case .openParenthesis: "\"(\""
            case .closeParenthesis: "\")\""
            case .equals: "\"=\""
            case .semicolon: "\";\""
            case .comma: "\",\""
            case .quoted(let text), .bare(let text): "the string \"\(text.prefix(40))\""
            }
        }

        mutating func value(depth: Int) throws(PropertyListError) -> PropertyListValue {
            guard let token = peek else { throw unexpected("a value") }
            if let text = token.string {
                index += 1
                return .string(text)
            }
            switch token.kind {
            case .openBrace, .openParenthesis:
                guard depth < PropertyListParser.deepestNesting else { throw PropertyListError(.tooDeep(PropertyListParser.deepestNesting), at: token.position) }
                index += 1
                return token.kind == .openBrace ? try dictionary(depth: depth + 1) : try array(depth: depth + 1)
            default:
                throw unexpected("a value")
            }
        }

        mutating func dictionary(depth: Int) throws(PropertyListError) -> PropertyListValue {
            var entries: [String: PropertyListValue] = [:]
            while true {
                guard let token = peek else { throw unexpected("a key or \"}\"") }
                if token.kind == .closeBrace {
                    index += 1
                    return .dictionary(entries)
                }
                guard let key = token.string else { throw unexpected("a key or \"}\"") }
                index += 1
                guard peek?.kind == .equals else { throw unexpected("\"=\" after the key \"\(key.prefix(40))\"") }
                index += 1
                entries[key] = try value(depth: depth)
                guard peek?.kind == .semicolon else { throw unexpected("\";\" after the value of \"\(key.prefix(40))\"") }
                index += 1
            }
        }

        mutating func array(depth: Int) throws(PropertyListError) -> PropertyListValue {
            var items: [PropertyListValue] = []
            while true {
                if peek?.kind == .closeParenthesis {
                    index += 1
                    return .array(items)
                }
                items.append(try value(depth: depth))
                switch peek?.kind {
                case .comma: index += 1
                case .closeParenthesis: continue
                default: throw unexpected("\",\" or \")\"")
                }
            }
        }
    }
}
