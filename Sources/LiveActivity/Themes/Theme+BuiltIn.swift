extension Theme {
    /// The built-in themes' names, the default first:
    ///
    /// - `dark`: for terminals with a dark background; the renderer's long-standing colours.
    /// - `light`: for terminals with a light background; borders and cards darkened to stand out
    ///   from white.
    /// - `high-contrast`: black and white, square corners, text symbols.
    /// - `monochrome`: no colours at all, only the terminal's own and attributes.
    ///
    /// Each is a file in the package's `Themes/` folder (the source of truth, read by
    /// `Theme.load(from:)` in IslandInputs) and a value compiled in from it (`Theme.builtIn`,
    /// generated into BuiltInThemes.swift), so drawing needs no file and no parser.
    public static let builtInNames = ["dark", "light", "high-contrast", "monochrome"]
}
