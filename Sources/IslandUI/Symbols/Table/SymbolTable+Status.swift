extension SymbolTable {
    /// Status and alerts: done, failed, warnings, battery, signal, security.
    ///
    /// Columns: SF Symbol name, emoji, text, ASCII (see `SymbolEntry`).
    static let statusEntries: [SymbolEntry] = [
        SymbolEntry("checkmark",                "✅", "✓", "v"),
        SymbolEntry("checkmark.seal",           "✅", "✓", "v"),
        SymbolEntry("xmark",                    "❌", "✕", "x"),
        SymbolEntry("exclamationmark",          "❗", "!", "!"),
        SymbolEntry("exclamationmark.triangle", "⚠️", "⚠", "!"),
        SymbolEntry("questionmark",             "❓", "?", "?"),
        SymbolEntry("info.circle",              "ℹ️", "ℹ", "i"),
        SymbolEntry("bell",                     "🔔", "⍾", "!"),
        SymbolEntry("bell.slash",               "🔕", "⊘", "!/"),
        SymbolEntry("battery.0",                "🪫", "▯", "[ ]"),
        SymbolEntry("battery.25",               "🪫", "▯", "[.]"),
        SymbolEntry("battery.50",               "🔋", "▮", "[:]"),
        SymbolEntry("battery.75",               "🔋", "▮", "[|]"),
        SymbolEntry("battery.100",              "🔋", "▮", "[#]"),
        SymbolEntry("battery.100.bolt",         "🔋", "↯", "[Z]"),
        SymbolEntry("wifi",                     "📶", "⌔", "W"),
        SymbolEntry("wifi.slash",               "🚫", "⊘", "W/"),
        SymbolEntry("lock",                     "🔒", "⊓", "L"),
        SymbolEntry("lock.open",                "🔓", "⊏", "U"),
        SymbolEntry("key",                      "🔑", "⚷", "k"),
        SymbolEntry("star",                     "⭐", "✩", "*"),
        SymbolEntry("star.fill",                "⭐", "✭", "*"),
        SymbolEntry("bolt",                     "⚡", "↯", "Z"),
        SymbolEntry("shield",                   "🛡️", "⬟", "U"),
        SymbolEntry("shield.lefthalf.filled",   "🛡️", "⬟", "U"),
        SymbolEntry("bolt.shield",              "🛡️", "⬟", "U"),
        SymbolEntry("checkmark.shield",         "🛡️", "⬟", "U"),
        SymbolEntry("person",                   "👤", "♙", "P"),
        SymbolEntry("person.2",                 "👥", "♙", "PP"),
        SymbolEntry("person.3",                 "👥", "♙", "PP"),
    ]
}
