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
