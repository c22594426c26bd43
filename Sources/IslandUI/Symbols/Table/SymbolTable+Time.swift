extension SymbolTable {
    /// Timers and clocks: countdowns, stopwatches, alarms and dates.
    ///
    /// Columns: SF Symbol name, emoji, text, ASCII (see `SymbolEntry`).
    static let timeEntries: [SymbolEntry] = [
        SymbolEntry("timer",                       "⏳", "⏱", "T"),
        SymbolEntry("timer.circle",                "⏳", "⏱", "T"),
        SymbolEntry("stopwatch",                   "⏱️", "⏱", "T"),
        SymbolEntry("clock",                       "🕒", "◷", "O"),
        SymbolEntry("clock.arrow.circlepath",      "🔄", "↺", "O"),
        SymbolEntry("hourglass",                   "⌛", "⧗", "H"),
        SymbolEntry("hourglass.bottomhalf.filled", "⌛", "⧗", "H"),
        SymbolEntry("hourglass.tophalf.filled",    "⏳", "⧖", "H"),
        SymbolEntry("alarm",                       "⏰", "⏲", "A"),
        SymbolEntry("calendar",                    "📅", "⊞", "#"),
        SymbolEntry("applewatch",                  "⌚", "◷", "W"),
    ]
}
