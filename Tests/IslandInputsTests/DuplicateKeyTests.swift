import Foundation
import Testing
@testable import IslandInputs
import ActivityRuntime
import LiveActivity

/// A key written twice in one object is an error naming its path and both places, in every kind
/// of input file: JSON keeps the last without a word, so a request would vanish.
@Suite("Duplicate keys")
struct DuplicateKeyTests {
    func message(_ parse: () throws -> Void) -> String? {
        do { try parse() } catch { return "\(error)" }
        return nil
    }

    @Test func aRequestGivenTwiceIsRefusedNotDropped() {
        let text = """
            {"timeline": [
              {"at": "0s", "request": {"id": "a", "app": "A", "example": "flight"},
               "request": {"id": "b", "app": "A", "example": "flight"}}]}
            """
        #expect(message { _ = try Scenario.parse(Data(text.utf8), file: "s.json") }
                == "island: s.json: $.timeline[0].request: the key is given twice (line 2, column 16 and line 3, column 4); "
                + "JSON keeps only the last, so give it once")
    }

    @Test func everyKindOfInputFileIsChecked() {
        #expect(message { _ = try Theme.parse(Data(#"{"name": "a", "name": "b"}"#.utf8), file: "t.json") }?
            .hasPrefix("island: t.json: $.name: the key is given twice (line 1, column 2 and line 1, column 15)") == true)
        #expect(message { _ = try DescribedActivity.parse(Data(#"{"lockScreen": {"text": "a", "text": "b"}}"#.utf8), file: "v.json") }?
            .hasPrefix("island: v.json: $.lockScreen.text: the key is given twice") == true)
        #expect(message { _ = try PushPayload.parse(Data(#"{"aps": {"event": "end", "event": "update"}}"#.utf8), file: "p.json") }?
            .hasPrefix("island: p.json: $.aps.event: the key is given twice") == true)
        #expect(message { _ = try ContentStateInput(#"{"driverName": "a", "driverName": "b"}"#) }?
            .hasPrefix("island: --state: $.driverName: the key is given twice") == true)
    }

    @Test(arguments: [
        // The same key however it is written: escapes are read before keys are compared.
        (#"{"a": 1, "\u0061": 2}"#, "$.a"),
        (#"{"x": [{}, {"k": {"é": 1, "\u00e9": 2}}]}"#, #"$.x[1].k["é"]"#),
        (#"{"😀": 1, "\ud83d\ude00": 2}"#, #"$["😀"]"#),
        (#"{"a\nb": 1, "a\u000Ab": 2}"#, #"$["a\nb"]"#),
    ])
    func theSameKeyHoweverWritten(_ text: String, _ path: String) {
        #expect(JSONDuplicateKeys.first(in: Data(text.utf8))?.path == path)
    }

    @Test(arguments: [
        #"{"a": {"a": {"a": 1}}, "b": [{"a": 1}, {"a": 2}]}"#,
        #"{"a": "a", "b": "a", "c": ["a", "a"], "d": {"a": "a"}}"#,
        #"{"a\"": 1, "a": 2, "a\\": 3}"#,
        #"["a", "a"]"#,
    ])
    func theSameKeyInDifferentObjectsOrAsAValueIsNoDuplicate(_ text: String) {
        #expect(JSONDuplicateKeys.first(in: Data(text.utf8)) == nil)
    }

    @Test func manyKeysAndDeepNestingAreCheckedInOnePass() {
        // 100,000 keys in one object, then the last one again; 50,000 arrays deep.
        let keys = (0..<100_000).map { "\"k\($0)\": 0" }.joined(separator: ", ")
        #expect(JSONDuplicateKeys.first(in: Data("{\(keys), \"k99999\": 1}".utf8))?.path == "$.k99999")
        let deep = String(repeating: "[", count: 50_000) + #"{"a": 1, "a": 2}"# + String(repeating: "]", count: 50_000)
        #expect(JSONDuplicateKeys.first(in: Data(deep.utf8))?.path == "$" + String(repeating: "[0]", count: 50_000) + ".a")
    }

    @Test(arguments: ["]", "}}}", "9],", #"]{"a": 1, "a": 2}"#, "[[]]]]{"])
    func unbalancedTextIsScannedWithoutACrash(_ text: String) {
        // Run only on text Foundation took, but a fuzzer found Foundation taking unbalanced text:
        // a close with nothing open is skipped, and what follows is still checked.
        let found = JSONDuplicateKeys.first(in: Data(text.utf8))
        #expect(found?.path == (text.contains("\"a\": 2") ? "$.a" : nil))
    }
}
