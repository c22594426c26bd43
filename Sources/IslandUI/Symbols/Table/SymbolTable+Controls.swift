extension SymbolTable {
    /// Arrows and controls: direction, navigation chevrons, add, search, share.
    ///
    /// Columns: SF Symbol name, emoji, text, ASCII (see `SymbolEntry`).
    ///
    /// Chevrons, arrows and the ellipsis have no emoji (⬆️ is a boxed button, not an arrow), so
    /// `.emoji` draws their text glyph. The arrows are the triangle-headed ⭡⭣⭠⭢ rather than ↑↓←→,
    /// which are East Asian Ambiguous; likewise ⋯ rather than …
    static let controlEntries: [SymbolEntry] = [
        SymbolEntry("chevron.right",               nil,  "›", ">"),
        SymbolEntry("chevron.left",                nil,  "‹", "<"),
        SymbolEntry("chevron.up",                  nil,  "⌃", "^"),
        SymbolEntry("chevron.down",                nil,  "⌄", "v"),
        SymbolEntry("arrow.up",                    nil,  "⭡", "^"),
        SymbolEntry("arrow.down",                  nil,  "⭣", "v"),
        SymbolEntry("arrow.left",                  nil,  "⭠", "<"),
        SymbolEntry("arrow.right",                 nil,  "⭢", ">"),
        SymbolEntry("arrow.up.right",              nil,  "⭧", "/"),
        SymbolEntry("arrow.clockwise",             "🔃", "↻", "@"),
        SymbolEntry("arrow.counterclockwise",      "🔄", "↺", "@"),
        SymbolEntry("arrow.triangle.2.circlepath", "🔄", "⟳", "@"),
        SymbolEntry("plus",                        "➕", "+", "+"),
        SymbolEntry("minus",                       "➖", "−", "-"),
        SymbolEntry("ellipsis",                    nil,  "⋯", "..."),
        SymbolEntry("gearshape",                   "⚙️", "⚙", "*"),
        SymbolEntry("gear",                        "⚙️", "⚙", "*"),
        SymbolEntry("magnifyingglass",             "🔍", "⌕", "Q"),
        SymbolEntry("square.and.arrow.up",         "📤", "⇪", "^"),
        SymbolEntry("square.and.arrow.down",       "📥", "⤓", "v"),
        SymbolEntry("pencil",                      "📝", "✎", "/"),
        SymbolEntry("power",                       nil,  "⏻", "o"),
        SymbolEntry("circle",                      "⚪", "◦", "o"),
        SymbolEntry("circle.fill",                 "⚫", "⬤", "O"),
        SymbolEntry("square",                      "⬜", "▢", "[]"),
        SymbolEntry("arrowtriangle.up",            nil,  "⏶", "^"),
        SymbolEntry("arrowtriangle.down",          nil,  "⏷", "v"),
        SymbolEntry("arrowtriangle.left",          nil,  "⏴", "<"),
        SymbolEntry("arrowtriangle.right",         nil,  "⏵", ">"),
    ]
}
