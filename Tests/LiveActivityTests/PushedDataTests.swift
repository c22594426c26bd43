import Foundation
@testable import LiveActivity
import TermIsland
import Testing

/// A push's data read as the device reads it: decoded into the kind's own types by a
/// `JSONDecoder` at its defaults, where a `Date` is a number of seconds since 2001-01-01; and
/// when it does not decode, the problem says where, what the type expects, what came, and the
/// key a missing one was misspelt as.
struct PushedDataTests {
    struct Delivery: ActivityAttributes {
        struct ContentState: Codable, Hashable {
            var driverName: String
            var deliveryTimer: ClosedRange<Date>
            var isLate: Bool?
        }
        var pizzas: Int
    }

    struct DeliveryWidget: Widget {
        var body: some WidgetConfiguration {
            ActivityConfiguration(for: Delivery.self) { context in
                Text(context.state.driverName)
            } dynamicIsland: { context in
                DynamicIsland {
                    DynamicIslandExpandedRegion(.center) { Text(context.state.driverName) }
                } compactLeading: { Text("🍕") } compactTrailing: { Text(context.state.driverName) } minimal: { Text("🍕") }
            }
        }
    }

    let kind = ActivityKind.widget(DeliveryWidget.self, attributes: Delivery.self)

    /// 2027-01-15 08:00 and 08:25 UTC.
    static let eight = Date(timeIntervalSince1970: 1_800_000_000)
    static let twentyFivePast = Date(timeIntervalSince1970: 1_800_001_500)

    func state(_ json: String) -> Data { Data(json.utf8) }

    @Test func aDateIsSecondsSince2001AndIsKeptInTheSystemsOwnEncoding() throws {
        let pushed = try kind.readPushed(attributes: nil, state: state(#"{"driverName": "Zelda", "deliveryTimer": [821692800, 821694300]}"#))
        let kept = try #require(pushed.state)
        // Kept as the system keeps data: its dates as ISO 8601 text, which every renderer reads.
        #expect(String(decoding: kept, as: UTF8.self) == #"{"deliveryTimer":["2027-01-15T08:00:00Z","2027-01-15T08:25:00Z"],"driverName":"Zelda"}"#)
        let drawn = try ActivityDataDecoding.decode(Delivery.ContentState.self, from: kept).get()
        #expect(drawn.deliveryTimer == Self.eight...Self.twentyFivePast)
        #expect(pushed.attributes == nil)
    }

    /// The reference date's offset, at its edge: one second either side is another moment.
    @Test func theReferenceDateIsTheFirstSecondOf2001() throws {
        let pushed = try kind.readPushed(attributes: nil, state: state(#"{"driverName": "A", "deliveryTimer": [-1, 0]}"#))
        #expect(String(decoding: pushed.state!, as: UTF8.self).contains(#"["2000-12-31T23:59:59Z","2001-01-01T00:00:00Z"]"#))
        #expect(ActivityDataDecoding.referenceDateOffset == Date(timeIntervalSinceReferenceDate: 0).timeIntervalSince1970)
    }

    /// A UNIX time decodes, as on a device, 31 years late: the number is a valid date there.
    @Test func aUnixTimeDecodesAsADeviceReadsIt() throws {
        let pushed = try kind.readPushed(attributes: nil, state: state(#"{"driverName": "A", "deliveryTimer": [1800000000, 1800001500]}"#))
        #expect(String(decoding: pushed.state!, as: UTF8.self).contains(#""2058-01-15T08:00:00Z""#))
    }

    @Test func aDateWrittenAsTextIsDroppedWithTheNumberItShouldHaveBeen() {
        let error = kind.problem(state: state(#"{"driverName": "Zelda", "deliveryTimer": ["2027-01-15T08:00:00Z", "2027-01-15T08:25:00Z"]}"#), source: .push)
        #expect(error?.description == "the content state for Delivery: $.deliveryTimer[0]: expected a date as ActivityKit decodes one, "
                + #"a number of seconds since 2001-01-01 (JSONDecoder's default), got the string "2027-01-15T08:00:00Z"; that moment is 821692800"#)
        #expect(error?.problem.found == .string("2027-01-15T08:00:00Z"))
        // TermIsland's own files read the same text as a date.
        #expect(kind.problem(state: state(#"{"driverName": "Zelda", "deliveryTimer": ["2027-01-15T08:00:00Z", "2027-01-15T08:25:00Z"]}"#)) == nil)
    }

    /// Text where a date goes that is not a date is no date hint: only the type's expectation.
    @Test func textThatIsNoDateGetsNoDateHint() {
        let error = kind.problem(state: state(#"{"driverName": "Zelda", "deliveryTimer": "soon"}"#), source: .push)
        #expect(error?.description == #"the content state for Delivery: $.deliveryTimer: expected an array, got the string "soon""#)
        #expect(error?.problem.hint == nil)
    }

    @Test func aMissingKeyNamesTheKeyItWasMisspeltAs() {
        let error = kind.problem(state: state(#"{"driverNam": "Zelda Quill", "deliveryTimer": "soon"}"#), source: .push)
        #expect(error?.description == #"the content state for Delivery: $: missing required key "driverName"; the data has "driverNam": did you mean "driverName"?"#)
        #expect(error?.problem.misspelling == ActivityDataProblem.Misspelling(written: "driverNam", meant: "driverName"))
    }

    /// A key nothing like the missing one is not offered; nor is a key beside it of another level.
    @Test func aMissingKeyWithNothingCloseSuggestsNothing() {
        let error = kind.problem(state: state(#"{"courier": "Zelda", "deliveryTimer": [0, 1]}"#), source: .push)
        #expect(error?.description == #"the content state for Delivery: $: missing required key "driverName""#)
        #expect(error?.problem.misspelling == nil)
    }

    /// What came is said by its JSON type: a Boolean is not a number, a number is not text.
    @Test(arguments: [
        (#"{"driverName": true, "deliveryTimer": [0, 1]}"#, "$.driverName: expected a string, got true"),
        (#"{"driverName": 7, "deliveryTimer": [0, 1]}"#, "$.driverName: expected a string, got the number 7"),
        (#"{"driverName": "A", "deliveryTimer": [0, 1], "isLate": "no"}"#, #"$.isLate: expected true or false, got the string "no""#),
        (#"{"driverName": ["A"], "deliveryTimer": [0, 1]}"#, "$.driverName: expected a string, got an array of 1"),
        (#"{"driverName": {"first": "A"}, "deliveryTimer": [0, 1]}"#, "$.driverName: expected a string, got an object of 1 key"),
        (#"{"driverName": null, "deliveryTimer": [0, 1]}"#, "$.driverName: expected a string, got null"),
    ])
    func whatCameIsSaid(json: String, problem: String) {
        #expect(kind.problem(state: state(json), source: .push)?.problem.description == problem)
    }

    @Test func aStartsAttributesAreReadTooAndTheirProblemNamesThem() throws {
        let pushed = try kind.readPushed(attributes: state(#"{"pizzas": 3}"#), state: state(#"{"driverName": "A", "deliveryTimer": [0, 1]}"#))
        #expect(pushed.attributes.map { String(decoding: $0, as: UTF8.self) } == #"{"pizzas":3}"#)
        let error = kind.problem(attributes: state(#"{"pizza": 3}"#), state: state(#"{"driverName": "A", "deliveryTimer": [0, 1]}"#), source: .push)
        #expect(error?.description == #"the attributes for Delivery: $: missing required key "pizzas"; the data has "pizza": did you mean "pizzas"?"#)
    }

    /// What came is quoted up to 60 characters; a longer string is cut there, with "…".
    @Test func aLongStringThatCameIsCutAtSixtyCharacters() {
        let sixty = String(repeating: "a", count: 60)
        #expect(FoundValue.string(sixty).description == "the string \"\(sixty)\"")
        #expect(FoundValue.string(sixty + "b").description == "the string \"\(sixty)…\"")
        let error = kind.problem(state: state(#"{"driverName": "A", "deliveryTimer": "\#(String(repeating: "x", count: 10_000))"}"#), source: .push)
        #expect(error?.description == "the content state for Delivery: $.deliveryTimer: expected an array, got the string \"\(String(repeating: "x", count: 60))…\"")
    }
}
