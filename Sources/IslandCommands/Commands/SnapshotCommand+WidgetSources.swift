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
        let snapshots = snapshots(of: previews, options)
        for problem in previews.problems { Island.printError(problem) }
        for failure in failures { Island.printError(failure.sentence) }
        let directory = URL(fileURLWithPath: try options.snapshotsDirectory ?? WidgetSourceOrigins.snapshotsDirectory(for: options.positional, target: options.target))
        // A failed preview's files are kept: it is not gone, it did not draw this time.
        let kept = failures.map { $0.title + "." }
        if options.record {
            let status = try record(snapshots, in: directory, keeping: kept)
            return failures.isEmpty ? status : 1
        }
        if options.check {
            for failure in failures { print("failed: \(failure.sentence)") }
            let status = check(snapshots, in: directory, keeping: kept, hint: invocation.recordAgainHint)
            return failures.isEmpty ? status : 1
        }
        for snapshot in snapshots { print(snapshot.text) }
        for note in previews.notDrawn { Island.printError("not drawn: \(note)") }
        if snapshots.isEmpty && failures.isEmpty { Island.printError("\(source): no Live Activity and no #Preview to draw") }
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
    }

    /// Every preview in its own presentation (or those `--presentation` names), on each device
    /// given, at `--at` (default: the preview's instant).
    static func snapshots(of previews: PreviewCatalog, _ options: CommandOptions) -> [PreviewSnapshot] {
        let devices = options.devices.isEmpty ? [options.device] : options.devices
        let seconds = options.instants.last ?? 0
        var result: [PreviewSnapshot] = []
        // A variant naming a device draws on it alone, not once for each `--device`.
        func drawnDevices(_ variant: SnapshotVariant) -> [DeviceProfile] { variant.device == nil ? devices : [devices[0]] }
        for activity in previews.activities {
            for variant in options.variantList {
                for device in drawnDevices(variant) {
                    for presentation in options.presentationGiven ? options.presentations : [activity.presentation] {
                        result.append(PreviewSnapshot(activity, presentation, device: device, deviceInName: !options.devices.isEmpty,
                                                      seconds: seconds, environment: options.environment, theme: options.theme,
                                                      voiceOver: options.format == .voiceover, variant: variant))
                    }
                }
            }
        }
        for view in previews.views {
            for variant in options.variantList {
                for device in drawnDevices(variant) {
                    result.append(PreviewSnapshot(view, device: device, deviceInName: !options.devices.isEmpty, seconds: seconds,
                                                  environment: options.environment, voiceOver: options.format == .voiceover,
                                                  variant: variant))
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

    private static func record(_ snapshots: [PreviewSnapshot], in directory: URL, keeping kept: [String]) throws -> Int32 {
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
        let current = Set(snapshots.map(\.fileName))
        let removed = ownedFiles(in: directory).filter { name in !current.contains(name) && !kept.contains { name.hasPrefix($0) } }
        for name in removed { try? FileManager.default.removeItem(at: directory.appendingPathComponent(name)) }
        print("recorded \(snapshots.count) snapshot\(snapshots.count == 1 ? "" : "s") in \(directory.path): \(written) written, \(unchanged) unchanged, \(removed.count) removed")
        return 0
    }

    private static func check(_ snapshots: [PreviewSnapshot], in directory: URL, keeping kept: [String], hint again: String) -> Int32 {
        var failures = 0
        for snapshot in snapshots {
            let url = directory.appendingPathComponent(snapshot.fileName)
            guard let recorded = try? String(contentsOf: url, encoding: .utf8) else {
                print("new: \(snapshot.fileName) has no snapshot yet")
                failures += 1
                continue
            }
            if let diff = UnifiedDiff.diff(from: recorded, to: snapshot.text, oldLabel: url.path, newLabel: "now") {
                print(diff)
                failures += 1
            }
        }
        let current = Set(snapshots.map(\.fileName))
        for name in ownedFiles(in: directory) where !current.contains(name) && !kept.contains(where: { name.hasPrefix($0) }) {
            print("gone: \(name) is a snapshot of a preview that is no longer there")
            failures += 1
        }
        if failures == 0 {
            print("\(snapshots.count) snapshot\(snapshots.count == 1 ? "" : "s") match \(directory.path)")
            return 0
        }
        print("\(failures) of \(snapshots.count) snapshot\(snapshots.count == 1 ? "" : "s") differ; if the change is meant, record them again: \(again)")
        return 1
    }
}
