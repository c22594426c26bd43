@testable import ActivityRuntime
import Foundation
@testable import IslandInputs
@testable import LiveActivity
import Testing

/// The sample payloads in docs/scenarios/payloads/ parse, to the pizza delivery's values.
struct PushPayloadSampleTests {
    /// Its dates as ActivityKit decodes them: seconds since 2001-01-01 (08:00 and 08:25 on 2027-01-15).
    private let state = Data(#"{"deliveryTimer":[821692800,821694300],"driverName":"Bill James"}"#.utf8)

    @Test func startPizza() throws {
        let url = PushFixtures.sample("start-pizza.json")
        let payload = try PushPayload.load(from: url)
        #expect(payload == PushPayload(
            timestamp: PushFixtures.date(1_800_000_000), event: .start, contentState: state,
            staleDate: PushFixtures.date(1_800_001_800), relevanceScore: 50,
            alert: AlertConfiguration(title: "Your pizza is on its way", body: "Bill James is bringing your 2 pizzas", sound: .default),
            attributesType: "PizzaDeliveryAttributes",
            attributes: Data(#"{"numberOfPizzas":2,"totalAmount":"$23.50"}"#.utf8),
            requestsPushToken: true, byteCount: try Data(contentsOf: url).count))
    }

    @Test func updatePizza() throws {
        let payload = try PushPayload.load(from: PushFixtures.sample("update-pizza.json"))
        #expect(payload.event == .update)
        #expect(payload.timestamp == PushFixtures.date(1_800_000_600))
        #expect(payload.contentState == state)
        #expect(payload.relevanceScore == 90)
        #expect(payload.alert == AlertConfiguration(title: "Bill James is almost there",
                                                    body: "Your 2 pizzas arrive in 15 minutes", sound: .named("chime.aiff")))
    }

    @Test func endPizza() throws {
        let payload = try PushPayload.load(from: PushFixtures.sample("end-pizza.json"))
        #expect(payload.event == .end)
        #expect(payload.timestamp == PushFixtures.date(1_800_001_500))
        #expect(payload.contentState == state)
        #expect(payload.dismissalDate == PushFixtures.date(1_800_003_300))
        #expect(payload.alert == nil)
    }

    @Test func theSamplesArriveInOrder() throws {
        var ledger = PushLedger()
        for name in ["start-pizza.json", "update-pizza.json", "end-pizza.json"] {
            #expect(ledger.admit(try PushPayload.load(from: PushFixtures.sample(name)), for: "pizza") == .accepted, "\(name)")
        }
    }

    @Test func theSampleStatesDecodeAsThePizzaExample() throws {
        // The state a push carries is the one the example's views draw, read as a device reads it.
        let payload = try PushPayload.load(from: PushFixtures.sample("update-pizza.json"))
        struct State: Decodable { var driverName: String; var deliveryTimer: ClosedRange<Date> }
        let decoded = try ActivityDataDecoding.decode(State.self, from: payload.contentState ?? Data(), source: .push).get()
        #expect(decoded.driverName == "Bill James")
        #expect(decoded.deliveryTimer == PushFixtures.date(1_800_000_000)...PushFixtures.date(1_800_001_500))
    }
}
