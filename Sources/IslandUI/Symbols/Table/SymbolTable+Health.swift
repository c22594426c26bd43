extension SymbolTable {
    /// Health, body and mind: what fitness, medication and glucose activities show.
    ///
    /// Columns: SF Symbol name, emoji, text, ASCII (see `SymbolEntry`).
    static let healthEntries: [SymbolEntry] = [
        SymbolEntry("figure",                  "🧍", "♙", "P"),
        SymbolEntry("figure.stand",            "🧍", "♙", "P"),
        SymbolEntry("figure.wave",             "👋", "♙", "P"),
        SymbolEntry("figure.2",                "👥", "♙", "PP"),
        SymbolEntry("figure.mind.and.body",    "🧘", "☯", "~"),
        SymbolEntry("figure.cooldown",         "🧘", "☯", "~"),
        SymbolEntry("figure.core.training",    "💪", "⧟", "="),
        SymbolEntry("figure.skiing.downhill",  "🎿", "⟋", "S"),
        SymbolEntry("figure.golf",             "⛳", "⚐", "G"),
        SymbolEntry("lungs",                   "🫁", "⚕", "L"),
        SymbolEntry("drop",                    "💧", "◊", "o"),
        SymbolEntry("humidity",                "💧", "◊", "%"),
        SymbolEntry("stethoscope",             "🩺", "⚕", "+"),
        SymbolEntry("staroflife",              nil,  "✱", "*"),
        SymbolEntry("syringe",                 "💉", "⊸", "+"),
        SymbolEntry("bandage",                 "🩹", "⊞", "+"),
        SymbolEntry("facemask",                "😷", "☻", ":|"),
        SymbolEntry("allergens",               "🤧", "✲", "*"),
        SymbolEntry("brain",                   "🧠", "ʘ", "B"),
        SymbolEntry("brain.head.profile",      "🧠", "ʘ", "B"),
    ]
}
