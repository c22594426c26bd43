import Foundation
import IslandExamples
import IslandSnapshotTesting
import Testing
import TermIsland

/// An SF Symbol TermIsland's table does not have is said under the grid of every presentation
/// that draws it, once however many slots draw it (issue 20, §2).
@Suite("Unknown SF Symbols in presentations", .snapshots(record: .never))
struct SymbolWarningPresentationTests {
    let renderer = PresentationRenderer(device: .iPhone15Pro)

    /// The grid and its warnings, as `island snapshot` prints them.
    func drawn(_ presentation: Presentation) -> String {
        let rendered = renderer.render(OvenWidget().body, context: OvenWidget.context, as: presentation)
        return rendered.transcript()
    }

    @Test func aSymbolInBothCompactSlotsIsSaidOnce() {
        #expect(drawn(.compact) == """
            ╭───────────────────────────╮
            │◻            ◉        ◻ 12m│
            ╰───────────────────────────╯
            warning: SF Symbol “oven.fill” is not in TermIsland's table: drawn as ◻
            """)
    }

    @Test func theMinimalContentDrawnTwiceIsSaidOnce() {
        #expect(drawn(.minimal) == """
            ╭──────────────────────╮ ╭─────╮
            │  🔥          ◉       │ │  🔥 │
            ╰──────────────────────╯ ╰─────╯
            warning: SF Symbol “microwave.and.heat.waves” is not in TermIsland's table: drawn as 🔥, the glyph of “flame”
            """)
    }

    @Test func theExpandedPresentationSaysEachSymbolInTheOrderDrawn() {
        #expect(drawn(.expanded) == """
            ╭────────────────────────────────────────────╮
            │ ◻                                       🔥 │
            │                   Lasagne                  │
            │                                            │
            ╰────────────────────────────────────────────╯
            warning: SF Symbol “oven.fill” is not in TermIsland's table: drawn as ◻
            warning: SF Symbol “microwave.and.heat.waves” is not in TermIsland's table: drawn as 🔥, the glyph of “flame”
            """)
    }

    @Test func standBySaysTheCardsAndTheMinimalsSymbols() {
        #expect(drawn(.standby) == """
                                                      ╭─────╮                                          ¶
                                                      │  🔥 │                                          ¶
                                                      ╰─────╯                                          ¶
            ╭───────────────────────────────────────────────────────────────────────────────────── ✕ ─╮
            │◻ Lasagne                                                                        ◻ 12 min│
            ╰─────────────────────────────────────────────────────────────────────────────────────────╯
            warning: SF Symbol “oven.fill” is not in TermIsland's table: drawn as ◻
            warning: SF Symbol “microwave.and.heat.waves” is not in TermIsland's table: drawn as 🔥, the glyph of “flame”
            """)
    }

    @Test func theSmartStackSaysItToo() {
        #expect(drawn(.smartStack) == """
            ╭─────────────────────╮
            │                     │
            │◻               ◻ 12m│
            │                     │
            ╰─────────────────────╯
            warning: SF Symbol “oven.fill” is not in TermIsland's table: drawn as ◻
            """)
    }

    @Test func theSymbolsAreAlsoAValue() {
        let rendered = renderer.render(OvenWidget().body, context: OvenWidget.context, as: .expanded)
        #expect(rendered.unknownSymbols.map(\.name) == ["oven.fill", "microwave.and.heat.waves"])
        #expect(rendered.unknownSymbols.map(\.resolution) == [.unknown, .category(entry: "flame")])
    }

    @Test func aPresentationWhoseSymbolsAreAllKnownSaysNothing() {
        let rendered = renderer.render(PizzaDeliveryWidget().body, context: ActivityViewContext(
            attributes: PizzaDeliveryAttributes(numberOfPizzas: 2, totalAmount: "$20"),
            state: .init(driverName: "Ana", deliveryTimer: Date(timeIntervalSince1970: 0)...Date(timeIntervalSince1970: 600))), as: .expanded)
        #expect(rendered.warnings.isEmpty)
        #expect(rendered.unknownSymbols.isEmpty)
    }

    /// The snapshot files under __Snapshots__/SymbolWarningPresentationTests/ end in the warning.
    @Test func snapshotFilesCarryTheWarnings() {
        assertPresentationSnapshots(of: OvenWidget().body, context: OvenWidget.context, presentations: [.compact, .lockScreen],
                                    renderer: renderer)
    }
}
