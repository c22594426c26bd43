import LiveActivity
import ActivityRuntime
/// The attributes of an activity described in JSON: any JSON value, encoded as itself (not
/// wrapped in a key), so a scenario's `"attributes": {"lot": "Riverside"}` is the encoding.
/// Its content state is any JSON value too. Placeholders read the attributes as
/// `{attributes.lot}` and the state as `{bay}` (see `TextTemplate`).
public struct DescribedAttributes: ActivityAttributes, Hashable, Sendable {
    public typealias ContentState = JSONValue

    public var values: JSONValue

    public init(_ values: JSONValue = [:]) { self.values = values }

    public init(from decoder: any Decoder) throws {
        values = try JSONValue(from: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        try values.encode(to: encoder)
    }
}

/// The name `DescribedAttributes` had before 2026-11-26.
@available(*, deprecated, renamed: "DescribedAttributes")
public typealias GenericAttributes = DescribedAttributes
