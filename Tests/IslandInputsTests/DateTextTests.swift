import Foundation
@testable import IslandInputs
import LiveActivity
import Testing

/// Dates written as text reach Foundation's ISO 8601 parser only in the shapes it takes: a
/// fraction of a hundred digits made ICU divide by zero and stop the process (found by fuzzing
/// the `state` target).
@Suite("Dates as ISO 8601 text")
struct DateTextTests {
    @Test(arguments: [
        ("2027-01-15T08:00:00Z", 1_800_000_000.0),
        ("2027-01-15T08:00:00.5Z", 1_800_000_000.5),
        ("2027-01-15T08:00:00.123456789Z", 1_800_000_000.123456789),
        ("2027-01-15T09:00:00+01:00", 1_800_000_000),
        ("2027-01-15T09:00:00+0100", 1_800_000_000),
        ("2027-01-15T03:00:00-05:00", 1_800_000_000),
    ])
    func wellFormedDatesAreRead(_ text: String, _ seconds: Double) throws {
        let date = try #require(ISO8601Text.date(from: text))
        #expect(abs(date.timeIntervalSince1970 - seconds) < 0.001)
    }

    @Test(arguments: [
        "2027-01-15T08:00:00.1111111111Z",                    // ten digits of fraction
        "2027-01-15T08:00:00." + String(repeating: "1", count: 100) + "Z",
        "2027-01-15T08:00:00", "2027-01-15 08:00:00Z", "2027-1-15T08:00:00Z", "soon", "",
        "2027-01-15T08:00:00Zextra", "2027-01-15T08:00:00+1:00", "２０２７-01-15T08:00:00Z",
    ])
    func otherTextIsNotADate(_ text: String) {
        #expect(ISO8601Text.date(from: text) == nil)
    }

    @Test func aStateWithAHundredDigitFractionIsAnErrorNotACrash() {
        struct State: Decodable { var when: Date }
        let json = #"{"when": "2027-01-15T08:00:00.\#(String(repeating: "1", count: 100))5Z"}"#
        let result = ActivityDataDecoding.decode(State.self, from: Data(json.utf8))
        guard case .failure(let problem) = result else {
            Issue.record("decoded a date from a hundred-digit fraction")
            return
        }
        #expect(problem.path == "$.when")
        #expect(problem.reason.hasPrefix("expected a date such as \"2027-01-15T08:30:00Z\""))
    }

    @Test func aScenarioStartIsReadTheSameWay() {
        let json = #"{"start": "2027-01-15T08:00:00.\#(String(repeating: "9", count: 60))Z", "timeline": []}"#
        #expect(throws: InputFileError.self) { try Scenario.parse(Data(json.utf8), file: "s.json") }
    }
}
