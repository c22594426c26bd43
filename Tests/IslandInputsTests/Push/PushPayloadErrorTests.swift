@testable import ActivityRuntime
import Foundation
@testable import IslandInputs
@testable import LiveActivity
import Testing

/// Each way a push payload can be wrong, with the exact line its author sees.
struct PushPayloadErrorTests {
    private typealias F = PushFixtures

    // MARK: The bytes

    @Test func aTenKilobytePayloadIsTooLargeForAPNs() {
        let data = F.padded(F.validUpdate(), to: 10_240)
        #expect(data.count == 10_240)
        #expect(F.errorMessage(data) == "island: payload.json: the payload is 10,240 bytes; APNs allows 4,096 for a Live Activity push")
    }

    @Test func fourKilobytesExactlyFitAndOneMoreByteDoesNot() {
        #expect(F.errorMessage(F.padded(F.validUpdate(), to: 4096)) == "parsed")
        #expect(F.errorMessage(F.padded(F.validUpdate(), to: 4097))
            == "island: payload.json: the payload is 4,097 bytes; APNs allows 4,096 for a Live Activity push")
    }

    @Test func theSizeIsCheckedBeforeTheJSON() {
        // APNs refuses an oversized request without reading it.
        let data = Data(("{" + String(repeating: " ", count: 5000)).utf8)
        #expect(F.errorMessage(data) == "island: payload.json: the payload is 5,001 bytes; APNs allows 4,096 for a Live Activity push")
    }

    @Test func invalidUTF8NamesTheByteAndWhereItIs() {
        var data = Data("{\n  \"aps\": {\"alert\": \"Caf".utf8)
        data.append(contentsOf: [0xE9, 0x22, 0x7D, 0x7D])  // "Café" in Latin-1, then "}}
        #expect(F.errorMessage(data) == "island: payload.json: line 2, column 24: not valid UTF-8 (byte 0xE9); APNs takes JSON in UTF-8")
        #expect(F.errorMessage(Data([0xFF])) == "island: payload.json: line 1, column 1: not valid UTF-8 (byte 0xFF); APNs takes JSON in UTF-8")
    }

    @Test func utf16AndUTF32AndNULBytesAreRefusedNotGuessed() {
        // Foundation guesses UTF-16 and UTF-32 and reads on; a fuzzer found it taking
        // 00 00 00 39 5D 2C 00 as the number 9, which then crashed the duplicate-key check.
        #expect(F.errorMessage(Data([0, 0, 0, 0x39, 0x5D, 0x2C, 0]))
            == "island: payload.json: line 1, column 1: UTF-16 or UTF-32 text (a NUL byte at the start); save the file as UTF-8")
        let utf16 = Data(#"{"aps": {}}"#.utf16.flatMap { [UInt8($0 >> 8), UInt8($0 & 0xFF)] })
        #expect(F.errorMessage(utf16)
            == "island: payload.json: line 1, column 1: UTF-16 or UTF-32 text (a NUL byte at the start); save the file as UTF-8")
        // A byte-order mark is not UTF-8 either, and a payload says so first (other files: ScenarioErrorMessageTests).
        #expect(F.errorMessage(Data([0xFF, 0xFE, 0x7B, 0x00, 0x7D, 0x00]))
            == "island: payload.json: line 1, column 1: not valid UTF-8 (byte 0xFF); APNs takes JSON in UTF-8")
        // At byte 3 a NUL still means UTF-16 or UTF-32 (JSON's first character is ASCII); at 4, a stray NUL.
        #expect(F.errorMessage(Data([0x7B, 0x20, 0x20, 0x00, 0x7D]))
            == "island: payload.json: line 1, column 4: UTF-16 or UTF-32 text (a NUL byte at the start); save the file as UTF-8")
        #expect(F.errorMessage(Data([0x7B, 0x0A, 0x20, 0x20, 0x00, 0x7D]))
            == #"island: payload.json: line 2, column 3: a NUL byte, which JSON text cannot hold (write \u0000 inside a string)"#)
    }

    @Test func invalidJSONNamesLineAndColumn() throws {
        do {
            _ = try PushPayload.parse(Data("{\n  \"aps\": {\"event\": }\n}".utf8), file: "payload.json")
            Issue.record("parsed")
        } catch {
            // Foundation words the problem differently on each platform; the place is ours.
            #expect(error.file == "payload.json")
            #expect(error.location == "line 2, column 20")
            #expect(error.reason.hasPrefix("not valid JSON ("))
        }
    }

    @Test(arguments: [
        ("[1, 2]", "a list"),
        (#""aps""#, #""aps""#),
        ("null", "null"),
        ("42", "42"),
    ])
    func theTopLevelMustBeAnObject(_ json: String, _ got: String) {
        #expect(F.errorMessage(json) == #"island: payload.json: $: expected an object with an "aps" object, got \#(got)"#)
    }

    // MARK: aps

    @Test func apsIsRequired() {
        #expect(F.errorMessage(#"{"order": "A-1042"}"#) == #"island: payload.json: $: missing required key "aps""#)
        #expect(F.errorMessage(#"{"APS": {"timestamp": 1800000600}}"#)
            == #"island: payload.json: $: missing required key "aps" (found "APS"; keys are case-sensitive)"#)
    }

    @Test func apsMustBeAnObject() {
        #expect(F.errorMessage(#"{"aps": ["update"]}"#) == "island: payload.json: $.aps: expected an object, got a list")
    }

    @Test func anUnknownKeyInApsSuggestsTheClosest() {
        #expect(F.errorMessage(F.validUpdate(#""timestmap": 1"#))
            == #"island: payload.json: $.aps.timestmap: unknown key; did you mean "timestamp"?"#)
        #expect(F.errorMessage(F.payload(F.timestamp, F.update, #""contentState": {}"#))
            == #"island: payload.json: $.aps.contentState: unknown key; did you mean "content-state"?"#)
        #expect(F.errorMessage(F.validUpdate(#""stale_date": 1800001800"#))
            == #"island: payload.json: $.aps.stale_date: unknown key; did you mean "stale-date"?"#)
    }

    @Test func anUnknownKeyWithNothingCloseListsTheKeys() {
        #expect(F.errorMessage(F.validUpdate(#""apns-priority": 10"#)) == #"""
            island: payload.json: $.aps["apns-priority"]: unknown key; the keys here are "timestamp", "event", "content-state", "stale-date", "dismissal-date", "relevance-score", "alert", "attributes-type", "attributes" and "input-push-token"
            """#)
    }

    @Test func ordinaryNotificationKeysAreNamedAsSuch() {
        #expect(F.errorMessage(F.validUpdate(#""sound": "default""#)) == #"""
            island: payload.json: $.aps.sound: a Live Activity push plays its sound from inside "alert": {"alert": {"sound": "default"}}
            """#)
        #expect(F.errorMessage(F.validUpdate(#""badge": 1"#))
            == #"island: payload.json: $.aps.badge: "badge" belongs to ordinary notifications; a Live Activity push does not take it"#)
        #expect(F.errorMessage(F.validUpdate(#""content-available": 1"#))
            == #"island: payload.json: $.aps["content-available"]: "content-available" belongs to ordinary notifications; a Live Activity push does not take it"#)
    }

    // MARK: timestamp and event

    @Test func timestampAndEventAreRequired() {
        #expect(F.errorMessage(F.payload(F.update, F.state)) == #"island: payload.json: $.aps: missing required key "timestamp""#)
        #expect(F.errorMessage(F.payload(F.timestamp, F.state)) == #"island: payload.json: $.aps: missing required key "event""#)
    }

    @Test(arguments: [
        (#""1800000600""#, #"got "1800000600""#),
        ("true", "got true"),
        ("-1", "got -1 (before 1970)"),
        ("1770051103239", "got 1770051103239 (in milliseconds? APNs counts seconds)"),
        ("4102444801", "got 4102444801 (after 2100)"),
        ("1e300", "got 1e+300 (after 2100)"),
        ("null", "got null"),
    ])
    func timestampIsUNIXSecondsFrom1970To2100(_ written: String, _ got: String) {
        #expect(F.errorMessage(F.payload(#""timestamp": \#(written)"#, F.update, F.state))
            == "island: payload.json: $.aps.timestamp: expected a UNIX time in seconds, such as 1800000000, \(got)")
    }

    @Test(arguments: ["stop", "Update", ""])
    func eventIsStartUpdateOrEnd(_ event: String) {
        #expect(F.errorMessage(F.payload(F.timestamp, #""event": "\#(event)""#, F.state))
            == #"island: payload.json: $.aps.event: expected one of "start", "update" or "end", got "\#(event)""#)
    }

    // MARK: content-state

    @Test func startAndUpdateNeedAContentState() {
        #expect(F.errorMessage(F.payload(F.timestamp, F.update)) == #"""
            island: payload.json: $.aps: missing required key "content-state" (an "update" event carries the new content state)
            """#)
        #expect(F.errorMessage(F.payload(F.timestamp, F.start, F.attributesType, F.attributes, F.alert)) == #"""
            island: payload.json: $.aps: missing required key "content-state" (a "start" event carries the new activity's first content state)
            """#)
    }

    @Test func theContentStateIsAnObject() {
        #expect(F.errorMessage(F.payload(F.timestamp, F.update, #""content-state": ["Bill James"]"#)) == #"""
            island: payload.json: $.aps["content-state"]: expected an object (the activity's ContentState as JSON), got a list
            """#)
    }

    // MARK: Dates and numbers

    @Test func staleDateIsAUNIXTime() {
        #expect(F.errorMessage(F.validUpdate(#""stale-date": "2027-01-15T08:30:00Z""#)) == #"""
            island: payload.json: $.aps["stale-date"]: expected a UNIX time in seconds, such as 1800000000, got "2027-01-15T08:30:00Z"
            """#)
    }

    @Test func onlyAnEndTakesADismissalDate() {
        #expect(F.errorMessage(F.validUpdate(#""dismissal-date": 1800003300"#)) == #"""
            island: payload.json: $.aps["dismissal-date"]: only an "end" event takes a dismissal date (this is an "update")
            """#)
        #expect(F.errorMessage(F.validStart(#""dismissal-date": 1800003300"#)) == #"""
            island: payload.json: $.aps["dismissal-date"]: only an "end" event takes a dismissal date (this is a "start")
            """#)
        #expect(F.errorMessage(F.payload(F.timestamp, F.end, #""dismissal-date": 1800003300000"#)) == #"""
            island: payload.json: $.aps["dismissal-date"]: expected a UNIX time in seconds, such as 1800000000, got 1800003300000 (in milliseconds? APNs counts seconds)
            """#)
    }

    @Test(arguments: [(#""high""#, #"got "high""#), ("false", "got false"), ("[1]", "got a list")])
    func relevanceScoreIsANumber(_ written: String, _ got: String) {
        #expect(F.errorMessage(F.validUpdate(#""relevance-score": \#(written)"#))
            == #"island: payload.json: $.aps["relevance-score"]: expected a number, such as 50, \#(got)"#)
    }

    // MARK: start

    @Test func aStartNeedsAnAlertATypeAndAttributes() {
        #expect(F.errorMessage(F.payload(F.timestamp, F.start, F.state, F.attributesType, F.attributes)) == #"""
            island: payload.json: $.aps: missing required key "alert" (a "start" event must alert the person; ActivityKit drops a push-to-start without one)
            """#)
        #expect(F.errorMessage(F.payload(F.timestamp, F.start, F.state, F.attributes, F.alert)) == #"""
            island: payload.json: $.aps: missing required key "attributes-type" (a "start" event names the ActivityAttributes type to start)
            """#)
        #expect(F.errorMessage(F.payload(F.timestamp, F.start, F.state, F.attributesType, F.alert)) == #"""
            island: payload.json: $.aps: missing required key "attributes" (a "start" event carries the new activity's static attributes)
            """#)
    }

    @Test(arguments: [#""Pizza Delivery""#, #""""#, #""2Pizza""#, #""Pizza.""#, "7"])
    func theAttributesTypeIsASwiftTypeName(_ written: String) {
        let got = written == "7" ? "7" : written
        #expect(F.errorMessage(F.payload(F.timestamp, F.start, F.state, F.attributes, F.alert, #""attributes-type": \#(written)"#)) == #"""
            island: payload.json: $.aps["attributes-type"]: expected the name of an ActivityAttributes type, such as "PizzaDeliveryAttributes", got \#(got)
            """#)
    }

    @Test func theAttributesAreAnObject() {
        #expect(F.errorMessage(F.payload(F.timestamp, F.start, F.state, F.attributesType, F.alert, #""attributes": 2"#)) == #"""
            island: payload.json: $.aps.attributes: expected an object (the activity's ActivityAttributes as JSON), got 2
            """#)
    }

    @Test func theTokenRequestIsOne() {
        #expect(F.errorMessage(F.validStart(#""input-push-token": true"#))
            == #"island: payload.json: $.aps["input-push-token"]: expected 1 (or 0), got true"#)
        #expect(F.errorMessage(F.validStart(#""input-push-token": 2"#))
            == #"island: payload.json: $.aps["input-push-token"]: expected 1 (or 0), got 2"#)
    }

    @Test func startOnlyKeysAreRefusedElsewhere() {
        #expect(F.errorMessage(F.validUpdate(F.attributesType)) == #"""
            island: payload.json: $.aps["attributes-type"]: only a "start" event names an attributes type (this is an "update")
            """#)
        #expect(F.errorMessage(F.payload(F.timestamp, F.end, F.attributes)) == #"""
            island: payload.json: $.aps.attributes: only a "start" event takes attributes (this is an "end")
            """#)
        #expect(F.errorMessage(F.validUpdate(#""input-push-token": 1"#)) == #"""
            island: payload.json: $.aps["input-push-token"]: only a "start" event asks for a push token (this is an "update")
            """#)
    }

    // MARK: alert

    @Test func theAlertIsAnObjectWithATitleAndABody() {
        #expect(F.errorMessage(F.validUpdate(#""alert": "Almost there""#)) == #"""
            island: payload.json: $.aps.alert: expected an object such as {"title": "Almost there", "body": "Bill is around the corner"}, got "Almost there"
            """#)
        #expect(F.errorMessage(F.validUpdate(#""alert": {"title": "Almost there"}"#))
            == #"island: payload.json: $.aps.alert: missing required key "body""#)
        #expect(F.errorMessage(F.validUpdate(#""alert": {"body": "Bill is around the corner"}"#))
            == #"island: payload.json: $.aps.alert: missing required key "title""#)
        #expect(F.errorMessage(F.validUpdate(#""alert": {"title": "A", "body": "B", "subtitle": "C"}"#))
            == #"island: payload.json: $.aps.alert.subtitle: unknown key; the keys here are "title", "body" and "sound""#)
        #expect(F.errorMessage(F.validUpdate(#""alert": {"title": "A", "body": "B", "sond": "default"}"#))
            == #"island: payload.json: $.aps.alert.sond: unknown key; did you mean "sound"?"#)
    }

    @Test func theTitleIsTextOrALocalizedString() {
        #expect(F.errorMessage(F.validUpdate(#""alert": {"title": 5, "body": "B"}"#)) == #"""
            island: payload.json: $.aps.alert.title: expected text or a localized string such as {"loc-key": "%@ is on the way", "loc-args": ["Bill"]}, got 5
            """#)
    }

    @Test func flatLocalizationKeysAreForOrdinaryNotifications() {
        #expect(F.errorMessage(F.validUpdate(#""alert": {"title-loc-key": "ARRIVING", "title-loc-args": ["Bill"], "body": "B"}"#)) == #"""
            island: payload.json: $.aps.alert["title-loc-args"]: flat localization keys are for ordinary notifications; a Live Activity alert nests them: "title": {"loc-key": "…", "loc-args": […]}
            """#)
    }

    @Test func aLocalizedStringHasAKeyAndStringArguments() {
        #expect(F.errorMessage(F.validUpdate(#""alert": {"title": {"loc-args": ["Bill"]}, "body": "B"}"#))
            == #"island: payload.json: $.aps.alert.title: missing required key "loc-key""#)
        #expect(F.errorMessage(F.validUpdate(#""alert": {"title": {"loc_key": "ARRIVING"}, "body": "B"}"#))
            == #"island: payload.json: $.aps.alert.title.loc_key: unknown key; did you mean "loc-key"?"#)
        #expect(F.errorMessage(F.validUpdate(#""alert": {"title": "A", "body": {"loc-key": "%@ pizzas", "loc-args": "2"}}"#))
            == #"island: payload.json: $.aps.alert.body["loc-args"]: expected a list of strings, got "2""#)
        #expect(F.errorMessage(F.validUpdate(#""alert": {"title": "A", "body": {"loc-key": "%@ pizzas", "loc-args": ["x", 2]}}"#))
            == #"island: payload.json: $.aps.alert.body["loc-args"][1]: expected a string, got 2"#)
        #expect(F.errorMessage(F.validUpdate(#""alert": {"title": {"loc-key": 7}, "body": "B"}"#))
            == #"island: payload.json: $.aps.alert.title["loc-key"]: expected a key of the app's Localizable.strings, got 7"#)
    }

    @Test func theSoundIsAName() {
        #expect(F.errorMessage(F.validUpdate(#""alert": {"title": "A", "body": "B", "sound": {"critical": 1}}"#))
            == #"island: payload.json: $.aps.alert.sound: expected a sound file's name or "default", got an object"#)
    }

    // MARK: Files

    @Test func aMissingFileSaysSo() {
        let url = URL(fileURLWithPath: "no-such-payload-\(UUID().uuidString).json")
        #expect(throws: InputFileError(file: url.relativePath, location: nil, reason: "no such file")) {
            try PushPayload.load(from: url)
        }
    }
}
