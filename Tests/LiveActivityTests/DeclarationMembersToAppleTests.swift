import Foundation
import Testing
@testable import LiveActivity
import IslandUI

/// ActivityKit's and WidgetKit's members added to reach Apple's interface (issue 39): margins
/// given without edges, the expanded builder's partial blocks, a stale preview context and the
/// background work a configuration accepts.
@Suite("ActivityKit and WidgetKit members, with Apple's labels")
struct DeclarationMembersToAppleTests {
    @Test func marginsWithoutEdgesAreOnEveryEdge() {
        let island = DynamicIsland { DynamicIslandExpandedRegion(.bottom) { Text("Hi") } }
            compactLeading: { Text("L") } compactTrailing: { Text("T") } minimal: { Text("M") }
        let defaults = EdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4)
        #expect(island.contentMargins(8, for: .expanded).margins(for: .expanded, defaults: defaults)
                == EdgeInsets(top: 8, leading: 8, bottom: 8, trailing: 8))
        #expect(island.contentMargins(nil, for: .expanded).margins(for: .expanded, defaults: defaults) == defaults)
        let region = DynamicIslandExpandedRegion(.leading) { Text("L") }.contentMargins(6)
        #expect(region.region.margins == EdgeInsets(top: 6, leading: 6, bottom: 6, trailing: 6))
    }

    @Test func partialBlocksKeepTheRegionsInTheOrderWritten() {
        typealias Builder = DynamicIslandExpandedContentBuilder
        let first = Builder.buildPartialBlock(first: Builder.buildExpression(DynamicIslandExpandedRegion(.leading) { Text("L") }))
        let both = Builder.buildPartialBlock(accumulated: first,
                                             next: Builder.buildExpression(DynamicIslandExpandedRegion(.trailing) { Text("T") }))
        #expect(both.regions.map(\.position) == [.leading, .trailing])
    }

    @Test func aConfigurationsBackgroundWorkIsAcceptedAndTheConfigurationKept() {
        let configuration = ActivityConfiguration(for: MarginAttributes.self) { _ in Text("Hi") } dynamicIsland: { _ in
            DynamicIsland { DynamicIslandExpandedRegion(.bottom) { Text("Hi") } }
                compactLeading: { Text("L") } compactTrailing: { Text("T") } minimal: { Text("M") }
        }
        let kept = configuration.backgroundTask(.urlSession("scores")) { }
            .onBackgroundURLSessionEvents { _, completion in completion() }
        #expect(type(of: kept) == type(of: configuration))
    }

    @Test func aStalePreviewContextCompilesWithApplesLabels() {
        let view = MarginAttributes().previewContext(.init(), isStale: true, viewKind: .content)
        #expect(view is EmptyView)
    }
}

private struct MarginAttributes: ActivityAttributes {
    struct ContentState: Codable & Hashable {}
}
