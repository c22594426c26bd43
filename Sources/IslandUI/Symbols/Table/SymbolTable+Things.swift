extension SymbolTable {
    /// Everything else Live Activities show: money, health, nature, celebration, play.
    ///
    /// Columns: SF Symbol name, emoji, text, ASCII (see `SymbolEntry`).
    static let thingEntries: [SymbolEntry] = [
        SymbolEntry("gift",              "🎁", "⧆", "G"),
        SymbolEntry("creditcard",        "💳", "▭", "="),
        SymbolEntry("banknote",          "💵", "▭", "$"),
        SymbolEntry("dollarsign",        "💲", "$", "$"),
        SymbolEntry("dollarsign.circle", "💲", "$", "$"),
        SymbolEntry("leaf",              "🍃", "❧", "%"),
        SymbolEntry("pills",             "💊", "℞", "Rx"),
        SymbolEntry("cross.case",        "🩺", "✚", "+"),
        SymbolEntry("flag",              "🚩", "⚑", "F"),
        SymbolEntry("sparkles",          "✨", "✧", "*"),
        SymbolEntry("sparkle",           "✨", "✦", "*"),
        SymbolEntry("wand.and.stars",    "🪄", "✧", "*"),
        SymbolEntry("crown",             "👑", "♛", "M"),
        SymbolEntry("theatermasks",      "🎭", "☻", ":)"),
        SymbolEntry("face.smiling",      "😊", "☻", ":)"),
        SymbolEntry("hand.thumbsup",     "👍", "✓", "+1"),
        SymbolEntry("eye",               "👀", "◉", "o"),
        SymbolEntry("target",            "🎯", "⦿", "@"),
        SymbolEntry("die.face.5",        "🎲", "⚄", ":"),
        SymbolEntry("link",              "🔗", "⚭", "&"),
        SymbolEntry("dice",              "🎲", "⚅", "::"),
        SymbolEntry("server.rack",       nil,  "≣", "="),
        SymbolEntry("terminal",          "💻", "❯", ">_"),
        SymbolEntry("app",               nil,  "▢", "[]"),
        SymbolEntry("app.badge",         "🔴", "◉", "o"),
        SymbolEntry("photo",             "🌄", "⌸", "[]"),
    ]
}
