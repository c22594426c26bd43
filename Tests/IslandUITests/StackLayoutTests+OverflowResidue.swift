@testable import IslandUI
import Testing

extension StackTests {
    /// A stack overflows when its minimums and spacing need more than it is offered, beyond a
    /// rounding residue of 1e-9: exactly that much more still fits; a hair more does not.
    @Test func aStackOverflowsOnlyPastTheResidue() {
        func inputs(_ minimums: [Double], spacing: Double) -> StackLayout.Inputs {
            StackLayout.Inputs(minimums: minimums, ideals: minimums, maximums: minimums, priorities: minimums.map { _ in 0 }, spacing: spacing)
        }
        #expect(StackLayout.overflowing(inputs([4, 6], spacing: 0), offered: 10) == nil)
        #expect(StackLayout.overflowing(inputs([4, 6 + 1e-9], spacing: 0), offered: 10) == nil)
        #expect(StackLayout.overflowing(inputs([4, 6], spacing: 1e-9), offered: 10) == nil)
        #expect(StackLayout.overflowing(inputs([4, 6], spacing: 1e-6), offered: 10) == [4, 6])
        #expect(StackLayout.overflowing(inputs([4, 7], spacing: 0), offered: 10) == [4, 7])
    }
}
