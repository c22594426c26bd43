extension SymbolTable {
    /// Food, shopping and deliveries: orders from checkout to the door.
    ///
    /// Columns: SF Symbol name, emoji, text, ASCII (see `SymbolEntry`).
    static let foodEntries: [SymbolEntry] = [
        SymbolEntry("bag",                          "👜", "⊔", "B"),
        SymbolEntry("takeoutbag.and.cup.and.straw", "🥡", "⊔", "B"),
        SymbolEntry("basket",                       "🧺", "⊔", "B"),
        SymbolEntry("cart",                         "🛒", "⊔", "B"),
        SymbolEntry("storefront",                   "🏪", "⌂", "S"),
        SymbolEntry("shippingbox",                  "📦", "⊠", "#"),
        SymbolEntry("box.truck",                    "🚚", "➤", "D"),
        SymbolEntry("truck.box",                    "🚚", "➤", "D"),
        SymbolEntry("fork.knife",                   "🍴", "⋔", "Y"),
        SymbolEntry("cup.and.saucer",               "☕", "⊍", "c"),
        SymbolEntry("mug",                          "☕", "⊍", "c"),
        SymbolEntry("wineglass",                    "🍷", "⊻", "Y"),
        SymbolEntry("birthday.cake",                "🎂", "⛀", "="),
        SymbolEntry("carrot",                       "🥕", "▾", "V"),
        SymbolEntry("fish",                         "🐟", "⋉", "F"),
    ]
}
