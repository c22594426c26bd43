import Foundation
import Testing
@testable import IslandUI

/// iOS 17's App Intents beside a widget (issue 39): relevance for the Smart Stack, deprecation,
/// progress, media and search intents, an enumerable query and a widget family parameter,
/// written as Apple's documentation writes them.
@Suite("App Intents of iOS 17: relevance, deprecation, media and search")
struct SystemIntents17Tests {
    struct CourierConfiguration: WidgetConfigurationIntent {
        static let title: LocalizedStringResource = "Courier"
        func perform() async throws -> some IntentResult { .result() }
    }

    struct TrackIntent: AppIntent {
        static let title: LocalizedStringResource = "Track"
        func perform() async throws -> some IntentResult { .result() }
    }

    struct OldTrackIntent: DeprecatedAppIntent {
        static let title: LocalizedStringResource = "Track (old)"
        static var deprecation: IntentDeprecation<TrackIntent> { IntentDeprecation(message: "Use Track", replacedBy: TrackIntent.self) }
        func perform() async throws -> some IntentResult { .result() }
    }

    struct RetiredIntent: DeprecatedAppIntent {
        static let title: LocalizedStringResource = "Retired"
        static var deprecation: IntentDeprecation<Never> { IntentDeprecation(message: "Gone") }
        func perform() async throws -> some IntentResult { .result() }
    }

    struct SearchOrders: ShowInAppSearchResultsIntent {
        static let title: LocalizedStringResource = "Search orders"
        var criteria = StringSearchCriteria(term: "")
        func perform() async throws -> some IntentResult { .result() }
    }

    struct PlayTrailer: PlayVideoIntent, AudioPlaybackIntent, ProgressReportingIntent {
        static let title: LocalizedStringResource = "Play trailer"
        static let supportedCategories: [VideoCategory] = [.movies, .tv]
        var term = ""
        func perform() async throws -> some IntentResult {
            progress.totalUnitCount = 1
            return .result()
        }
    }

    struct Stop: AppEntity {
        let id: Int
        static let typeDisplayRepresentation: TypeDisplayRepresentation = "Stop"
        static let defaultQuery = StopQuery()
        var displayRepresentation: DisplayRepresentation { "Stop \(id)" }
    }

    struct StopQuery: EnumerableEntityQuery {
        func entities(for identifiers: [Int]) async throws -> [Stop] { identifiers.map(Stop.init(id:)) }
        func allEntities() async throws -> [Stop] { [Stop(id: 1), Stop(id: 2)] }
    }

    @Test func relevantIntentsAreKeptAsTheLastUpdateGaveThem() async throws {
        let relevance: [RelevantIntent] = [
            RelevantIntent(CourierConfiguration(), widgetKind: "Delivery", relevance: .fitness(.activeWorkout)),
            RelevantIntent(CourierConfiguration(), widgetKind: "Delivery", relevance: .location(inferred: .commute)),
            RelevantIntent(CourierConfiguration(), widgetKind: "Delivery", relevance: .hardware(headphones: .connected)),
        ]
        try await RelevantIntentManager.shared.updateRelevantIntents(relevance)
        let lines = RelevantIntentManager.shared.relevantIntents.map(\.description)
        let drawn = render(VStack(alignment: .leading, spacing: 0) { ForEach(lines, id: \.self) { Text($0) } }, width: 54)
        #expect(drawn == """
            Delivery (CourierConfiguration): fitness activeWorkout
            Delivery (CourierConfiguration): location commute     ¶
            Delivery (CourierConfiguration): headphones connected ¶
            """)
        try await RelevantIntentManager.shared.updateRelevantIntents([
            RelevantIntent(CourierConfiguration(), widgetKind: "Delivery", relevance: .sleep(.bedtime)),
        ])
        #expect(RelevantIntentManager.shared.relevantIntents.map(\.description) == ["Delivery (CourierConfiguration): sleep bedtime"])
    }

    @Test func deprecationsKeepTheirMessageAndReplacement() {
        #expect(OldTrackIntent.deprecation.message.text == "Use Track" && OldTrackIntent.deprecation.replacedBy == TrackIntent.self)
        #expect(RetiredIntent.deprecation.message.text == "Gone" && RetiredIntent.deprecation.replacedBy == nil)
    }

    @Test func searchAndVideoIntentsOpenTheAppAndDrawTheirScopes() async throws {
        #expect(SearchOrders.openAppWhenRun && PlayTrailer.openAppWhenRun && !TrackIntent.openAppWhenRun)
        #expect(SearchOrders.searchScopes == [.general])
        var intent = PlayTrailer()
        intent.term = "Pizza"
        _ = try await intent.perform()
        let row = HStack(spacing: 1) {
            ForEach(PlayTrailer.supportedCategories, id: \.self) { Text($0.localizedStringResource) }
            Text(StringSearchScope.freeformVideo.localizedStringResource)
        }
        #expect(render(row, width: 13) == "MoviesTVVideo", "a spacing of 1 point is less than a cell")
    }

    @Test func anEnumerableQueryListsEveryEntity() async throws {
        let stops = try await StopQuery().allEntities()
        #expect(stops.map(\.id) == [1, 2] && StopQuery.findIntentDescription == nil)
    }

    @Test func aCollectionSizeIsExactOrARange() {
        let three: IntentCollectionSize = 3
        #expect(three == IntentCollectionSize(exactly: 3) && three.min == 3 && three.max == 3)
        #expect(IntentCollectionSize(min: 1, max: 4) != three)
        #expect(IntentWidgetFamily.allCases.count == 9 && IntentWidgetFamily.accessoryCorner != .systemSmall)
    }
}
