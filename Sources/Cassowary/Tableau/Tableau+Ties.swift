/// Whether the optimum the tableau holds is the only one, as far as the user's variables go.
///
/// The objective row is written in the parameters (the non-basic symbols), and at an optimum
/// every coefficient is at least 0: the cost of any solution is the optimum's plus
/// `Σ coefficientⱼ · parameterⱼ`. So a solution costs no more exactly when every parameter with
/// a positive coefficient is 0; the parameters whose coefficient is 0 (not dummies, which are
/// always 0) can take other values at no cost, and every basic symbol moves with the ones its
/// row holds. The user's variables are basic (an external, once a row's subject, never leaves:
/// neither simplex picks an external row to leave), so their values are the same at every
/// optimum when no external's row holds a free parameter.
///
/// Where that fails, which optimum the solver holds depends on the basis it came from, so on
/// the calls before: the same constraints and the same last suggestion can give other values
/// to a solver that went through other suggestions first.
extension Tableau {
    /// True when no external's row holds a parameter whose objective coefficient is at most
    /// `tolerance` (rounding leaves noise on coefficients that are 0; strengths up to 10⁹
    /// make it about 10⁻⁷). Conservative: a free parameter that cannot move because the
    /// vertex is degenerate still counts as a tie.
    func externalsAreDetermined(tolerance: Double) -> Bool {
        for external in externals {
            guard let slot = rowSlot(ofBasic: external.symbol) else {
                // Never so in practice (see above); an external parameter is free both ways.
                return false
            }
            for cell in rows[slot].cells where kinds[cell.symbol.position] != .dummy {
                if objective.coefficient(of: cell.symbol) <= tolerance { return false }
            }
        }
        return true
    }
}
