import Foundation
/// What a kind draws when its caller brings no data: an example's attributes and state at one
/// moment, and whether it is stale then.
public struct ActivityPreview: Sendable {
    public var data: ActivityData
    public var isStale: Bool

    public init(data: ActivityData, isStale: Bool = false) {
        self.data = data
        self.isStale = isStale
    }

    /// Typed attributes and state, encoded as the activity system encodes them.
    public init<Attributes: ActivityAttributes>(_ attributes: Attributes, _ state: Attributes.ContentState, isStale: Bool = false) {
        do {
            data = try ActivityData(attributes, state)
        } catch {
            // Only a custom `encode(to:)` that throws gets here: draw it as data that says so.
            data = ActivityData(attributes: Data("{}".utf8), state: Data("{}".utf8))
        }
        self.isStale = isStale
    }
}
