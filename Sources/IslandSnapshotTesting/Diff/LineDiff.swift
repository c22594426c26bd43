/// One step of an edit script that turns the old lines into the new ones.
enum LineEdit: Hashable, Sendable {
    /// The old line at `old` is kept; it is the new line at `new`.
    case keep(old: Int, new: Int)
    /// The old line at `old` is removed.
    case delete(old: Int)
    /// The new line at `new` is added.
    case insert(new: Int)

    /// Whether the line is kept unchanged.
    var isKeep: Bool {
        if case .keep = self { return true }
        return false
    }
}

/// A shortest edit script between two lists of lines: Myers' O((N+M)·D) algorithm in its
/// linear-space form, which finds the middle snake of the remaining edit graph and recurses on
/// the two halves.
///
///            new →
///         ┌──────────────┐
///     old │ ╲            │   each ╲ run is a snake of equal lines; the middle snake splits
///      ↓  │   ╲__        │   the graph into a top-left and a bottom-right half, so memory
///         │      ╲       │   stays O(N+M) even when every one of 2,000 lines differs
///         │       ╲__╲   │
///         └──────────────┘
///
/// The plain variant keeps every round's frontier, which is O(D²) memory: 128 MB for two
/// 2,000-line files with nothing in common. Lines are interned to integers first so the inner
/// loops compare integers rather than strings. Within a changed run the script lists the
/// deletions before the insertions, as `diff -u` does.
enum LineDiff {
    /// The edits that turn `old` into `new`, in order; `keep`s are the longest common
    /// subsequence.
    static func edits<Line: Hashable>(from old: [Line], to new: [Line]) -> [LineEdit] {
        var ids: [Line: Int] = [:]
        func intern(_ line: Line) -> Int {
            if let id = ids[line] { return id }
            let id = ids.count
            ids[line] = id
            return id
        }
        let a = old.map(intern)
        let b = new.map(intern)
        var search = MiddleSnakeSearch(a: a, b: b)
        var edits: [LineEdit] = []
        edits.reserveCapacity(max(a.count, b.count))
        search.compare(a: 0..<a.count, b: 0..<b.count, into: &edits)
        return orderingDeletionsFirst(edits)
    }

    /// Moves each run of deletions ahead of the insertions it is interleaved with, so a changed
    /// block reads as "these lines went, these came" rather than alternating.
    static func orderingDeletionsFirst(_ edits: [LineEdit]) -> [LineEdit] {
        var result: [LineEdit] = []
        result.reserveCapacity(edits.count)
        var deletions: [LineEdit] = []
        var insertions: [LineEdit] = []
        func flush() {
            result += deletions
            result += insertions
            deletions.removeAll(keepingCapacity: true)
            insertions.removeAll(keepingCapacity: true)
        }
        for edit in edits {
            switch edit {
            case .keep: flush(); result.append(edit)
            case .delete: deletions.append(edit)
            case .insert: insertions.append(edit)
            }
        }
        flush()
        return result
    }
}

/// The recursive search, with its two frontier arrays allocated once and reused.
private struct MiddleSnakeSearch {
    let a: [Int]
    let b: [Int]
    /// Furthest x reached on each diagonal, searching forward from the top-left corner.
    var forward: [Int]
    /// Furthest distance from the bottom-right corner reached on each diagonal, searching back.
    var backward: [Int]

    init(a: [Int], b: [Int]) {
        self.a = a
        self.b = b
        let size = a.count + b.count + 4
        forward = Array(repeating: 0, count: size)
        backward = Array(repeating: 0, count: size)
    }

    /// Appends the edits turning `a[aRange]` into `b[bRange]`.
    mutating func compare(a aRange: Range<Int>, b bRange: Range<Int>, into edits: inout [LineEdit]) {
        var (aLow, aHigh, bLow, bHigh) = (aRange.lowerBound, aRange.upperBound, bRange.lowerBound, bRange.upperBound)
        // Common ends cost nothing to find and shrink the search, usually to a few lines.
        while aLow < aHigh && bLow < bHigh && a[aLow] == b[bLow] {
            edits.append(.keep(old: aLow, new: bLow))
            aLow += 1
            bLow += 1
        }
        var suffix = 0
        while aLow < aHigh - suffix && bLow < bHigh - suffix && a[aHigh - suffix - 1] == b[bHigh - suffix - 1] {
            suffix += 1
        }
        aHigh -= suffix
        bHigh -= suffix

        if aLow == aHigh {
            for new in bLow..<bHigh { edits.append(.insert(new: new)) }
        } else if bLow == bHigh {
            for old in aLow..<aHigh { edits.append(.delete(old: old)) }
        } else {
            let snake = middleSnake(a: aLow..<aHigh, b: bLow..<bHigh)
            compare(a: aLow..<snake.start.x, b: bLow..<snake.start.y, into: &edits)
            for offset in 0..<(snake.end.x - snake.start.x) {
                edits.append(.keep(old: snake.start.x + offset, new: snake.start.y + offset))
            }
            compare(a: snake.end.x..<aHigh, b: snake.end.y..<bHigh, into: &edits)
        }

        for offset in 0..<suffix { edits.append(.keep(old: aHigh + offset, new: bHigh + offset)) }
    }

    /// The middle snake of a shortest path through `a[aRange]` × `b[bRange]`, in absolute
    /// indices. Both ranges are non-empty and differ at both ends, so the path has at least two
    /// edits and each half is strictly smaller than the whole.
    mutating func middleSnake(a aRange: Range<Int>, b bRange: Range<Int>) -> (start: (x: Int, y: Int), end: (x: Int, y: Int)) {
        let (aLow, bLow) = (aRange.lowerBound, bRange.lowerBound)
        let (aHigh, bHigh) = (aRange.upperBound, bRange.upperBound)
        let n = aRange.count
        let m = bRange.count
        let delta = n - m
        let isDeltaOdd = delta & 1 != 0
        // Diagonal k (x − y) lives at index k + offset; k ± 1 reaches −(limit+1)…limit+1,
        // so the arrays need n + m + 4 entries.
        let offset = (n + m + 1) / 2 + 1
        let limit = (n + m + 1) / 2
        forward[offset + 1] = 0
        backward[offset + 1] = 0

        for d in 0...limit {
            for k in stride(from: -d, through: d, by: 2) {
                var x = (k == -d || (k != d && forward[offset + k - 1] < forward[offset + k + 1]))
                    ? forward[offset + k + 1] : forward[offset + k - 1] + 1
                var y = x - k
                let (startX, startY) = (x, y)
                while x < n && y < m && a[aLow + x] == b[bLow + y] { x += 1; y += 1 }
                forward[offset + k] = x
                // The backward search's diagonal c counts from the other corner: c = delta − k.
                let c = delta - k
                if isDeltaOdd && abs(c) <= d - 1 && x + backward[offset + c] >= n {
                    return ((aLow + startX, bLow + startY), (aLow + x, bLow + y))
                }
            }
            for c in stride(from: -d, through: d, by: 2) {
                var u = (c == -d || (c != d && backward[offset + c - 1] < backward[offset + c + 1]))
                    ? backward[offset + c + 1] : backward[offset + c - 1] + 1
                var v = u - c
                let (startU, startV) = (u, v)
                while u < n && v < m && a[aHigh - 1 - u] == b[bHigh - 1 - v] { u += 1; v += 1 }
                backward[offset + c] = u
                let k = delta - c
                if !isDeltaOdd && abs(k) <= d && u + forward[offset + k] >= n {
                    return ((aHigh - u, bHigh - v), (aHigh - startU, bHigh - startV))
                }
            }
        }
        preconditionFailure("Myers' search always meets by round ⌈(N+M)/2⌉")
    }
}
