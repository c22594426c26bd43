import TerminalCanvas

/// The colours and glyphs of the chrome around a presentation: the island's capsule and camera,
/// the Lock Screen card, and the glyph set SF Symbols are drawn with.
///
///     ╭──────┬──────────────┬──────╮   island.background, island.corners, island.keyline
///     │ 👜   ·             ◉· 12:00│   island.camera; "👜" from the `symbols` glyph set
///     ╰──────┴──────────────┴──────╯
///
///     ╭──────────────────────────────────────╮   lockScreen.corners, lockScreen.dark.border
///     │ 2 Pizzas                       ✕     │   .foreground on .background; ✕ .dismissAction
///     ╰──────────────────────────────────────╯
///
/// A theme supplies defaults only: what the app sets (`keylineTint`,
/// `activityBackgroundTint`, `activitySystemActionForegroundColor`, its own colours) wins.
/// Themes are JSON files (see `docs/Themes.md`); the built-in ones are `builtInNames`.
public struct Theme: Sendable, Equatable {
    /// The name a user picks the theme by, such as "dark".
    public var name: String
    /// One line saying what the theme is for. (JSON key `description`; a property named
    /// `description` would read as `CustomStringConvertible`'s.)
    public var summary: String
    /// The Dynamic Island's capsule and camera.
    public var island: Island
    /// The Lock Screen card, in each colour scheme.
    public var lockScreen: LockScreen
    /// The glyph set `Image(systemName:)` draws with.
    public var symbols: SymbolSet

    /// A theme from its parts.
    public init(name: String, summary: String, island: Island, lockScreen: LockScreen,
                symbols: SymbolSet) {
        self.name = name
        self.summary = summary
        self.island = island
        self.lockScreen = lockScreen
        self.symbols = symbols
    }
}
