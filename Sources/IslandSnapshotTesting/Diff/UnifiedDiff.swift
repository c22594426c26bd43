/// Formats the difference between two texts as a unified diff, the form `diff -u` and
/// `git diff` print and every reviewer reads:
///
///     --- /…/__Snapshots__/IslandTests/compactTimer.compact.txt
///     +++ actual
///     @@ -1,3 +1,3 @@
///      ╭─────┬─────╮
///     -│ 🛍 2 │12:00│
///     +│ 🛍 2 │11:59│
///      ╰─────┴─────╯
///
/// Hunks carry `context` unchanged lines on each side and merge when their contexts would
/// touch. Ranges are always written `start,count` (GNU diff drops `,1`; both forms are valid);
/// an empty range starts at the line before it, so adding to an empty file is `@@ -0,0 +1,2 @@`.
package enum UnifiedDiff {
    /// The unified diff from `old` to `new`, or `nil` when their lines are equal.
    ///
    /// Texts are split at every `\n` and the empty text has no lines, so `"a\n"` is `a` and
    /// an empty line: callers decide what a final newline means before calling (snapshots
    /// drop one; see `SnapshotText`).
    package static func diff(from old: String, to new: String, oldLabel: String, newLabel: String,
                            context: Int = 3) -> String? {
        let oldLines = lines(of: old)
        let newLines = lines(of: new)
        let edits = LineDiff.edits(from: oldLines, to: newLines)
        let hunks = hunks(of: edits, context: max(context, 0))
        guard !hunks.isEmpty else { return nil }
        var text = "--- \(oldLabel)\n+++ \(newLabel)"
        for hunk in hunks {
            text += "\n@@ -\(hunk.oldHeaderRange) +\(hunk.newHeaderRange) @@"
            for edit in hunk.edits {
                switch edit {
                case .keep(let old, _): text += "\n " + oldLines[old]
                case .delete(let old): text += "\n-" + oldLines[old]
                case .insert(let new): text += "\n+" + newLines[new]
                }
            }
        }
        return text
    }

    /// The lines of `text`, split at every `\n`; none for the empty text.
    static func lines(of text: String) -> [Substring] {
        text.isEmpty ? [] : text.split(separator: "\n", omittingEmptySubsequences: false)
    }

    /// A run of edits printed under one `@@` header.
    struct Hunk {
        /// The edits, kept lines included.
        var edits: ArraySlice<LineEdit>
        /// How many old lines come before the hunk.
        var oldLinesBefore: Int
        /// How many new lines come before the hunk.
        var newLinesBefore: Int

        /// How many old lines the hunk covers.
        var oldCount: Int { edits.count { if case .insert = $0 { false } else { true } } }
        /// How many new lines the hunk covers.
        var newCount: Int { edits.count { if case .delete = $0 { false } else { true } } }
        /// `start,count` for the old side: 1-based, or the line before when the range is empty.
        var oldHeaderRange: String { Self.headerRange(before: oldLinesBefore, count: oldCount) }
        /// `start,count` for the new side.
        var newHeaderRange: String { Self.headerRange(before: newLinesBefore, count: newCount) }

        private static func headerRange(before: Int, count: Int) -> String {
            "\(count == 0 ? before : before + 1),\(count)"
        }
    }

    /// The edits grouped into hunks: each change with up to `context` kept lines either side,
    /// neighbouring changes sharing a hunk when at most `2 × context` kept lines part them.
    static func hunks(of edits: [LineEdit], context: Int) -> [Hunk] {
        var hunks: [Hunk] = []
        var index = 0
        var (oldLinesBefore, newLinesBefore) = (0, 0)  // before `index`
        while let firstChange = edits[index...].firstIndex(where: { !$0.isKeep }) {
            let start = max(firstChange - context, index)
            // Everything skipped up to `start` is kept lines, one old and one new each.
            oldLinesBefore += start - index
            newLinesBefore += start - index
            var end = firstChange + 1  // one past the last change in this hunk
            while let nextChange = edits[end...].firstIndex(where: { !$0.isKeep }),
                  nextChange - end <= 2 * context {
                end = nextChange + 1
            }
            let stop = min(end + context, edits.count)
            let hunk = Hunk(edits: edits[start..<stop], oldLinesBefore: oldLinesBefore, newLinesBefore: newLinesBefore)
            hunks.append(hunk)
            oldLinesBefore += hunk.oldCount
            newLinesBefore += hunk.newCount
            index = stop
        }
        return hunks
    }
}
