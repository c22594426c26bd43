/// A column of the tableau: an external variable, or a slack, error or dummy the solver made.
///
/// Symbols are small integers so that rows can be sorted arrays and per-symbol facts can live in
/// flat arrays. Their order is the order Bland's rule uses to pick pivots, which is what makes
/// the primal simplex terminate and every result reproducible.
struct Symbol: Hashable, Comparable {
    var index: Int32

    @inline(__always) init(_ index: Int32) { self.index = index }
    @inline(__always) init(_ index: Int) { self.index = Int32(truncatingIfNeeded: index) }

    @inline(__always) var position: Int { Int(index) }

    static let invalid = Symbol(Int32(-1))
    var isValid: Bool { index >= 0 }

    @inline(__always) static func < (lhs: Symbol, rhs: Symbol) -> Bool { lhs.index < rhs.index }
}

/// What a symbol stands for, which decides how the simplex may use it.
enum SymbolKind: UInt8 {
    /// A recycled id, waiting to be handed out again.
    case unused
    /// A user's ``Variable``: unrestricted in sign, never chosen to leave the basis by ratio.
    case external
    /// The slack of an inequality (≥ 0); the marker of a required inequality.
    case slack
    /// The error of a non-required constraint (≥ 0), weighted by its strength in the objective.
    case error
    /// The marker of a required equality: always zero, never allowed to enter the basis.
    case dummy
}

/// Coefficients and constants smaller than this in magnitude are treated as zero.
///
/// Pivots multiply and add rows, so rounding leaves residues such as 1e-17 where an exact
/// computation gives zero. Keeping them would grow rows and eventually pick pivots on noise;
/// dropping them at 1e-8 (kiwi's threshold) keeps long edit sessions from drifting. Layout
/// values are cells and points, so nothing meaningful is that small.
let epsilon = 1.0e-8

@inline(__always) func isNearZero(_ value: Double) -> Bool {
    value < epsilon && value > -epsilon
}
