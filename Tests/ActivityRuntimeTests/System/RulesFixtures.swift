import ActivityRuntime
import Foundation
@testable import IslandInputs
import LiveActivity

// What the suites that pin the activity system's rules share: a small activity, its state, a
// clock start, stamped update payloads, and a way to collect an async sequence.

struct ParcelAttributes: ActivityAttributes, Sendable {
    struct ContentState: Codable & Hashable & Sendable { var note: String }
    var padding = ""
}

/// Attributes named as a push-to-start payload may qualify them (`Parcel.Attributes`).
enum Parcel {
    struct Attributes: ActivityAttributes {
        struct ContentState: Codable & Hashable { var note: String }
    }
}

let rulesStart = Date(timeIntervalSince1970: 1_800_000_000)

func parcelContent(_ note: String = "", relevance: Double = 0, stale: Date? = nil) -> ActivityContent<ParcelAttributes.ContentState> {
    ActivityContent(state: .init(note: note), staleDate: stale, relevanceScore: relevance)
}

func parcelUpdate(_ id: String, at timestamp: Int, note: String) throws -> PushPayload {
    try PushPayload.parse(Data(#"{"aps": {"timestamp": \#(timestamp), "event": "update", "content-state": {"note": "\#(note)"}}}"#.utf8), file: "p.json")
}

func collect<Element>(_ stream: AsyncStream<Element>) async -> [Element] {
    var elements: [Element] = []
    for await element in stream { elements.append(element) }
    return elements
}
