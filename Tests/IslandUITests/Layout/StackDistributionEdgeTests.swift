import Testing
@testable import IslandUI

/// The edges between the stack's three ways of sharing out its length: children that fit at
/// their ideals are given them without a solver (exactly fitting included), up to
/// `solverChildLimit` children short of room are solved, and more are shared out directly.
@Suite("Stack distribution at its edges")
struct StackDistributionEdgeTests {
    /// `count` rigid children of 8 points each, which may shrink to 2, in one priority.
    func rigid(_ count: Int) -> StackLayout.Inputs {
        StackLayout.Inputs(minimums: Array(repeating: 2, count: count), ideals: Array(repeating: 8, count: count),
                           maximums: Array(repeating: 8, count: count), priorities: Array(repeating: 0, count: count), spacing: 0)
    }

    @Test func childrenThatExactlyFillTheOfferAreGivenTheirIdealsWithoutASolver() {
        let stack = StackLayout()
        #expect(stack.distribute(rigid(4), offered: 32) == [8, 8, 8, 8])
        #expect(stack.systemsBuilt == 0)
    }

    @Test func aStackOfTheLimitsCountShortOfRoomIsSolved() {
        let stack = StackLayout()
        let count = StackLayout.solverChildLimit
        let lengths = stack.distribute(rigid(count), offered: Double(count) * 8 - 4)
        #expect(stack.systemsBuilt == 1)
        #expect(lengths.reduce(0, +) == Double(count) * 8 - 4)
    }

    @Test func oneChildMoreIsSharedOutDirectly() {
        let stack = StackLayout()
        let count = StackLayout.solverChildLimit + 1
        let lengths = stack.distribute(rigid(count), offered: Double(count) * 8 - 4)
        #expect(stack.systemsBuilt == 0)
        #expect(lengths.reduce(0, +) == Double(count) * 8 - 4)
    }

    /// What is left after the ideals is shared among the flexible children only when it is more
    /// than a billionth of a point: less is the residue of adding up points, not room.
    @Test func aBillionthOfAPointLeftOverIsNotShared() {
        let inputs = StackLayout.Inputs(minimums: [0], ideals: [0], maximums: [.infinity], priorities: [0], spacing: 0)
        #expect(StackLayout.distributeWithRoomToSpare(inputs, offered: 1e-9) == [0])
        #expect(StackLayout.distributeWithRoomToSpare(inputs, offered: 2e-9) == [2e-9])
    }
}
