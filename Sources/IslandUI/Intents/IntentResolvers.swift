import Foundation

// The resolvers and property queries App Intents uses to turn what a user said or typed into a
// parameter's value, and to search entities by their properties (Shortcuts' "Find" actions).
// The system runs these; nothing here does, so each is named with Apple's generic parameters,
// so that an app's `EntityPropertyQuery` compiles in a widget extension's target.

/// Turns one kind of value into another, as App Intents' `Resolver`.
public protocol Resolver: Hashable, Sendable {}

/// A resolver that checks a range.
public protocol RangeCheckingResolver: Resolver {}

/// The resolvers of a parameter.
public protocol ResolverSpecification: Hashable, Sendable {}

/// No resolvers.
public struct EmptyResolverSpecification<Value>: ResolverSpecification {
    public init() {}
}

/// Builds a parameter's resolvers.
@resultBuilder
public enum ResolverSpecificationBuilder<Property> {
    public static func buildBlock() -> EmptyResolverSpecification<Property> { .init() }
}

public struct IntResolver: RangeCheckingResolver { public init() {} }
public struct DoubleResolver: RangeCheckingResolver { public init() {} }
public struct IntFromDoubleResolver: RangeCheckingResolver { public init() {} }
public struct IntFromStringResolver: RangeCheckingResolver { public init() {} }
public struct DoubleFromIntResolver: RangeCheckingResolver { public init() {} }
public struct DoubleFromStringResolver: RangeCheckingResolver { public init() {} }
public struct BoolFromStringResolver: Resolver { public init() {} }
public struct StringFromDoubleResolver: Resolver { public init() {} }
public struct StringFromIntResolver<Input, Output>: Resolver { public init() {} }
public struct URLFromStringResolver: Resolver { public init() {} }
public struct AttributedStringFromStringResolver: Resolver { public init() {} }

/// A property that can be compared in ranges.
public protocol RangeComparableProperty: Comparable {}

/// A query that finds entities by their properties, as App Intents' `EntityPropertyQuery`.
public protocol EntityPropertyQuery: EntityQuery {
    associatedtype ComparatorMappingType
}

/// How a property query's comparators combine.
public enum EntityQueryComparatorMode: Hashable, Sendable { case and, or }

/// A comparison of an entity's property, as App Intents' `EntityQueryComparator`.
open class EntityQueryComparator<Property, PropertyType, InputType, ComparatorMappingType> {
    public init() {}
}

public final class EqualToComparator<Property, PropertyType, ComparatorMappingType>: EntityQueryComparator<Property, PropertyType, PropertyType, ComparatorMappingType> {}
public final class NotEqualToComparator<Property, PropertyType, ComparatorMappingType>: EntityQueryComparator<Property, PropertyType, PropertyType, ComparatorMappingType> {}
public final class LessThanComparator<Property, PropertyType, ComparatorMappingType>: EntityQueryComparator<Property, PropertyType, PropertyType, ComparatorMappingType> {}
public final class LessThanOrEqualToComparator<Property, PropertyType, ComparatorMappingType>: EntityQueryComparator<Property, PropertyType, PropertyType, ComparatorMappingType> {}
public final class GreaterThanComparator<Property, PropertyType, ComparatorMappingType>: EntityQueryComparator<Property, PropertyType, PropertyType, ComparatorMappingType> {}
public final class GreaterThanOrEqualToComparator<Property, PropertyType, ComparatorMappingType>: EntityQueryComparator<Property, PropertyType, PropertyType, ComparatorMappingType> {}
public final class ContainsComparator<Property, PropertyType, InputType, ComparatorMappingType>: EntityQueryComparator<Property, PropertyType, InputType, ComparatorMappingType> {}
public final class HasPrefixComparator<Property, PropertyType, InputType, ComparatorMappingType>: EntityQueryComparator<Property, PropertyType, InputType, ComparatorMappingType> {}
public final class HasSuffixComparator<Property, PropertyType, InputType, ComparatorMappingType>: EntityQueryComparator<Property, PropertyType, InputType, ComparatorMappingType> {}
public final class IsBetweenComparator<Property, PropertyType, InputType, ComparatorMappingType>: EntityQueryComparator<Property, PropertyType, InputType, ComparatorMappingType> {}

/// A comparator with its types erased.
public struct AnyEntityQueryComparator<Entity, Subject, Property, PropertyType, ComparatorMappingType> {}

/// A property a query can compare, as App Intents' `EntityQueryPropertyDeclaration`.
open class EntityQueryPropertyDeclaration<Entity, ComparatorMappingType> {
    public init() {}
}

public final class EntityQueryProperty<Entity, Subject, Property, PropertyType, ComparatorMappingType>: EntityQueryPropertyDeclaration<Entity, ComparatorMappingType> {}

/// A query's properties, as `static var properties = QueryProperties { … }`.
public struct EntityQueryProperties<Entity, ComparatorMappingType> {
    public init() {}
}

/// A sort of a query's results.
public struct EntityQuerySort<Entity> {
    /// Which way a sort runs.
    public enum Ordering: Hashable, Sendable { case ascending, descending }
}

/// A property a query's results can be sorted by.
public struct EntityQuerySortableByProperty<Entity> {}

/// The ways a query's results can be sorted.
public struct EntityQuerySortingOptions<Entity> {
    public init() {}
}

/// Builders of a property query's declarations.
@resultBuilder
public enum EntityQueryPropertiesBuilder<Entity, ComparatorMappingType> {
    public static func buildBlock() -> [EntityQueryPropertyDeclaration<Entity, ComparatorMappingType>] { [] }
}

@resultBuilder
public enum EntityQueryComparatorsBuilder<Entity, Subject, Property, PropertyType, ComparatorMappingType> {
    public static func buildBlock() -> [AnyEntityQueryComparator<Entity, Subject, Property, PropertyType, ComparatorMappingType>] { [] }
}

@resultBuilder
public enum EntityQuerySortingOptionsBuilder<Entity> {
    public static func buildBlock() -> [EntityQuerySortableByProperty<Entity>] { [] }
}

/// A prediction of an intent the system may suggest.
public protocol IntentPredictionConfiguration {}

public struct IntentPrediction<Intent, T>: IntentPredictionConfiguration {}
public struct TupleIntentPrediction<Intent, T>: IntentPredictionConfiguration {}

@resultBuilder
public enum IntentPredictionsBuilder<Intent> {
    public static func buildBlock(_ parts: any IntentPredictionConfiguration...) -> [any IntentPredictionConfiguration] { parts }
}

/// What a parameter is told about the other parameters while it is resolved.
public struct IntentParameterContext<Value>: AnyIntentValue, @unchecked Sendable {}

/// A parameter of an intent, by App Intents' class name (`@Parameter` is its spelling).
public typealias IntentParameter<Value> = Parameter<Value>
