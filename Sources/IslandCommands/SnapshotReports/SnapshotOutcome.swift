import IslandCommandLine
import TermIsland

/// What one run found of one snapshot, as the CI reports (JUnit, the Markdown summary) say it:
/// a test case each.
struct SnapshotOutcome: Equatable {
    /// What the case is about. A snapshot is known by its stable name; a file whose preview is
    /// gone only by its file name; a preview that failed before it drew by its title (which of
    /// its snapshots it would have made is not known).
    enum Subject: Equatable {
        case snapshot(SnapshotName)
        case file(String)
        case preview(String)
    }

    enum Verdict: Equatable {
        /// Matches its file (`snapshot --check`), or drew without a problem (`test`).
        case passed
        /// Differs from its file: the unified diff (`-` the file, `+` now).
        case changed(diff: String)
        /// Has no file yet: the file it would be.
        case new(fileName: String)
        /// A file of a preview that is no longer there.
        case gone
        /// Crashed or hung in its own process (PreviewIsolation).
        case failedToDraw(PreviewFailure)
        /// Drew, but with what Apple would refuse: an ActivityKit error, a lint error.
        case problems([SmokeProblem])

        var isPassed: Bool { self == .passed }

        /// A JUnit `<failure>`: the snapshot and its file disagree.
        var isFailure: Bool {
            switch self {
            case .changed, .new, .gone: true
            case .passed, .failedToDraw, .problems: false
            }
        }

        /// A JUnit `<error>`: it could not be drawn, or drew what Apple would refuse.
        var isError: Bool {
            switch self {
            case .failedToDraw, .problems: true
            case .passed, .changed, .new, .gone: false
            }
        }
    }

    let subject: Subject
    let verdict: Verdict

    /// The test case's class: the preview, or (a gone file) the snapshots' folder.
    func group(folder: String) -> String {
        switch subject {
        case .snapshot(let name): name.preview
        case .file: folder
        case .preview(let title): title
        }
    }

    /// The test case's name: the stable name, the file, or the preview's title.
    var name: String {
        switch subject {
        case .snapshot(let name): name.description
        case .file(let file): file
        case .preview(let title): title
        }
    }
}

/// A problem `island test` finds in a snapshot that drew: where to change it and what it is.
struct SmokeProblem: Equatable {
    enum Kind: Equatable {
        /// What ActivityKit would refuse (an image too large).
        case refused(PresentationError)
        /// A lint finding of severity error.
        case lint(LintFinding)
    }

    let kind: Kind
    let location: LintLocation

    /// "[lock-screen-height] on iPhone SE: …", or the ActivityKit error's sentence.
    var message: String {
        switch kind {
        case .refused(let error): "\(error)"
        case .lint(let finding): "[\(finding.rule.rawValue)]\(finding.device.map { " on \($0.name)" } ?? ""): \(finding.message)"
        }
    }
}

/// Every outcome of a run, counted as the reports count them.
struct SnapshotRun: Equatable {
    /// "island snapshot docs/examples/DeliveryWidget --check": the suite's name and the heading.
    let command: String
    /// The snapshots' folder, for the cases of gone files (`__Snapshots__`).
    let folder: String
    let outcomes: [SnapshotOutcome]
    /// What to type to accept the changes (`snapshot --check`); nil for `test`, which has no files.
    let acceptCommand: String?

    var failures: Int { outcomes.count { $0.verdict.isFailure } }
    var errors: Int { outcomes.count { $0.verdict.isError } }
    var passed: Int { outcomes.count { $0.verdict.isPassed } }
}
