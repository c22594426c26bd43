/// A word or a punctuation mark of Swift source, outside comments and string literals.
public struct SwiftToken: Equatable, Sendable {
    /// The word (`struct`, `Widget`, `_x1`) or the one punctuation character (`:`, `{`, `@`).
    public let text: String
    /// Whether it is a word (an identifier or a keyword; a number lexes as one too).
    public let isWord: Bool
    /// Its line, from 1.
    public let line: Int
    /// Where it starts: its first Unicode scalar's index in the source.
    public let offset: Int
}

/// Just enough of Swift's lexical grammar to read what a file declares: its words and
/// punctuation, with line and (nested) block comments and string literals (single-line,
/// multi-line and raw, `#"…"#`) left out, so a commented-out or quoted declaration is not taken
/// for one. Interpolations are skipped with their string; no declaration is written inside one.
public enum SwiftTokens {
    public static func of(_ source: String) -> [SwiftToken] { of(Array(source.unicodeScalars)) }

    /// The tokens of source given as its Unicode scalars (offsets index them).
    public static func of(_ scalars: [Unicode.Scalar]) -> [SwiftToken] {
        var tokens: [SwiftToken] = []
        var index = 0, line = 1
        /// Steps past `count` scalars, counting the line breaks among them.
        func advance(_ count: Int = 1) {
            for _ in 0..<count where index < scalars.count {
                if scalars[index] == "\n" { line += 1 }
                index += 1
            }
        }
        func starts(_ text: String, at position: Int) -> Bool {
            var position = position
            for scalar in text.unicodeScalars {
                guard position < scalars.count, scalars[position] == scalar else { return false }
                position += 1
            }
            return true
        }
        /// From a string's opening quote to after its closing one (and its `#`s).
        func skipString(hashes: Int) {
            let delimiter = starts("\"\"\"", at: index) ? "\"\"\"" : "\""
            let closing = delimiter + String(repeating: "#", count: hashes)
            let escape = "\\" + String(repeating: "#", count: hashes)
            advance(delimiter.unicodeScalars.count)
            while index < scalars.count {
                if starts(escape, at: index) { advance(escape.unicodeScalars.count + 1); continue }
                if starts(closing, at: index) { advance(closing.unicodeScalars.count); return }
                // A single-line string ends at its line (an unterminated one, which the compiler refuses).
                if delimiter == "\"" && scalars[index] == "\n" { return }
                advance()
            }
        }
        while index < scalars.count {
            let scalar = scalars[index]
            if scalar.properties.isWhitespace {
                advance()
            } else if starts("//", at: index) {
                while index < scalars.count, scalars[index] != "\n" { advance() }
            } else if starts("/*", at: index) {
                var depth = 0
                repeat {
                    if starts("/*", at: index) { depth += 1; advance(2) } else if starts("*/", at: index) { depth -= 1; advance(2) } else { advance() }
                } while depth > 0 && index < scalars.count
            } else if isWordStart(scalar) || scalar == "`" {
                let quoted = scalar == "`"
                if quoted { advance() }
                let start = index
                while index < scalars.count, isWordStart(scalars[index]) || scalars[index].properties.numericType != nil { advance() }
                tokens.append(SwiftToken(text: String(String.UnicodeScalarView(scalars[start..<index])), isWord: true, line: line, offset: start))
                if quoted, index < scalars.count, scalars[index] == "`" { advance() }
            } else if scalar.properties.numericType != nil {
                let start = index
                while index < scalars.count, isWordStart(scalars[index]) || scalars[index].properties.numericType != nil { advance() }
                tokens.append(SwiftToken(text: String(String.UnicodeScalarView(scalars[start..<index])), isWord: true, line: line, offset: start))
            } else if scalar == "\"" || scalar == "#" {
                // `#"…"#` is a raw string; `#` before anything else is `#Preview`, `#if`.
                var hashes = 0
                while index + hashes < scalars.count, scalars[index + hashes] == "#" { hashes += 1 }
                guard index + hashes < scalars.count, scalars[index + hashes] == "\"" else {
                    tokens.append(SwiftToken(text: "#", isWord: false, line: line, offset: index))
                    advance()
                    continue
                }
                advance(hashes)
                skipString(hashes: hashes)
            } else {
                tokens.append(SwiftToken(text: String(Character(scalar)), isWord: false, line: line, offset: index))
                advance()
            }
        }
        return tokens
    }

    /// The offset of a macro's `#` keyword after the leading trivia and attributes the compiler
    /// includes in the text it sends a macro plugin: comments, attributes such as
    /// `@available(iOS 17.0, *)` (their parentheses balanced, strings inside them skipped) and
    /// modifiers such as `public`; nil when something else comes first.
    public static func macroKeywordOffset(in scalars: [Unicode.Scalar]) -> Int? {
        let tokens = of(scalars)
        var index = 0
        while index < tokens.count {
            let token = tokens[index]
            if token.text == "#" { return token.offset }
            if token.isWord {
                index += 1  // a modifier the compiler kept with the expansion
            } else if token.text == "@" {
                index += 1
                while index < tokens.count, tokens[index].isWord || tokens[index].text == "." { index += 1 }
                guard index < tokens.count, tokens[index].text == "(" else { continue }
                var depth = 0
                repeat {
                    if tokens[index].text == "(" { depth += 1 }
                    if tokens[index].text == ")" { depth -= 1 }
                    index += 1
                } while depth > 0 && index < tokens.count
            } else {
                return nil
            }
        }
        return nil
    }

    private static func isWordStart(_ scalar: Unicode.Scalar) -> Bool {
        scalar.properties.isAlphabetic || scalar == "_" || scalar == "$"
    }
}
