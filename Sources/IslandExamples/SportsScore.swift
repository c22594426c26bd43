import Foundation
import TermIsland

// A live game followed from a sports app: two teams, the score, the period and its clock, and
// who has the ball. The same attributes serve football (the clock counts up through the match)
// and basketball (each quarter's clock counts down).

public struct GameAttributes: ActivityAttributes, Sendable {
    public struct ContentState: Codable & Hashable {
        public var homeScore: Int
        public var awayScore: Int
        /// "1st Half", "Half-time", "Q4", "Full-time".
        public var period: String
        /// The game clock: `Text(timerInterval:)` runs it on the device between updates. For
        /// football the interval starts where the match clock reads 0:00, so the second half
        /// reads on from 45:00.
        public var clock: ClosedRange<Date>
        /// When the clock stopped (half-time, a timeout, the final whistle); nil while it runs.
        public var clockStoppedAt: Date?
        public var possession: Side?
        /// The latest play, shown under the score.
        public var lastPlay: String?
        public var isFinal: Bool

        public init(
            homeScore: Int, awayScore: Int, period: String, clock: ClosedRange<Date>, clockStoppedAt: Date? = nil,
            possession: Side? = nil, lastPlay: String? = nil, isFinal: Bool = false
        ) {
            self.homeScore = homeScore
            self.awayScore = awayScore
            self.period = period
            self.clock = clock
            self.clockStoppedAt = clockStoppedAt
            self.possession = possession
            self.lastPlay = lastPlay
            self.isFinal = isFinal
        }
    }

    public enum Side: String, Codable, Hashable, Sendable { case home, away }

    public struct Team: Codable, Hashable, Sendable {
        public var name: String
        /// Three letters, as the scoreboard shows them: "BMG".
        public var abbreviation: String

        public init(name: String, abbreviation: String) {
            self.name = name
            self.abbreviation = abbreviation
        }
    }

    public var league: String
    /// The SF Symbol of the ball: "soccerball", "basketball".
    public var ballSymbol: String
    public var home: Team
    public var away: Team
    /// Basketball's clock counts down each quarter; football's counts up.
    public var clockCountsDown: Bool

    public init(league: String, ballSymbol: String, home: Team, away: Team, clockCountsDown: Bool) {
        self.league = league
        self.ballSymbol = ballSymbol
        self.home = home
        self.away = away
        self.clockCountsDown = clockCountsDown
    }
}

public struct GameLiveActivity: Widget {
    public init() {}

    public var body: some WidgetConfiguration {
        ActivityConfiguration(for: GameAttributes.self) { context in
            GameLockScreenView(context: context)
                // A dark card in either appearance: its text is drawn as in dark mode, or
                // the light scheme's black text would sit on the dark tint.
                .environment(\.colorScheme, .dark)
                .activityBackgroundTint(Color.black.opacity(0.6))
                .activitySystemActionForegroundColor(.white)
        } dynamicIsland: { context in
            DynamicIsland {
                DynamicIslandExpandedRegion(.leading) {
                    TeamColumn(
                        team: context.attributes.home, score: context.state.homeScore,
                        hasBall: context.state.possession == .home, ballSymbol: context.attributes.ballSymbol,
                        alignment: .leading)
                }
                DynamicIslandExpandedRegion(.trailing) {
                    TeamColumn(
                        team: context.attributes.away, score: context.state.awayScore,
                        hasBall: context.state.possession == .away, ballSymbol: context.attributes.ballSymbol,
                        alignment: .trailing)
                }
                DynamicIslandExpandedRegion(.center) {
                    VStack {
                        GameClock(attributes: context.attributes, state: context.state)
                            .font(.headline)
                        Text(context.state.period)
                            .font(.caption)
                            .foregroundStyle(.secondary)
                    }
                }
                DynamicIslandExpandedRegion(.bottom) {
                    if let lastPlay = context.state.lastPlay {
                        Text(lastPlay)
                            .font(.caption)
                            .lineLimit(1)
                    }
                }
            } compactLeading: {
                HStack(spacing: 4) {
                    Text(context.attributes.home.abbreviation)
                        .foregroundStyle(.secondary)
                    Text("\(context.state.homeScore)")
                        .bold()
                        .contentTransition(.numericText(value: Double(context.state.homeScore)))
                }
                .font(.caption)
            } compactTrailing: {
                HStack(spacing: 4) {
                    Text("\(context.state.awayScore)")
                        .bold()
                        .contentTransition(.numericText(value: Double(context.state.awayScore)))
                    Text(context.attributes.away.abbreviation)
                        .foregroundStyle(.secondary)
                }
                .font(.caption)
            } minimal: {
                Text("\(context.state.homeScore)–\(context.state.awayScore)")
                    .font(.caption2)
                    .bold()
                    .contentTransition(.numericText())
            }
            .keylineTint(.green)
        }
    }
}

/// A team as the expanded presentation shows it beside the camera: abbreviation and score on
/// the first row, the full name under it.
struct TeamColumn: View {
    let team: GameAttributes.Team
    let score: Int
    let hasBall: Bool
    let ballSymbol: String
    let alignment: HorizontalAlignment

    var body: some View {
        VStack(alignment: alignment) {
            HStack(spacing: 8) {
                if alignment == .trailing {
                    ScoreText(score: score)
                    Text(team.abbreviation).font(.headline)
                    PossessionIndicator(hasBall: hasBall, ballSymbol: ballSymbol)
                } else {
                    PossessionIndicator(hasBall: hasBall, ballSymbol: ballSymbol)
                    Text(team.abbreviation).font(.headline)
                    ScoreText(score: score)
                }
            }
            Text(team.name)
                .font(.caption2)
                .foregroundStyle(.secondary)
                .lineLimit(1)
        }
    }
}

struct ScoreText: View {
    let score: Int

    var body: some View {
        Text("\(score)")
            .font(.title)
            .bold()
            .monospacedDigit()
            .contentTransition(.numericText(value: Double(score)))
    }
}

/// The ball beside the team that has it; the same space, empty, beside the other.
struct PossessionIndicator: View {
    let hasBall: Bool
    let ballSymbol: String

    var body: some View {
        // SwiftUI code would write `.opacity(hasBall ? 1 : 0)`; a terminal cannot fade an
        // emoji, so the other side's ball is hidden instead (it keeps its space either way).
        if hasBall {
            Image(systemName: ballSymbol)
                .accessibilityLabel("Has possession")
        } else {
            Image(systemName: ballSymbol)
                .hidden()
        }
    }
}

/// The game clock: running between updates, stopped at a break, "FT" at the end.
struct GameClock: View {
    let attributes: GameAttributes
    let state: GameAttributes.ContentState

    var body: some View {
        if state.isFinal {
            Text("FT")
        } else {
            Text(timerInterval: state.clock, pauseTime: state.clockStoppedAt,
                 countsDown: attributes.clockCountsDown, showsHours: false)
                .monospacedDigit()
        }
    }
}

/// The Lock Screen presentation: a two-row scoreboard under the league and the clock.
struct GameLockScreenView: View {
    let context: ActivityViewContext<GameAttributes>

    var body: some View {
        VStack(alignment: .leading) {
            HStack {
                Text(context.attributes.league)
                    .font(.caption)
                    .foregroundStyle(.secondary)
                Spacer()
                Text(context.state.period)
                    .font(.caption)
                GameClock(attributes: context.attributes, state: context.state)
                    .font(.caption)
                    .bold()
            }
            ScoreRow(team: context.attributes.home, score: context.state.homeScore,
                     hasBall: context.state.possession == .home, ballSymbol: context.attributes.ballSymbol)
            ScoreRow(team: context.attributes.away, score: context.state.awayScore,
                     hasBall: context.state.possession == .away, ballSymbol: context.attributes.ballSymbol)
            if let lastPlay = context.state.lastPlay {
                Text(lastPlay)
                    .font(.footnote)
                    .foregroundStyle(.secondary)
                    .lineLimit(1)
            }
        }
        .padding(.horizontal, 8)
    }
}

struct ScoreRow: View {
    let team: GameAttributes.Team
    let score: Int
    let hasBall: Bool
    let ballSymbol: String

    var body: some View {
        HStack(spacing: 8) {
            PossessionIndicator(hasBall: hasBall, ballSymbol: ballSymbol)
            Text(team.name)
                .font(.headline)
                .lineLimit(1)
            Spacer()
            ScoreText(score: score)
        }
    }
}

// MARK: The example

extension GameAttributes {
    /// The Rhine derby in the Bundesliga.
    public static let rhineDerby = GameAttributes(
        league: "Bundesliga · Matchday 12", ballSymbol: "soccerball",
        home: Team(name: "Borussia Mönchengladbach", abbreviation: "BMG"),
        away: Team(name: "1. FC Köln", abbreviation: "KOE"),
        clockCountsDown: false)
}

extension GameAttributes.ContentState {
    /// The derby as the app pushes it, followed from the 57th minute (1–0 up) to the final
    /// whistle, `seconds` after the activity started. `start` is when it started.
    public static func rhineDerby(at seconds: Double, start: Date) -> Self {
        // The second half kicked off 12 minutes before the activity started; its clock reads
        // on from 45:00, so its interval begins where the match clock would read 0:00.
        let secondHalf = start.addingTimeInterval(-12 * 60)
        let clock = secondHalf.addingTimeInterval(-45 * 60)...secondHalf.addingTimeInterval(45 * 60)
        switch seconds {
        case ..<180:
            return Self(homeScore: 1, awayScore: 0, period: "2nd Half", clock: clock, possession: .away,
                        lastPlay: "23' Goal! Borussia Mönchengladbach")
        case ..<(22 * 60):
            return Self(homeScore: 1, awayScore: 1, period: "2nd Half", clock: clock, possession: .home,
                        lastPlay: "60' Goal! 1. FC Köln equalise")
        case ..<(36 * 60):
            return Self(homeScore: 2, awayScore: 1, period: "2nd Half", clock: clock, possession: .away,
                        lastPlay: "79' Goal! Gladbach lead again")
        default:
            return Self(homeScore: 2, awayScore: 1, period: "Full-time", clock: clock,
                        clockStoppedAt: clock.upperBound, lastPlay: "Gladbach win the Rhine derby",
                        isFinal: true)
        }
    }
}

extension Example {
    public static let sportsScore = Example(
        name: "sports-score", summary: "A Bundesliga derby live: score, match clock, the ball's side, the last goal",
        widget: GameLiveActivity.self, attributes: GameAttributes.self
    ) { start, seconds in
        ActivityPreview(GameAttributes.rhineDerby, .rhineDerby(at: seconds, start: start))
    }
}
