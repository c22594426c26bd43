/// Splits an old-style property list into tokens: the seven marks, quoted strings with their
/// escapes read, and bare strings; whitespace and comments (`/* … */`, `// …`) between them left
/// out. Works on the UTF-8 bytes, so a column is a byte column and nothing is decoded twice.
///
///     isa = PBXFileReference; path = "My File.swift"; /* comment */ sourceTree = "<group>";
///     └┬┘ │ └──────┬───────┘│ └──────┬──────────┘                  └───┬────┘ │ └───┬───┘│
///     bare =       bare     ;     quoted                             bare     =   quoted  ;
package enum PropertyListTokenizer {
    /// Every token of `bytes`, or the first reason there is none.
    package static func tokens(of bytes: [UInt8]) throws(PropertyListError) -> [PropertyListToken] {
        if let bad = UTF8Validation.firstInvalidByte(in: bytes) {
            throw PropertyListError(.invalidUTF8, at: position(of: bad, in: bytes))
        }
        var scanner = Scanner(bytes: bytes)
        var tokens: [PropertyListToken] = []
        while let token = try scanner.next() { tokens.append(token) }
        return tokens
    }

    package static func tokens(of text: String) throws(PropertyListError) -> [PropertyListToken] {
        try tokens(of: Array(text.utf8))
    }

    /// The line and column of byte `offset` (for an error found before scanning).
    static func position(of offset: Int, in bytes: [UInt8]) -> TextPosition {
        var line = 1, lineStart = 0
        for index in 0..<offset where bytes[index] == UInt8(ascii: "\n") {
            line += 1
            lineStart = index + 1
        }
        return TextPosition(line: line, column: offset - lineStart + 1)
    }

    /// Characters a bare string is made of (NeXTSTEP's set: letters, digits, `_ $ + / : . -`).
    static func isBare(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"): true
        case UInt8(ascii: "_"), UInt8(ascii: "$"), UInt8(ascii: "+"), UInt8(ascii: "/"), UInt8(ascii: ":"),
             UInt8(ascii: "."), UInt8(ascii: "-"): true
        default: false
        }
    }

    private struct Scanner {
        let bytes: [UInt8]
        var index = 0
        var line = 1
        var lineStart = 0

        init(bytes: [UInt8]) { self.bytes = bytes }

        var position: TextPosition { TextPosition(line: line, column: index - lineStart + 1) }

        func peek(_ ahead: Int = 0) -> UInt8? { index + ahead < bytes.count ? bytes[index + ahead] : nil }

        mutating func advance() {
            if bytes[index] == UInt8(ascii: "\n") {
                line += 1
                lineStart = index + 1
            }
            index += 1
        }

        mutating func next() throws(PropertyListError) -> PropertyListToken? {
            try skipSpaceAndComments()
            guard let byte = peek() else { return nil }
            let start = position
            let mark: PropertyListToken.Kind? = switch byte {
            case UInt8(ascii: "{"): .openBrace
            case UInt8(ascii: "}"): .closeBrace
            case UInt8(ascii: "("): .openParenthesis
            case UInt8(ascii: ")"): .closeParenthesis
            case UInt8(ascii: "="): .equals
            case UInt8(ascii: ";"): .semicolon
            case UInt8(ascii: ","): .comma
            default: nil
            }
            if let mark {
                advance()
                return PropertyListToken(mark, at: start)
            }
            if byte == UInt8(ascii: "\"") { return PropertyListToken(.quoted(try quoted()), at: start) }
            if PropertyListTokenizer.isBare(byte) { return PropertyListToken(.bare(bare()), at: start) }
            throw PropertyListError(.unexpectedCharacter(character(at: index)), at: start)
        }

        /// The whole character starting at `offset` (the bytes were checked to be UTF-8).
        func character(at offset: Int) -> Character {
            var end = offset + 1
            while end < bytes.count, bytes[end] & 0xC0 == 0x80 { end += 1 }
            return String(decoding: bytes[offset..<end], as: UTF8.self).first ?? "?"
        }

        mutating func skipSpaceAndComments() throws(PropertyListError) {
            while let byte = peek() {
                if byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") || byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r") {
                    advance()
                } else if byte == UInt8(ascii: "/"), peek(1) == UInt8(ascii: "/") {
                    while let byte = peek(), byte != UInt8(ascii: "\n") { _ = byte; advance() }
                } else if byte == UInt8(ascii: "/"), peek(1) == UInt8(ascii: "*") {
                    let start = position
                    advance(); advance()
                    while !(peek() == UInt8(ascii: "*") && peek(1) == UInt8(ascii: "/")) {
                        guard peek() != nil else { throw PropertyListError(.unterminatedComment, at: start) }
                        advance()
                    }
                    advance(); advance()
                } else {
                    return
                }
            }
        }

        /// A bare string; `$(NAME)` in it is taken whole, parentheses and all.
        mutating func bare() -> String {
            let start = index
            while let byte = peek() {
                if byte == UInt8(ascii: "$"), peek(1) == UInt8(ascii: "(") {
                    var ahead = 2
                    while let inner = peek(ahead), inner != UInt8(ascii: ")"), PropertyListTokenizer.isBare(inner) { ahead += 1 }
                    if peek(ahead) == UInt8(ascii: ")") {
                        for _ in 0...ahead { advance() }
                        continue
                    }
                }
                guard PropertyListTokenizer.isBare(byte) else { break }
                advance()
            }
            return String(decoding: bytes[start..<index], as: UTF8.self)
        }

        /// A quoted string from its opening quote, escapes read: `\n \t \r \" \\ \' \a \b \f \v`,
        /// `\U` with one to four hex digits (a UTF-16 unit; a surrogate pair is two), and octal `\012`.
        mutating func quoted() throws(PropertyListError) -> String {
            let start = position
            advance()
            var text: [UInt8] = []
            var pendingHigh: (unit: UInt16, at: TextPosition)?
            func flushHigh() throws(PropertyListError) {
                if let high = pendingHigh { throw PropertyListError(.invalidEscape("U\(String(high.unit, radix: 16, uppercase: true))"), at: high.at) }
            }
            while true {
                guard let byte = peek() else { throw PropertyListError(.unterminatedString, at: start) }
                if byte == UInt8(ascii: "\"") {
                    try flushHigh()
                    advance()
                    return String(decoding: text, as: UTF8.self)
                }
                guard byte == UInt8(ascii: "\\") else {
                    try flushHigh()
                    text.append(byte)
                    advance()
                    continue
                }
                let escapeStart = position
                advance()
                guard let escaped = peek() else { throw PropertyListError(.unterminatedString, at: start) }
                if escaped == UInt8(ascii: "U") || escaped == UInt8(ascii: "u") {
                    advance()
                    var unit: UInt16 = 0, digits = 0
                    while digits < 4, let hex = peek(), let value = Self.hexValue(hex) {
                        unit = unit * 16 + UInt16(value)
                        digits += 1
                        advance()
                    }
                    guard digits > 0 else { throw PropertyListError(.invalidEscape("U"), at: escapeStart) }
                    if let high = pendingHigh {
                        guard (0xDC00...0xDFFF).contains(unit) else { throw PropertyListError(.invalidEscape("U\(String(high.unit, radix: 16, uppercase: true))"), at: high.at) }
                        let scalar = 0x10000 + (UInt32(high.unit - 0xD800) << 10) + UInt32(unit - 0xDC00)
                        text += Array(String(Character(Unicode.Scalar(scalar)!)).utf8)
                        pendingHigh = nil
                    } else if (0xD800...0xDBFF).contains(unit) {
                        pendingHigh = (unit, escapeStart)
                    } else if let scalar = Unicode.Scalar(unit) {
                        text += Array(String(Character(scalar)).utf8)
                    } else {
                        throw PropertyListError(.invalidEscape("U\(String(unit, radix: 16, uppercase: true))"), at: escapeStart)
                    }
                    continue
                }
                try flushHigh()
                if let octal = Self.octalValue(escaped) {
                    var value = UInt32(octal), digits = 1
                    advance()
                    while digits < 3, let next = peek(), let more = Self.octalValue(next) {
                        value = value * 8 + UInt32(more)
                        digits += 1
                        advance()
                    }
                    text += Array(String(Character(Unicode.Scalar(UInt8(truncatingIfNeeded: value)))).utf8)
                    continue
                }
                let replacement: UInt8? = switch escaped {
                case UInt8(ascii: "n"): 10
                case UInt8(ascii: "t"): 9
                case UInt8(ascii: "r"): 13
                case UInt8(ascii: "a"): 7
                case UInt8(ascii: "b"): 8
                case UInt8(ascii: "f"): 12
                case UInt8(ascii: "v"): 11
                case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "'"), UInt8(ascii: "\n"): escaped
                default: nil
                }
                guard let replacement else { throw PropertyListError(.invalidEscape(String(character(at: index))), at: escapeStart) }
                text.append(replacement)
                advance()
            }
        }

        static func hexValue(_ byte: UInt8) -> UInt8? {
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
            case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
            case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
            default: nil
            }
        }

        static func octalValue(_ byte: UInt8) -> UInt8? {
            (UInt8(ascii: "0")...UInt8(ascii: "7")).contains(byte) ? byte - UInt8(ascii: "0") : nil
        }
    }
}

/// UTF-8 checked byte by byte, so the first bad byte can be named by its position.
enum UTF8Validation {
    /// The offset of the first byte that does not belong to well-formed UTF-8, or nil.
    static func firstInvalidByte(in bytes: [UInt8]) -> Int? {
        var index = 0
        while index < bytes.count {
            let lead = bytes[index]
            let length: Int, lowest: UInt32
            switch lead {
            case 0x00...0x7F: index += 1; continue
            case 0xC2...0xDF: (length, lowest) = (2, 0x80)
            case 0xE0...0xEF: (length, lowest) = (3, 0x800)
            case 0xF0...0xF4: (length, lowest) = (4, 0x10000)
            default: return index
            }
            guard index + length <= bytes.count else { return index }
            var scalar = UInt32(lead) & (0xFF >> (length + 1))
            for offset in 1..<length {
                let byte = bytes[index + offset]
                guard byte & 0xC0 == 0x80 else { return index }
                scalar = scalar << 6 | UInt32(byte & 0x3F)
            }
            // Overlong forms, surrogates and values past U+10FFFF are not UTF-8.
            if scalar < lowest || (0xD800...0xDFFF).contains(scalar) || scalar > 0x10FFFF { return index }
            index += length
        }
        return nil
    }
}
