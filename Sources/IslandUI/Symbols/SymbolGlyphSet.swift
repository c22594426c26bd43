/// Which kind of character `Image(systemName:)` draws an SF Symbol as.
///
///     .emoji   🚗 Arriving in 4 min     colour emoji, two columns
///     .text    ➤ Arriving in 4 min      monochrome symbol, one column
///     .ascii   C Arriving in 4 min      printable ASCII, one or more columns
///
/// Terminals differ in what they can show: `.emoji` needs a colour emoji font and a terminal that
/// gives emoji two cells, `.text` needs a font with the symbol (most have fallbacks), and `.ascii`
/// works everywhere, including logs and CI output.
public enum SymbolGlyphSet: String, CaseIterable, Sendable {
    /// Colour emoji such as "🍕" or "🚗", two columns wide. A symbol with no fitting emoji
    /// (chevrons, ellipsis) borrows its one-column `.text` glyph.
    case emoji
    /// Monochrome Unicode symbols such as "⏱", "♫" or "✈", one column wide.
    case text
    /// Plain ASCII such as ">", "*" or "T".
    case ascii
}
