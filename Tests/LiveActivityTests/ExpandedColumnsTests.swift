@testable import LiveActivity
import Testing

/// The expanded presentation's column arithmetic, inputs → widths (leading, center, trailing,
/// leading below the camera), at the limits: an island 42 columns inside, a camera 16 wide, so
/// each side has at most 13 when they share.
@Suite struct ExpandedColumnsTests {
    struct Case: CustomStringConvertible, Sendable {
        let description: String
        var inner = 42, camera = 16
        var leading = 0, trailing = 0, center = 0
        var leadingPriority = 0.0, trailingPriority = 0.0
        var wantsBelow = false
        let expected: (Int, Int, Int, Bool)
    }

    static let cases: [Case] = [
        Case(description: "nothing: the center takes all", expected: (0, 42, 0, false)),
        Case(description: "equal sides, as wide as the wider", leading: 8, trailing: 5, expected: (8, 26, 8, false)),
        Case(description: "a side wider than its half is cut to it", leading: 20, trailing: 5, expected: (13, 16, 13, false)),
        Case(description: "exactly its half fits", leading: 13, expected: (13, 16, 13, false)),
        Case(description: "odd room: the center takes the spare column", inner: 43, leading: 30, trailing: 30, expected: (13, 17, 13, false)),
        Case(description: "trailing first by priority", leading: 4, trailing: 30, trailingPriority: 1, expected: (4, 16, 22, false)),
        Case(description: "leading first by priority", leading: 30, trailing: 4, leadingPriority: 1, expected: (22, 16, 4, false)),
        Case(description: "priority: the other side keeps up to its half", leading: 20, trailing: 30, trailingPriority: 1,
             expected: (13, 16, 13, false)),
        Case(description: "too wide and asks: below, its side as wide as trailing", leading: 20, trailing: 6, center: 10, wantsBelow: true,
             expected: (6, 30, 6, true)),
        Case(description: "below, and the center needs the room", leading: 20, trailing: 6, center: 31, wantsBelow: true,
             expected: (0, 36, 6, true)),
        Case(description: "below, the center exactly fits symmetric", leading: 20, trailing: 6, center: 30, wantsBelow: true,
             expected: (6, 30, 6, true)),
        Case(description: "at its half it stays beside the camera", leading: 13, trailing: 6, wantsBelow: true, expected: (13, 16, 13, false)),
        Case(description: "a column more and it goes below", leading: 14, wantsBelow: true, expected: (0, 42, 0, true)),
        Case(description: "too wide, not asking: cut", leading: 20, trailing: 6, expected: (13, 16, 13, false)),
        Case(description: "a camera wider than the island: no sides", inner: 10, camera: 12, leading: 5, trailing: 5, trailingPriority: 1,
             expected: (0, 10, 0, false)),
    ]

    @Test(arguments: cases)
    func widths(_ test: Case) {
        let columns = ExpandedColumns.resolve(
            inner: test.inner, camera: test.camera, leadingIdeal: test.leading, trailingIdeal: test.trailing,
            leadingPriority: test.leadingPriority, trailingPriority: test.trailingPriority,
            leadingWantsBelow: test.wantsBelow, centerIdeal: test.center)
        let (leading, center, trailing, below) = test.expected
        #expect(columns == ExpandedColumns(leading: leading, center: center, trailing: trailing, leadingBelow: below))
        #expect(columns.leading + columns.center + columns.trailing == test.inner, "the parts add up to the whole")
    }

    /// Whether leading content asks to move below is resolved only for content wider than its half.
    @Test func whatCostsALayoutIsAskedOnlyWhenItMatters() {
        var asked = 0
        func ask() -> Bool { asked += 1; return true }
        _ = ExpandedColumns.resolve(inner: 42, camera: 16, leadingIdeal: 13, trailingIdeal: 0, leadingWantsBelow: ask())
        #expect(asked == 0)
        _ = ExpandedColumns.resolve(inner: 42, camera: 16, leadingIdeal: 14, trailingIdeal: 0, leadingWantsBelow: ask())
        #expect(asked == 1)
    }
}
