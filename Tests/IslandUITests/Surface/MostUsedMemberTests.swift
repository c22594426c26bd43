import Foundation
import Testing
import TerminalCanvas
@testable import IslandUI

/// Members of the types widget code uses most (issue 39), with Apple's labels: `Text`'s speech
/// modifiers stay a `Text` (so `+` still joins them), `Image(systemName:variableValue:)` draws the
/// symbol, `Spacer.minLength` reads back, an intent's description keeps its parts.
@Suite("Members of the most used types")
struct MostUsedMemberTests {
    @Test func speechModifiersOnTextStayText() {
        let text: Text = Text("12").speechSpellsOutCharacters().speechAdjustedPitch(0.2).accessibilityHeading(.h1)
            + Text(" min").speechAnnouncementsQueued().speechAlwaysIncludesPunctuation().accessibilityTextContentType(.plain)
        #expect(render(text, width: 6) == "12 min")
    }

    @Test func aVariableValueSymbolDrawsItsGlyphAndAnAssetItsPlaceholder() {
        #expect(render(Image(systemName: "wifi", variableValue: 0.5), width: 2) == render(Image(systemName: "wifi"), width: 2))
        #expect(render(Image("logo", variableValue: 0.5), width: 1) == render(Image("logo"), width: 1))
        #expect(render(Image("logo", label: Text("Logo")), width: 1) == render(Image("logo"), width: 1))
    }

    @Test func valuesReadBackAsGiven() {
        #expect(Spacer(minLength: 12).minLength == 12 && Spacer().minLength == nil)
        let description = IntentDescription("Pauses the timer", categoryName: "Timers", searchKeywords: ["stop"])
        #expect(description.text == "Pauses the timer" && description.searchKeywords.count == 1)
        #expect(HorizontalAlignment.listRowSeparatorLeading == .leading)
    }
}
