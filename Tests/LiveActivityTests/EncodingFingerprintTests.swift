import Foundation
@testable import LiveActivity
import Testing

/// Values with equal fingerprints encode to the same JSON, and values that differ anywhere have
/// other fingerprints; `EncodedValues` gives what `JSONEncoder` gives, value after value.
@Suite("JSON made once for what a value says")
struct EncodingFingerprintTests {
    enum Phase: String, Codable, Hashable { case early, late }

    struct Inner: Codable, Hashable {
        var name: String
        var scores: [Int]
        var at: Date?
    }

    struct State: Codable, Hashable {
        var title: String
        var count: Int
        var ratio: Double
        var flag: Bool
        var phase: Phase
        var inner: Inner
        var tags: [String: Int]
        var maybe: Int8?
        var big: UInt64
        var nested: [[Double]]
    }

    struct Generator {
        var state: UInt64
        mutating func next(_ bound: Int) -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int(state >> 33) % bound
        }
    }

    static func state(_ random: inout Generator) -> State {
        let words = ["", "a", "Bill", "b\"q", "é", "e\u{301}", "/", "\n", "实时"]
        return State(
            title: words[random.next(words.count)], count: random.next(3) - 1, ratio: [0, -0.0, 0.5, 1e-9, 2][random.next(5)],
            flag: random.next(2) == 0, phase: random.next(2) == 0 ? .early : .late,
            inner: Inner(name: words[random.next(words.count)], scores: Array(repeating: 1, count: random.next(3)),
                         at: random.next(3) == 0 ? nil : Date(timeIntervalSince1970: Double(random.next(3)))),
            tags: random.next(2) == 0 ? [:] : ["k\(random.next(2))": random.next(2)],
            maybe: random.next(3) == 0 ? nil : Int8(random.next(3)), big: UInt64(random.next(2)) << 63,
            nested: random.next(2) == 0 ? [] : [[Double(random.next(2))], []])
    }

    static let encoder: JSONEncoder = {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        return encoder
    }()

    @Test func equalFingerprintsAreEqualJSONAndOtherValuesOtherFingerprints() throws {
        var random = Generator(state: 2_611)
        var seen: [[UInt8]: Data] = [:]
        var distinctValues = Set<State>()
        for _ in 0..<600 {
            let value = Self.state(&random)
            let fingerprint = try #require(EncodingFingerprint.of(value))
            let json = try Self.encoder.encode(value)
            if let earlier = seen[fingerprint] { #expect(earlier == json, "one fingerprint, two JSON texts") }
            seen[fingerprint] = json
            distinctValues.insert(value)
        }
        // Values are distinct as a whole when their fingerprints are (`==` compares every field here).
        #expect(seen.count == distinctValues.count)
    }

    @Test func nestingAndNilAreTold() throws {
        struct A: Codable { var x: [Int]; var y: [Int] }
        let one = try #require(EncodingFingerprint.of(A(x: [1], y: [2, 3])))
        let other = try #require(EncodingFingerprint.of(A(x: [1, 2], y: [3])))
        #expect(one != other)
        #expect(EncodingFingerprint.of(Optional<Int>.none) != EncodingFingerprint.of(Optional(0)))
        #expect(EncodingFingerprint.of(0.0) != EncodingFingerprint.of(-0.0))
        #expect(EncodingFingerprint.of(Int8(1)) != EncodingFingerprint.of(Int64(1)))
        // A value that throws as it encodes has none, and is encoded (and throws) as ever.
        struct Refuses: Encodable { func encode(to encoder: Encoder) throws { throw CancellationError() } }
        #expect(EncodingFingerprint.of(Refuses()) == nil)
        #expect(throws: CancellationError.self) { try EncodedValues().data(of: Refuses(), with: Self.encoder) }
    }

    @Test func encodedValuesGiveWhatJSONEncoderGives() throws {
        let values = EncodedValues()
        var random = Generator(state: 7)
        // Few distinct values, asked for again and again, with two types taking turns.
        for index in 0..<400 {
            let value = Self.state(&random)
            #expect(try values.data(of: value, with: Self.encoder) == Self.encoder.encode(value))
            let inner = Inner(name: "n\(index % 3)", scores: [index % 2], at: nil)
            #expect(try values.data(of: inner, with: Self.encoder) == Self.encoder.encode(inner))
        }
        // Another encoder's settings make other bytes for the same value.
        let pretty = JSONEncoder()
        pretty.outputFormatting = [.sortedKeys, .prettyPrinted]
        let inner = Inner(name: "n0", scores: [0], at: nil)
        #expect(try values.data(of: inner, with: pretty) == pretty.encode(inner))
        #expect(try values.data(of: inner, with: pretty) != Self.encoder.encode(inner))
    }
}
