import Foundation
import TermIsland
import Testing

/// A widget named in Japanese: Swift identifiers may be, and each kanji takes two columns.
struct ピザ配達Widget: Widget {
    var body: some WidgetConfiguration { OvenWidget().body }
}

struct KitchenBundle: WidgetBundle {
    var body: some Widget {
        OvenWidget()
        ピザ配達Widget()
    }
}

/// What a widget extension's `main()` prints: one widget a line, their roles in one column,
/// padded by display width (by `count`, the wide name pushed its role two columns out of line).
@Test func theWidgetSummaryAlignsRolesPastAWideName() {
    #expect(KitchenBundle().summary == """
        KitchenBundle: 2 widgets
          OvenWidget      a Live Activity for OvenAttributes
          ピザ配達Widget  a Live Activity for OvenAttributes
        """)
}
