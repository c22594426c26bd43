import IslandUI
import Testing

/// How a name finds its row: exactly, else by dropping trailing components, else the fallback.
struct SymbolLookupTests {
    @Test(arguments: [
        ("car", SymbolGlyphSet.emoji, "🚗", 2),
        ("timer", .text, "⏱", 1),
        ("airplane", .text, "✈", 1),
        ("music.note", .text, "♫", 1),
        ("chevron.right", .emoji, "›", 1),
        ("pause", .ascii, "||", 2),
        ("stopwatch", .emoji, "⏱\u{FE0F}", 2),
    ])
    func exactNameDrawsItsOwnGlyph(_ name: String, _ set: SymbolGlyphSet, _ text: String, _ width: Int) {
        #expect(SymbolTable.glyph(forSystemName: name, in: set) == SymbolGlyph(text: text, width: width))
    }

    @Test(arguments: [
        ("bag.fill", "bag"),
        ("car.circle.fill", "car"),
        ("car.fill", "car"),
        ("heart.square", "heart"),
        ("person.2.fill", "person.2"),
        ("speaker.wave.2.fill", "speaker.wave.2"),
        ("cart.badge.plus", "cart"),
        ("checkmark.circle.fill", "checkmark"),
        ("mic.slash.fill", "mic.slash"),
        ("airplane.circle", "airplane"),
    ])
    func variantWithoutARowDrawsAsItsBase(_ variant: String, _ base: String) {
        #expect(!SymbolTable.knownNames.contains(variant), "\(variant) has a row of its own")
        #expect(SymbolTable.entry(forSystemName: variant)?.name == base)
        for set in SymbolGlyphSet.allCases {
            #expect(SymbolTable.glyph(forSystemName: variant, in: set)
                == SymbolTable.glyph(forSystemName: base, in: set))
        }
    }

    @Test(arguments: [("bell.slash", "bell"), ("mic.slash", "mic"), ("star.fill", "star"), ("lock.open", "lock")])
    func variantWithARowOfItsOwnKeepsIt(_ variant: String, _ base: String) {
        #expect(SymbolTable.entry(forSystemName: variant)?.name == variant)
        #expect(SymbolTable.glyph(forSystemName: variant, in: .text)
            != SymbolTable.glyph(forSystemName: base, in: .text))
    }

    @Test(arguments: ["", "not.a.symbol", ".fill", "Car", "carx", "xcar", "scooterbike.fill", "🚗"])
    func unknownNameFallsBack(_ name: String) {
        #expect(!SymbolTable.isKnown(name))
        #expect(SymbolTable.glyph(forSystemName: name, in: .emoji) == SymbolGlyph(text: "◻", width: 1))
        #expect(SymbolTable.glyph(forSystemName: name, in: .text) == SymbolGlyph(text: "◻", width: 1))
        #expect(SymbolTable.glyph(forSystemName: name, in: .ascii) == SymbolGlyph(text: "?", width: 1))
    }
}
