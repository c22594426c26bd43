import Testing
@testable import IslandUI

/// SF Symbols that are not in the table draw their category's glyph and are named in a warning
/// (issue 20, §2); a frameless circle as a whole slot is a dot.
@Suite("Symbols that do not draw as themselves")
struct SymbolWarningTests {
    @Test(arguments: [
        ("figure.mind.and.body", "🧘"), ("cup.and.heat.waves.fill", "☕"), ("opticaldisc.fill", "💿"),
        ("folder.circle", "📁"), ("doc.text.fill", "📄"), ("arrow.trianglehead.clockwise", "🔃"),
    ])
    func everySymbolOfTheCorpusDraws(_ name: String, _ glyph: String) {
        #expect(SymbolTable.isKnown(name))
        #expect(render(Image(systemName: name), width: 2) == glyph)
    }

    @Test func aNameWithNoRowDrawsTheGlyphOfAWordInIt() {
        #expect(SymbolTable.resolution(forSystemName: "oven.fill") == .unknown)
        #expect(SymbolTable.resolution(forSystemName: "takeoutbag.and.cup.and.straw.fill") == .known(entry: "takeoutbag.and.cup.and.straw"))
        #expect(SymbolTable.resolution(forSystemName: "microwave.and.heat.waves") == .category(entry: "flame"))
        #expect(render(Image(systemName: "microwave.and.heat.waves"), width: 2) == "🔥")
        #expect(render(Image(systemName: "oven.fill"), width: 1) == "◻")
    }

    @Test func everyCategoryWordLeadsToARow() {
        for (word, target) in SymbolTable.categoryWords {
            #expect(SymbolTable.entry(forSystemName: target) != nil, "\(word) → \(target)")
        }
    }

    @Test func theWarningsNameEachSymbolThatDoesNotDrawAsItself() {
        let view = HStack {
            Image(systemName: "car.fill")
            Image(systemName: "oven.fill")
            Image(systemName: "microwave.and.heat.waves")
            Image(systemName: "oven.fill")
        }
        #expect(ViewRenderer().symbolDiagnostics(of: view).map(\.description) == [
            "SF Symbol “oven.fill” is not in TermIsland's table: drawn as ◻",
            "SF Symbol “microwave.and.heat.waves” is not in TermIsland's table: drawn as 🔥, the glyph of “flame”",
        ])
    }

    @Test func aFramelessCircleFillingAOneRowSlotIsADot() {
        #expect(render(Circle().fill(.red), width: 6, height: 1) == "  ⬤   ¶")
        #expect(render(Circle().fill(.red), width: 1, height: 1) == "●")
    }
}
