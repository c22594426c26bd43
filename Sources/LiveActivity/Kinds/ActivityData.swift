import Foundation

/// An activity's data as JSON, as the activity system keeps it and as scenarios and push
/// payloads carry it: its attributes (set once) and its latest content state.
public struct ActivityData: Hashable, Sendable {
    public var attributes: Data
    public var state: Data

    public init(attributes: Data, state: Data) {
        self.attributes = attributes
        self.state = state
    }

    /// Typed attributes and state, encoded as the system encodes them: keys sorted, dates as
    /// ISO 8601 (with fractions of a second only where a date has them).
    public init<Attributes: ActivityAttributes>(_ attributes: Attributes, _ state: Attributes.ContentState) throws {
        self.attributes = try Self.encoder.encode(attributes)
        self.state = try Self.encoder.encode(state)
    }

    private static let encoder: JSONEncoder = {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        encoder.dateEncodingStrategy = .custom { date, encoder in
            var container = encoder.singleValueContainer()
            try container.encode(isoString(date))
        }
        return encoder
    }()

    /// "2027-01-15T08:00:00Z", or "2027-01-15T08:00:00.250Z" for a date between whole seconds.
    static func isoString(_ date: Date) -> String { UTCDate(date).iso8601 }
}
