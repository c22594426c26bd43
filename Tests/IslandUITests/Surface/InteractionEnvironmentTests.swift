import Foundation
import Testing
@testable import IslandUI

/// The last `EnvironmentValues` keys of iOS 17 (issue 39): what the interaction modifiers set is
/// what a view of the app's own reads inside them, and a widget has no document.
@Suite("Environment: badge prominence, button repeat, spring loading, document")
struct InteractionEnvironmentTests {
    struct Behaviours: View {
        @Environment(\.badgeProminence) var badge
        @Environment(\.buttonRepeatBehavior) var repeats
        @Environment(\.springLoadingBehavior) var springLoading
        @Environment(\.documentConfiguration) var document

        var body: some View {
            Text("\(badge.name) \(repeats.name) \(springLoading.name) \(document == nil ? "none" : "doc")")
        }
    }

    @Test func aPhoneOutOfTheBox() {
        #expect(render(Behaviours(), width: 33) == "standard automatic automatic none")
    }

    @Test func theModifiersSetWhatTheViewsInsideRead() {
        let set = Behaviours()
            .badgeProminence(.decreased)
            .buttonRepeatBehavior(.enabled)
            .springLoadingBehavior(.disabled)
        #expect(render(set, width: 31) == "decreased enabled disabled none")
    }
}
