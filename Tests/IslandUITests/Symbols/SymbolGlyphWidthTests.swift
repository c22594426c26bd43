import IslandUI
import TerminalCanvas
import Testing

/// An emoji glyph is as wide as the widths in force measure it: a terminal that draws ✈️ one
/// column wide (`GraphemeWidths.textDefaultsNarrow`) gets a one-column airplane, laid out so.
struct SymbolGlyphWidthTests {
    @Test func aTextDefaultEmojiGlyphFollowsTheWidthsInForce() throws {
        let airplane = try #require(SymbolTable.entry(forSystemName: "airplane"))
        let departure = try #require(SymbolTable.entry(forSystemName: "airplane.departure"))
        #expect(airplane.glyph(in: .emoji) == SymbolGlyph(text: "✈️", width: 2))
        GraphemeWidths.textDefaultsNarrow.withCurrent {
            #expect(airplane.glyph(in: .emoji) == SymbolGlyph(text: "✈️", width: 1))
            #expect(departure.glyph(in: .emoji).width == 2, "🛫 is wide by East Asian Width, in every terminal")
        }
    }

    @Test func anImageTakesTheColumnsItsGlyphDoes() {
        let view = HStack(spacing: 0) { Text("["); Image(systemName: "airplane"); Text("]") }
        #expect(render(view, width: 10).hasPrefix("   [✈️]   "))
        let narrow = GraphemeWidths.textDefaultsNarrow.withCurrent { render(view, width: 10) }
        #expect(narrow.hasPrefix("    [✈️]   "), "centred in ten columns, the airplane taking one")
        let cells = GraphemeWidths.textDefaultsNarrow.withCurrent { leaves(of: view, width: 10).map(\.rect.width) }
        #expect(cells == [1, 1, 1])
        #expect(leaves(of: view, width: 10).map(\.rect.width) == [1, 2, 1])
    }
}
