import Foundation

// The options a parameter offers, as App Intents declares them: a `DynamicOptionsProvider`'s
// results, in items and sections. A configuration screen shows them; a Live Activity has none,
// so they compile and are kept as values a test can read.

/// A collection of options, as App Intents' `ResultsCollection`.
public protocol ResultsCollection<Result> {
    associatedtype Result
}

extension Array: ResultsCollection {
    public typealias Result = Element
}

/// One option, with the title it is shown by.
public struct IntentItem<Value> {
    public var value: Value
    public let title: LocalizedStringResource?

    public init(_ value: Value) {
        self.value = value
        title = nil
    }

    public init(_ value: Value, title: LocalizedStringResource, subtitle: LocalizedStringResource? = nil, image: DisplayRepresentation.Image? = nil) {
        self.value = value
        self.title = title
    }

    /// Builds a section's items.
    @resultBuilder
    public enum Builder {
        public static func buildExpression(_ item: IntentItem<Value>) -> [IntentItem<Value>] { [item] }
        public static func buildBlock(_ parts: [IntentItem<Value>]...) -> [IntentItem<Value>] { parts.flatMap { $0 } }
        public static func buildArray(_ parts: [[IntentItem<Value>]]) -> [IntentItem<Value>] { parts.flatMap { $0 } }
        public static func buildOptional(_ part: [IntentItem<Value>]?) -> [IntentItem<Value>] { part ?? [] }
    }
}

/// A titled group of options.
public struct IntentItemSection<Result> {
    public var items: [IntentItem<Result>]
    public let title: LocalizedStringResource?

    public init(items: [IntentItem<Result>]) {
        self.items = items
        title = nil
    }

    public init(_ title: LocalizedStringResource, items: [IntentItem<Result>]) {
        self.items = items
        self.title = title
    }

    public init(_ title: LocalizedStringResource, items: [Result]) {
        self.items = items.map { IntentItem($0) }
        self.title = title
    }

    public init(_ title: LocalizedStringResource? = nil, @IntentItem<Result>.Builder itemsBuilder: () -> [IntentItem<Result>]) {
        items = itemsBuilder()
        self.title = title
    }

    /// Builds a collection's sections.
    @resultBuilder
    public enum Builder {
        public static func buildExpression(_ section: IntentItemSection<Result>) -> [IntentItemSection<Result>] { [section] }
        public static func buildBlock(_ parts: [IntentItemSection<Result>]...) -> [IntentItemSection<Result>] { parts.flatMap { $0 } }
        public static func buildArray(_ parts: [[IntentItemSection<Result>]]) -> [IntentItemSection<Result>] { parts.flatMap { $0 } }
    }
}

/// Options in sections, as App Intents' `IntentItemCollection`.
public struct IntentItemCollection<Result>: ResultsCollection {
    public var sections: [IntentItemSection<Result>]
    public var promptLabel: LocalizedStringResource?
    public var usesIndexedCollation: Bool

    public init(promptLabel: LocalizedStringResource? = nil, usesIndexedCollation: Bool = false, sections: [IntentItemSection<Result>]) {
        self.sections = sections
        self.promptLabel = promptLabel
        self.usesIndexedCollation = usesIndexedCollation
    }

    public init(promptLabel: LocalizedStringResource? = nil, usesIndexedCollation: Bool = false, items: [Result]) {
        self.init(promptLabel: promptLabel, usesIndexedCollation: usesIndexedCollation, sections: [IntentItemSection(items: items.map { IntentItem($0) })])
    }

    public init(promptLabel: LocalizedStringResource? = nil, usesIndexedCollation: Bool = false,
                @IntentItemSection<Result>.Builder sectionsBuilder: () -> [IntentItemSection<Result>]) {
        self.init(promptLabel: promptLabel, usesIndexedCollation: usesIndexedCollation, sections: sectionsBuilder())
    }

    /// No options.
    public static var empty: IntentItemCollection<Result> { IntentItemCollection(sections: []) }
}

/// Gives a parameter's options, as App Intents' `DynamicOptionsProvider`.
public protocol DynamicOptionsProvider {
    associatedtype Result: ResultsCollection
    associatedtype DefaultValue = Result.Result
    func results() async throws -> Result
    func defaultResult() async -> DefaultValue?
}

extension DynamicOptionsProvider {
    public func defaultResult() async -> DefaultValue? { nil }
}

/// A value any intent can carry, as App Intents' `AnyIntentValue`.
public protocol AnyIntentValue: Sendable {}

/// An entity's identity as the system keeps it, as App Intents' `EntityIdentifier`.
public struct EntityIdentifier: CustomStringConvertible, Hashable, Sendable {
    public let typeName: String
    public let identifier: String

    public init<Entity: AppEntity>(for entity: Entity) {
        typeName = String(describing: Entity.self)
        identifier = "\(entity.id)"
    }

    public init<Entity: AppEntity>(for entityType: Entity.Type, identifier: Entity.ID) {
        typeName = String(describing: Entity.self)
        self.identifier = "\(identifier)"
    }

    public var description: String { "\(typeName)/\(identifier)" }

    /// The longest identifier the system keeps.
    public static let valueMaximumLength = 1024
}
