import Foundation
import Testing
@testable import IslandSnapshotTesting

@Suite struct UnifiedDiffTests {
    /// The diff with the default context unless one is given, so the tests pin that default.
    func diff(_ old: String, _ new: String, context: Int? = nil) -> String? {
        guard let context else { return UnifiedDiff.diff(from: old, to: new, oldLabel: "snapshot", newLabel: "actual") }
        return UnifiedDiff.diff(from: old, to: new, oldLabel: "snapshot", newLabel: "actual", context: context)
    }

    @Test func equalTextsHaveNoDiff() {
        #expect(diff("", "") == nil)
        #expect(diff("a\nb", "a\nb") == nil)
    }

    @Test func fromAnEmptyTextEveryLineIsAddedAfterLineZero() {
        #expect(diff("", "a\nb") == """
            --- snapshot
            +++ actual
            @@ -0,0 +1,2 @@
            +a
            +b
            """)
    }

    @Test func toAnEmptyTextEveryLineIsRemoved() {
        #expect(diff("a\nb", "") == """
            --- snapshot
            +++ actual
            @@ -1,2 +0,0 @@
            -a
            -b
            """)
    }

    @Test func whenAllLinesChangeTheRemovalsComeFirst() {
        #expect(diff("a\nb\nc", "x\ny") == """
            --- snapshot
            +++ actual
            @@ -1,3 +1,2 @@
            -a
            -b
            -c
            +x
            +y
            """)
    }

    @Test func aLineAddedAtTheEndShowsThreeLinesOfContext() {
        #expect(diff("1\n2\n3\n4\n5", "1\n2\n3\n4\n5\n6") == """
            --- snapshot
            +++ actual
            @@ -3,3 +3,4 @@
             3
             4
             5
            +6
            """)
    }

    @Test func anEmptyLastLineIsARealDifference() {
        #expect(diff("a\nb", "a\nb\n") == """
            --- snapshot
            +++ actual
            @@ -1,2 +1,3 @@
             a
             b
            +
            """)
    }

    @Test func aChangedLastLine() {
        #expect(diff("1\n2\n3\n4\n5", "1\n2\n3\n4\nfive") == """
            --- snapshot
            +++ actual
            @@ -2,4 +2,4 @@
             2
             3
             4
            -5
            +five
            """)
    }

    @Test func changesSixKeptLinesApartShareAHunk() {
        let old = (1...8).map(String.init).joined(separator: "\n")
        let new = old.replacingOccurrences(of: "1", with: "one").replacingOccurrences(of: "8", with: "eight")
        #expect(diff(old, new) == """
            --- snapshot
            +++ actual
            @@ -1,8 +1,8 @@
            -1
            +one
             2
             3
             4
             5
             6
             7
            -8
            +eight
            """)
    }

    @Test func changesSevenKeptLinesApartGetTwoHunks() {
        let old = (1...9).map(String.init).joined(separator: "\n")
        let new = old.replacingOccurrences(of: "1", with: "one").replacingOccurrences(of: "9", with: "nine")
        #expect(diff(old, new) == """
            --- snapshot
            +++ actual
            @@ -1,4 +1,4 @@
            -1
            +one
             2
             3
             4
            @@ -6,4 +6,4 @@
             6
             7
             8
            -9
            +nine
            """)
    }

    @Test func withoutContextAnInsertionStartsAtTheLineBefore() {
        #expect(diff("a\nb\nc", "a\nx\nb\nc", context: 0) == """
            --- snapshot
            +++ actual
            @@ -1,0 +2,1 @@
            +x
            """)
    }
}
