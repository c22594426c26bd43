extension Theme {
    /// The glyph set `Image(systemName:)` draws with. JSON: `"emoji"`, `"text"` or `"ascii"`.
    ///
    /// The cases and raw values are IslandUI's `SymbolGlyphSet`'s; this module does not depend
    /// on IslandUI, so it names them again (convert with `SymbolGlyphSet(rawValue:)`).
    public enum SymbolSet: String, CaseIterable, Sendable {
        /// Colour emoji such as "🍕", two columns wide.
        case emoji
        /// Monochrome Unicode symbols such as "⏱", one column wide.
        case text
        /// Plain ASCII such as ">" or "*".
        case ascii
    }
}
