@testable import ActivityRuntime
import Foundation
import Testing

/// A generic attributes type, for the names a record may carry.
private struct Box<Value> {}
private struct Plain {}

/// Which names a record's attributes type answers to (`ActivityRecord.isOfType`): Swift's own
/// short name, the qualified one, or any qualified tail of it, as a push-to-start payload may
/// write it. Pinned for the mutation run: a generic type's short name is no tail of its
/// qualified one (`Box<Int>` against `M.Box<Swift.Int>`), so only the first rule finds it.
@Suite("Attributes type names")
struct AttributesTypeNameTests {
    func record(_ name: String) -> ActivityRecord {
        let t0 = Date(timeIntervalSince1970: 1_800_000_000)
        return ActivityRecord(id: "a", app: "A", attributesType: name, style: .standard, requestedAt: t0, startsAt: t0,
                              lastUpdatedAt: t0, staleDate: nil, relevanceScore: 0, payloadBytes: 2,
                              attributesJSON: Data("{}".utf8), stateJSON: Data("{}".utf8))
    }

    @Test func aGenericTypeAnswersToItsShortAndItsQualifiedName() {
        #expect(String(describing: Box<Int>.self) == "Box<Int>")
        #expect(record("Box<Int>").isOfType(Box<Int>.self))
        #expect(record(String(reflecting: Box<Int>.self)).isOfType(Box<Int>.self))
        #expect(!record("Box<String>").isOfType(Box<Int>.self))
    }

    @Test func aPlainTypeAnswersToAnyQualifiedTailButNoOtherName() {
        #expect(record("Plain").isOfType(Plain.self))
        #expect(record(String(reflecting: Plain.self)).isOfType(Plain.self))
        #expect(!record("lain").isOfType(Plain.self))
        #expect(!record("Other.Plain").isOfType(Plain.self))
    }
}
