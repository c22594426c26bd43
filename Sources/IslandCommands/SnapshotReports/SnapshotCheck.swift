import Foundation
import IslandCommandLine
import IslandSnapshotTesting
import TermIsland

/// `snapshot <folder> --check`: the drawn snapshots against the folder's files, each as an
/// outcome, then said as the check has always said it (a diff, `new:`, `gone:`, the count).
enum SnapshotCheck {
    /// Each snapshot compared with its file, then the files this command wrote whose snapshot
    /// is not in `current` (none kept for a failed preview). A run narrowed by `--filter` or
    /// `--skip` does not report gone files (it checks the snapshots it took); a shard reports
    /// those its part holds by the file's name, so that one shard of N reports each.
    static func outcomes(_ snapshots: [PreviewSnapshot], in directory: URL, current: Set<String>, keeping kept: [String],
                         selection: SnapshotSelection) -> [SnapshotOutcome] {
        var outcomes: [SnapshotOutcome] = []
        for snapshot in snapshots {
            let url = directory.appendingPathComponent(snapshot.fileName)
            guard let recorded = try? String(contentsOf: url, encoding: .utf8) else {
                outcomes.append(SnapshotOutcome(subject: .snapshot(snapshot.name), verdict: .new(fileName: snapshot.fileName)))
                continue
            }
            if let diff = UnifiedDiff.diff(from: recorded, to: snapshot.text, oldLabel: url.path, newLabel: "now") {
                outcomes.append(SnapshotOutcome(subject: .snapshot(snapshot.name), verdict: .changed(diff: diff)))
            } else {
                outcomes.append(SnapshotOutcome(subject: .snapshot(snapshot.name), verdict: .passed))
            }
        }
        guard !selection.isNarrowed else { return outcomes }
        for name in SnapshotCommand.ownedFiles(in: directory) where !current.contains(name) && !kept.contains(where: { name.hasPrefix($0) }) {
            if let shard = selection.shard, !shard.contains(name) { continue }
            outcomes.append(SnapshotOutcome(subject: .file(name), verdict: .gone))
        }
        return outcomes
    }

    /// Says the check on standard output; 1 when anything differs, is new or is gone.
    static func say(_ outcomes: [SnapshotOutcome], count: Int, in directory: URL, hint again: String) -> Int32 {
        var failures = 0
        for outcome in outcomes {
            switch outcome.verdict {
            case .changed(let diff): print(diff)
            case .new(let fileName): print("new: \(fileName) has no snapshot yet")
            case .gone: print("gone: \(outcome.name) is a snapshot of a preview that is no longer there")
            case .passed, .failedToDraw, .problems: continue
            }
            failures += 1
        }
        let snapshots = "snapshot\(count == 1 ? "" : "s")"
        if failures == 0 {
            print("\(count) \(snapshots) \(count == 1 ? "matches" : "match") \(directory.path)")
            return 0
        }
        print("\(failures) of \(count) \(snapshots) differ; if the change is meant, record them again: \(again)")
        return 1
    }
}
