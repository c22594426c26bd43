import TermIsland

// What the listings use but do not print, reconstructed from what the Emoji Rangers sample
// shows (a hero with a name, an emoji, a level and health; the views the listings name). These
// are TermIsland's reconstruction, not Apple's code: the listings are the point.

/// A hero of the game.
struct EmojiRanger: Codable, Hashable, Identifiable {
    let name: String
    let avatar: String
    let level: Int
    /// 0 (knocked out) to 1 (full health).
    let healthLevel: Double
    let heroType: String

    var id: String { name }

    static let panda = EmojiRanger(name: "Power Panda", avatar: "🐼", level: 12, healthLevel: 0.92, heroType: "Forest Dweller")
    static let spouty = EmojiRanger(name: "Spouty", avatar: "🐳", level: 9, healthLevel: 0.64, heroType: "Ocean Dweller")
    static let egghead = EmojiRanger(name: "Egghead", avatar: "🦄", level: 21, healthLevel: 0.5, heroType: "Mystical Being")

    static let allHeroes: [EmojiRanger] = [.panda, .spouty, .egghead]
}

extension Color {
    /// The sample's asset colours, as RGB (TermIsland has no asset catalogue).
    static let liveActivityBackground = Color(red: 0.13, green: 0.10, blue: 0.36)
    static let navyBlue = Color(red: 0.0, green: 0.0, blue: 0.5)
    static let gameBackground = Color(red: 0.20, green: 0.13, blue: 0.38)
}

/// The hero's emoji, on the game's background when asked.
struct Avatar: View {
    let hero: EmojiRanger
    var includeBackground: Bool = false

    var body: some View {
        ZStack {
            if includeBackground {
                ContainerRelativeShape()
                    .fill(Color.gameBackground)
            }
            Text(hero.avatar)
                .font(.title)
        }
        .fixedSize()
    }
}

/// The avatar on a rounded tile, for the expanded presentation's leading region.
struct LiveActivityAvatarView: View {
    let hero: EmojiRanger

    var body: some View {
        Avatar(hero: hero)
            .padding(.horizontal, 8)
            .background(Color.gameBackground, in: RoundedRectangle(cornerRadius: 10))
    }
}

/// The hero's name and level, or a warning when the news is old.
struct StatsView: View {
    let hero: EmojiRanger
    let isStale: Bool

    var body: some View {
        VStack(alignment: .trailing) {
            Text(hero.name)
                .font(.headline)
                .lineLimit(1)
            if isStale {
                Label("Outdated", systemImage: "exclamationmark.triangle")
                    .font(.caption)
                    .foregroundStyle(.orange)
            } else {
                Text("Level \(hero.level)")
                    .font(.caption)
                    .foregroundStyle(.secondary)
            }
        }
    }
}

/// The hero's health as a bar: green, red when nearly knocked out.
struct HealthBar: View {
    let currentHealthLevel: Double

    var body: some View {
        ProgressView(value: currentHealthLevel, total: 1)
            .tint(currentHealthLevel <= 0.2 ? Color.red : Color.green)
    }
}

/// What just happened to the hero.
struct EventDescriptionView: View {
    let hero: EmojiRanger
    let contentState: AdventureAttributes.ContentState

    var body: some View {
        Text("\(hero.name) \(contentState.eventDescription)")
            .font(.subheadline)
            .lineLimit(2)
    }
}

/// The Lock Screen presentation: the avatar beside the hero's stats, health and latest event.
struct AdventureLiveActivityView: View {
    let hero: EmojiRanger
    let isStale: Bool
    let contentState: AdventureAttributes.ContentState

    var body: some View {
        HStack(alignment: .top, spacing: 8) {
            Avatar(hero: hero, includeBackground: true)
            VStack(alignment: .leading) {
                HStack {
                    Text(hero.name)
                        .font(.headline)
                    Spacer()
                    if isStale {
                        Label("Out of date", systemImage: "exclamationmark.triangle")
                            .foregroundStyle(.orange)
                    } else {
                        Text("\(Int(contentState.currentHealthLevel * 100))% health")
                            .monospacedDigit()
                    }
                }
                HealthBar(currentHealthLevel: contentState.currentHealthLevel)
                EventDescriptionView(hero: hero, contentState: contentState)
            }
        }
        .padding(.horizontal, 8)
    }
}

/// The game's home-screen widgets, which the bundle lists beside the Live Activity: not Live
/// Activities, so nothing TermIsland draws.
struct EmojiRangerWidget: Widget {
    var body: some WidgetConfiguration {
        EmptyWidgetConfiguration()
            .configurationDisplayName("Ranger Detail")
            .description("See your favorite ranger.")
    }
}

struct LeaderboardWidget: Widget {
    var body: some WidgetConfiguration {
        EmptyWidgetConfiguration()
            .configurationDisplayName("Ranger Leaderboard")
            .description("See all the rangers.")
    }
}
