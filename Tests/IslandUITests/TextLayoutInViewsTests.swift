import Foundation
import Testing
@testable import IslandUI

@Suite("Text in views")
struct TextInViewsTests {
    @Test func wrapsAtWordsAndTruncatesAtTheLineLimit() {
        let view = Text("Driver John is on their way with your order").lineLimit(2)
        #expect(render(view, width: 16) == """
            Driver John is  ¶
            on their way wi…
            """)
    }

    @Test(arguments: [
        (Text.TruncationMode.tail, "Pizza deli…"),
        (.head, "…ry is late"),
        (.middle, "Pizza…late"),
    ])
    func truncationModes(_ mode: Text.TruncationMode, _ expected: String) {
        let view = Text("Pizza delivery is late").lineLimit(1).truncationMode(mode)
        #expect(render(view, width: 11).trimmingCharacters(in: .whitespaces).replacingOccurrences(of: "¶", with: "") == expected)
    }

    @Test func wideGraphemesTakeTwoCells() {
        #expect(render(Text("实时活动 🍕"), width: 11) == "实时活动 🍕")
        // A root view narrower than the width is centred, as in SwiftUI.
        #expect(render(Text("实时活动 🍕"), width: 13) == " 实时活动 🍕 ¶")
    }

    @Test func timersRenderAtTheEnvironmentsInstantAndKeepTheirWidth() {
        var environment = EnvironmentValues()
        let interval = at(0)...at(15 * 60)
        let view = HStack(spacing: 0) {
            Text(timerInterval: interval, countsDown: true)
            Text("|")
        }
        environment.date = at(0)
        #expect(render(view, width: 6, environment: environment) == "15:00|")
        environment.date = at(14 * 60 + 1)
        #expect(render(view, width: 6, environment: environment) == "0:59 |")
    }

    @Test func controlCharactersInContentNeverReachTheCanvas() {
        let view = Text("evil\u{1B}]0;pwned\u{07}")
        let text = render(view, width: 20)
        #expect(!text.contains("\u{1B}") && !text.contains("\u{07}"))
        #expect(text.contains("evil␛]0;pwned␇"))
    }
}
