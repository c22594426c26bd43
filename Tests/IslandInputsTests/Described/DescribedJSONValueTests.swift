@testable import ActivityRuntime
import Foundation
@testable import IslandInputs
@testable import LiveActivity
import Testing

@Suite("Described activity: JSON values")
struct DescribedJSONValueTests {
    static let state: JSONValue = [
        "driver": ["name": "Bill", "rating": 4.9],
        "stops": [["city": "Lyon"], ["city": "Paris"]],
        "0": "a key that is a number",
        "minutes": 12,
    ]

    @Test(arguments: [
        ("driver.name", "Bill" as JSONValue?), ("driver.rating", 4.9), ("stops.1.city", "Paris"),
        ("stops[1].city", "Paris"), ("stops[0]", ["city": "Lyon"] as JSONValue), ("0", "a key that is a number"),
        ("minutes", 12), ("", state),
        ("driver.age", nil), ("stops.2.city", nil), ("stops.city", nil), ("minutes.0", nil),
        ("stops.-1", nil), ("a..b", nil), ("driver.", nil), ("stops[x]", nil), ("stops[0", nil),
    ])
    func lookUpByPath(_ path: String, _ expected: JSONValue?) {
        #expect(Self.state[path: path] == expected, "\(path)")
    }

    @Test func decodesAndEncodesEveryKindOfValue() throws {
        let json = #"{"a":[1,2.5,true,false,null,"x"],"b":{"c":-0.25},"d":1}"#
        let value = try JSONValue(json: Data(json.utf8))
        #expect(value == ["a": [1, 2.5, true, false, .null, "x"], "b": ["c": -0.25], "d": 1])
        #expect(String(decoding: value.jsonData(), as: UTF8.self) == json)
    }

    /// `true` is not 1 and 1 is not `true`, whichever way the value arrived.
    @Test func booleansAndNumbersStayApart() throws {
        let serialized = try JSONSerialization.jsonObject(with: Data("[true, 1, 0, false]".utf8))
        #expect(JSONValue(serialized: serialized) == [true, 1, 0, false])
        #expect(try JSONValue(json: Data("[true, 1, 0, false]".utf8)) == [true, 1, 0, false])
    }

    @Test func attributesEncodeAsTheirValuesAlone() throws {
        let attributes = DescribedAttributes(["lot": "Riverside"])
        #expect(String(decoding: try JSONEncoder().encode(attributes), as: UTF8.self) == #"{"lot":"Riverside"}"#)
        #expect(try JSONDecoder().decode(DescribedAttributes.self, from: Data(#"{"lot":"Riverside"}"#.utf8)) == attributes)
    }

    @Test(arguments: [
        (12 as JSONValue, "12"), (2.5, "2.5"), (0.1, "0.1"), (-3, "-3"), (0, "0"), (1234567, "1234567"),
        (1e20, "1e+20"), (0.000001, "1e-06"), (9007199254740991, "9007199254740991"),
        (true, "true"), (.null, "–"), ("text", "text"), ([1, "a"] as JSONValue, #"[1,"a"]"#), (["k": 1] as JSONValue, #"{"k":1}"#),
    ])
    func text(_ value: JSONValue, _ expected: String) {
        #expect(value.text == expected)
    }

    @Test(arguments: [
        (true as JSONValue, true), (false, false), (.null, false), (0, false), (2, true), (-1, true),
        ("", false), ("no", true), ([] as JSONValue, false), ([0] as JSONValue, true), ([:] as JSONValue, false), (["a": .null] as JSONValue, true),
    ])
    func truthiness(_ value: JSONValue, _ expected: Bool) {
        #expect(value.isTruthy == expected)
    }
}
