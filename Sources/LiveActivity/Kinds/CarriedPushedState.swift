import Foundation

/// A pushed content state read into a kind's type again after an edit changed the type (the
/// warm loop's reload delivers the pushes that arrived again, as their JSON): a field the type
/// gained and the push lacks takes its placeholder (`PlaceholderValues`), and a field the push
/// has and the type lost is dropped, as JSONDecoder drops it, each named for the log.
///
///     pushed {"courier": "Ana", "note": "ring"}   type now (courier, eta)
///     → {"courier": "Ana", "eta": <a placeholder date>}, added ["eta"], removed ["note"]
///
/// Only the state's own fields are filled; a field missing inside a nested value still fails
/// the delivery, with its reason, as it would on a device.
public struct CarriedPushedState: Equatable, Sendable {
    /// The state as a device's push carries it (JSONEncoder's defaults), to deliver again.
    public let json: Data
    /// The fields given their placeholders, sorted.
    public let added: [String]
    /// The fields the push had that the type no longer has, sorted.
    public let removed: [String]

    /// `json` (a push's content state) read as `State`; nil when it is not a JSON object or
    /// does not decode even with placeholders for the missing fields.
    static func carry<State: Codable>(_ type: State.Type, _ json: Data, around date: Date) -> CarriedPushedState? {
        guard let pushed = (try? JSONSerialization.jsonObject(with: json)) as? [String: Any] else { return nil }
        var merged = pushed, added: [String] = []
        if case .failure = ActivityDataDecoding.decode(State.self, from: json, source: .push) {
            guard let placeholder = try? PlaceholderValues.make(State.self, around: date),
                  let encoded = try? JSONEncoder().encode(placeholder),
                  let defaults = (try? JSONSerialization.jsonObject(with: encoded)) as? [String: Any] else { return nil }
            for (key, value) in defaults where merged[key] == nil || merged[key] is NSNull {
                merged[key] = value
                added.append(key)
            }
        }
        guard let data = try? JSONSerialization.data(withJSONObject: merged),
              case .success(let value) = ActivityDataDecoding.decode(State.self, from: data, source: .push),
              let carried = try? JSONEncoder().encode(value),
              let kept = (try? JSONSerialization.jsonObject(with: carried)) as? [String: Any] else { return nil }
        // A null the push sent for an optional is not a field dropped.
        let removed = pushed.filter { key, value in kept[key] == nil && !(value is NSNull) }.keys.sorted()
        return CarriedPushedState(json: carried, added: added.sorted(), removed: removed)
    }
}
