import Foundation
import TermIsland

// Apple's Emoji Rangers sample ("Emoji Rangers: Supporting Live Activities, interactivity, and
// animations"): a hero on an adventure, with a health level that drops as things happen.
// Written as the sample writes it, with `import TermIsland` in place of ActivityKit, WidgetKit
// and SwiftUI. The hero is a name and an emoji rather than the sample's `EmojiRanger` type, so
// that scenarios can write the attributes as plain JSON.

public struct AdventureAttributes: ActivityAttributes {
    public typealias AdventureStatus = ContentState

    public struct ContentState: Codable & Hashable {
        /// 0 (knocked out) to 1 (full health).
        public var currentHealthLevel: Double
        public var eventDescription: String

        public init(currentHealthLevel: Double, eventDescription: String) {
            self.currentHealthLevel = currentHealthLevel
            self.eventDescription = eventDescription
        }
    }

    public var heroName: String
    /// The hero's emoji.
    public var avatar: String

    public init(heroName: String, avatar: String) {
        self.heroName = heroName
        self.avatar = avatar
    }
}

extension Color {
    /// The sample's asset colours (`Color("GameBackground")`), as RGB: TermIsland has no asset catalogue.
    static let gameBackgroundColor = Color(red: 0.20, green: 0.13, blue: 0.38)
    static let liveActivityAccent = Color(red: 1.0, green: 0.78, blue: 0.30)
}

extension AdventureAttributes.ContentState {
    /// The health bar's colour: red when the hero is nearly knocked out.
    var healthTint: Color { currentHealthLevel <= 0.2 ? .red : .green }
    /// The health level in whole percent.
    var healthPercent: Int { Int((currentHealthLevel * 100).rounded()) }
}

public struct AdventureActivityConfiguration: Widget {
    public init() {}

    public var body: some WidgetConfiguration {
        ActivityConfiguration(for: AdventureAttributes.self) { context in
            // The Lock Screen presentation, and the banner on devices without an island.
            AdventureLiveActivityView(
                attributes: context.attributes,
                isStale: context.isStale,
                contentState: context.state)
            // TermIsland's addition to the sample: the card is dark in either appearance, so
            // its text is drawn as in dark mode, or the light scheme's black would sit on it.
            .environment(\.colorScheme, .dark)
        } dynamicIsland: { context in
            DynamicIsland {
                // The sample builds the expanded regions in a function, as Apple's article prints it.
                expandedContent(
                    attributes: context.attributes,
                    contentState: context.state,
                    isStale: context.isStale
                )
            } compactLeading: {
                Avatar(avatar: context.attributes.avatar, includeBackground: true)
                    .accessibilityLabel("The avatar of \(context.attributes.heroName).")
            } compactTrailing: {
                ProgressView(value: context.state.currentHealthLevel, total: 1) {
                    let healthLevel = context.state.healthPercent
                    Text("\(healthLevel)")
                        .monospacedDigit()
                        .contentTransition(.numericText(value: Double(healthLevel)))
                        .accessibilityLabel("Health level at \(healthLevel) percent.")
                }
                .progressViewStyle(.circular)
                .tint(context.state.healthTint)
            } minimal: {
                ProgressView(value: context.state.currentHealthLevel, total: 1) {
                    Avatar(avatar: context.attributes.avatar, includeBackground: false)
                        .accessibilityLabel("The avatar of \(context.attributes.heroName).")
                }
                .progressViewStyle(.circular)
                .tint(context.state.healthTint)
            }
            .keylineTint(.liveActivityAccent)
            .contentMargins(.horizontal, 8, for: .expanded)
        }
    }

    @DynamicIslandExpandedContentBuilder
    private func expandedContent(attributes: AdventureAttributes,
                                 contentState: AdventureAttributes.ContentState,
                                 isStale: Bool) -> DynamicIslandExpandedContent<some View> {
        DynamicIslandExpandedRegion(.leading) {
            LiveActivityAvatarView(avatar: attributes.avatar)
        }

        DynamicIslandExpandedRegion(.trailing) {
            StatsView(
                heroName: attributes.heroName,
                contentState: contentState,
                isStale: isStale)
        }

        DynamicIslandExpandedRegion(.bottom) {
            let healthLevel = contentState.healthPercent
            VStack(alignment: .leading) {
                Text("\(healthLevel)% - \(attributes.heroName) \(contentState.eventDescription)")
                    .font(.title2)
                    .foregroundStyle(Color.liveActivityAccent)
                    .lineLimit(1)
                    .accessibilityLabel("Health level at \(healthLevel) percent. \(attributes.heroName) \(contentState.eventDescription).")
                ProgressView(value: contentState.currentHealthLevel, total: 1)
                    .tint(contentState.healthTint)
            }
        }
    }
}

/// The hero's emoji, on the game's background when asked: the sample's `Avatar`.
struct Avatar: View {
    let avatar: String
    var includeBackground = false

    var body: some View {
        ZStack {
            if includeBackground {
                ContainerRelativeShape()
                    .fill(Color.gameBackgroundColor)
            }
            Text(avatar)
                .font(.title)
        }
        .fixedSize()
    }
}

/// The avatar as the expanded presentation's leading region shows it: on a rounded tile.
struct LiveActivityAvatarView: View {
    let avatar: String

    var body: some View {
        Avatar(avatar: avatar, includeBackground: false)
            .padding(.horizontal, 8)
            .background(Color.gameBackgroundColor, in: RoundedRectangle(cornerRadius: 10))
    }
}

/// The hero's name and health, or a note that the news is old when the activity went stale.
struct StatsView: View {
    let heroName: String
    let contentState: AdventureAttributes.ContentState
    let isStale: Bool

    var body: some View {
        VStack(alignment: .trailing) {
            Text(heroName)
                .font(.headline)
                .lineLimit(1)
            if isStale {
                Label("Outdated", systemImage: "exclamationmark.triangle")
                    .font(.caption)
                    .foregroundStyle(.orange)
            } else {
                Label("\(contentState.healthPercent)%", systemImage: "heart.fill")
                    .font(.caption)
                    .foregroundStyle(contentState.healthTint)
                    .contentTransition(.numericText(value: contentState.currentHealthLevel))
            }
        }
    }
}

/// The Lock Screen presentation: avatar, name, health bar and the latest event. Sets its own
/// background tint and the colour of the system's dismiss action, as a component can.
struct AdventureLiveActivityView: View {
    let attributes: AdventureAttributes
    let isStale: Bool
    let contentState: AdventureAttributes.ContentState

    var body: some View {
        HStack(alignment: .top, spacing: 8) {
            Avatar(avatar: attributes.avatar, includeBackground: true)
            VStack(alignment: .leading) {
                HStack {
                    Text(attributes.heroName)
                        .font(.headline)
                        .lineLimit(1)
                    Spacer()
                    if isStale {
                        Label("Out of date", systemImage: "exclamationmark.triangle")
                            .foregroundStyle(.orange)
                    } else {
                        Text("\(contentState.healthPercent)% health")
                            .monospacedDigit()
                            .contentTransition(.numericText(value: contentState.currentHealthLevel))
                    }
                }
                ProgressView(value: contentState.currentHealthLevel, total: 1)
                    .tint(contentState.healthTint)
                Text("\(attributes.heroName) \(contentState.eventDescription)")
                    .font(.subheadline)
                    .foregroundStyle(Color.liveActivityAccent)
                    .lineLimit(2)
            }
        }
        .padding(.horizontal, 8)
        .activityBackgroundTint(Color.gameBackgroundColor.opacity(0.8))
        .activitySystemActionForegroundColor(.liveActivityAccent)
    }
}

// MARK: The example

extension AdventureAttributes.ContentState {
    /// Power Panda's adventure as the app would push it, `seconds` after it started.
    public static func adventure(at seconds: Double) -> Self {
        switch seconds {
        case ..<60: Self(currentHealthLevel: 1, eventDescription: "sets off on an adventure!")
        case ..<240: Self(currentHealthLevel: 0.92, eventDescription: "found a treasure chest in the Whispering Woods.")
        case ..<600: Self(currentHealthLevel: 0.64, eventDescription: "is battling a grumpy dragon.")
        case ..<1200: Self(currentHealthLevel: 0.14, eventDescription: "has taken a critical hit!")
        default: Self(currentHealthLevel: 0.55, eventDescription: "is resting at the Sleepy Owl Inn.")
        }
    }
}

extension Example {
    /// The app stops pushing updates after 20 minutes; the activity goes stale 45 minutes in.
    public static let emojiRangers = Example(
        name: "emoji-rangers", summary: "Apple's Emoji Rangers: Power Panda on an adventure, health dropping",
        widget: AdventureActivityConfiguration.self, attributes: AdventureAttributes.self
    ) { _, seconds in
        ActivityPreview(AdventureAttributes(heroName: "Power Panda", avatar: "🐼"), .adventure(at: seconds),
                        isStale: seconds >= 45 * 60)
    }
}
