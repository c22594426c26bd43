/// How much the solver cares about a constraint.
///
/// As in kiwi, a strength is one number: `strong × 10⁶ + medium × 10³ + weak`, each part first
/// multiplied by `weight` and clipped to 0…1000. A thousand weak violations of one unit weigh as
/// much as one medium violation. A strength at or above ``required`` is required: the solver
/// never violates it, and throws when it cannot be met.
public struct Strength: Sendable, Comparable, CustomStringConvertible {
    /// The number the objective function multiplies a violation by.
    public let value: Double

    /// A composite strength, each tier clipped to 0…1000 after weighting.
    public init(strong: Double, medium: Double, weak: Double, weight: Double = 1) {
        func tier(_ part: Double) -> Double { min(max(part * weight, 0), 1000) }
        value = tier(strong) * 1_000_000 + tier(medium) * 1000 + tier(weak)
    }

    /// A strength from its number, clipped to 0…``required``.
    public init(value: Double) {
        self.value = value.isNaN ? 0 : min(max(value, 0), Strength.requiredValue)
    }

    private static let requiredValue = 1000.0 * 1_000_000 + 1000.0 * 1000 + 1000

    public static let required = Strength(value: requiredValue)
    public static let strong = Strength(strong: 1, medium: 0, weak: 0)
    public static let medium = Strength(strong: 0, medium: 1, weak: 0)
    public static let weak = Strength(strong: 0, medium: 0, weak: 1)

    /// Whether the solver must satisfy a constraint of this strength.
    public var isRequired: Bool { value >= Strength.requiredValue }

    public static func < (lhs: Strength, rhs: Strength) -> Bool { lhs.value < rhs.value }

    public var description: String {
        switch self {
        case .required: return "required"
        case .strong: return "strong"
        case .medium: return "medium"
        case .weak: return "weak"
        default: return "strength(\(formatNumber(value)))"
        }
    }
}
