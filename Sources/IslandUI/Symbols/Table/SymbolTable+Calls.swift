extension SymbolTable {
    /// Calls and messages: ringing, on a call, hung up, new message.
    ///
    /// Columns: SF Symbol name, emoji, text, ASCII (see `SymbolEntry`).
    static let callEntries: [SymbolEntry] = [
        SymbolEntry("phone",                        "📞", "✆", "t"),
        SymbolEntry("phone.down",                   "📵", "✆", "t"),
        SymbolEntry("phone.arrow.up.right",         "📞", "✆", "t"),
        SymbolEntry("phone.arrow.down.left",        "📞", "✆", "t"),
        SymbolEntry("video",                        "📹", "⍈", "V"),
        SymbolEntry("video.slash",                  "🚫", "⊘", "V/"),
        SymbolEntry("message",                      "💬", "❝", "\""),
        SymbolEntry("bubble.left",                  "💬", "❝", "\""),
        SymbolEntry("bubble.left.and.bubble.right", "💬", "❝", "\""),
        SymbolEntry("envelope",                     "📨", "✉", "@"),
        SymbolEntry("person.crop.circle",           "👤", "♙", "P"),
        SymbolEntry("camera",                       "📷", "⌼", "[o]"),
    ]
}
