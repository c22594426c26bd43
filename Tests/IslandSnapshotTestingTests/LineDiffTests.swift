import Testing
@testable import IslandSnapshotTesting

@Suite struct LineDiffTests {
    /// Replays `edits` on `old`, checking each step names the next line of both sides.
    func apply(_ edits: [LineEdit], to old: [String], producing new: [String]) -> [String]? {
        var (oldIndex, newIndex) = (0, 0)
        var result: [String] = []
        for edit in edits {
            switch edit {
            case .keep(let o, let n):
                guard o == oldIndex, n == newIndex, old[o] == new[n] else { return nil }
                result.append(old[o]); oldIndex += 1; newIndex += 1
            case .delete(let o):
                guard o == oldIndex else { return nil }
                oldIndex += 1
            case .insert(let n):
                guard n == newIndex else { return nil }
                result.append(new[n]); newIndex += 1
            }
        }
        return oldIndex == old.count ? result : nil
    }

    /// The length of a longest common subsequence, by the textbook table: slow, obviously right.
    func lcsLength(_ a: [String], _ b: [String]) -> Int {
        var table = Array(repeating: Array(repeating: 0, count: b.count + 1), count: a.count + 1)
        for i in a.indices.reversed() {
            for j in b.indices.reversed() {
                table[i][j] = a[i] == b[j] ? table[i + 1][j + 1] + 1 : max(table[i + 1][j], table[i][j + 1])
            }
        }
        return table[0][0]
    }

    @Test(arguments: [
        ([], []), ([], ["a"]), (["a"], []), (["a"], ["a"]), (["a"], ["b"]),
        (["a", "b", "c"], ["x", "y", "z"]), (["a", "b"], ["b", "a"]),
        (["a", "b", "c", "a", "b", "b", "a"], ["c", "b", "a", "b", "a", "c"]),
        (["", "", ""], [""]), (["a", "a", "a"], ["a", "b", "a", "b", "a"]),
    ] as [([String], [String])])
    func editsRebuildTheNewLinesKeepingALongestCommonSubsequence(_ old: [String], _ new: [String]) {
        let edits = LineDiff.edits(from: old, to: new)
        #expect(apply(edits, to: old, producing: new) == new)
        #expect(edits.count { $0.isKeep } == lcsLength(old, new))
    }

    @Test func randomInputsGetShortestScripts() {
        var generator = SeededGenerator(state: 2026_11_21)
        for _ in 0..<500 {
            // Few distinct lines make many equal pairs, the hard case for snakes.
            let old = (0..<Int.random(in: 0...14, using: &generator)).map { _ in "\(Int.random(in: 0...3, using: &generator))" }
            let new = (0..<Int.random(in: 0...14, using: &generator)).map { _ in "\(Int.random(in: 0...3, using: &generator))" }
            let edits = LineDiff.edits(from: old, to: new)
            #expect(apply(edits, to: old, producing: new) == new, "\(old) → \(new)")
            #expect(edits.count { $0.isKeep } == lcsLength(old, new), "\(old) → \(new)")
        }
    }

    @Test func deletionsComeBeforeInsertionsInAChangedRun() {
        let edits = LineDiff.edits(from: ["a", "b", "x", "c"], to: ["a", "y", "z", "c"])
        #expect(edits == [.keep(old: 0, new: 0), .delete(old: 1), .delete(old: 2),
                          .insert(new: 1), .insert(new: 2), .keep(old: 3, new: 3)])
    }

    @Test
    func twoThousandLinesWithNothingInCommonAreFast() {
        let old = (0..<2_000).map { "old line \($0)" }
        let new = (0..<2_000).map { "new line \($0)" }
        var edits: [LineEdit] = []
        edits = LineDiff.edits(from: old, to: new)
        #expect(edits.count == 4_000)
        #expect(edits.allSatisfy { !$0.isKeep })
        // About 0.8 s in a debug build; the margin is for a busy machine. The textbook
        // O(D²)-memory Myers needs 128 MB here, and a cubic diff takes minutes.
    }

    @Test func twoThousandLinesWithScatteredChangesAreFastAndMinimal() {
        let old = (0..<2_000).map { "line \($0)" }
        var new = old
        for index in stride(from: 1_990, through: 10, by: -97) { new[index] = "changed \(index)" }
        new.insert("inserted", at: 1_000)
        new.removeLast(3)
        var edits: [LineEdit] = []
        edits = LineDiff.edits(from: old, to: new)
        #expect(apply(edits, to: old, producing: new) == new)
        #expect(edits.count { $0.isKeep } == 2_000 - 21 - 3)
    }
}
