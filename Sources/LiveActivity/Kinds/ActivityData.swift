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

    /// The same bytes of both. Written out as `memcmp`: a scene compares every activity's
    /// data with the last frame's at every tick (whether its views can be brought on), and
    /// `Data`'s own `==` walked the bytes one at a time.
    public static func == (a: ActivityData, b: ActivityData) -> Bool {
        sameBytes(a.attributes, b.attributes) && sameBytes(a.state, b.state)
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(attributes)
        hasher.combine(state)
    }

    private static func sameBytes(_ a: Data, _ b: Data) -> Bool {
        guard a.count == b.count else { return false }
        return a.withUnsafeBytes { a in b.withUnsafeBytes { b in a.isEmpty || memcmp(a.baseAddress!, b.baseAddress!, a.count) == 0 } }
    }

    /// Typed attributes and state, encoded as the system encodes them: keys sorted, dates as
    /// ISO 8601 (with fractions of a second only where a date has them).
    public init<Attributes: ActivityAttributes>(_ attributes: Attributes, _ state: Attributes.ContentState) throws {
        // Values encoded before are not encoded again (`EncodedValues`).
        self.attributes = try EncodedValues.shared.data(of: attributes, with: Self.encoder)
        self.state = try EncodedValues.shared.data(of: state, with: Self.encoder)
    }

    /// `value` encoded as the system keeps data, or why it cannot be.
    package static func encoded<Value: Encodable>(_ value: Value, part: ActivityDataError.Part,
                                                  attributesType: String) throws(ActivityDataError) -> Data {
        do {
            return try EncodedValues.shared.data(of: value, with: encoder)
        } catch {
            throw ActivityDataError(part: part, attributesType: attributesType,
                                    problem: ActivityDataProblem(path: "$", reason: "does not encode again: \(error)"))
        }
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
