extension SymbolTable {
    /// Rides, transit and navigation: the car on its way, the next turn.
    ///
    /// Columns: SF Symbol name, emoji, text, ASCII (see `SymbolEntry`).
    static let transportEntries: [SymbolEntry] = [
        SymbolEntry("car",                                  "🚗", "➤", "C"),
        SymbolEntry("car.side",                             "🚗", "➤", "C"),
        SymbolEntry("car.rear",                             "🚘", "➤", "C"),
        SymbolEntry("bolt.car",                             "🚗", "⌁", "E"),
        SymbolEntry("bus",                                  "🚌", "⊟", "B"),
        SymbolEntry("bus.doubledecker",                     "🚌", "⊟", "B"),
        SymbolEntry("tram",                                 "🚋", "⊟", "T"),
        SymbolEntry("tram.fill.tunnel",                     "🚇", "⊟", "T"),
        SymbolEntry("train.side.front.car",                 "🚆", "⊟", "T"),
        SymbolEntry("ferry",                                "🚢", "⌓", "F"),
        SymbolEntry("bicycle",                              "🚲", "⚯", "b"),
        SymbolEntry("scooter",                              "🛴", "⚯", "s"),
        SymbolEntry("figure.walk",                          "🚶", "♙", "W"),
        SymbolEntry("location",                             "🧭", "➚", "^"),
        SymbolEntry("location.north",                       "🧭", "➚", "^"),
        SymbolEntry("mappin",                               "📍", "⌖", "@"),
        SymbolEntry("mappin.and.ellipse",                   "📍", "⌖", "@"),
        SymbolEntry("map",                                  "🗺️", "⧉", "M"),
        SymbolEntry("arrow.triangle.turn.up.right.diamond", "🧭", "↱", ">"),
        SymbolEntry("steeringwheel",                        "🚘", "⎈", "O"),
        SymbolEntry("fuelpump",                             "⛽", "▮", "F"),
        SymbolEntry("ev.charger",                           "🔌", "⌁", "E"),
        SymbolEntry("powerplug",                            "🔌", "⌁", "E"),
        SymbolEntry("road.lanes",                           nil,  "⁞", "||"),
    ]
}
