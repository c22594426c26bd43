import Foundation
import Testing
import TermIsland
@testable import EmojiRangersExtension

/// WWDC23 "Meet ActivityKit": its listings compile (`MeetActivityKitListings.swift`) and do
/// what the session says.
@Suite("Meet ActivityKit")
@MainActor
struct MeetActivityKitTests {
    let start = Date(timeIntervalSince1970: 1_800_000_000)
    let context = ActivityViewContext(
        attributes: AdventureAttributes(hero: .panda),
        state: AdventureAttributes.ContentState(currentHealthLevel: 0.14, eventDescription: "has taken a critical hit!"))

    func render<W: Widget>(_ widget: W, _ presentation: Presentation) -> String {
        PresentationRenderer(device: .iPhone15Pro).render(widget.body, context: context, as: presentation).canvas.plainText
    }

    @Test func requestUpdateObserveAndDismiss() async throws {
        let system = ActivitySystem(device: .iPhone15Pro, start: start)
        let model = MeetActivityKitModel()
        try system.run(as: "Emoji Rangers") {
            try model.request(hero: .spouty)
            let activity = try #require(model.requested)
            model.observe(activity: activity)
            model.update(activity: activity, hero: .spouty)
            #expect(activity.content.state.eventDescription == "Spouty has taken a critical hit!")
            #expect(system.arrangement.reason.description == "Emoji Rangers has an alert or is touched and held: expanded")
            model.dismiss(activity: activity)
            #expect(activity.activityState == .ended)
        }
        #expect(system.log.map(\.text) == [
            "Emoji Rangers: requested emojirangers-1",
            "Emoji Rangers: updated emojirangers-1 with an alert: \"Spouty has taken a critical hit!\": expanded for 4s",
            "Emoji Rangers: ended emojirangers-1; on the Lock Screen for 4h more",
        ])
    }

    @Test func theCompactAndMinimalListingsDrawTheRing() {
        #expect(render(MeetCompactListing.AdventureActivityConfiguration(), .compact) == """
            ╭───────────────────────────╮
            │🐼           ◉         14 ◔│
            ╰───────────────────────────╯
            """)
        #expect(render(MeetMinimalListing.AdventureActivityConfiguration(), .minimalDetached) == """
            ╭─────╮
            │ 🐼 ◔│
            ╰─────╯
            """)
    }

    @Test func theExpandedListingDrawsItsThreeRegions() {
        let expanded = render(MeetExpandedListing.AdventureActivityConfiguration(), .expanded)
        #expect(expanded.contains("Power Panda"))
        #expect(expanded.contains("Level 12"))
        #expect(expanded.contains("Power Panda is battling a grumpy dragon."))
    }

    @Test func theLockScreenListingIsTintedNavy() {
        let rendered = PresentationRenderer(device: .iPhone15Pro)
            .render(MeetLockScreenListing.AdventureActivityConfiguration().body, context: context, as: .lockScreen)
        #expect(rendered.canvas.plainText.contains("Power Panda"))
        #expect(rendered.canvas[25, 1].style.background == Color.navyBlue.terminalColor(in: .dark))
    }
}
