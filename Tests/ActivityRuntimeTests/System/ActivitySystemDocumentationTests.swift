@testable import ActivityRuntime
import Foundation
@testable import IslandInputs
import LiveActivity
import Testing

// The examples of docs/ActivitySystem.md, run: the document quotes what these print.

private struct PizzaDeliveryAttributes: ActivityAttributes {
    struct ContentState: Codable & Hashable {
        var driverName: String
        var minutesAway: Int
    }
    var numberOfPizzas: Int
}

@Test func theActivityAPIExampleFromTheGuide() async throws {
    let start = ISO8601DateFormatter().date(from: "2027-01-15T08:00:00Z")!
    let system = ActivitySystem(device: .iPhone15Pro, start: start)
    let log = try await system.run(as: "Pizza") {
        let activity = try Activity.request(
            attributes: PizzaDeliveryAttributes(numberOfPizzas: 2),
            content: ActivityContent(state: .init(driverName: "Bill", minutesAway: 20), staleDate: nil, relevanceScore: 50),
            pushType: .token)
        let states = activity.activityStateUpdates

        system.advance(by: 5 * 60)
        await activity.update(
            ActivityContent(state: .init(driverName: "Bill", minutesAway: 2), staleDate: start.addingTimeInterval(30 * 60)),
            alertConfiguration: AlertConfiguration(title: "Almost there", body: "Bill is around the corner"))
        let expanded = system.arrangement.reason.description
        system.advance(by: 10)
        let compact = system.arrangement.reason.description
        system.advance(by: 30 * 60)
        await activity.end(nil, dismissalPolicy: .default)
        system.advance(by: 5 * 3600)

        var seen: [ActivityState] = []
        for await state in states { seen.append(state) }
        return [expanded, compact, "\(seen)"] + system.log.map { "\($0.date.formatted(.iso8601)) \($0.text)" }
    }
    let printed = log.joined(separator: "\n")
    #expect(printed == """
        Pizza has an alert or is touched and held: expanded
        Pizza is the only app with an activity: compact (policy: highest relevance, ties to the first started)
        [stale, ended, dismissed]
        2027-01-15T08:00:00Z Pizza: requested pizza-1
        2027-01-15T08:05:00Z Pizza: updated pizza-1 with an alert: "Almost there": expanded for 4s
        2027-01-15T08:30:00Z Pizza: pizza-1 is stale: its stale date passed
        2027-01-15T08:35:10Z Pizza: ended pizza-1; on the Lock Screen for 4h more
        2027-01-15T12:35:10Z Pizza: pizza-1 leaves the Lock Screen
        """)
}
