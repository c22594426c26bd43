import Foundation
import Testing
@testable import LiveActivity

/// A home-screen widget's entry says how much it matters, as WidgetKit's (issue 39).
@Suite("TimelineEntryRelevance")
struct TimelineEntryRelevanceTests {
    struct Plain: TimelineEntry { let date: Date }
    struct Scored: TimelineEntry {
        let date: Date
        var relevance: TimelineEntryRelevance? { TimelineEntryRelevance(score: 40, duration: 600) }
    }

    @Test func anEntryIsNotRelevantUnlessItSays() throws {
        #expect(Plain(date: .distantPast).relevance == nil)
        let relevance = try #require(Scored(date: .distantPast).relevance)
        #expect(relevance == TimelineEntryRelevance(score: 40, duration: 600) && TimelineEntryRelevance(score: 1).duration == 0)
        let coded = try JSONDecoder().decode(TimelineEntryRelevance.self, from: JSONEncoder().encode(relevance))
        #expect(coded == relevance)
    }
}
