import Foundation
@testable import LiveActivity
import Testing

/// Fingerprints tell where each value sits, not only what it is: values with the same keys and
/// numbers nested otherwise, an array of arrays and a flat one, a super encoder's value, a nil
/// and a missing key, keys with and without an index. Each pair here would look alike to a
/// fingerprint that lost a place's parent or an event's place. And a value that reads its
/// coding path sees the path `JSONEncoder` gives it, though fingerprints keep no paths.
@Suite("Fingerprints tell places apart")
struct EncodingFingerprintPlaceTests {
    /// A key by name, with an index if given.
    struct Key: CodingKey {
        let stringValue: String
        let intValue: Int?
        init(_ name: String, _ index: Int? = nil) { (stringValue, intValue) = (name, index) }
        init(stringValue: String) { self.init(stringValue) }
        init(intValue: Int) { self.init("\(intValue)", intValue) }
    }

    /// A value that encodes itself as `body` says: any sequence of calls.
    struct Script: Encodable {
        let body: (Encoder) throws -> Void
        init(_ body: @escaping (Encoder) throws -> Void) { self.body = body }
        func encode(to encoder: Encoder) throws { try body(encoder) }
    }

    static let encoder: JSONEncoder = {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        return encoder
    }()

    static func json<Value: Encodable>(_ value: Value) throws -> String {
        try String(decoding: encoder.encode(value), as: UTF8.self)
    }

    /// `a` and `b` have other fingerprints; their JSON is `jsonA` and `jsonB` (the same JSON
    /// too where the calls differ only in what JSON does not show, as a key's index).
    static func expectApart(_ a: Script, _ b: Script, _ jsonA: String, _ jsonB: String,
                            sourceLocation: SourceLocation = #_sourceLocation) throws {
        #expect(try json(a) == jsonA, sourceLocation: sourceLocation)
        #expect(try json(b) == jsonB, sourceLocation: sourceLocation)
        let (printA, printB) = try (#require(EncodingFingerprint.of(a)), #require(EncodingFingerprint.of(b)))
        #expect(printA != printB, "one fingerprint for \(jsonA) and \(jsonB)", sourceLocation: sourceLocation)
    }

    @Test func sameKeysNestedOtherwise() throws {
        // {"a":{},"b":{"c":1}} and {"a":{"b":{"c":1}}}: the same events but for b's parent.
        try Self.expectApart(Script { encoder in
            var root = encoder.container(keyedBy: Key.self)
            _ = root.nestedContainer(keyedBy: Key.self, forKey: Key("a"))
            var b = root.nestedContainer(keyedBy: Key.self, forKey: Key("b"))
            try b.encode(1, forKey: Key("c"))
        }, Script { encoder in
            var root = encoder.container(keyedBy: Key.self)
            var a = root.nestedContainer(keyedBy: Key.self, forKey: Key("a"))
            var b = a.nestedContainer(keyedBy: Key.self, forKey: Key("b"))
            try b.encode(1, forKey: Key("c"))
        }, #"{"a":{},"b":{"c":1}}"#, #"{"a":{"b":{"c":1}}}"#)
        // The same with values that encode themselves (synthesized `Codable`).
        struct C: Encodable { var c = 1 }
        struct Empty: Encodable {}
        struct Flat: Encodable { var a = Empty(), b = C() }
        struct AB: Encodable { var b = C() }
        struct Deep: Encodable { var a = AB() }
        let flat = try #require(EncodingFingerprint.of(Flat())), deep = try #require(EncodingFingerprint.of(Deep()))
        #expect(flat != deep)
        #expect(try Self.json(Flat()) != Self.json(Deep()))
    }

    @Test func aValueWrittenToAnEarlierContainer() throws {
        // Both nested containers made first, then one of them written: the event's place says which.
        func script(writing second: Bool) -> Script {
            Script { encoder in
                var root = encoder.container(keyedBy: Key.self)
                var a = root.nestedContainer(keyedBy: Key.self, forKey: Key("a"))
                var b = root.nestedContainer(keyedBy: Key.self, forKey: Key("b"))
                if second { try b.encode(1, forKey: Key("x")) } else { try a.encode(1, forKey: Key("x")) }
            }
        }
        try Self.expectApart(script(writing: false), script(writing: true), #"{"a":{"x":1},"b":{}}"#, #"{"a":{},"b":{"x":1}}"#)
    }

    @Test func arraysOfArraysAndFlatOnes() throws {
        // [[],[1]] and [[[1]]]: two nested arrays side by side, or one in the other.
        try Self.expectApart(Script { encoder in
            var root = encoder.unkeyedContainer()
            _ = root.nestedUnkeyedContainer()
            var second = root.nestedUnkeyedContainer()
            try second.encode(1)
        }, Script { encoder in
            var root = encoder.unkeyedContainer()
            var first = root.nestedUnkeyedContainer()
            var inner = first.nestedUnkeyedContainer()
            try inner.encode(1)
        }, "[[],[1]]", "[[[1]]]")
        let shapes: [[[Int]]] = [[[1], [2]], [[1, 2]], [[1], [], [2]], [[], [1, 2]], [[1, 2], []], [[1]], [[]], []]
        let prints = try shapes.map { try #require(EncodingFingerprint.of($0)) }
        #expect(Set(prints).count == shapes.count)
        #expect(EncodingFingerprint.of([1, 2]) != EncodingFingerprint.of([[1, 2]]))
        #expect(EncodingFingerprint.of([[1, 2]]) == EncodingFingerprint.of([[1, 2]]))
    }

    @Test func aSuperEncodersValue() throws {
        // Written in the super encoder's container, or in the root after making it.
        func script(inSuper: Bool) -> Script {
            Script { encoder in
                var root = encoder.container(keyedBy: Key.self)
                var base = root.superEncoder().container(keyedBy: Key.self)
                if inSuper { try base.encode(1, forKey: Key("v")) } else { try root.encode(1, forKey: Key("v")) }
            }
        }
        try Self.expectApart(script(inSuper: true), script(inSuper: false), #"{"super":{"v":1}}"#, #"{"super":{},"v":1}"#)
        // In an array, a super encoder is the next element.
        try Self.expectApart(Script { encoder in
            var root = encoder.unkeyedContainer()
            var base = root.superEncoder().singleValueContainer()
            try base.encode(1)
        }, Script { encoder in
            var root = encoder.unkeyedContainer()
            _ = root.superEncoder()
            try root.encode(1)
        }, "[1]", "[{},1]")
    }

    @Test func aNilAndAMissingKey() throws {
        struct Maybe: Encodable { var a: Int? } // synthesized: `encodeIfPresent`, nothing for nil
        struct Nothing: Encodable { func encode(to encoder: Encoder) throws { _ = encoder.container(keyedBy: Key.self) } }
        struct Null: Encodable {
            func encode(to encoder: Encoder) throws {
                var container = encoder.container(keyedBy: Key.self)
                try container.encodeNil(forKey: Key("a"))
            }
        }
        #expect(try Self.json(Maybe()) == "{}")
        #expect(try Self.json(Null()) == #"{"a":null}"#)
        // No call for a nil `encodeIfPresent`: the same calls, the same fingerprint, as no key.
        #expect(EncodingFingerprint.of(Maybe()) == EncodingFingerprint.of(Nothing()))
        #expect(EncodingFingerprint.of(Maybe()) != EncodingFingerprint.of(Null()))
        #expect(EncodingFingerprint.of(Maybe()) != EncodingFingerprint.of(Maybe(a: 0)))
        // A value that makes no call at all is still a value under its key ({} in JSON).
        struct Silent: Encodable { func encode(to encoder: Encoder) throws {} }
        struct Holds: Encodable { var a = Silent() }
        #expect(EncodingFingerprint.of(Holds()) != EncodingFingerprint.of(Nothing()))
    }

    @Test func keysWithAndWithoutAnIndex() throws {
        func script(_ key: Key) -> Script {
            Script { encoder in
                var root = encoder.container(keyedBy: Key.self)
                try root.encode(true, forKey: key)
            }
        }
        // JSON shows only the name; a coding path (which a date strategy may read) the index too.
        try Self.expectApart(script(Key("1")), script(Key("1", 1)), #"{"1":true}"#, #"{"1":true}"#)
        try Self.expectApart(script(Key("1", 1)), script(Key("1", 2)), #"{"1":true}"#, #"{"1":true}"#)
        #expect(EncodingFingerprint.of(script(Key("1", 1))) == EncodingFingerprint.of(script(Key("1", 1))))
    }

    /// A value `JSONEncoder` writes itself, not by its `encode(to:)` (a date, data, a URL, a
    /// decimal), is told from another that makes the same calls: base64 is not an array of
    /// bytes, nor an ISO 8601 date a number.
    @Test func valuesJSONEncoderWritesItself() throws {
        struct Seconds: Encodable {
            var value: Double
            func encode(to encoder: Encoder) throws {
                var container = encoder.singleValueContainer()
                try container.encode(value)
            }
        }
        let date = Date(timeIntervalSinceReferenceDate: 1)
        func one<Value: Encodable>(_ value: Value) -> Script {
            Script { encoder in
                var container = encoder.singleValueContainer()
                try container.encode(value)
            }
        }
        try Self.expectApart(one(Data([1, 2])), one([UInt8]([1, 2])), #""AQI=""#, "[1,2]")
        try Self.expectApart(one(date), one(Seconds(value: 1)), "1", "1")
        let iso = JSONEncoder()
        iso.dateEncodingStrategy = .iso8601
        #expect(try iso.encode(one(date)) != iso.encode(one(Seconds(value: 1))))
        try Self.expectApart(one(Decimal(1)), one(Seconds(value: 1)), "1", "1")
        try Self.expectApart(one(URL(string: "https://a.b")!), one("https://a.b"), #""https:\/\/a.b""#, #""https:\/\/a.b""#)
        #expect(EncodingFingerprint.of(one(date)) == EncodingFingerprint.of(one(date)))
    }

    /// The coding paths values were encoded at, as they read them.
    final class PathLog: @unchecked Sendable { var paths: [String] = [] }

    /// A value that writes its own coding path, as a string (and logs it).
    struct Here: Encodable {
        let log: PathLog

        static func text(_ path: [CodingKey]) -> String {
            path.map { $0.stringValue + ($0.intValue.map { "#\($0)" } ?? "") }.joined(separator: "/")
        }

        func encode(to encoder: Encoder) throws {
            log.paths.append(Self.text(encoder.codingPath))
            var container = encoder.singleValueContainer()
            try container.encode(Self.text(encoder.codingPath))
        }
    }

    /// `Here` in every kind of place, and an unkeyed container's path and count logged.
    static func everywhere(_ log: PathLog) -> Script {
        let here = Here(log: log)
        return Script { encoder in
            var root = encoder.container(keyedBy: Key.self)
            try root.encode(here, forKey: Key("a"))
            try root.encode(Optional(here), forKey: Key("b", 7))
            var list = root.nestedUnkeyedContainer(forKey: Key("list"))
            try list.encode(here)
            try list.encode([here, here])
            var inner = list.nestedContainer(keyedBy: Key.self)
            try inner.encode(["k": here], forKey: Key("map"))
            var superValue = list.superEncoder().singleValueContainer()
            try superValue.encode(here)
            log.paths.append(Here.text(list.codingPath) + " count \(list.count)")
            try directly(here, root)
        }
    }

    /// `Here` in containers `root`'s encoder makes: no nested container between.
    static func directly(_ here: Here, _ root: KeyedEncodingContainer<Key>) throws {
        var root = root
        try root.encode([here], forKey: Key("z"))
        var base = root.superEncoder().container(keyedBy: Key.self)
        try base.encode(here, forKey: Key("in super"))
        var other = root.superEncoder(forKey: Key("other")).unkeyedContainer()
        try other.encode(here)
        // Two unkeyed containers of one encoder: one array, the second counts on.
        let twice = root.superEncoder(forKey: Key("twice"))
        var first = twice.unkeyedContainer()
        try first.encode(here)
        var second = twice.unkeyedContainer()
        try second.encode(here)
    }

    @Test func aValueReadingItsCodingPathSeesItsPath() throws {
        let log = PathLog()
        let print = try #require(EncodingFingerprint.of(Self.everywhere(log)))
        #expect(log.paths == [
            "a", "b#7", "list/Index 0#0", "list/Index 1#1/Index 0#0", "list/Index 1#1/Index 1#1", "list/Index 2#2/map/k",
            "list/Index 3#3", "list count 4", "z/Index 0#0", "super/in super", "other/Index 0#0", "twice/Index 0#0", "twice/Index 1#1",
        ])
        // The same calls again, the same fingerprint; the path is in it, through the string.
        #expect(EncodingFingerprint.of(Self.everywhere(PathLog())) == print)
        // Moved elsewhere, another path, another string: another fingerprint.
        try Self.expectApart(Script { encoder in
            var root = encoder.container(keyedBy: Key.self)
            try root.encode(Here(log: log), forKey: Key("a", 0))
        }, Script { encoder in
            var root = encoder.container(keyedBy: Key.self)
            try root.encode(Here(log: log), forKey: Key("a", 1))
        }, #"{"a":"a#0"}"#, #"{"a":"a#1"}"#)
    }

    /// The paths `JSONEncoder` gives where it keeps them whole. (This toolchain's drops a nested
    /// container's key from its values' paths, "Index 0" for "list/Index 0", and counts a
    /// super encoder's element only once that encoder is gone.)
    @Test func theCodingPathsJSONEncoderGives() throws {
        let (fingerprinted, encoded) = (PathLog(), PathLog())
        func script(_ log: PathLog) -> Script {
            Script { try Self.directly(Here(log: log), $0.container(keyedBy: Key.self)) }
        }
        _ = try #require(EncodingFingerprint.of(script(fingerprinted)))
        let json = try Self.json(script(encoded))
        #expect(fingerprinted.paths == encoded.paths)
        #expect(fingerprinted.paths.count == 5)
        #expect(json.contains(#""twice\/Index 1#1""#))
    }
}
