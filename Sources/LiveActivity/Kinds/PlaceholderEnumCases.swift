import Synchronization

/// The first case of an enum the type system cannot list (one with associated values, or with
/// a raw value and no `CaseIterable`), read from the widget's own source by `island`
/// (SwiftSourceText's `SwiftEnumCases`) and registered before placeholders are made.
public struct PlaceholderEnumCase: Equatable, Sendable {
    public enum RawValue: Equatable, Sendable {
        case string(String)
        case integer(Int)
    }

    /// The enum's name as declared, with the types it is nested in but no module: "Order.Stage".
    public let typeName: String
    public let caseName: String
    /// For an enum with a `String` or integer raw value: the first case's.
    public let rawValue: RawValue?

    public init(_ typeName: String, case caseName: String, rawValue: RawValue? = nil) {
        self.typeName = typeName
        self.caseName = caseName
        self.rawValue = rawValue
    }
}

/// The enums' first cases registered in this program, consulted by `PlaceholderValues`.
public enum PlaceholderEnumCases {
    /// By the enum's declared name: a reloaded widget's library registers its enums again, and
    /// an edit that reordered the cases must be what the next placeholder uses.
    private static let registered = Mutex<[String: PlaceholderEnumCase]>([:])

    /// Adds `cases` (the widget folder's host registers those its generated file lists), each
    /// replacing what was registered for its enum before.
    public static func register(_ cases: [PlaceholderEnumCase]) {
        registered.withLock { registered in
            for registeredCase in cases { registered[registeredCase.typeName] = registeredCase }
        }
    }

    /// The registered first case of `type`: the one whose name ends the type's full name as
    /// `String(reflecting:)` writes it (`Widget_Orders_1f2e.Order.Stage`; a private type's
    /// `(unknown context at $…)` left out), the longest such name when several do.
    public static func firstCase(of type: Any.Type) -> PlaceholderEnumCase? {
        let components = nameComponents(String(reflecting: type))
        return registered.withLock { cases in
            cases.values.filter { registeredCase in
                let wanted = nameComponents(registeredCase.typeName)
                return wanted.count <= components.count && Array(components.suffix(wanted.count)) == wanted
            }.max { $0.typeName.count < $1.typeName.count }
        }
    }

    /// "M.(unknown context at $1f).Order.Stage" → ["M", "Order", "Stage"]; generic arguments dropped.
    static func nameComponents(_ name: String) -> [Substring] {
        let plain = name.prefix { $0 != "<" }
        return plain.split(separator: ".").filter { !$0.hasPrefix("(") && !$0.hasSuffix(")") }
    }
}
