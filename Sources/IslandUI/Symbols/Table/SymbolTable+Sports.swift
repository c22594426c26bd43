extension SymbolTable {
    /// Games, scores and workouts: the match in play, the run in progress.
    ///
    /// Columns: SF Symbol name, emoji, text, ASCII (see `SymbolEntry`).
    static let sportsEntries: [SymbolEntry] = [
        SymbolEntry("sportscourt",                         "🏟️", "◫", "#"),
        SymbolEntry("soccerball",                          "⚽", "⊛", "o"),
        SymbolEntry("basketball",                          "🏀", "◍", "o"),
        SymbolEntry("football",                            "🏈", "⬮", "o"),
        SymbolEntry("baseball",                            "⚾", "⦶", "o"),
        SymbolEntry("tennis.racket",                       "🎾", "⦵", "o"),
        SymbolEntry("tennisball",                          "🎾", "⦵", "o"),
        SymbolEntry("volleyball",                          "🏐", "⊛", "o"),
        SymbolEntry("hockey.puck",                         "🏒", "▬", "o"),
        SymbolEntry("cricket.ball",                        "🏏", "⦶", "o"),
        SymbolEntry("trophy",                              "🏆", "⊻", "Y"),
        SymbolEntry("medal",                               "🏅", "✪", "o"),
        SymbolEntry("flag.checkered",                      "🏁", "⚑", "F"),
        SymbolEntry("flag.checkered.2.crossed",            "🏁", "⚑", "F"),
        SymbolEntry("figure.run",                          "🏃", "♙", "R"),
        SymbolEntry("figure.hiking",                       "🥾", "♙", "H"),
        SymbolEntry("figure.outdoor.cycle",                "🚴", "⚯", "b"),
        SymbolEntry("figure.pool.swim",                    "🏊", "≋", "~"),
        SymbolEntry("figure.yoga",                         "🧘", "♙", "Y"),
        SymbolEntry("figure.strengthtraining.traditional", "💪", "⧟", "="),
        SymbolEntry("dumbbell",                            "💪", "⧟", "="),
        SymbolEntry("heart",                               "❤️", "❤", "<3"),
        SymbolEntry("bolt.heart",                          "💓", "❤", "<3"),
        SymbolEntry("waveform.path.ecg",                   "💓", "∿", "~"),
        SymbolEntry("flame",                               "🔥", "▵", "^"),
    ]
}
