@testable import ActivityRuntime
import Foundation
@testable import IslandInputs
@testable import LiveActivity

/// Payloads and helpers the push tests share. (An enum, so the names stay out of the way of
/// other tests in the same target.)
enum PushFixtures {
    /// The package's top-level folder, found from this file's path (Tests/<target>/Push/<file>).
    static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// A sample payload under docs/scenarios/payloads/.
    static func sample(_ name: String) -> URL {
        packageRoot.appendingPathComponent("docs/scenarios/payloads/\(name)")
    }

    // Members of `aps`, to assemble payloads that differ from a valid one in one place.
    static let timestamp = #""timestamp": 1800000600"#
    static let update = #""event": "update""#
    static let start = #""event": "start""#
    static let end = #""event": "end""#
    static let state = #""content-state": {"driverName": "Bill James"}"#
    static let attributesType = #""attributes-type": "PizzaDeliveryAttributes""#
    static let attributes = #""attributes": {"numberOfPizzas": 2}"#
    static let alert = #""alert": {"title": "On its way", "body": "Bill is bringing your pizza"}"#

    /// `{"aps": {members…}}`.
    static func payload(_ members: String...) -> String {
        #"{"aps": {"# + members.joined(separator: ", ") + "}}"
    }

    /// A valid update with `extra` members added to `aps`.
    static func validUpdate(_ extra: String...) -> String {
        payload(([timestamp, update, state] + extra).joined(separator: ", "))
    }

    /// A valid start with `extra` members added to `aps`.
    static func validStart(_ extra: String...) -> String {
        payload(([timestamp, start, state, attributesType, attributes, alert] + extra).joined(separator: ", "))
    }

    static func parse(_ json: String) throws -> PushPayload {
        try PushPayload.parse(Data(json.utf8), file: "payload.json")
    }

    /// The whole line a user would see for `data`, or "parsed" when it is valid.
    static func errorMessage(_ data: Data, file: String = "payload.json") -> String {
        do {
            _ = try PushPayload.parse(data, file: file)
            return "parsed"
        } catch {
            return error.description
        }
    }

    static func errorMessage(_ json: String, file: String = "payload.json") -> String {
        errorMessage(Data(json.utf8), file: file)
    }

    /// `text`'s bytes padded with a custom key outside `aps` to exactly `size` bytes.
    static func padded(_ json: String, to size: Int) -> Data {
        let opening = #"{"padding": ""#, closing = #"", "# + json.dropFirst()
        let fill = size - opening.utf8.count - closing.utf8.count
        return Data((opening + String(repeating: "x", count: max(0, fill)) + closing).utf8)
    }

    static func date(_ seconds: TimeInterval) -> Date {
        Date(timeIntervalSince1970: seconds)
    }
}
