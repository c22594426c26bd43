import Foundation
import IslandExamples
import IslandInputs
import IslandPlayback
@testable import IslandPreview
import Testing
import TermIsland
import TerminalCanvas

// What a package of a user's own gets (docs/Previewer.md, "Previews from your own package"):
// its widget previewed under its app's name, a scenario in which it competes with island's
// examples, and a scenario that cannot be played refused with its problems.

struct CourierAttributes: ActivityAttributes {
    struct ContentState: Codable, Hashable {
        var stopsAway: Int
        var eta: ClosedRange<Date>
    }
    var orderNumber: String
}

struct CourierWidget: Widget {
    var body: some WidgetConfiguration {
        ActivityConfiguration(for: CourierAttributes.self) { context in
            HStack {
                Label("Order \(context.attributes.orderNumber)", systemImage: "shippingbox")
                Spacer()
                Text(timerInterval: context.state.eta, countsDown: true)
            }
        } dynamicIsland: { context in
            DynamicIsland {
                DynamicIslandExpandedRegion(.bottom) { Text("\(context.state.stopsAway) stops away") }
            } compactLeading: {
                Image(systemName: "shippingbox")
            } compactTrailing: {
                Text("\(context.state.stopsAway)")
            } minimal: {
                Text("\(context.state.stopsAway)")
            }
        }
    }
}

@Suite("Previews from a package of your own")
struct OwnPackageTests {
    static func states(from start: Date) -> [CourierAttributes.ContentState] {
        let eta = start...start.addingTimeInterval(40 * 60)
        return [.init(stopsAway: 5, eta: eta), .init(stopsAway: 3, eta: eta), .init(stopsAway: 1, eta: eta)]
    }

    /// The blocks of docs/Previewer.md this file checks, in order.
    static func guideBlocks() throws -> [String] {
        let marker = "<!-- checked by Tests/IslandPreviewTests/OwnPackageTests.swift -->\n```\n"
        let guide = try String(contentsOf: PreviewTesting.packageRoot.appendingPathComponent("docs/Previewer.md"), encoding: .utf8)
        return guide.components(separatedBy: marker).dropFirst().compactMap { $0.components(separatedBy: "```\n").first }
    }

    /// The scenario docs/examples/MyActivityPreview plays with its widget among the examples.
    static let amongExamples = PreviewTesting.packageRoot.appendingPathComponent("docs/examples/MyActivityPreview/among-examples.json")

    @Test func yourWidgetCompetesWithTheBuiltInExamples() throws {
        let scenario = try Scenario.load(from: Self.amongExamples)
        var kinds = ActivityKinds.builtInExamples
        kinds.register(IslandPreview.kind(CourierWidget.self, attributes: CourierAttributes(orderNumber: "#4821"),
                                          states: Self.states(from: scenario.start)), as: "delivery")
        #expect(kinds.names == Example.all.map(\.name) + ["delivery"])
        let player = ScenarioPlayer(scenario: scenario, kinds: kinds)
        #expect(player.validate() == [])
        let frames = player.frames(at: [60, 600])
        let guide = try Self.guideBlocks()
        try #require(guide.count == 2)
        #expect(frames[0].system.arrangement.reason.description + "\n" == guide[0])
        #expect(frames[1].system.arrangement.reason.description.hasPrefix("Delivery relevance 90 beats Pizza's 60"))
        // Its states step every five minutes from the scenario's start: three stops at 5m, one at 10m.
        #expect(frames[1].scene.island?.canvas.plainText.contains("1") == true)
        #expect(frames[1].scene.errors == [])
    }

    @Test func theBuiltInExamplesAreIslandsOwn() {
        let kinds = ActivityKinds.builtInExamples
        #expect(kinds.names == ["pizza-delivery", "emoji-rangers", "sports-score", "ride-share", "kitchen-timer", "flight", "workout"])
        #expect(kinds.kind(named: "pizza-delivery")?.attributesType == "PizzaDeliveryAttributes")
        #expect(kinds.kind(attributesType: "FlightAttributes") != nil)
    }

    /// Refused before a terminal is looked for: this runs in any test environment.
    @Test func aScenarioThatCannotBePlayedIsRefusedWithEveryProblem() throws {
        let scenario = try Scenario.parse(Data(#"""
            {"name": "race", "timeline": [
              {"at": "0s", "request": {"id": "a", "app": "Pizza", "example": "piza"}},
              {"at": "1m", "update": {"id": "ghost"}},
              {"at": "2m", "request": {"id": "b", "app": "Flights", "example": "flight", "state": {"gate": 3}}}]}
            """#.utf8), file: "race.json")
        #expect {
            try IslandPreview.run(scenario: scenario, kinds: .builtInExamples)
        } throws: { error in
            guard let error = error as? UnplayableScenario else { return false }
            return error.problems.map(\.path) == ["$.timeline[0].request.example", "$.timeline[1].update.id", "$.timeline[2].request.state"]
                && (try? Self.guideBlocks().last) == error.description + "\n"
        }
    }

    @Test func yourWidgetsPreviewIsNamedAfterItsApp() throws {
        let now = Date(timeIntervalSince1970: 1_900_000_000.4)
        let (scenario, kinds) = try IslandPreview.preview(
            CourierWidget.self, attributes: CourierAttributes(orderNumber: "#4821"), states: Self.states(from: now),
            app: "Delivery", device: .iPhone15Pro, now: now)
        #expect(scenario.name == "Delivery")
        #expect(kinds.names == ["Delivery"])
        // It starts now, so states made from `Date()` read as made: the full 40 minutes to go.
        #expect(scenario.start == Date(timeIntervalSince1970: 1_900_000_000))
        let session = PreviewSession(scenario: scenario, kinds: kinds)
        let (loop, backend) = PreviewTesting.loop(session)
        _ = try loop.step(at: 0, event: nil)
        let screen = backend.screen.plainText
        #expect(screen.hasPrefix(" TermIsland · Delivery · "))
        #expect(!screen.contains("CourierAttributes"))
        #expect(screen.contains("40:00"))
        // Another activity of it, started by hand, comes from an app named after the app too.
        session.perform(.startAnotherApp)
        #expect(session.flash == .started(app: "Delivery 1", activityID: session.selectedID ?? ""))
        #expect(session.log.last?.text.hasPrefix("Delivery 1: requested") == true)
    }
}
