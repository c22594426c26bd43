extension SymbolTable {
    /// Flights, trips and stays: boarding, departure, landing, check-in.
    ///
    /// Columns: SF Symbol name, emoji, text, ASCII (see `SymbolEntry`).
    static let travelEntries: [SymbolEntry] = [
        SymbolEntry("airplane",                      "✈️", "✈", "A"),
        SymbolEntry("airplane.departure",            "🛫", "✈", "A"),
        SymbolEntry("airplane.arrival",              "🛬", "✈", "A"),
        SymbolEntry("suitcase",                      "🧳", "⊡", "S"),
        SymbolEntry("suitcase.rolling",              "🧳", "⊡", "S"),
        SymbolEntry("briefcase",                     "💼", "⊡", "S"),
        SymbolEntry("ticket",                        "🎫", "▱", "T"),
        SymbolEntry("globe",                         "🌍", "♁", "@"),
        SymbolEntry("globe.americas",                "🌎", "♁", "@"),
        SymbolEntry("globe.europe.africa",           "🌍", "♁", "@"),
        SymbolEntry("bed.double",                    "🛌", "⎵", "="),
        SymbolEntry("house",                         "🏠", "⌂", "H"),
        SymbolEntry("building.2",                    "🏢", "⌸", "#"),
        SymbolEntry("building.columns",              "🏦", "⌸", "#"),
        SymbolEntry("figure.and.child.holdinghands", "👪", "♙", "P"),
    ]
}
