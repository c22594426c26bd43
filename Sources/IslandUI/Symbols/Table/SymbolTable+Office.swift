extension SymbolTable {
    /// Documents, work and tools: what to-do, study and file activities show.
    ///
    /// Columns: SF Symbol name, emoji, text, ASCII (see `SymbolEntry`).
    static let officeEntries: [SymbolEntry] = [
        SymbolEntry("doc",                      "📄", "⎙", "D"),
        SymbolEntry("doc.text",                 "📄", "⎙", "D"),
        SymbolEntry("folder",                   "📁", "⊟", "[]"),
        SymbolEntry("paperplane",               "📨", "✉", ">"),
        SymbolEntry("tray",                     "📥", "⊔", "[_]"),
        SymbolEntry("archivebox",               "📦", "⊟", "[]"),
        SymbolEntry("trash",                    "🗑️", "⌫", "X"),
        SymbolEntry("book",                     "📖", "≣", "B"),
        SymbolEntry("bookmark",                 "🔖", "⚑", "B"),
        SymbolEntry("graduationcap",            "🎓", "⌂", "G"),
        SymbolEntry("list.bullet",              "📋", "≣", "="),
        SymbolEntry("checklist",                "📋", "≣", "v"),
        SymbolEntry("tag",                      "🏷️", "⌗", "#"),
        SymbolEntry("scissors",                 "✂️", "✂", "X"),
        SymbolEntry("hammer",                   "🔨", "⚒", "T"),
        SymbolEntry("wrench.and.screwdriver",   "🔧", "⚒", "T"),
        SymbolEntry("paintbrush",               "🎨", "✐", "~"),
        SymbolEntry("lightbulb",                "💡", "☼", "!"),
        SymbolEntry("printer",                  "🖨️", "⎙", "P"),
        SymbolEntry("qrcode",                   nil,  "⊡", "#"),
        SymbolEntry("barcode",                  nil,  "⦀", "|||"),
        SymbolEntry("chart.bar",                "📊", "⫼", "|"),
        SymbolEntry("chart.line.uptrend.xyaxis", "📈", "⟋", "/"),
        SymbolEntry("chart.xyaxis.line",        "📈", "⟋", "/"),
        SymbolEntry("chart.pie",                nil,  "◔", "%"),
        SymbolEntry("gauge",                    nil,  "◠", "@"),
        SymbolEntry("speedometer",              nil,  "◠", "@"),
        SymbolEntry("bitcoinsign",              "🪙", "₿", "B"),
        SymbolEntry("eurosign",                 "💶", "₠", "E"),
        SymbolEntry("sterlingsign",             "💷", "£", "L"),
        SymbolEntry("yensign",                  "💴", "¥", "Y"),
    ]
}
