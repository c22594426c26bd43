import LiveActivity

/// The activity kinds a scenario can draw, by the name its requests give in `"example"`:
/// `island`'s built-in examples by their example names, a user's own widgets by their
/// attributes type names, views a scenario describes by the names it gives them.
///
///     var kinds = ActivityKinds()
///     kinds.register(.widget(PizzaDeliveryWidget.self, attributes: PizzaDeliveryAttributes.self))
///     // a request's "example": "PizzaDeliveryAttributes" now draws with PizzaDeliveryWidget
///
/// A push-to-start payload finds its kind by `attributes-type` when it names none.
public struct ActivityKinds: Sendable {
    private var byName: [String: ActivityKind] = [:]
    /// Every registered name, in the order registered.
    public private(set) var names: [String] = []

    public init() {}

    /// Registers `kind` under `name`, by default its attributes type name. A name registered
    /// again draws with the new kind.
    public mutating func register(_ kind: ActivityKind, as name: String? = nil) {
        let name = name ?? kind.attributesType
        if byName[name] == nil { names.append(name) }
        byName[name] = kind
    }

    /// The kind registered under `name`.
    public func kind(named name: String) -> ActivityKind? { byName[name] }

    /// The kind for a payload's `attributes-type`: one registered under that name, else the
    /// first whose attributes type it is.
    public func kind(attributesType type: String) -> ActivityKind? {
        byName[type] ?? names.lazy.compactMap { byName[$0] }.first { $0.attributesType == type }
    }

    /// Why a push-to-start of attributes type `type` has no kind to draw it, with the closest
    /// type there is: what the device says, and the server's answer too.
    package func noKindDraws(attributesType type: String) -> String {
        let types = names.compactMap { byName[$0]?.attributesType }
        return "no widget draws attributes type \"\(type)\"\(NameSuggestion.didYouMean(type, among: types))"
    }
}
