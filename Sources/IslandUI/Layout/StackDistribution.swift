/// A stack's shortfall shared out without the solver, for stacks with many children.
///
/// The constraints of a stack (see ``StackLayout``) rank what a child loses: first the lowest
/// priority's children give up length down to their minimums (the medium tier: wanting the
/// ideal), then the next priority's; only when every child is at its minimum do they go below
/// it, again lowest priority first (the strong tier). Within one priority the weak preferences
/// ask for equal shortfalls. Stated that way the answer is a water level per priority:
///
///     ideals      8 12  6 10      one priority, minimums 4 4 4 4, 11 columns short
///     shortfalls  3  3  2  3      the level is 3; the third stops at its minimum, 2 below
///     lengths     5  9  4  7      its ideal: 3 + 3 + 2 + 3 = 11
///
/// The solver finds the same tiers but pays for them: while a shortfall is shared, every
/// child's length depends on every other's, so the tableau is dense (N² cells) and each of the
/// O(N) pivots rewrites it, N³ in all (200 texts took 0.4 s, 1,000 took a minute). This takes
/// N log N. It gives each priority the total the solver gives it; within a priority, where the
/// solver's L1 objective has several optima (a chain of equal-shortfall preferences is as happy
/// to squeeze one end of the chain as to share), it takes the even one.
extension StackLayout {
    /// Stacks with more children than this are shared out directly, not by the solver.
    ///
    /// Every stack in a presentation is far below it (a card holds ten rows and 46 columns), so
    /// the solver, its kept systems and its tie-breaks stay what lays out real content; the
    /// direct path bounds the cost of content that could never show whole.
    static let solverChildLimit = 16

    /// The lengths when the offer leaves the children no choice, which is then the solver's only
    /// answer: offered no more than its spacing, every child gets nothing (`wᵢ ≥ 0` and
    /// `Σ wᵢ + spacing ≤ offered` are required, and every length above 0 would push the offer,
    /// which outweighs any child's minimum); offered exactly its children's minimums, each gets
    /// its minimum (anything else leaves some child short of it). A stack measured for its
    /// minimum (offered nothing) is the first case, a column given just its minimum height the
    /// second; building a solver for them was a sixth of a cold frame. nil otherwise.
    static func distributeWithoutChoice(_ inputs: Inputs, offered: Double) -> [Double]? {
        // Measurements that are not numbers are the solver's to report.
        guard inputs.spacing.isFinite, (inputs.minimums + inputs.ideals + inputs.priorities).allSatisfy(\.isFinite),
              !inputs.maximums.contains(where: \.isNaN) else { return nil }
        if offered <= inputs.spacing { return [Double](repeating: 0, count: inputs.ideals.count) }
        guard inputs.minimums.reduce(inputs.spacing, +) == offered,
              zip(inputs.minimums, inputs.maximums).allSatisfy({ $0 >= 0 && $0 <= $1 })
        else { return nil }
        return inputs.minimums
    }

    /// The lengths of the children when the stack is offered `offered`: each child between 0 and
    /// its maximum, adding up (with the spacing) to at most the offer.
    static func distributeDirectly(_ inputs: Inputs, offered: Double) -> [Double] {
        if let roomy = distributeWithRoomToSpare(inputs, offered: offered) { return roomy }
        let count = inputs.ideals.count
        // What the constraints can hold: lengths in 0…maximum, a minimum no more than the ideal.
        var ideals = [Double](repeating: 0, count: count)
        var minimums = [Double](repeating: 0, count: count)
        for index in 0..<count {
            let ideal = finite(min(inputs.ideals[index], inputs.maximums[index]))
            ideals[index] = ideal
            minimums[index] = min(finite(inputs.minimums[index]), ideal)
        }
        var shortfall = ideals.reduce(0, +) - max(0, finite(offered - inputs.spacing))
        var lengths = ideals
        guard shortfall > 0 else { return lengths }
        let levels = priorityLevels(inputs.priorities)
        // Down to the minimums first, then below them; each time the lowest priority first.
        let tiers: [(from: (Int) -> Double, to: (Int) -> Double)] = [
            ({ ideals[$0] }, { minimums[$0] }),
            ({ minimums[$0] }, { _ in 0 }),
        ]
        for tier in tiers {
            for members in levels {
                let room = members.reduce(0) { $0 + tier.from($1) - tier.to($1) }
                if room <= shortfall {
                    for index in members { lengths[index] = tier.to(index) }
                    shortfall -= room
                    continue
                }
                // This priority gives up only part of its room: an equal shortfall from the
                // ideal for each, as far as each can go.
                let lowest = members.map { ideals[$0] - tier.from($0) }
                let highest = members.map { ideals[$0] - tier.to($0) }
                let target = lowest.reduce(0, +) + shortfall
                let level = waterLevel(lowest: lowest, highest: highest, total: target)
                for (position, index) in members.enumerated() {
                    lengths[index] = ideals[index] - min(max(level, lowest[position]), highest[position])
                }
                return lengths
            }
        }
        return lengths
    }

    /// The children's indices grouped by priority, lowest priority first, in order within each.
    static func priorityLevels(_ priorities: [Double]) -> [[Int]] {
        var groups: [Double: [Int]] = [:]
        for (index, priority) in priorities.enumerated() { groups[priority, default: []].append(index) }
        return groups.keys.sorted().map { groups[$0]! }
    }

    /// The level `L` at which `Σ clamp(L, lowest[i], highest[i])` is `total` (which lies between
    /// the sums of the bounds): a sweep over the sorted bounds, where the sum grows by the
    /// number of values still between theirs.
    static func waterLevel(lowest: [Double], highest: [Double], total: Double) -> Double {
        // Events: at a lowest bound a value starts rising with the level, at a highest it stops.
        var events: [(at: Double, change: Int)] = []
        events.reserveCapacity(lowest.count * 2)
        for index in lowest.indices where highest[index] > lowest[index] {
            events.append((lowest[index], 1))
            events.append((highest[index], -1))
        }
        events.sort { $0.at < $1.at || ($0.at == $1.at && $0.change < $1.change) }
        var sum = lowest.reduce(0, +), rising = 0
        var level = events.first?.at ?? 0
        for event in events {
            let next = sum + Double(rising) * (event.at - level)
            if rising > 0 && next >= total { return level + (total - sum) / Double(rising) }
            sum = next
            level = event.at
            rising += event.change
        }
        return level
    }

    /// NaN and negative lengths as 0, and infinity as the largest finite length.
    private static func finite(_ length: Double) -> Double {
        length.isNaN ? 0 : min(max(0, length), .greatestFiniteMagnitude)
    }
}
