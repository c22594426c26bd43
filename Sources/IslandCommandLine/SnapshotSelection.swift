import WidgetPreviews
import WidgetSources

/// Which of a widget folder's snapshots a run draws and checks: those a `--filter` matches (all
/// when none is given), less those a `--skip` matches, and of those the ones `--shard I/N` puts
/// on shard I. Each is decided by the snapshot's stable name alone, before it is drawn.
package struct SnapshotSelection: Equatable {
    package var filters: [NamePattern] = []
    package var skips: [NamePattern] = []
    package var shard: Shard?

    package init(filters: [NamePattern] = [], skips: [NamePattern] = [], shard: Shard? = nil) {
        self.filters = filters
        self.skips = skips
        self.shard = shard
    }

    /// Whether a name pattern narrows the run (a shard does not: together the shards are all).
    package var isNarrowed: Bool { !filters.isEmpty || !skips.isEmpty }

    package func contains(_ name: SnapshotName) -> Bool {
        let text = name.description
        if !filters.isEmpty && !filters.contains(where: { $0.matches(text) }) { return false }
        if skips.contains(where: { $0.matches(text) }) { return false }
        return shard?.contains(text) ?? true
    }
}

/// A name pattern of `--filter` and `--skip`: the whole name, where `*` stands for any run of
/// characters (none too) and `?` for one; every other character is itself, case and all.
///
///     Lock Screen*        every presentation of "Lock Screen"
///     * · compact         every preview's compact
///     * · * · ipad        every snapshot of the iPad (with --device)
package struct NamePattern: Equatable, CustomStringConvertible {
    package let description: String

    package init(_ text: String) throws(UsageError) {
        guard !text.isEmpty else { throw UsageError("a name pattern is empty: give a snapshot's name, * for any characters (\"Lock Screen*\")") }
        description = text
    }

    package func matches(_ name: String) -> Bool {
        Self.matches(Array(description), Array(name))
    }

    /// Glob matching with one point to go back to (the last `*`), linear in practice.
    private static func matches(_ pattern: [Character], _ name: [Character]) -> Bool {
        var p = 0, n = 0
        var star: Int?, starMatch = 0
        while n < name.count {
            if p < pattern.count && (pattern[p] == "?" || pattern[p] == name[n]) {
                p += 1; n += 1
            } else if p < pattern.count && pattern[p] == "*" {
                star = p; starMatch = n; p += 1
            } else if let star {
                p = star + 1; starMatch += 1; n = starMatch
            } else {
                return false
            }
        }
        while p < pattern.count && pattern[p] == "*" { p += 1 }
        return p == pattern.count
    }
}

/// `--shard I/N`: the I-th of N parts of a run, 1 ≤ I ≤ N. A snapshot's part is its name's
/// stable hash (FNV-1a) modulo N, so the same snapshot is on the same shard on every machine and
/// run, whatever else is added or removed, and each snapshot is on exactly one.
package struct Shard: Equatable, CustomStringConvertible {
    package let index: Int
    package let count: Int

    package init(_ text: String) throws(UsageError) {
        let parts = text.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count == 2, let index = Int(parts[0]), let count = Int(parts[1]) else {
            throw UsageError("--shard: expected I/N, this run's part and how many parts, such as 1/4, got \"\(text)\"")
        }
        guard count >= 1 else { throw UsageError("--shard: N is how many parts, at least 1, got \"\(text)\"") }
        guard (1...count).contains(index) else {
            throw UsageError("--shard: I counts the parts from 1 to N (\(count)), got \"\(text)\"")
        }
        self.index = index
        self.count = count
    }

    package var description: String { "\(index)/\(count)" }

    package func contains(_ name: String) -> Bool {
        Int(StableHash.value(name) % UInt64(count)) == index - 1
    }
}
