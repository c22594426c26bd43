import Foundation

// The values iOS 17 gives a widget's configuration intent about where it is placed: the
// widget's family, and how many of a collection a parameter takes. A Live Activity has no
// family of these (ours are ActivityFamily's); they are Apple's cases, for a parameter's type.

/// A widget's family as an intent parameter, as App Intents' `IntentWidgetFamily`.
public enum IntentWidgetFamily: Hashable, Sendable, CaseIterable {
    case systemSmall, systemMedium, systemLarge, systemExtraLarge
    case accessoryCircular, accessoryRectangular, accessoryInline, accessoryCorner
    /// An extra-large widget in a portrait orientation (iOS 27).
    case systemExtraLargePortrait

    public static var defaultResolverSpecification: EmptyResolverSpecification<IntentWidgetFamily> { .init() }
}

/// How many values an array parameter takes, as App Intents' `IntentCollectionSize`
/// (Apple's `@Parameter(size:)` takes it).
public struct IntentCollectionSize: ExpressibleByIntegerLiteral, Equatable, Sendable {
    /// The fewest values, and the most (nil: no limit).
    public let min: Int, max: Int?

    public init(integerLiteral value: Int) { self.init(exactly: value) }
    public init(exactly: Int) { min = exactly; max = exactly }
    public init(min: Int, max: Int) { self.min = min; self.max = max }
}
