import Cassowary
import TerminalCanvas

/// Shares a stack's length among its children with the constraint solver.
///
///     child i:   0 ≤ wᵢ ≤ maxᵢ                     required
///                wᵢ ≥ minᵢ                          strong × rank      (compression resistance)
///                wᵢ ≥ idealᵢ                        medium × rank      (wants its ideal)
///     stack:     Σ wᵢ + spacing ≤ offered           required
///                Σ wᵢ + spacing = offered           weak × 500, when a child can grow
///     growable:  (wₐ − idealₐ) = (w_b − ideal_b)     weak               (share the rest evenly)
///     rigid:     (idealₐ − wₐ) = (ideal_b − w_b)     weak, equal rank   (share a shortfall evenly)
///
/// A child is growable when its maximum exceeds its ideal (spacers, colours, flexible frames);
/// the others never grow past their ideal because their maximum is their ideal.
///
/// `rank` orders children by `layoutPriority`: the highest keeps its size longest and is the last
/// to be truncated. The offered length is an edit variable, so a new width re-solves without
/// rebuilding; a system is kept per stack and per set of child measurements. Where the
/// constraints tie, a new width is answered by a system built for it, so that what is drawn
/// never depends on the widths drawn before (`solveReportingFailures`).
package final class StackLayout {
    /// Whether solved systems are kept for the next offer: not with reuse off (`Reuse`), when
    /// each offer is solved by a system built for it.
    private let keepsSystems: Bool

    package init(keepsSystems: Bool = !Reuse.isOff) { self.keepsSystems = keepsSystems }

    /// What a stack's children want along its axis; equal inputs give equal systems.
    struct Inputs: Hashable {
        var minimums: [Double]
        var ideals: [Double]
        var maximums: [Double]
        var priorities: [Double]
        var spacing: Double
    }

    /// A solved system kept for reuse.
    final class System {
        let solver = Solver()
        let lengths: [Variable]
        let offered = Variable("offered")
        var lastOffered: Double?
        var lastResult: [Double] = []

        /// What went wrong while building the system, if anything (an internal inconsistency:
        /// measurements that were not finite numbers).
        private(set) var failures: [String] = []

        private func add(_ step: () throws -> Void) {
            do { try step() } catch { failures.append(String(describing: error)) }
        }

        init(_ inputs: Inputs) {
            let count = inputs.ideals.count
            lengths = (0..<count).map { Variable("w\($0)") }
            let ranks = Self.ranks(of: inputs.priorities)
            var total = LinearExpression(constant: inputs.spacing)
            var flexible: [Int] = []
            for index in 0..<count {
                let length = lengths[index]
                let rank = Double(ranks[index] + 1)
                total += length
                add { try solver.addConstraint(length >= 0) }
                if inputs.maximums[index].isFinite {
                    add { try solver.addConstraint(length <= inputs.maximums[index]) }
                }
                if inputs.maximums[index] > inputs.ideals[index] { flexible.append(index) }
                add { try solver.addConstraint((length >= inputs.minimums[index]) | Strength(strong: rank, medium: 0, weak: 0)) }
                add { try solver.addConstraint((length >= inputs.ideals[index]) | Strength(strong: 0, medium: rank, weak: 0)) }
            }
            add { try solver.addConstraint(total <= offered) }
            // Children of equal priority share a shortfall evenly, so that two texts both too long
            // are both truncated, rather than one keeping all and the other vanishing.
            let rigid = (0..<count).filter { inputs.maximums[$0] <= inputs.ideals[$0] }
            for (a, b) in zip(rigid, rigid.dropFirst()) where ranks[a] == ranks[b] {
                let shortfallA = inputs.ideals[a] - lengths[a]
                let shortfallB = inputs.ideals[b] - lengths[b]
                add { try solver.addConstraint((shortfallA == shortfallB) | Strength(strong: 0, medium: 0, weak: 0.25)) }
            }
            if !flexible.isEmpty {
                // Filling outweighs any number of equal-share preferences: a child stops growing
                // at its maximum, not because growing would make the shares less equal.
                add { try solver.addConstraint((total == offered) | Strength(strong: 0, medium: 0, weak: 500)) }
                // Every pair, not a chain: when some reach their maximum, the sum of all pairwise
                // differences is least when the others share the rest evenly (water-filling),
                // where a chain of equalities leaves the L1 objective several optima.
                for (position, a) in flexible.enumerated() {
                    for b in flexible[(position + 1)...] {
                        let shareA = lengths[a] - inputs.ideals[a]
                        let shareB = lengths[b] - inputs.ideals[b]
                        add { try solver.addConstraint((shareA == shareB) | Strength(strong: 0, medium: 0, weak: 0.5)) }
                    }
                }
            }
            // The offered length is a fact, not a wish: its edit outweighs every child's minimum
            // (strong × rank), so a stack short of space squeezes children instead of growing.
            add { try solver.addEditVariable(offered, strength: Strength(strong: 1000, medium: 0, weak: 0)) }
        }

        /// Dense ranks of priorities: 0 for the lowest.
        static func ranks(of priorities: [Double]) -> [Int] {
            let distinct = Array(Set(priorities)).sorted()
            return priorities.map { distinct.firstIndex(of: $0)! }
        }

        /// How many offers the solver was given: after the first, its basis is the last offer's.
        private(set) var offersSolved = 0

        /// The lengths at `length`, and whether they may depend on the offers before it: true
        /// when this was not the system's first offer and the solver's optimum is not its only
        /// one (a tie), so that a system built for this offer alone could answer otherwise.
        func solve(offered length: Double) -> (lengths: [Double], historyDependent: Bool) {
            if lastOffered == length { return (lastResult, false) }
            do { try solver.suggestValue(offered, length) } catch { failures.append(String(describing: error)) }
            solver.updateVariables()
            offersSolved += 1
            lastOffered = length
            lastResult = lengths.map { max(0, $0.value) }
            // The weakest weight is 0.25 (weak): a tolerance of 10⁻³ is far below any real
            // difference of costs and far above the rounding on strong × 1000 (10⁻⁷).
            return (lastResult, offersSolved > 1 && !solver.valuesAreUnique(tolerance: 1e-3))
        }
    }

    private var systems: [Inputs: System] = [:]
    /// Systems kept before all are dropped: a long session of changing content must not grow
    /// without limit.
    private static let systemLimit = 512

    /// How many systems were built (a timer tick must build none).
    package private(set) var systemsBuilt = 0
    /// How many of those were built because a kept system's answer was a tie (counted in
    /// `systemsBuilt` too).
    package private(set) var systemsBuiltForTies = 0

    /// The lengths the children of a stack get along its axis when it is offered `offered`.
    func distribute(_ inputs: Inputs, offered: Double, for node: ViewNode? = nil) -> [Double] {
        if inputs.ideals.isEmpty { return [] }
        if let roomy = Self.distributeWithRoomToSpare(inputs, offered: offered) { return roomy }
        if inputs.ideals.count > Self.solverChildLimit { return Self.distributeDirectly(inputs, offered: offered) }
        if let forced = Self.distributeWithoutChoice(inputs, offered: offered) { return forced }
        let (lengths, failures) = solveReportingFailures(inputs, offered: offered)
        if !failures.isEmpty {
            let views = node?.flattenedChildren.map { $0.identity.description }.joined(separator: ", ") ?? "?"
            issues.append(LayoutIssue(stack: node?.identity ?? ViewIdentity(), message:
                "the stack's constraints could not be solved (\(failures.joined(separator: "; "))); children: \(views); inputs: \(inputs)"))
        }
        return lengths
    }

    /// Internal inconsistencies met while laying out, with the views involved. Layout carries
    /// on (the affected stack gives its children what the solver could), so a preview still
    /// shows; tests and the previewer report these.
    package private(set) var issues: [LayoutIssue] = []

    /// When every child fits at its ideal length the constraints have an obvious solution: each
    /// child at its ideal, and what is left shared evenly by the flexible ones. Most stacks in
    /// a presentation are in this case, and building a solver for them was most of a cold
    /// frame's cost. `solve` gives the same lengths (a test sweeps both).
    static func distributeWithRoomToSpare(_ inputs: Inputs, offered: Double) -> [Double]? {
        let wanted = inputs.ideals.reduce(inputs.spacing, +)
        guard wanted <= offered else { return nil }
        var lengths = inputs.ideals
        var growing = inputs.maximums.indices.filter { inputs.maximums[$0] > inputs.ideals[$0] }
        var rest = offered - wanted
        // Share the rest evenly; a child that reaches its maximum stops and its part of the
        // share goes round again.
        while !growing.isEmpty && rest > 1e-9 {
            let share = rest / Double(growing.count)
            var stillGrowing: [Int] = []
            for index in growing {
                let room = inputs.maximums[index] - lengths[index]
                if room <= share {
                    lengths[index] = inputs.maximums[index]
                    rest -= room
                } else {
                    stillGrowing.append(index)
                }
            }
            if stillGrowing.count == growing.count {
                for index in growing { lengths[index] += share }
                rest = 0
            }
            growing = stillGrowing
        }
        return lengths
    }

    /// A column whose children do not fit even at their minimum heights, as SwiftUI lays it out:
    /// no child is given less than its minimum (a line of text cannot be shorter than a row), so
    /// every child takes its minimum and the column is longer than it was offered. It is placed
    /// from its top, and what passes the end of its container is clipped there: the rows that
    /// are lost are the last ones, never rows from the middle.
    ///
    ///     13 one-row texts in 10 rows:   row 0 … row 9 shown, row 10 … row 12 cut
    ///
    /// `nil` when the minimums fit.
    static func overflowing(_ inputs: Inputs, offered: Double) -> [Double]? {
        let needed = inputs.minimums.reduce(inputs.spacing, +)
        return needed > offered + 1e-9 ? inputs.minimums : nil
    }

    /// The lengths the constraint system gives (always, for tests that compare).
    func solve(_ inputs: Inputs, offered: Double) -> [Double] {
        solveReportingFailures(inputs, offered: offered).lengths
    }

    /// The solver's lengths at `offered`, as a system built for these inputs and given this
    /// offer first would give them, whatever offers a kept system came through.
    ///
    /// Where the constraints leave a tie (several layouts of equal cost: a text and a colour
    /// both short of their ideals at one priority, or a chain of equal-shortfall preferences
    /// that can give way at either end), the incremental solver keeps the optimum its last
    /// basis leads to, so a kept system's answer depended on the widths it was offered before,
    /// and a previewer (kept renderers) drew what `island snapshot` (fresh ones) did not. A
    /// unique optimum is the same from any basis, so the kept system answers; at a tie, a system
    /// is built for the offer, as a fresh renderer builds it, and kept in the old one's place.
    private func solveReportingFailures(_ inputs: Inputs, offered: Double) -> (lengths: [Double], failures: [String]) {
        if inputs.ideals.isEmpty { return ([], []) }
        guard keepsSystems else {
            let system = System(inputs)
            systemsBuilt += 1
            return (system.solve(offered: offered).lengths, system.failures)
        }
        if let kept = systems[inputs] {
            let (lengths, historyDependent) = kept.solve(offered: offered)
            guard historyDependent else { return (lengths, kept.failures) }
            systemsBuiltForTies += 1
        }
        let system = System(inputs)
        if systems[inputs] == nil { dropSystemsWhenFull() }
        systems[inputs] = system
        systemsBuilt += 1
        return (system.solve(offered: offered).lengths, system.failures)
    }

    private func dropSystemsWhenFull() {
        guard systems.count >= Self.systemLimit else { return }
        systems.removeAll(keepingCapacity: true)
    }

    // MARK: Stacks

    /// What the children want along the stack's axis: their lengths when offered nothing, their
    /// ideal and as much as they can take.
    ///
    /// A row measures its children at its height when that is bounded (text given one row
    /// truncates on it, which changes how narrow it can go) and with no height otherwise. A
    /// column measures with the width it was offered, because text wraps to that width and grows
    /// taller.
    /// Either way each stack measures once per cross-axis offer and pass.
    private func inputs(of node: ViewNode, spec: StackSpec, proposal: ProposedSize, engine: LayoutEngine) -> Inputs {
        let axis = spec.axis
        // A finite row height is passed on (text offered one row truncates instead of wrapping,
        // which changes its minimum width); an unbounded one is not, so it is measured once.
        let cross: Double? = axis == .horizontal ? proposal.height.flatMap { $0.isFinite ? $0 : nil } : proposal.width
        let key = cross?.bitPattern ?? 0x7FF8_DEAD_0000_0001
        if node.serial >= 0, let known = node.stackInputs.first(where: { $0.cross == key }) { return known.inputs }
        let children = node.flattenedChildren
        func measure(_ child: ViewNode, _ main: Double?) -> Double {
            let offer = axis == .horizontal ? ProposedSize(width: main, height: cross) : ProposedSize(width: cross, height: main)
            return engine.size(of: child, proposal: offer, axis: axis).length(along: axis)
        }
        let inputs = Inputs(
            minimums: children.map { measure($0, 0) },
            ideals: children.map { measure($0, nil) },
            maximums: children.map { measure($0, .infinity) },
            priorities: children.map(\.layoutPriority),
            spacing: spacing(between: children, spec: spec, engine: engine))
        if node.serial >= 0 { node.stackInputs.append((key, inputs)) }
        return inputs
    }

    /// Total spacing: the stack's, or one column between neighbours in an HStack by default;
    /// a spacer brings none of its own.
    private func spacing(between children: [ViewNode], spec: StackSpec, engine: LayoutEngine) -> Double {
        guard children.count > 1 else { return 0 }
        let gap = gapLength(spec, engine)
        var total = 0.0
        for (left, right) in zip(children, children.dropFirst()) {
            if case .spacer = left.kind { continue }
            if case .spacer = right.kind { continue }
            total += gap
        }
        return total
    }

    /// The space between two neighbours, in whole cells (columns half up, rows half down, as
    /// padding): rounding each gap, not each edge, keeps the gaps of a stack all alike.
    private func gapLength(_ spec: StackSpec, _ engine: LayoutEngine) -> Double {
        guard let spacing = spec.spacing else { return spec.axis == .horizontal ? engine.column : 0 }
        let insets = engine.quantized(EdgeInsets(top: spacing, leading: spacing))
        return spec.axis == .horizontal ? insets.leading : insets.top
    }

    func size(of node: ViewNode, spec: StackSpec, proposal: ProposedSize, engine: LayoutEngine) -> ViewSize {
        let children = node.flattenedChildren
        let lengths = layoutLengths(node, spec: spec, proposal: proposal, engine: engine)
        let axis = spec.axis
        var main = spacing(between: children, spec: spec, engine: engine)
        var crosses: [Double] = []
        crosses.reserveCapacity(children.count)
        for (child, length) in zip(children, lengths) {
            main += length
            crosses.append(crossLength(of: child, main: length, spec: spec, proposal: proposal, engine: engine))
        }
        if let guided = StackGuides.offsets(children: children, mains: lengths, crosses: crosses, spec: spec) {
            return ViewSize(axis, main: main, cross: guided.cross)
        }
        return ViewSize(axis, main: main, cross: crosses.max() ?? 0)
    }

    private func layoutLengths(
        _ node: ViewNode, spec: StackSpec, proposal: ProposedSize, engine: LayoutEngine
    ) -> [Double] {
        let inputs = inputs(of: node, spec: spec, proposal: proposal, engine: engine)
        guard let offered = proposal.length(along: spec.axis) else { return inputs.ideals }
        if offered.isInfinite { return zip(inputs.ideals, inputs.maximums).map { $1.isFinite ? $1 : $0 } }
        if spec.axis == .vertical, let overflowing = Self.overflowing(inputs, offered: offered) { return overflowing }
        return distribute(inputs, offered: offered, for: node)
    }

    private func crossLength(
        of child: ViewNode, main: Double, spec: StackSpec, proposal: ProposedSize, engine: LayoutEngine
    ) -> Double {
        let axis = spec.axis
        let offer = axis == .horizontal
            ? ProposedSize(width: main, height: proposal.height)
            : ProposedSize(width: proposal.width, height: main)
        let size = engine.size(of: child, proposal: offer, axis: axis)
        return axis == .horizontal ? size.height : size.width
    }

    func place(_ node: ViewNode, spec: StackSpec, in frame: ViewFrame, engine: LayoutEngine) -> [LaidOutNode] {
        let children = node.flattenedChildren
        let proposal = ProposedSize(width: frame.width, height: frame.height)
        let lengths = layoutLengths(node, spec: spec, proposal: proposal, engine: engine)
        let gap = gapLength(spec, engine)
        var position = spec.axis == .horizontal ? frame.x : frame.y
        var placed: [LaidOutNode] = []
        let crosses = zip(children, lengths).map { crossLength(of: $0, main: $1, spec: spec, proposal: proposal, engine: engine) }
        let guided = StackGuides.offsets(children: children, mains: lengths, crosses: crosses, spec: spec)
        for (index, (child, length)) in zip(children, lengths).enumerated() {
            if index > 0 {
                let previous = children[index - 1]
                var isSpacerPair = false
                if case .spacer = previous.kind { isSpacerPair = true }
                if case .spacer = child.kind { isSpacerPair = true }
                if !isSpacerPair { position += gap }
            }
            let cross = crosses[index]
            let childFrame: ViewFrame
            if let guided {
                // Aligned by guides: each child at its offset from the stack's edge.
                childFrame = spec.axis == .horizontal
                    ? ViewFrame(x: position, y: frame.y + guided.offsets[index], width: length, height: cross)
                    : ViewFrame(x: frame.x + guided.offsets[index], y: position, width: cross, height: length)
            } else if spec.axis == .horizontal {
                let slot = ViewFrame(x: position, y: frame.y, width: length, height: frame.height)
                childFrame = engine.aligned(ViewSize(width: length, height: cross), in: slot, spec.alignment)
            } else {
                let slot = ViewFrame(x: frame.x, y: position, width: frame.width, height: length)
                childFrame = engine.aligned(ViewSize(width: cross, height: length), in: slot, spec.alignment)
            }
            placed.append(engine.place(child, in: childFrame, axis: spec.axis))
            position += length
        }
        return placed
    }
}

/// A layout problem that is the engine's fault, not the content's, with where it happened.
package struct LayoutIssue: CustomStringConvertible {
    package var stack: ViewIdentity
    package var message: String
    package var description: String { "stack \(stack): \(message)" }
}
