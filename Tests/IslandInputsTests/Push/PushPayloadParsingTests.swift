@testable import ActivityRuntime
import Foundation
@testable import IslandInputs
@testable import LiveActivity
import Testing

/// Valid payloads, each read to the values ActivityKit would apply.
struct PushPayloadParsingTests {
    @Test func startCarriesAttributesAlertAndATokenRequest() throws {
        let json = #"""
            {
              "aps": {
                "timestamp": 1800000000,
                "event": "start",
                "content-state": { "driverName": "Bill James", "deliveryTimer": [821692800, 821694300] },
                "attributes-type": "PizzaDeliveryAttributes",
                "attributes": { "totalAmount": "$23.50", "numberOfPizzas": 2 },
                "stale-date": 1800001800,
                "relevance-score": 50,
                "input-push-token": 1,
                "alert": { "title": "Your pizza is on its way", "body": "Bill James is bringing your 2 pizzas", "sound": "default" }
              }
            }
            """#
        let payload = try PushFixtures.parse(json)
        #expect(payload == PushPayload(
            timestamp: PushFixtures.date(1_800_000_000), event: .start,
            contentState: Data(#"{"deliveryTimer":[821692800,821694300],"driverName":"Bill James"}"#.utf8),
            staleDate: PushFixtures.date(1_800_001_800), dismissalDate: nil, relevanceScore: 50,
            alert: AlertConfiguration(title: "Your pizza is on its way", body: "Bill James is bringing your 2 pizzas", sound: .default),
            attributesType: "PizzaDeliveryAttributes",
            attributes: Data(#"{"numberOfPizzas":2,"totalAmount":"$23.50"}"#.utf8),
            requestsPushToken: true, byteCount: json.utf8.count))
    }

    @Test func updateWithALocalizedAlert() throws {
        let payload = try PushFixtures.parse(PushFixtures.validUpdate(
            #""relevance-score": 90.5"#, #""stale-date": 1800001800"#,
            #""alert": {"title": {"loc-key": "%@ is almost there", "loc-args": ["Bill James"]}, "body": "Two minutes away"}"#))
        #expect(payload.event == .update)
        #expect(payload.timestamp == PushFixtures.date(1_800_000_600))
        #expect(payload.contentState == Data(#"{"driverName":"Bill James"}"#.utf8))
        #expect(payload.relevanceScore == 90.5)
        #expect(payload.staleDate == PushFixtures.date(1_800_001_800))
        #expect(payload.alert == AlertConfiguration(title: "Bill James is almost there", body: "Two minutes away", sound: .default))
        #expect(payload.attributesType == nil && payload.attributes == nil && payload.dismissalDate == nil)
        #expect(payload.requestsPushToken == false)
    }

    @Test func endWithoutAFinalStateOrAnAlert() throws {
        let payload = try PushFixtures.parse(PushFixtures.payload(PushFixtures.timestamp, PushFixtures.end, #""dismissal-date": 1800003300"#))
        #expect(payload == PushPayload(timestamp: PushFixtures.date(1_800_000_600), event: .end, contentState: nil,
                                       dismissalDate: PushFixtures.date(1_800_003_300), byteCount: payload.byteCount))
        #expect(payload.byteCount == 80)
    }

    @Test func endWithAFinalStateAndAPastDismissalDateToGoAtOnce() throws {
        // A dismissal date already past removes the activity at once; 1 is a common way to say so.
        let payload = try PushFixtures.parse(PushFixtures.payload(PushFixtures.timestamp, PushFixtures.end, PushFixtures.state, #""dismissal-date": 1"#))
        #expect(payload.contentState == Data(#"{"driverName":"Bill James"}"#.utf8))
        #expect(payload.dismissalDate == PushFixtures.date(1))
    }

    @Test func customKeysBesideApsAreAllowedAndIgnored() throws {
        let plain = try PushFixtures.parse(PushFixtures.validUpdate())
        let withCustomKeys = try PushFixtures.parse(
            #"{"order": "A-1042", "aps": {"# + [PushFixtures.timestamp, PushFixtures.update, PushFixtures.state].joined(separator: ", ")
                + #"}, "tracking": {"campaign": [1, 2, null], "APS": true}}"#)
        #expect(withCustomKeys.byteCount > plain.byteCount)
        var sized = withCustomKeys
        sized.byteCount = plain.byteCount
        #expect(sized == plain)
    }

    @Test(arguments: [
        ("0", 0.0),                          // a real push-to-start example sends 0
        ("1800000000.25", 1_800_000_000.25),
        ("4102444800", 4_102_444_800),       // 2100-01-01, the last date taken
    ])
    func timestampsAreUNIXSeconds(_ written: String, _ seconds: TimeInterval) throws {
        let payload = try PushFixtures.parse(PushFixtures.payload(#""timestamp": \#(written)"#, PushFixtures.update, PushFixtures.state))
        #expect(payload.timestamp == PushFixtures.date(seconds))
    }

    @Test func controlCharactersInAnAlertParseAsWritten() throws {
        // Rendering strips them, as it does for every content string; the payload keeps them.
        let payload = try PushFixtures.parse(PushFixtures.validUpdate(
            #""alert": {"title": "Pizza\u0007 \u001B[31mred\u001B[0m\n!", "body": "tab\there"}"#))
        #expect(payload.alert?.title == "Pizza\u{7} \u{1B}[31mred\u{1B}[0m\n!")
        #expect(payload.alert?.body == "tab\there")
    }

    @Test func aZeroTokenRequestIsNoRequest() throws {
        #expect(try PushFixtures.parse(PushFixtures.validStart(#""input-push-token": 0"#)).requestsPushToken == false)
        #expect(try PushFixtures.parse(PushFixtures.validStart()).requestsPushToken == false)
    }

    @Test func qualifiedAttributesTypeNames() throws {
        let payload = try PushFixtures.parse(PushFixtures.payload(
            PushFixtures.timestamp, PushFixtures.start, PushFixtures.state, PushFixtures.attributes, PushFixtures.alert,
            #""attributes-type": "PizzaKit.DeliveryAttributes_2""#))
        #expect(payload.attributesType == "PizzaKit.DeliveryAttributes_2")
    }

    // MARK: Embedded in another file

    /// A payload inside a scenario-like file, read from its node so errors carry its path.
    private func embedded(_ payload: String) throws -> PushPayload {
        let json = #"{"timeline": [{}, {}, {}, {}, {"push": {"payload": "# + payload + "}}]}"
        let root = try JSONSerialization.jsonObject(with: Data(json.utf8)) as! [String: Any]
        let timeline = root["timeline"] as! [Any]
        let push = (timeline[4] as! [String: Any])["push"] as! [String: Any]
        return try PushPayload(node: JSONFileNode(value: push["payload"]!, path: "$.timeline[4].push.payload", file: "scenario.json"))
    }

    @Test func anEmbeddedPayloadIsMeasuredCompactly() throws {
        let payload = try embedded(#"{ "aps" : { "timestamp" : 1800000600 , "event" : "end" } }"#)
        #expect(payload.byteCount == #"{"aps":{"timestamp":1800000600,"event":"end"}}"#.utf8.count)
        #expect(payload.event == .end)
    }

    @Test func anEmbeddedPayloadsErrorsCarryItsPath() {
        #expect(throws: InputFileError(file: "scenario.json", location: "$.timeline[4].push.payload.aps.event",
                                       reason: #"expected one of "start", "update" or "end", got "stop""#)) {
            try embedded(PushFixtures.payload(PushFixtures.timestamp, #""event": "stop""#))
        }
        #expect(throws: InputFileError(file: "scenario.json", location: "$.timeline[4].push.payload",
                                       reason: #"missing required key "aps""#)) {
            try embedded("{}")
        }
        let big = #"{"padding": "\#(String(repeating: "x", count: 4100))", "aps": {}}"#
        #expect(throws: InputFileError(file: "scenario.json", location: "$.timeline[4].push.payload",
                                       reason: "the payload is 4,123 bytes; APNs allows 4,096 for a Live Activity push")) {
            try embedded(big)
        }
    }
}
