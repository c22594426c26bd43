// Every code listing of Apple's WWDC23 session "Meet ActivityKit"
// (developer.apple.com/videos/play/wwdc2023/10184), as printed: only `import TermIsland` stands
// in for `import ActivityKit`, `import WidgetKit` and `import SwiftUI`. That this file compiles
// is the test; `MeetActivityKitTests` runs what it declares. The listing "Add
// ActivityConfiguration to WidgetBundle" (10:50) is the `@main` of the `EmojiRangersExtension`
// target, where a `@main` can be.
//
// Listings of statements sit in methods of a model that gives the names they use (`hero`,
// `activity`, `self.cleanUpDismissedActivity()`). "Dismiss Live Activity with final content
// state" (10:03) ends with one `}` more than it opens: it closes the method it sits in. The
// expanded presentation (15:26) names `hero`, `isStale` and `contentState` without declaring
// them; the widget gives them as properties. The session calls `update` and `end` without
// `await`, which TermIsland's synchronous forms of them allow.
import Foundation
import TermIsland
@testable import EmojiRangersExtension

/// "Define ActivityAttributes" (5:40).
enum MeetAttributesListing {
struct AdventureAttributes: ActivityAttributes {
    let hero: EmojiRanger

    struct ContentState: Codable & Hashable {
        let currentHealthLevel: Double
        let eventDescription: String
    }
}
}

/// The session's model, around its listings of statements.
@MainActor
final class MeetActivityKitModel {
    var dismissedCleanUps = 0
    var requested: Activity<AdventureAttributes>?

    func cleanUpDismissedActivity() {
        dismissedCleanUps += 1
    }

    /// "Request Live Activity with initial content state" (6:28).
    func request(hero: EmojiRanger) throws {
let adventure = AdventureAttributes(hero: hero)

let initialState = AdventureAttributes.ContentState(
    currentHealthLevel: hero.healthLevel,
    eventDescription: "Adventure has begun!"
)
let content = ActivityContent(state: initialState, staleDate: nil, relevanceScore: 0.0)

let activity = try Activity.request(
    attributes: adventure,
    content: content,
    pushType: nil
)
        requested = activity
    }

    /// "Update Live Activity with new content" (8:00).
    func update(activity: Activity<AdventureAttributes>, hero: EmojiRanger) {
let heroName = activity.attributes.hero.name               
let contentState = AdventureAttributes.ContentState(
    currentHealthLevel: hero.healthLevel,
    eventDescription: "\(heroName) has taken a critical hit!"
)

var alertConfig = AlertConfiguration(
    title: "\(heroName) has taken a critical hit!",
    body: "Open the app and use a potion to heal \(heroName)",
    sound: .default
)  

activity.update(
    ActivityContent<AdventureAttributes.ContentState>(
        state: contentState,
        staleDate: nil
    ),
    alertConfiguration: alertConfig
)
        // The session declares `alertConfig` with `var` and never changes it: passed inout
        // here, the listing stays as printed and the test build has no warning.
        keepAsPrinted(&alertConfig)
    }

    private func keepAsPrinted<Value>(_ value: inout Value) {}

    /// "Observe activity state" (9:30).
    func observe(activity: Activity<AdventureAttributes>) {
// Observe activity state asynchronously
func observeActivity(activity: Activity<AdventureAttributes>) {
    Task {
        for await activityState in activity.activityStateUpdates {
            if activityState == .dismissed {
                self.cleanUpDismissedActivity()
            }
        }
    }
}

// Observe activity state synchronously
let activityState = activity.activityState
if activityState == .dismissed {
    self.cleanUpDismissedActivity()
}
        observeActivity(activity: activity)
    }

    /// "Dismiss Live Activity with final content state" (10:03): the listing's last `}` closes
    /// this method.
    func dismiss(activity: Activity<AdventureAttributes>) {
let hero = activity.attributes.hero

let finalContent = AdventureAttributes.ContentState(
    currentHealthLevel: hero.healthLevel,
    eventDescription: "Adventure over! \(hero.name) has defeated the boss! Congrats!"
)

let dismissalPolicy: ActivityUIDismissalPolicy = .default

activity.end(
    ActivityContent(state: finalContent, staleDate: nil),
    dismissalPolicy: dismissalPolicy)
}
}

/// "Define Lock Screen presentation" (11:05).
enum MeetLockScreenListing {
struct AdventureActivityConfiguration: Widget {
    var body: some WidgetConfiguration {
        ActivityConfiguration(for: AdventureAttributes.self) { context in
            AdventureLiveActivityView(
                hero: context.attributes.hero,
                isStale: context.isStale,
                contentState: context.state
            )
            .activityBackgroundTint(Color.navyBlue)
        } dynamicIsland: { context in
            // ...
        }
    }
}
}

/// "Define Dynamic Island compact presentation" (13:28).
enum MeetCompactListing {
struct AdventureActivityConfiguration: Widget {
    var body: some WidgetConfiguration {
        ActivityConfiguration(for: AdventureAttributes.self) { context in
            // ...
        } dynamicIsland: { context in
            DynamicIsland {
                // ...
            } compactLeading: {
                Avatar(hero: context.attributes.hero)
            } compactTrailing: {
                ProgressView(value: context.state.currentHealthLevel) {
                    Text("\(Int(context.state.currentHealthLevel * 100))")
                }
                .progressViewStyle(.circular)
                .tint(context.state.currentHealthLevel <= 0.2 ? Color.red : Color.green)
            } minimal: {
                // ...
            }
        }
    }
}
}

/// "Define Dynamic Island minimal presentation" (14:42).
enum MeetMinimalListing {
struct AdventureActivityConfiguration: Widget {
    var body: some WidgetConfiguration {
        ActivityConfiguration(for: AdventureAttributes.self) { context in
            // ...
        } dynamicIsland: { context in
            DynamicIsland {
                // ...
            } compactLeading: {
                // ...
            } compactTrailing: {
                // ...
            } minimal: {
                ProgressView(value: context.state.currentHealthLevel) {
                    Avatar(hero: context.attributes.hero)
                }
                .progressViewStyle(.circular)
                .tint(context.state.currentHealthLevel <= 0.2 ? Color.red : Color.green)
            }
        }
    }
}
}

/// "Define Dynamic Island expanded presentation" (15:26).
enum MeetExpandedListing {
struct AdventureActivityConfiguration: Widget {
    var body: some WidgetConfiguration {
        ActivityConfiguration(for: AdventureAttributes.self) { context in
            // ...
        } dynamicIsland: { context in
            DynamicIsland {
                // Leading region
                DynamicIslandExpandedRegion(.leading) {
                    LiveActivityAvatarView(hero: hero)
                }

                // Expanded region
                DynamicIslandExpandedRegion(.trailing) {
                    StatsView(hero: hero, isStale: isStale)
                }

                // Bottom region
                DynamicIslandExpandedRegion(.bottom) {
                    HealthBar(currentHealthLevel: contentState.currentHealthLevel)
                    EventDescriptionView(hero: hero, contentState: contentState)
                }
            } compactLeading: {
                // ...
            } compactTrailing: {
                // ...
            } minimal: {
                // ...
            }
        }
    }
}
}

extension MeetExpandedListing.AdventureActivityConfiguration {
    // The names the listing uses without declaring them.
    var hero: EmojiRanger { .panda }
    var isStale: Bool { false }
    var contentState: AdventureAttributes.ContentState {
        AdventureAttributes.ContentState(currentHealthLevel: 0.64, eventDescription: "is battling a grumpy dragon.")
    }
}
