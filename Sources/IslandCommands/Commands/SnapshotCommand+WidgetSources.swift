import Foundation
import IslandCommandLine
import IslandSnapshotTesting
import TermIsland
import WidgetSources

/// `snapshot <folder>` on the widgets linked into a widget folder's host program: every preview
/// as text; with `--record` written into `__Snapshots__/` beside the sources, with `--check`
/// compared with what is there (docs/WidgetFolders.md).
extension SnapshotCommand {
    static var widgetSourceOptions: OptionTable? { usage[0].table }

    /// `failures`: previews that crashed or hung apart (PreviewIsolation); every other is drawn,
    /// and the command exits 1 naming each.
    static func run(_ invocation: Invocation, previews: PreviewCatalog, failures: [PreviewFailure] = []) throws -> Int32 {
        let options = try invocation.options(usage[0].table)
        if options.asksForVariantsHelp {
            print(VariantMatrix.help, terminator: "")
            return 0
        }
        try checkWidgetSourceOptions(options)
        guard let source = options.positional.first else { throw UsageError("snapshot needs a widget folder") }
        let planned = plan(of: previews, options)
        let snapshots = planned.filter { options.selection.contains($0.name) }.map { $0.draw() }
        for problem in previews.problems { Island.printError(problem) }
        for failure in failures { Island.printError(failure.sentence) }
        let directory = URL(fileURLWithPath: try options.snapshotsDirectory ?? WidgetSourceOrigins.snapshotsDirectory(for: options.positional, target: options.target))
        // A failed preview's files are kept: it is not gone, it did not draw this time.
        let kept = failures.map { $0.title + "." }
        let current = Set(planned.map { $0.name.fileName })
        if options.record {
            let status = try record(snapshots, in: directory, current: current, keeping: kept)
            return failures.isEmpty ? status : 1
        }
        if options.check {
            for failure in failures { print("failed: \(failure.sentence)") }
            let outcomes = SnapshotCheck.outcomes(snapshots, in: directory, current: current, keeping: kept, selection: options.selection)
            let status = SnapshotCheck.say(outcomes, count: snapshots.count, in: directory, hint: invocation.recordAgainHint)
            let run = SnapshotRun(command: invocation.typed, folder: directory.lastPathComponent,
                                  outcomes: outcomes + failures.map { SnapshotOutcome(subject: .preview($0.title), verdict: .failedToDraw($0)) },
                                  acceptCommand: invocation.recordAgainHint)
            try CIReports.write(run, options) { reportEntries(snapshots, outcomes, in: directory) }
            return failures.isEmpty ? status : 1
        }
        for snapshot in snapshots { print(snapshot.text) }
        for note in previews.notDrawn { Island.printError("not drawn: \(note)") }
        if snapshots.isEmpty && failures.isEmpty {
            Island.printError(planned.isEmpty ? "\(source): no Live Activity and no #Preview to draw" : "\(source): no snapshot is selected (of \(planned.count))")
        }
        let errors = snapshots.flatMap(\.errors)
        return errors.isEmpty && failures.isEmpty ? 0 : 1
    }

    /// What the options cannot mean together, said before anything is built.
    static func checkWidgetSourceOptions(_ options: CommandOptions) throws {
        if options.record && options.check { throw UsageError("--record and --check: choose one (record writes the files, check compares with them)") }
        // A folder's snapshots are text; --format voiceover prints what VoiceOver reads instead.
        if let format = options.format, format != .text, format != .voiceover {
            throw UsageError("--format: a widget folder's snapshots are text or voiceover, got \"\(format.rawValue)\"")
        }
        if options.format == .voiceover && (options.record || options.check) {
            throw UsageError("--format voiceover prints what VoiceOver reads; --record and --check keep the drawings")
        }
        try CIReports.checkOptions(options, reportsACheck: options.check, command: "island snapshot")
    }

    /// A snapshot to be taken: its name, known before it is drawn, the variant it is drawn in
    /// (`island test` lints each variant for its own snapshots), and how to draw it.
    typealias Planned = (name: SnapshotName, variant: SnapshotVariant, draw: () -> PreviewSnapshot)

    /// Every preview in its own presentation (or those `--presentation` names), on each device
    /// given, at `--at` (default: the preview's instant); those `--filter`, `--skip` and `--shard`
    /// select, drawn.
    static func snapshots(of previews: PreviewCatalog, _ options: CommandOptions) -> [PreviewSnapshot] {
        plan(of: previews, options).filter { options.selection.contains($0.name) }.map { $0.draw() }
    }

    /// Every snapshot of `previews` the options ask for, selected or not, in order: what a check
    /// compares with the folder's files.
    static func plan(of previews: PreviewCatalog, _ options: CommandOptions) -> [Planned] {
        let devices = options.devices.isEmpty ? [options.device] : options.devices
        let seconds = options.instants.last ?? 0
        let deviceInName = !options.devices.isEmpty
        var result: [Planned] = []
        // A variant naming a device draws on it alone, not once for each `--device`.
        func drawnDevices(_ variant: SnapshotVariant) -> [DeviceProfile] { variant.device == nil ? devices : [devices[0]] }
        for activity in previews.activities {
            for variant in options.variantList {
                for device in drawnDevices(variant) {
                    for presentation in options.presentationGiven ? options.presentations : [activity.presentation] {
                        result.append((PreviewSnapshot.name(activity, presentation, device: device, deviceInName: deviceInName, variant: variant), variant, {
                            PreviewSnapshot(activity, presentation, device: device, deviceInName: deviceInName,
                                            seconds: seconds, environment: options.environment, theme: options.theme,
                                            voiceOver: options.format == .voiceover, variant: variant)
                        }))
                    }
                }
            }
        }
        for view in previews.views {
            for variant in options.variantList {
                for device in drawnDevices(variant) {
                    result.append((PreviewSnapshot.name(view, device: device, deviceInName: deviceInName, variant: variant), variant, {
                        PreviewSnapshot(view, device: device, deviceInName: deviceInName, seconds: seconds,
                                        environment: options.environment, voiceOver: options.format == .voiceover,
                                        variant: variant)
                    }))
                }
            }
        }
        return result
    }

    /// Snapshot files in `directory` that this command wrote (they start with its header).
    static func ownedFiles(in directory: URL) -> [String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
        return names.filter { name in
            guard name.hasSuffix(".txt"), let handle = FileHandle(forReadingAtPath: directory.appendingPathComponent(name).path) else { return false }
            defer { try? handle.close() }
            let start = handle.readData(ofLength: PreviewSnapshot.headerPrefix.utf8.count)
            return start == Data(PreviewSnapshot.headerPrefix.utf8)
        }.sorted()
    }

    /// Writes the snapshots; removes the files this command wrote whose snapshot is not in
    /// `current` (every snapshot asked for, those a `--filter` leaves out too).
    private static func record(_ snapshots: [PreviewSnapshot], in directory: URL, current: Set<String>, keeping kept: [String]) throws -> Int32 {
        do {
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        } catch {
            throw UsageError("\(directory.path): cannot create the snapshots folder: \(error.localizedDescription)")
        }
        var written = 0, unchanged = 0
        for snapshot in snapshots {
            let url = directory.appendingPathComponent(snapshot.fileName)
            if (try? String(contentsOf: url, encoding: .utf8)) == snapshot.text {
                unchanged += 1
                continue
            }
            try OutputFile.write(snapshot.text, to: url.path)
            written += 1
        }
        let removed = ownedFiles(in: directory).filter { name in !current.contains(name) && !kept.contains { name.hasPrefix($0) } }
        for name in removed { try? FileManager.default.removeItem(at: directory.appendingPathComponent(name)) }
        print("recorded \(snapshots.count) snapshot\(snapshots.count == 1 ? "" : "s") in \(directory.path): \(written) written, \(unchanged) unchanged, \(removed.count) removed")
        return 0
    }

    /// The HTML report's pictures: each snapshot's recorded text and its drawing now, a gone
    /// file's text.
    static func reportEntries(_ snapshots: [PreviewSnapshot], _ outcomes: [SnapshotOutcome], in directory: URL) -> [HTMLReport.Entry] {
        func recorded(_ fileName: String) -> Canvas? {
            (try? String(contentsOf: directory.appendingPathComponent(fileName), encoding: .utf8)).map(SnapshotPicture.plain)
        }
        return outcomes.enumerated().map { index, outcome in
            if index < snapshots.count {
                let snapshot = snapshots[index]
                return HTMLReport.Entry(outcome: outcome, before: recorded(snapshot.fileName), after: SnapshotPicture.drawn(snapshot))
            }
            if case .file(let name) = outcome.subject { return HTMLReport.Entry(outcome: outcome, before: recorded(name), after: nil) }
            return HTMLReport.Entry(outcome: outcome, before: nil, after: nil)
        }
    }
}
