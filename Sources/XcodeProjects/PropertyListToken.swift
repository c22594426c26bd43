/// Where something is in a property list's text: its line and column, both from 1 (a column
/// counts bytes of UTF-8, as editors that show byte columns do; pbxproj text is nearly all ASCII).
package struct TextPosition: Equatable, Sendable, CustomStringConvertible {
    package let line: Int
    package let column: Int

    package init(line: Int, column: Int) {
        self.line = line
        self.column = column
    }

    /// `12:5`
    package var description: String { "\(line):\(column)" }
}

/// A token of an old-style (OpenStep) property list, the format of `project.pbxproj`.
package struct PropertyListToken: Equatable, Sendable {
    package enum Kind: Equatable, Sendable {
        /// `{` `}` `(` `)` `=` `;` `,`
        case openBrace, closeBrace, openParenthesis, closeParenthesis, equals, semicolon, comma
        /// A string written in quotes, its escapes read: `"<group>"`, `"a \"b\""`.
        case quoted(String)
        /// A string written bare: `0123ABCD`, `sourcecode.swift`, `$(SRCROOT)/x`, `5.0`.
        case bare(String)
    }

    package let kind: Kind
    package let position: TextPosition

    package init(_ kind: Kind, at position: TextPosition) {
        self.kind = kind
        self.position = position
    }

    /// The string a quoted or bare token holds.
    package var string: String? {
        switch kind {
        case .quoted(let text), .bare(let text): text
        default: nil
        }
    }
}

/// Why a property list could not be read, and where.
package struct PropertyListError: Error, Equatable, Sendable, CustomStringConvertible {
    package enum Reason: Equatable, Sendable {
        case unterminatedString
        case unterminatedComment
        case invalidEscape(String)
        case invalidUTF8
        case unexpectedCharacter(Character)
        /// Something else was expected here: `expected` says what, `found` what was there
        /// ("the end of the file" at the end).
        case unexpected(found: String, expected: String)
        /// Arrays and dictionaries nested deeper than `PropertyListParser.deepestNesting`.
        case tooDeep(Int)
        case trailingText
    }

    package let reason: Reason
    package let position: TextPosition

    package init(_ reason: Reason, at position: TextPosition) {
        self.reason = reason
        self.position = position
    }

    /// `3:14: a string is not closed (a " is missing)`
    package var description: String {
        let what = switch reason {
        case .unterminatedString: "a quoted string is not closed (a \" is missing)"
        case .unterminatedComment: "a /* comment is not closed (a */ is missing)"
        case .invalidEscape(let escape): "\\\(escape) is not an escape (\\n \\t \\\" \\\\ \\U1234 are)"
        case .invalidUTF8: "the text is not UTF-8 here"
        case .unexpectedCharacter(let character): "unexpected \(character.debugDescription)"
        case .unexpected(let found, let expected): "expected \(expected), found \(found)"
        case .tooDeep(let limit): "nested more than \(limit) deep"
        case .trailingText: "text after the property list's end"
        }
        return "\(position): \(what)"
    }
}
