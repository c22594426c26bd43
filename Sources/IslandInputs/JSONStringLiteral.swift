/// JSON's string literal, written in one place for every file and message that writes one: a
/// recording's events, the scenario a previewer builds for a widget folder, the values an
/// input file's error quotes.
///
///     JSONStringLiteral.quoted("say \"hi\"\u{1B}[2J")   // "say \"hi\"\u001B[2J"   (with its quotes)
///
/// Quotes and backslashes are escaped, line feeds, carriage returns and tabs as `\n`, `\r`, `\t`,
/// and every other scalar `escaping` names as `\uXXXX` (upper-case hex, as Unicode writes U+001B);
/// everything else, emoji beyond the Basic Multilingual Plane too, is written as itself, which
/// JSON allows.
package enum JSONStringLiteral {
    /// C0 controls and DEL: what JSON requires escaped (it allows DEL, which a terminal would
    /// take as a key press, so it is escaped too).
    package static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value < 0x20 || scalar.value == 0x7F
    }

    /// What a message for a terminal escapes: the controls, C1 controls, line and paragraph
    /// separators, LRM and RLM, and the bidi embeddings, overrides and isolates, so a quoted
    /// value is one safe line that cannot reorder what follows it.
    package static func isUnsafeInMessage(_ scalar: Unicode.Scalar) -> Bool {
        let value = scalar.value
        return value < 0x20 || (0x7F...0x9F).contains(value) || (0x2028...0x202E).contains(value)
            || (0x2066...0x2069).contains(value) || value == 0x200E || value == 0x200F
    }

    /// `text` in double quotes, escaped.
    package static func quoted(_ text: String, escaping: (Unicode.Scalar) -> Bool = isControl) -> String {
        "\"" + escaped(text, escaping: escaping) + "\""
    }

    /// `text` escaped as inside a JSON string, without the quotes.
    package static func escaped(_ text: String, escaping: (Unicode.Scalar) -> Bool = isControl) -> String {
        var result = ""
        result.unicodeScalars.reserveCapacity(text.unicodeScalars.count)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            default:
                if escaping(scalar) { result += unicodeEscape(scalar) } else { result.unicodeScalars.append(scalar) }
            }
        }
        return result
    }

    /// `\uXXXX` for a scalar, or two (a UTF-16 surrogate pair) beyond the Basic Multilingual Plane.
    package static func unicodeEscape(_ scalar: Unicode.Scalar) -> String {
        String(scalar).utf16.map { unit in
            let hex = String(unit, radix: 16, uppercase: true)
            return "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
        }.joined()
    }
}
