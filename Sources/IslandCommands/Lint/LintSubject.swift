import Foundation
import IslandCommandLine
import IslandExamples
import TermIsland

/// One activity `island lint` checks: a name, what draws it, the preview states to check, and
/// where each part of it is declared.
struct LintSubject {
    let name: String
    let kind: ActivityKind
    let samples: [ActivityLinter.Sample]
    /// The file and line to change for a finding about a part.
    let locate: (LintPart) -> LintLocation

    /// The findings on `linter`'s devices, each placed at its part's declaration.
    func findings(_ linter: ActivityLinter, isStale: Bool? = nil) -> [LintFinding] {
        linter.findings(kind: kind, samples: samples.map { $0.stale(isStale) }).map { finding in
            var placed = finding
            placed.location = locate(finding.part)
            return placed
        }
    }

    /// The moments an example's preview is checked at: its start, a few minutes in (what
    /// snapshots show), and later in its life, when its states have moved on.
    static let exampleMoments: [TimeInterval] = [0, 300, 1800, 3600, 4 * 3600]

    /// A built-in example, its preview at each of `exampleMoments` with a state of its own.
    static func example(_ example: Example) -> LintSubject {
        LintSubject(name: example.name, kind: example.kind, samples: samples(of: example.kind), locate: { _ in example.declaration })
    }

    /// Views described in a JSON file: each part is found at its key's line.
    static func describedViews(_ example: Example, path: String, text: String) -> LintSubject {
        let lines = ViewsFileLines(text)
        return LintSubject(name: example.name, kind: example.kind, samples: samples(of: example.kind), locate: { part in
            LintLocation(file: path, line: lines.line(of: part))
        })
    }

    /// A kind's preview at each moment whose data differs from the moments before.
    static func samples(of kind: ActivityKind) -> [ActivityLinter.Sample] {
        var samples: [ActivityLinter.Sample] = []
        for elapsed in exampleMoments {
            guard let preview = kind.preview?(activityStart, elapsed) else { continue }
            if samples.contains(where: { $0.data == preview.data }) { continue }
            samples.append(ActivityLinter.Sample(data: preview.data, date: activityStart.addingTimeInterval(elapsed), isStale: preview.isStale))
        }
        return samples
    }
}
