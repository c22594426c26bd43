import Synchronization

/// An unknown the solver finds a value for.
///
/// A variable has identity: two variables with the same name are two unknowns. Its `value` is
/// written by ``Solver/updateVariables()``; until then it keeps the value it had (0 at first).
///
/// The value is stored in a relaxed atomic so that a variable is `Sendable` (errors carry the
/// constraints, and so the variables, that caused them) at the cost of a plain load and store.
public final class Variable: Sendable, CustomStringConvertible {
    /// The name given at creation, used in descriptions and error messages.
    public let name: String
    private let storedValue: Atomic<UInt64>

    /// Creates a variable with a name for messages and an initial value of 0.
    public init(_ name: String = "") {
        self.name = name
        self.storedValue = Atomic(Double(0).bitPattern)
    }

    /// The value the solver last wrote with ``Solver/updateVariables()``.
    public var value: Double {
        Double(bitPattern: storedValue.load(ordering: .relaxed))
    }

    /// Writes a solved value; only the solver does this.
    @inline(__always)
    func store(_ newValue: Double) {
        storedValue.store(newValue.bitPattern, ordering: .relaxed)
    }

    public var description: String { name.isEmpty ? "<unnamed variable>" : name }
}
