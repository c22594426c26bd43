import Testing
@testable import IslandUI

/// The shortcut for stacks with room to spare must give exactly what the constraints give.
@Suite("Stack distribution")
struct StackDistributionTests {
    @Test(arguments: 0..<40)
    func roomToSpareMatchesTheSolver(seed: Int) {
        // Varied stacks from the seed alone (a multiplicative hash), so each case replays.
        var state = UInt64(seed) &* 0x9E37_79B9_7F4A_7C15 | 1
        func next() -> UInt64 {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return state >> 33
        }
        let count = 1 + seed % 5
        let ideals = (0..<count).map { _ in Double(next() % 10) * 8 }
        let maximums = ideals.map { ideal -> Double in
            switch next() % 4 {
            case 0: return .infinity
            case 1: return ideal + Double(next() % 6) * 8  // a flexible frame's maximum
            default: return ideal
            }
        }
        let inputs = StackLayout.Inputs(
            minimums: ideals.map { $0 / 2 }, ideals: ideals, maximums: maximums,
            priorities: (0..<count).map { _ in Double(next() % 2) }, spacing: 8)
        let stack = StackLayout()
        for offered in stride(from: 0.0, through: 480, by: 8) {
            guard let quick = StackLayout.distributeWithRoomToSpare(inputs, offered: offered) else { continue }
            let solved = stack.solve(inputs, offered: offered)
            for (a, b) in zip(quick, solved) {
                #expect(abs(a - b) < 1e-6, "offered \(offered): \(quick) against the solver's \(solved) for \(inputs)")
            }
        }
    }

    /// Random stacks short of space, shared out directly and by the solver: the direct answer
    /// keeps every required constraint and gives each priority the total the solver gives it
    /// (its strong and medium tiers, which say who loses first, are unique); where the solver's
    /// answer is unique too (rigid children of one priority, each still above its minimum) it is
    /// the same.
    @Test(arguments: 0..<60)
    func sharingDirectlyGivesEachPriorityWhatTheSolverGives(seed: Int) {
        var state = UInt64(seed) &* 0x9E37_79B9_7F4A_7C15 | 1
        func next() -> UInt64 {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return state >> 33
        }
        let count = 1 + seed % StackLayout.solverChildLimit
        let ideals = (0..<count).map { _ in Double(1 + next() % 12) * 8 }
        let minimums = ideals.map { $0 * Double(next() % 5) / 4 }
        let flexible = seed % 3 == 0
        let maximums = ideals.map { ideal -> Double in
            guard flexible else { return ideal }
            return next() % 2 == 0 ? .infinity : ideal + Double(next() % 6) * 8
        }
        let onePriority = seed % 2 == 0
        let priorities = (0..<count).map { _ in onePriority ? 0 : Double(next() % 3) }
        let inputs = StackLayout.Inputs(minimums: minimums, ideals: ideals, maximums: maximums,
                                        priorities: priorities, spacing: Double(count - 1) * 8)
        let stack = StackLayout()
        for offered in stride(from: 0.0, through: ideals.reduce(inputs.spacing, +), by: 4) {
            let direct = StackLayout.distributeDirectly(inputs, offered: offered)
            let solved = stack.solve(inputs, offered: offered)
            let total = direct.reduce(inputs.spacing, +)
            #expect(total <= max(offered, inputs.spacing) + 1e-6, "offered \(offered): \(direct) for \(inputs)")
            for (index, length) in direct.enumerated() {
                #expect(length >= -1e-9 && length <= maximums[index] + 1e-9)
            }
            for priority in Set(priorities) {
                let members = priorities.indices.filter { priorities[$0] == priority }
                let directShare = members.reduce(0) { $0 + direct[$1] }
                let solvedShare = members.reduce(0) { $0 + solved[$1] }
                #expect(abs(directShare - solvedShare) < 1e-6,
                        "priority \(priority) at \(offered): \(direct) against the solver's \(solved) for \(inputs)")
            }
            // Unique: every child can give some length and none has given all it can. (A child
            // that cannot shrink holds its neighbours in the solver's chain of preferences.)
            let unique = direct.indices.allSatisfy { direct[$0] > minimums[$0] + 1e-9 }
            if onePriority && !flexible && unique {
                #expect(zip(direct, solved).allSatisfy { abs($0 - $1) < 1e-6 },
                        "offered \(offered): \(direct) against the solver's \(solved) for \(inputs)")
            }
        }
    }

    /// Offers that leave the children no choice (no more than the spacing, or exactly the
    /// minimums) are answered without the solver: the same lengths as a solver built for them.
    @Test(arguments: 0..<80)
    func anOfferWithoutChoiceMatchesTheSolver(seed: Int) {
        var state = UInt64(seed) &* 0x9E37_79B9_7F4A_7C15 | 1
        func next() -> UInt64 {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return state >> 33
        }
        let count = 1 + seed % 7
        let ideals = (0..<count).map { _ in Double(next() % 12) * 8 }
        // Mostly at most the ideal, now and then above it (a frame's minimum of its own).
        let minimums = ideals.map { ideal in next() % 5 == 0 ? ideal + 8 : ideal * Double(next() % 5) / 4 }
        let maximums = zip(ideals, minimums).map { ideal, minimum -> Double in
            switch next() % 4 {
            case 0: return .infinity
            case 1: return max(ideal, minimum) + Double(next() % 6) * 8
            default: return max(ideal, minimum)
            }
        }
        let inputs = StackLayout.Inputs(
            minimums: minimums, ideals: ideals, maximums: maximums,
            priorities: (0..<count).map { _ in Double(next() % 3) }, spacing: Double(next() % 3) * 8)
        let offers = [0, inputs.spacing / 2, inputs.spacing, minimums.reduce(inputs.spacing, +)]
        for offered in offers {
            guard let forced = StackLayout.distributeWithoutChoice(inputs, offered: offered) else {
                Issue.record("offered \(offered) leaves a choice for \(inputs)")
                continue
            }
            let solved = StackLayout().solve(inputs, offered: offered)
            #expect(zip(forced, solved).allSatisfy { abs($0 - $1) < 1e-6 } && forced.count == solved.count,
                    "offered \(offered): \(forced) against the solver's \(solved) for \(inputs)")
        }
        // An offer between them is the solver's to share.
        let between = (inputs.spacing + minimums.reduce(inputs.spacing, +)) / 2
        if between > inputs.spacing && between < minimums.reduce(inputs.spacing, +) {
            #expect(StackLayout.distributeWithoutChoice(inputs, offered: between) == nil)
        }
    }

    /// A stack's answer to an offer is what a stack given that offer alone answers, whatever
    /// offers came before: those that leave no choice (answered without a system), those with
    /// room to spare, and those the kept system solved, ties included (see `StackLayout`'s
    /// `solveReportingFailures`).
    @Test(arguments: 0..<40)
    func anOffersAnswerDoesNotDependOnTheOffersBefore(seed: Int) {
        var state = UInt64(seed) &* 0x9E37_79B9_7F4A_7C15 | 1
        func next() -> UInt64 {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return state >> 33
        }
        let count = 2 + seed % 5
        let ideals = (0..<count).map { _ in Double(1 + next() % 12) * 8 }
        let minimums = ideals.map { $0 * Double(next() % 5) / 4 }
        let maximums = ideals.map { next() % 3 == 0 ? $0 + Double(next() % 6) * 8 : $0 }
        let inputs = StackLayout.Inputs(minimums: minimums, ideals: ideals, maximums: maximums,
                                        priorities: (0..<count).map { _ in Double(next() % 2) }, spacing: Double(next() % 2) * 8)
        let minimum = minimums.reduce(inputs.spacing, +), ideal = ideals.reduce(inputs.spacing, +)
        let choices = [0, inputs.spacing, minimum, minimum, (minimum + ideal) / 2, ideal - 4, minimum + 8, ideal + 8]
        let offers = (0..<12).map { _ in choices[Int(next() % UInt64(choices.count))] }
        let kept = StackLayout(), solvingEvery = StackLayout()
        for offered in offers {
            let lengths = kept.distribute(inputs, offered: offered)
            let solved = StackLayout.distributeWithRoomToSpare(inputs, offered: offered) ?? solvingEvery.solve(inputs, offered: offered)
            let alone = StackLayout.distributeWithRoomToSpare(inputs, offered: offered) ?? StackLayout().solve(inputs, offered: offered)
            #expect(zip(lengths, alone).allSatisfy { abs($0 - $1) < 1e-6 }, "offers \(offers) at \(offered): \(lengths) against \(alone) for \(inputs)")
            #expect(zip(solved, alone).allSatisfy { abs($0 - $1) < 1e-6 }, "offers \(offers) at \(offered): \(solved) against \(alone) for \(inputs)")
        }
    }

    @Test func sharingDirectlyFillsLevelsLowestPriorityFirst() {
        // One priority: an equal shortfall of 3 points, the third child stopping at its
        // minimum (the level example in StackDistribution.swift).
        let level = StackLayout.Inputs(minimums: [4, 4, 4, 4], ideals: [8, 12, 6, 10], maximums: [8, 12, 6, 10],
                                       priorities: [0, 0, 0, 0], spacing: 0)
        #expect(StackLayout.distributeDirectly(level, offered: 25) == [5, 9, 4, 7])
        // Two priorities: down to the minimums, the low one first; then below them, the low
        // one first again.
        let ranked = StackLayout.Inputs(minimums: [2, 2], ideals: [10, 10], maximums: [10, 10], priorities: [1, 0], spacing: 0)
        #expect(StackLayout.distributeDirectly(ranked, offered: 15) == [10, 5])
        #expect(StackLayout.distributeDirectly(ranked, offered: 11) == [9, 2])
        #expect(StackLayout.distributeDirectly(ranked, offered: 3) == [2, 1])
        // Nonsense in, lengths out: nothing non-finite or negative.
        let broken = StackLayout.Inputs(minimums: [.nan, -3, 8], ideals: [.infinity, 8, .nan], maximums: [.infinity, 8, 8],
                                        priorities: [0, 0, 0], spacing: 4)
        for length in StackLayout.distributeDirectly(broken, offered: 12) { #expect(length.isFinite && length >= 0) }
    }

    @Test(arguments: [StackLayout.solverChildLimit, StackLayout.solverChildLimit + 4, 100])
    func aRowOfManyWordsSharesItsShortfallEvenly(count: Int) {
        // Every text is squeezed to two of its four columns, by the solver (up to its limit)
        // or directly (past it): the same grid either way.
        let view = HStack(spacing: 0) { ForEach(0..<count, id: \.self) { _ in Text("item") } }
        #expect(render(view, width: 2 * count) == """
            \(String(repeating: "it", count: count))
            \(String(repeating: "em", count: count))
            """)
    }

    @Test func manyChildrenAreNotGivenToTheSolver() {
        // A full-tableau solve of lengths that all depend on each other costs N³ (a thousand
        // took a minute); past the limit a stack is shared out directly.
        let renderer = ViewRenderer()
        let row = HStack { ForEach(0..<100, id: \.self) { Text("item \($0)") } }
        let column = VStack(spacing: 0) { ForEach(0..<100, id: \.self) { Text("item \($0) of many") } }
        _ = renderer.render(row, width: 46)
        _ = renderer.render(column, width: 8, height: 150)
        #expect(renderer.engine.stacks.systemsBuilt == 0)
        #expect(renderer.layoutIssues.isEmpty)
    }

    @Test func aTimerTickBuildsNoSystem() {
        let renderer = ViewRenderer()
        let row = HStack {
            Text("A long label that must be truncated").lineLimit(1)
            Text("12:00")
        }
        _ = renderer.render(row, width: 20)
        let built = renderer.engine.stacks.systemsBuilt
        #expect(built >= 1)
        _ = renderer.render(row, width: 20)
        _ = renderer.render(row, width: 22)
        #expect(renderer.engine.stacks.systemsBuilt == built)
    }
}

@Suite("Layout issues")
struct LayoutIssueTests {
    @Test func contentThatDoesNotFitIsNotAnIssue() {
        let renderer = ViewRenderer()
        _ = renderer.render(HStack { Text("far too long to fit").lineLimit(1); Text("also long") }, width: 6)
        #expect(renderer.layoutIssues.isEmpty)
    }

    @Test func anUnsolvableStackIsReportedWithItsViews() {
        let stack = StackLayout()
        let broken = StackLayout.Inputs(minimums: [.nan, 8], ideals: [16, 8], maximums: [16, 8], priorities: [0, 0], spacing: 0)
        _ = stack.distribute(broken, offered: 8)
        #expect(stack.issues.count == 1)
        #expect(stack.issues.first?.message.contains("non-finite") == true)
    }
}
