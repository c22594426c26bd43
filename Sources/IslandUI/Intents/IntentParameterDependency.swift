import Foundation

// iOS 17's dependency of a query on the intent it fills a parameter of:
//
//     struct TrailQuery: EntityQuery {
//         @IntentParameterDependency<ShowTrailIntent>(\.$region)
//         var intent
//         func suggestedEntities() async throws -> [Trail] { Trail.all(in: intent?.region) }
//     }
//
// The intent being configured is the system's; a Live Activity configures none, so the
// dependency is never met and reads nil, as App Intents' does outside a configuration.

/// An intent's parameters a query reads, as App Intents' `IntentParameterDependency`: nil here.
@propertyWrapper
public final class IntentParameterDependency<Intent: AppIntent>: @unchecked Sendable {
    /// The parameters named, as key paths into the intent.
    public let keyPaths: [PartialKeyPath<Intent>]

    public convenience init<V0>(_ k0: KeyPath<Intent, IntentParameter<V0>>) { self.init(keyPaths: [k0]) }
    public convenience init<V0, V1>(_ k0: KeyPath<Intent, IntentParameter<V0>>, _ k1: KeyPath<Intent, IntentParameter<V1>>) {
        self.init(keyPaths: [k0, k1])
    }
    public convenience init<V0, V1, V2>(_ k0: KeyPath<Intent, IntentParameter<V0>>, _ k1: KeyPath<Intent, IntentParameter<V1>>,
                                        _ k2: KeyPath<Intent, IntentParameter<V2>>) {
        self.init(keyPaths: [k0, k1, k2])
    }
    public convenience init<V0, V1, V2, V3>(_ k0: KeyPath<Intent, IntentParameter<V0>>, _ k1: KeyPath<Intent, IntentParameter<V1>>,
                                            _ k2: KeyPath<Intent, IntentParameter<V2>>, _ k3: KeyPath<Intent, IntentParameter<V3>>) {
        self.init(keyPaths: [k0, k1, k2, k3])
    }

    init(keyPaths: [PartialKeyPath<Intent>]) { self.keyPaths = keyPaths }

    /// The intent's parameters, when an intent is being configured: never, here.
    public final var wrappedValue: IntentProjection<Intent>? { nil }
}

/// The parameters of an intent a query depends on, read by name (`intent?.region`), as App
/// Intents' `IntentProjection`.
@dynamicMemberLookup
public final class IntentProjection<Intent: AppIntent> {
    let intent: Intent

    init(_ intent: Intent) { self.intent = intent }

    /// A parameter's value (`intent?.region` for `@Parameter var region`).
    public final subscript<Value>(dynamicMember keyPath: KeyPath<Intent, Value>) -> Value { intent[keyPath: keyPath] }
}
