// Apple's listing "Add ActivityConfiguration to WidgetBundle" (WWDC23, Meet ActivityKit, 10:50),
// as printed, with `import TermIsland` in place of `import WidgetKit` and `import SwiftUI`.
import TermIsland

@main
struct EmojiRangersWidgetBundle: WidgetBundle {
    var body: some Widget {
        EmojiRangerWidget()
        LeaderboardWidget()
        AdventureActivityConfiguration()
    }
}
