import Foundation

// App Intents' entities, as a widget's intents take them: a value of the app's own (a courier,
// a timer) with an identifier, a representation and a query that finds it. The system's uses
// (Shortcuts' pickers, Siri, a configuration screen's list) have nothing to run here; a view draws
// an entity by its representation, and a query is code of the app's own, called as it is.

/// An identifier an entity can have, as App Intents' `EntityIdentifierConvertible`.
public protocol EntityIdentifierConvertible {
    var entityIdentifierString: String { get }
    static func entityIdentifier(for entityIdentifierString: String) -> Self?
}

extension String: EntityIdentifierConvertible {
    public var entityIdentifierString: String { self }
    public static func entityIdentifier(for entityIdentifierString: String) -> String? { entityIdentifierString }
}

extension Int: EntityIdentifierConvertible {
    public var entityIdentifierString: String { String(self) }
    public static func entityIdentifier(for entityIdentifierString: String) -> Int? { Int(entityIdentifierString) }
}

extension UUID: EntityIdentifierConvertible {
    public var entityIdentifierString: String { uuidString }
    public static func entityIdentifier(for entityIdentifierString: String) -> UUID? { UUID(uuidString: entityIdentifierString) }
}

/// A value of the app's own that intents take and show, as App Intents' `AppEntity`.
///
///     struct CourierEntity: AppEntity {
///         let id: String
///         @Property(title: "Name") var name: String
///         static let typeDisplayRepresentation: TypeDisplayRepresentation = "Courier"
///         static let defaultQuery = CourierQuery()
///         var displayRepresentation: DisplayRepresentation { "\(name)" }
///     }
public protocol AppEntity: AppValue, DisplayRepresentable, Identifiable where ID: EntityIdentifierConvertible {
    associatedtype DefaultQuery: EntityQuery
    /// The query that finds entities of this type by their identifiers.
    static var defaultQuery: DefaultQuery { get }
}

extension AppEntity {
    /// An entity's property that the system can show, as App Intents' `@Property`.
    public typealias Property<Value> = EntityProperty<Value>
}

/// Finds entities by identifier, and suggests some, as App Intents' `EntityQuery`.
public protocol EntityQuery: PersistentlyIdentifiable, Sendable {
    associatedtype Entity: AppEntity
    associatedtype Result = [Entity]
    init()
    func entities(for identifiers: [Entity.ID]) async throws -> [Entity]
    func suggestedEntities() async throws -> Result
}

extension EntityQuery where Result == [Entity] {
    /// None suggested, as App Intents' default.
    public func suggestedEntities() async throws -> [Entity] { [] }
}

/// A query that also finds entities by a string the user typed, as App Intents' `EntityStringQuery`.
public protocol EntityStringQuery: EntityQuery {
    func entities(matching string: String) async throws -> Result
}

/// An entity's property, as App Intents' `EntityProperty` (`@Property(title:)` in an entity).
/// A reference, as Apple's is: copies of an entity share their properties' values.
@propertyWrapper
public final class EntityProperty<Value>: @unchecked Sendable {
    public final let title: LocalizedStringResource
    private var value: Value?

    public convenience init(title: LocalizedStringResource) {
        self.init(title: title, value: nil)
    }

    public init(wrappedValue: Value, title: LocalizedStringResource) {
        self.title = title
        self.value = wrappedValue
    }

    init(title: LocalizedStringResource, value: Value?) {
        self.title = title
        self.value = value
    }

    public final var wrappedValue: Value {
        get {
            guard let value else { fatalError("@Property \(title.text) was read before it was given a value") }
            return value
        }
        set { value = newValue }
    }

    public final var projectedValue: EntityProperty<Value> { self }

    /// Whether the property's type is optional.
    public final var isOptional: Bool { Value.self is ExpressibleByNilLiteral.Type }
}

extension EntityProperty where Value: ExpressibleByNilLiteral {
    /// An optional property starts as `nil`.
    public convenience init(title: LocalizedStringResource) {
        self.init(title: title, value: Value(nilLiteral: ()))
    }
}

/// A query that can list every entity, as App Intents' `EnumerableEntityQuery` (Shortcuts then
/// offers filters on them).
public protocol EnumerableEntityQuery: EntityQuery {
    func allEntities() async throws -> Result
    static var findIntentDescription: IntentDescription? { get }
}

extension EnumerableEntityQuery {
    public static var findIntentDescription: IntentDescription? { nil }
}

/// A query giving the system entity values for an input (visual intelligence search), as App
/// Intents' `IntentValueQuery` (iOS 26). The simulated device never asks one.
public protocol IntentValueQuery: PersistentlyIdentifiable, Sendable {
    associatedtype Input
    associatedtype Result
    func values(for input: Input) async throws -> Result
}
