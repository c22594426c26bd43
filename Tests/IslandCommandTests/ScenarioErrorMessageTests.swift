import Foundation
import Testing
import TermIsland
import IslandInputs
import IslandPlayback
import IslandExamples
@testable import IslandCommandLine
@testable import IslandCommands

@Suite("Scenario errors: what is wrong, where, and what would be right")
struct ScenarioErrorMessageTests {
    @Test func durationsSayWhyTheyAreRefused() {
        func message(_ at: String) -> String {
            do { _ = try Scenario.parse(Data(#"{"timeline": [{"at": \#(at), "lock": true}]}"#.utf8), file: "s.json") } catch {
                return error.reason
            }
            return ""
        }
        #expect(message(#""-5m""#) == #"expected a duration, which is never negative, such as "90s", got "-5m""#)
        #expect(message("-60") == #"expected a duration, which is never negative, such as "90s", got -60"#)
        #expect(message(#""99999h""#) == #"expected a duration of at most a year (an activity lives twelve hours at most), got "99999h""#)
        #expect(message(#""soon""#) == #"expected a duration such as "90s" or "1h30m", got "soon""#)
    }

    @Test func emptyNamesAreCaughtByValidate() throws {
        #expect(throws: InputFileError.self) {
            try Scenario.parse(Data(#"{"timeline": [{"at": 0, "open": ""}]}"#.utf8), file: "s.json")
        }
    }

    @Test func aRequestOver4KBIsListedWithItsRefusalAndTheScenarioGoesOn() throws {
        let big = String(repeating: "x", count: 5000)
        let scenario = try Scenario.parse(Data(#"""
            {"timeline": [{"at": 0, "request": {"id": "a", "app": "A", "example": "pizza-delivery",
              "state": {"driverName": "\#(big)", "deliveryTimer": ["2027-01-15T08:00:00Z", "2027-01-15T08:25:00Z"]}}},
              {"at": "1m", "request": {"id": "b", "app": "B", "example": "flight"}}]}
            """#.utf8), file: "s.json")
        let player = TranscriptPlayer(scenario)
        // The file is playable: the device refuses the request when it is played, as it refuses
        // an update over 4 KB.
        #expect(player.validate().isEmpty)
        let frame = player.frames(at: [60])[0]
        #expect(frame.contains("A: request refused: attributesTooLarge: the static and dynamic data are 5,124 bytes; ActivityKit allows 4,096"))
        #expect(frame.contains("B: requested b"))
        #expect(frame.contains("island: B is the only app with an activity: compact"))
    }

    @Test func aDescribedActivityMayNotTakeABuiltInName() throws {
        let scenario = try Scenario.parse(Data(#"{"activities": {"flight": {"lockScreen": "x"}}, "timeline": []}"#.utf8), file: "s.json")
        #expect(TranscriptPlayer(scenario).validate() ==
            [#"$.activities.flight: "flight" is a built-in example's name; give the described activity another"#])
    }

    @Test func datesInMillisecondsInAStateAreNamed() {
        let state = Data(#"{"driverName": "B", "deliveryTimer": [1800000000000, 1800001500000]}"#.utf8)
        let error = Example.pizzaDelivery.kind.problem(state: state)
        #expect(error?.problem.reason.contains("(in milliseconds?)") == true)
        #expect(error?.problem.path == "$.deliveryTimer[0]")
    }

    @Test func aLongValueIsCutInMessages() throws {
        let long = String(repeating: "y", count: 10_000)
        let error = try #require(throws: InputFileError.self) {
            try Scenario.parse(Data(#"{"device": "\#(long)", "timeline": []}"#.utf8), file: "s.json")
        }
        #expect(error.description.count < 400)
        #expect(error.reason.hasPrefix("unknown device \"" + String(repeating: "y", count: 120) + "…\""))
    }

    @Test func invalidUTF8InAScenarioIsNamedWithItsPlace() {
        var data = Data(#"{"name": "caf"#.utf8)
        data.append(0xE9)
        data.append(contentsOf: Data(#"", "timeline": []}"#.utf8))
        #expect(throws: InputFileError(file: "s.json", location: "line 1, column 14", reason: "not valid UTF-8 (byte 0xE9)")) {
            try Scenario.parse(data, file: "s.json")
        }
    }

    @Test func aScenarioInUTF16IsRefusedWithWhatToDo() {
        // Foundation would guess UTF-16 from the byte-order mark and read on, past the duplicate-key check.
        let utf16 = Data([0xFE, 0xFF] + #"{"timeline": [], "timeline": []}"#.utf16.flatMap { [UInt8($0 >> 8), UInt8($0 & 0xFF)] })
        #expect(throws: InputFileError(file: "s.json", location: "line 1, column 1",
                                       reason: "UTF-16 or UTF-32 text (it starts with a byte-order mark); save the file as UTF-8")) {
            try Scenario.parse(utf16, file: "s.json")
        }
    }
}
