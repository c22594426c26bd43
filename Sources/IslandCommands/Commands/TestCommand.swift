import Foundation
import IslandCommandLine
import TermIsland
import WidgetSources

/// `island test <folder>`: a smoke test for a widget extension with no snapshot files yet.
/// Every preview is drawn in every presentation (or those `--presentation` names) and in every
/// variant `--variants` lists, each in a process of its own as `snapshot` draws them
/// (PreviewIsolation), and linted as `lint --variants` lints it; a crash, a hang, what
/// ActivityKit would refuse and a lint error each fail it, said a line each at the user's file
/// and line, under the snapshot's name.
///
///     DeliveryWidget/DeliveryLiveActivity.swift:53: error: Lock Screen · lock-screen · accessibility3: [lock-screen-height] …
///     1 of 31 snapshots failed
enum TestCommand: IslandCommand {
    static let name = "test"

    static let usage = [
        UsageForm(
            synopsis: "test <widget folder|files.swift|App.xcodeproj> [options]",
            heading: """
                  test <widget folder|files.swift|App.xcodeproj>  every #Preview in every presentation draws without a
                                               crash, a hang or a lint error (exit 1 on one; docs/CI.md)
                """,
            [
                OptionLine([.option(.target, "NAME")], "an Xcode project's target (default: its widget extension; docs/XcodeProjects.md)"),
                OptionLine([.option(.presentation, "NAME|all")], "only that presentation (default: all)"),
                OptionLine([.option(.device, "ID", repeatable: true)], "draw on that device, lint on it alone (repeatable; default: draw on", "iphone-15-pro, lint on every device)"),
                OptionLine([.option(.at, "TIME")], "how long after the preview's instant (default: 0s)"),
                OptionLine([.option(.previewTimeout, "SECONDS")], "stop a preview still running after that long and report it (default: 10)"),
                .variants,
            ] + OptionLine.ciReports(ofACheck: false) + OptionLine.snapshotSelection,
            shared: OptionLine.drawingOptions),
    ]

    static var widgetSourceOptions: OptionTable? { usage[0].table }

    static func checkWidgetSourceOptions(_ options: CommandOptions) throws {
        try CIReports.checkOptions(options, reportsACheck: true, command: "island test")
    }

    static func run(_ invocation: Invocation) throws -> Int32 {
        var options = try invocation.options(usage[0].table)
        if options.asksForVariantsHelp {
            print(VariantMatrix.help, terminator: "")
            return 0
        }
        guard let widgets = invocation.linkedWidgets else {
            // island itself reaches here only when the arguments name no widget sources.
            let given = options.positional.first.map { ", got \"\($0)\"" } ?? ""
            throw UsageError("test needs a widget folder, Swift files or an Xcode project\(given)")
        }
        if !options.presentationGiven {
            options.presentations = Presentation.allCases
            options.presentationGiven = true
        }
        // The child draws what the options ask: every presentation.
        let isolated = try PreviewIsolation.catalog(invocation, widgets: widgets, options: options)
        return try run(invocation, options, previews: isolated.catalog, failures: isolated.failures)
    }

    static func run(_ invocation: Invocation, _ options: CommandOptions, previews: PreviewCatalog, failures: [PreviewFailure]) throws -> Int32 {
        guard let source = options.positional.first else { throw UsageError("test needs a widget folder") }
        for problem in previews.problems { Island.printError(problem) }
        let places = try FolderSourcePlaces(options.positional, target: options.target)
        let planned = SnapshotCommand.plan(of: previews, options)
        let selected = planned.filter { options.selection.contains($0.name) }
        let drawn = selected.map { $0.draw() }
        let outcomes = outcomes(drawn, variants: selected.map(\.variant), previews: previews, places: places) { variant in
            LintCommand.linter(options, in: variant)
        }
            + failures.map { SnapshotOutcome(subject: .preview($0.title), verdict: .failedToDraw($0)) }
        for outcome in outcomes {
            switch outcome.verdict {
            case .problems(let problems):
                for problem in problems { print("\(problem.location): error: \(outcome.name): \(problem.message)") }
            case .failedToDraw(let failure):
                print("\(failure.location): error: \(failure.title): \(failure.reasonText)")
            default: continue
            }
        }
        let failed = outcomes.count { !$0.verdict.isPassed }
        let snapshots = "snapshot\(outcomes.count == 1 ? "" : "s")"
        if outcomes.isEmpty {
            // An empty shard of a small suite is not a failure; a folder with nothing to draw is.
            Island.printError(planned.isEmpty ? "\(source): no Live Activity and no #Preview to test" : "\(source): no snapshot is selected (of \(planned.count))")
            if planned.isEmpty { return 1 }
        } else if failed == 0 {
            print("\(outcomes.count) \(snapshots) drew without a crash, a hang or a lint error")
        } else {
            print("\(failed) of \(outcomes.count) \(snapshots) failed")
        }
        let run = SnapshotRun(command: invocation.typed, folder: "", outcomes: outcomes, acceptCommand: nil)
        try CIReports.write(run, options) {
            outcomes.enumerated().map { index, outcome in
                HTMLReport.Entry(outcome: outcome, before: nil, after: index < drawn.count ? SnapshotPicture.drawn(drawn[index]) : nil)
            }
        }
        return failed == 0 ? 0 : 1
    }

    /// Each selected snapshot drawn, with its problems: what ActivityKit refuses in it, and the
    /// lint errors of its preview in each variant (`variants[i]` is the one `selected[i]` is
    /// drawn in), each given to the first of that variant's snapshots of the preview that shows
    /// the part it is about (to its first snapshot when none does: a state's problem). Each
    /// variant is linted on its own, so a snapshot's verdict does not hang on which other
    /// variants are drawn: a shard (`--shard`) or a `--filter` says of it what the whole run
    /// says. An error only `accessibility5` has fails that variant's snapshots alone.
    static func outcomes(_ selected: [PreviewSnapshot], variants: [SnapshotVariant], previews: PreviewCatalog,
                         places: FolderSourcePlaces, linter: (SnapshotVariant) -> ActivityLinter) -> [SnapshotOutcome] {
        var problems: [[SmokeProblem]] = []
        for drawn in selected {
            let location = previews.activities.first { $0.title == drawn.name.preview }.map(places.location(of:))
            problems.append(drawn.errors.map { SmokeProblem(kind: .refused($0), location: location ?? LintLocation(file: drawn.name.preview, line: 1)) })
        }
        for activity in previews.activities {
            let location = places.location(of: activity)
            let ofActivity = selected.indices.filter { selected[$0].name.preview == activity.title }
            // The variants in the order they were drawn: each linted once.
            for variant in ofActivity.map({ variants[$0] }).reduce(into: [SnapshotVariant](), { if !$0.contains($1) { $0.append($1) } }) {
                let indices = ofActivity.filter { variants[$0] == variant }
                guard let first = indices.first else { continue }
                let samples = activity.states.map { ActivityLinter.Sample(data: $0, date: activity.instant).stale(variant.isStale) }
                for finding in linter(variant).findings(kind: activity.kind, samples: samples) where finding.severity == .error {
                    let showing = indices.first { index in
                        guard let presentation = Presentation(rawValue: selected[index].name.presentation) else { return false }
                        let part = LintPart(presentation)
                        return part == finding.part || (part == .compactLeading && finding.part == .compactTrailing)
                    }
                    var placed = finding
                    placed.location = location
                    problems[showing ?? first].append(SmokeProblem(kind: .lint(placed), location: location))
                }
            }
        }
        return zip(selected, problems).map { planned, found in
            SnapshotOutcome(subject: .snapshot(planned.name), verdict: found.isEmpty ? .passed : .problems(found))
        }
    }
}
