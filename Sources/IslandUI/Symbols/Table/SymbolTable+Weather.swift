extension SymbolTable {
    /// Weather: sun, cloud, rain, snow and night.
    ///
    /// Columns: SF Symbol name, emoji, text, ASCII (see `SymbolEntry`).
    static let weatherEntries: [SymbolEntry] = [
        SymbolEntry("sun.max",         "☀️", "☼", "O"),
        SymbolEntry("sun.min",         "🔅", "☼", "o"),
        SymbolEntry("sunrise",         "🌅", "◓", "^"),
        SymbolEntry("sunset",          "🌇", "◒", "v"),
        SymbolEntry("cloud",           "☁️", "☁", "&"),
        SymbolEntry("cloud.rain",      "🌧️", "☂", "//"),
        SymbolEntry("cloud.heavyrain", "☔", "☂", "//"),
        SymbolEntry("cloud.bolt",      "🌩️", "↯", "Z"),
        SymbolEntry("cloud.bolt.rain", "⛈️", "↯", "Z"),
        SymbolEntry("cloud.snow",      "🌨️", "❅", "*"),
        SymbolEntry("cloud.sun",       "⛅", "☼", "&"),
        SymbolEntry("snowflake",       "❄️", "❅", "*"),
        SymbolEntry("moon",            "🌙", "☾", ")"),
        SymbolEntry("moon.stars",      "🌙", "☾", ")"),
        SymbolEntry("wind",            "💨", "≋", "~"),
        SymbolEntry("umbrella",        "☔", "☂", "T"),
    ]
}
