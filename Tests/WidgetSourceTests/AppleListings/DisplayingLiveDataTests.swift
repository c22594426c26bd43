import Foundation
import Testing
import TermIsland
@testable import EmojiRangersExtension

/// The article "Displaying live data with Live Activities": its listings compile
/// (`DisplayingLiveDataListings.swift`) and do what the article says.
@Suite("Displaying live data with Live Activities")
@MainActor
struct DisplayingLiveDataTests {
    let start = Date(timeIntervalSince1970: 1_800_000_000)
    let context = ActivityViewContext(
        attributes: AdventureAttributes(hero: .panda),
        state: AdventureAttributes.ContentState(currentHealthLevel: 0.64, eventDescription: "is battling a grumpy dragon."))

    func render<W: Widget>(_ widget: W, _ presentation: Presentation) -> String {
        PresentationRenderer(device: .iPhone15Pro).render(widget.body, context: context, as: presentation).canvas.plainText
    }

    @Test func theExpandedContentBuilderFunctionPlacesItsRegions() {
        #expect(render(ArticleExpandedListing.AdventureActivityConfiguration(), .expanded) == """
            ╭────────────────────────────────────────────╮
            │  🐼                            Power Panda │
            │                                   Level 12 │
            │ ██████████████████████████▉                │
            │  Power Panda is battling a grumpy dragon.  │
            ╰────────────────────────────────────────────╯
            """)
    }

    @Test func theCompactListingDrawsTheAvatarAndTheHealthRing() {
        #expect(render(ArticleCompactListing.AdventureActivityConfiguration(), .compact) == """
            ╭───────────────────────────╮
            │🐼           ◉         64 ◕│
            ╰───────────────────────────╯
            """)
    }

    @Test func theLockScreenListingDrawsTheAdventure() {
        #expect(render(ArticleLockScreenListing.AdventureActivityConfiguration(), .lockScreen) == """
            ╭──────────────────────────────────────── ✕ ─╮
            │ 🐼 Power Panda                  64% health │
            │    █████████████████████████               │
            │    Power Panda is battling a grumpy        │
            │    dragon.                                 │
            ╰────────────────────────────────────────────╯
            """)
    }

    @Test func elidedPresentationsDrawNothing() {
        // "// ..." in a closure: the skeleton compiles, and its island is empty.
        #expect(render(ArticleWidgetListing.AdventureActivityConfiguration(), .compact) == """
            ╭───────────────────────────╮
            │             ◉             │
            ╰───────────────────────────╯
            """)
    }

    @Test func theAssembledWidgetIsTheBundlesLiveActivity() {
        #expect(EmojiRangersWidgetBundle().summary == """
            EmojiRangersWidgetBundle: 3 widgets
              EmojiRangerWidget               a widget (nothing to draw here)
              LeaderboardWidget               a widget (nothing to draw here)
              AdventureActivityConfiguration  a Live Activity for AdventureAttributes
            """)
        #expect(EmojiRangersWidgetBundle().liveActivities.count == 1)
    }

    @Test func startUpdateObserveAndEndRunAsTheArticleSays() async throws {
        let system = ActivitySystem(device: .iPhone15Pro, start: start)
        let model = AdventureModel()
        try await system.run(as: "Emoji Rangers") {
            model.startAdventure(hero: .panda)
            #expect(model.errorMessage == nil)
            let activity = try #require(model.currentActivity)
            #expect(activity.content.state.eventDescription == "Adventure has begun!")

            let updates = activity.contentUpdates
            await model.updateAdventure(alert: true)
            #expect(activity.content.state.currentHealthLevel == 0)
            #expect(activity.content.relevanceScore == 100)
            #expect(system.arrangement.reason.description == "Emoji Rangers has an alert or is touched and held: expanded")

            await model.endActivity(dismissTimeInterval: 0)
            #expect(activity.activityState == .dismissed)
            var seen: [String] = []
            for await content in updates { seen.append(content.state.eventDescription) }
            #expect(seen == ["Power Panda has been knocked down!", "Adventure over! Power Panda is taking a nap."])
        }
    }

    @Test func aRefusedStartIsTheErrorMessageTheListingPrints() async {
        let system = ActivitySystem(device: .iPhone15Pro, start: start)
        system.setActivitiesEnabled(false, for: "Emoji Rangers")
        let model = AdventureModel()
        system.run(as: "Emoji Rangers") {
            // Switched off: `areActivitiesEnabled` is false and the listing does nothing.
            model.startAdventure(hero: .panda)
        }
        #expect(model.currentActivity == nil)
        #expect(model.errorMessage == nil)
    }
}
