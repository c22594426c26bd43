/// One row of the symbol table: an SF Symbol name and its glyph in every `SymbolGlyphSet`.
///
/// Rows are written as data, one per line, so a reviewer can read the table down its columns:
///
///     SymbolEntry("car",           "🚗", "➤", "C"),
///     SymbolEntry("chevron.right", nil,  "›", ">"),
///
/// The widths are not written: each set has one, which the table's test holds every glyph to.
///
/// How the columns are chosen, so the next row is chosen the same way:
/// - emoji: an Emoji_Presentation character when one fits, because it is two wide in every
///   terminal; an emoji that needs U+FE0F (⏱️, ☀️, ⚠️) only where the presentation emoji would
///   change the meaning, since some terminals (VTE among them) draw those one wide.
/// - text: East_Asian_Width Neutral or Narrow only, never Ambiguous (a terminal set to treat
///   ambiguous characters as wide, as CJK users do, would draw "↑" or "★" two wide) and never
///   Emoji_Presentation. A text-default emoji (⏱, ✈, ⚠) only where no plain symbol shows the
///   thing; where Unicode has no narrow picture at all, a stand-in (➤ for every road vehicle).
/// - ascii: the shape when ASCII has one (">" play, "*" star, "v" checkmark), else an initial.
package struct SymbolEntry: Sendable, Equatable {
    /// The SF Symbol name, exactly as Apple spells it.
    package let name: String
    /// A colour emoji, two columns wide; `nil` where no emoji fits, and `.emoji` borrows `text`.
    package let emoji: String?
    /// A monochrome symbol, one column wide.
    package let text: String
    /// Printable ASCII, as many columns as characters.
    package let ascii: String

    package init(_ name: String, _ emoji: String?, _ text: String, _ ascii: String) {
        self.name = name
        self.emoji = emoji
        self.text = text
        self.ascii = ascii
    }

    /// This row's glyph in `set`, with the width that set promises.
    package func glyph(in set: SymbolGlyphSet) -> SymbolGlyph {
        switch set {
        case .emoji:
            // Measured, so a terminal that draws ✈️ one column wide (GraphemeWidths.current)
            // gets a one-column airplane; the table test checks every emoji is two wide by
            // Unicode's widths (say, that no text-default emoji lacks its U+FE0F).
            if let emoji { SymbolGlyph(text: emoji, width: emoji.displayWidth) } else { SymbolGlyph(text: text, width: 1) }
        case .text:
            SymbolGlyph(text: text, width: 1)
        case .ascii:
            SymbolGlyph(text: ascii, width: ascii.utf8.count)
        }
    }
}
