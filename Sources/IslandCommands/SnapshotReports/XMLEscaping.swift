/// Text made safe for XML 1.0, which cannot hold most control characters even as a character
/// reference: each of those is shown as its Control Pictures symbol (U+0007 as ␇), U+FFFE and
/// U+FFFF as �, so a diff of a file with a stray escape still makes a document a parser reads.
/// `<`, `>` and `&` are always references, so a diff's `]]>` or `<` is plain text.
enum XMLEscaping {
    /// For an element's text: line breaks and tabs stay (a carriage return as `&#13;`, which a
    /// parser would otherwise turn into a line feed).
    static func text(_ text: String) -> String { escaped(text, inAttribute: false) }

    /// For an attribute's value between double quotes: line breaks as references too, which a
    /// parser would otherwise read as spaces.
    static func attribute(_ text: String) -> String { escaped(text, inAttribute: true) }

    private static func escaped(_ text: String, inAttribute: Bool) -> String {
        var result = ""
        result.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"" where inAttribute: result += "&quot;"
            case "\r": result += "&#13;"
            case "\n" where inAttribute: result += "&#10;"
            case "\t" where inAttribute: result += "&#9;"
            case "\n", "\t": result.unicodeScalars.append(scalar)
            case "\u{0}"..."\u{1F}": result.unicodeScalars.append(Unicode.Scalar(0x2400 + scalar.value)!)
            case "\u{FFFE}", "\u{FFFF}": result += "\u{FFFD}"
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result
    }
}
