extension SymbolTable {
    /// Music and media: now playing, the transport controls, volume.
    ///
    /// Columns: SF Symbol name, emoji, text, ASCII (see `SymbolEntry`).
    static let mediaEntries: [SymbolEntry] = [
        SymbolEntry("music.note",      "🎵", "♫", "d"),
        SymbolEntry("music.note.list", "🎶", "♫", "d"),
        SymbolEntry("music.mic",       "🎤", "⚲", "m"),
        SymbolEntry("play",            "▶️", "►", ">"),
        SymbolEntry("pause",           "⏸️", "⏸", "||"),
        SymbolEntry("stop",            "⏹️", "◼", "[]"),
        SymbolEntry("forward",         "⏩", "»", ">>"),
        SymbolEntry("backward",        "⏪", "«", "<<"),
        SymbolEntry("forward.end",     "⏭️", "⏭", ">|"),
        SymbolEntry("backward.end",    "⏮️", "⏮", "|<"),
        SymbolEntry("shuffle",         "🔀", "⤮", "x"),
        SymbolEntry("repeat",          "🔁", "⟳", "@"),
        SymbolEntry("speaker",         "🔈", "⊲", "<"),
        SymbolEntry("speaker.slash",   "🔇", "⊘", "<x"),
        SymbolEntry("speaker.wave.2",  "🔉", "⊲", "<)"),
        SymbolEntry("speaker.wave.3",  "🔊", "⊲", "<)"),
        SymbolEntry("headphones",      "🎧", "☊", "n"),
        SymbolEntry("mic",             "🎤", "⚲", "m"),
        SymbolEntry("mic.slash",       "🔇", "⊘", "m/"),
        SymbolEntry("record.circle",   "🔴", "◉", "o"),
        SymbolEntry("tv",              "📺", "⎚", "TV"),
        SymbolEntry("gamecontroller",  "🎮", "✣", "+"),
        SymbolEntry("waveform",        nil,  "∿", "~"),
    ]
}
