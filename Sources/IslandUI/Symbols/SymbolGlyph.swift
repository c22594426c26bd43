/// The characters drawn for one SF Symbol in one `SymbolGlyphSet`, and the columns they take.
package struct SymbolGlyph: Sendable, Equatable {
    /// What is painted: one grapheme cluster in `.emoji` and `.text`, a short string in `.ascii`.
    package let text: String
    /// The terminal columns `text` takes; always `text.displayWidth` (a test checks the table).
    package let width: Int

    package init(text: String, width: Int) {
        self.text = text
        self.width = width
    }

    /// What an SF Symbol the table cannot place draws as: one narrow, neutral square, so that an
    /// unknown name never breaks a layout measured for one column.
    package static func fallback(in set: SymbolGlyphSet) -> SymbolGlyph {
        switch set {
        case .emoji, .text: SymbolGlyph(text: "◻", width: 1)
        case .ascii: SymbolGlyph(text: "?", width: 1)
        }
    }
}
