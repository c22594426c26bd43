import LiveActivity
import ActivityRuntime
import TerminalCanvas

// The value types of a theme file, each read with a message that shows what would be right.
extension JSONFileNode {
    /// A colour in one of the forms `ThemeColorFormat` describes.
    func color() throws(ThemeError) -> TerminalColor {
        let text = try string(ThemeColorFormat.Problem.unrecognized.expectation)
        do {
            return try ThemeColorFormat.color(from: text)
        } catch {
            throw mismatch(error.expectation)
        }
    }

    /// One grapheme cluster, one column wide, that the terminal draws as it is.
    func glyph() throws(ThemeError) -> Character {
        let expectation = #"expected one glyph one column wide, such as "◉", "o" or " ""#
        let text = try string(expectation)
        guard text.count == 1, let glyph = text.first else {
            throw mismatch(expectation, detail: text.isEmpty ? nil : "\(text.count) glyphs")
        }
        guard text.sanitizedForTerminal == text else { throw mismatch(expectation, detail: "a control character") }
        guard glyph.displayWidth == 1 else { throw mismatch(expectation, detail: "\(glyph.displayWidth) columns wide") }
        return glyph
    }

    /// Text shown on one line: not empty, no line breaks or other control characters.
    func lineOfText() throws(ThemeError) -> String {
        let expectation = "expected a non-empty line of text"
        let text = try string(expectation)
        guard !text.isEmpty, text.sanitizedForTerminal == text, !text.contains(where: \.isNewline) else {
            throw mismatch(expectation)
        }
        return text
    }

    /// One of an enumeration's raw values.
    func choice<Choice: RawRepresentable & CaseIterable>(of _: Choice.Type) throws(ThemeError) -> Choice
    where Choice.RawValue == String {
        let options = Choice.allCases.map { JSONFileNode.quoted($0.rawValue) }
        let expectation = "expected one of \(JSONFileNode.list(options, conjunction: "or"))"
        guard let choice = Choice(rawValue: try string(expectation)) else { throw mismatch(expectation) }
        return choice
    }

    /// A list of text attribute names, such as `["bold", "dim"]`.
    func attributes() throws(ThemeError) -> TextAttributes {
        var attributes: TextAttributes = []
        for element in try list(#"expected a list of attributes such as ["dim"]"#) {
            attributes.insert(try element.choice(of: ThemeAttribute.self).attribute)
        }
        return attributes
    }
}

/// A text attribute as a theme file names it.
enum ThemeAttribute: String, CaseIterable {
    case bold, dim, italic, underline, reverse, strikethrough

    var attribute: TextAttributes {
        switch self {
        case .bold: .bold
        case .dim: .dim
        case .italic: .italic
        case .underline: .underline
        case .reverse: .reverse
        case .strikethrough: .strikethrough
        }
    }
}
