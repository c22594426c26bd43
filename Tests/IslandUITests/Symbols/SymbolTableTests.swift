import IslandUI
import TerminalCanvas
import Testing

/// Every row of the table keeps the promises its glyph set makes to layout.
struct SymbolTableTests {
    static let names = SymbolTable.entries.map(\.name)

    @Test(arguments: names)
    func everyGlyphIsAsWideAsTheCanvasMeasuresIt(_ name: String) throws {
        let entry = try #require(SymbolTable.entry(forSystemName: name))
        for set in SymbolGlyphSet.allCases {
            let glyph = entry.glyph(in: set)
            #expect(glyph.width == glyph.text.displayWidth, "\(name) in .\(set): \"\(glyph.text)\"")
        }
    }

    @Test(arguments: names)
    func emojiGlyphsAreOneTwoWideEmojiOrBorrowTheTextGlyph(_ name: String) throws {
        let entry = try #require(SymbolTable.entry(forSystemName: name))
        let glyph = entry.glyph(in: .emoji)
        if let emoji = entry.emoji {
            #expect(emoji.count == 1, "one grapheme cluster")
            #expect(emoji.displayWidth == 2)
            #expect(emoji != entry.text)
        } else {
            #expect(glyph == entry.glyph(in: .text))
            #expect(glyph.width == 1)
        }
    }

    @Test(arguments: names)
    func textGlyphsAreOneNarrowScalar(_ name: String) throws {
        let entry = try #require(SymbolTable.entry(forSystemName: name))
        // One scalar: no U+FE0F asking for emoji presentation, no joiners, no combining marks.
        #expect(entry.text.unicodeScalars.count == 1)
        #expect(entry.text.displayWidth == 1)
        #expect(entry.text.unicodeScalars.allSatisfy { $0.value >= 0x20 && $0.value != 0x7F })
        // The fallback stays recognisable as "not drawn".
        #expect(entry.text != SymbolGlyph.fallback(in: .text).text)
    }

    /// East Asian Ambiguous look-alikes of symbols the table uses. The canvas measures them one
    /// wide, but a terminal set to draw ambiguous characters wide (as CJK users do) draws them two
    /// wide, so the text column uses the Neutral character beside each one instead.
    static let ambiguousLookAlikes: Set<Character> = [
        "↑", "↓", "←", "→", "↗", "…", "★", "☆", "♥", "♡", "♪", "♬", "●", "○", "◯", "■", "□", "▲",
        "▼", "◆", "◇", "◎", "⊕", "⊙", "×", "÷", "°", "±", "※", "‖", "☎", "ⓘ", "€", "▶", "◀", "⭘",
    ]

    @Test(arguments: names)
    func textGlyphsAvoidAmbiguousLookAlikes(_ name: String) throws {
        let entry = try #require(SymbolTable.entry(forSystemName: name))
        #expect(!entry.text.contains(where: Self.ambiguousLookAlikes.contains))
    }

    @Test(arguments: names)
    func asciiGlyphsAreShortPrintableASCII(_ name: String) throws {
        let entry = try #require(SymbolTable.entry(forSystemName: name))
        let ascii = entry.ascii
        #expect(ascii.utf8.allSatisfy { (0x20...0x7E).contains($0) }, "\"\(ascii)\"")
        #expect((1...3).contains(ascii.utf8.count), "short enough for a compact region")
        #expect(ascii.first != " " && ascii.last != " ")
    }

    @Test func tableHasAtLeast150DistinctWellFormedNames() {
        let names = Self.names
        #expect(names.count >= 150)
        let duplicates = Dictionary(grouping: names, by: { $0 }).filter { $1.count > 1 }.keys.sorted()
        #expect(duplicates.isEmpty)
        let malformed = names.filter { name in
            name.isEmpty || name.hasPrefix(".") || name.hasSuffix(".") || name.contains("..")
                || !name.allSatisfy { $0 == "." || ($0.isASCII && ($0.isLowercase || $0.isNumber)) }
        }
        #expect(malformed.isEmpty)
    }

    @Test func knownNamesAreEveryRowSorted() {
        #expect(SymbolTable.knownNames == Self.names.sorted())
        #expect(SymbolTable.knownNames.allSatisfy(SymbolTable.isKnown))
    }

    @Test(arguments: SymbolGlyphSet.allCases)
    func fallbackIsOneColumn(_ set: SymbolGlyphSet) {
        let fallback = SymbolGlyph.fallback(in: set)
        #expect(fallback.width == 1)
        #expect(fallback.text.displayWidth == 1)
    }
}
