/// The assertion's core: compares text with its snapshot file, or records it, and returns the
/// failure to report, reporting nothing itself, so tests can check every outcome without
/// failing.
enum SnapshotVerification {
    /// The outcome of checking `text` against the snapshot at `location`.
    ///
    /// - Parameters:
    ///   - name: the caller's snapshot name, for messages.
    ///   - testName: the sanitised test name, for the re-record hint.
    ///   - record: the `record:` argument; `scoped` and `environment` decide when it is `nil`.
    static func verify(_ text: () throws -> String, name: String, testName: String,
                       location: SnapshotLocation, record: SnapshotRecordMode?,
                       scoped: SnapshotRecordMode?, environment: [String: String]) -> SnapshotFailure? {
        do throws(SnapshotFailure) {
            let (mode, source) = try SnapshotRecordMode.resolve(argument: record, scoped: scoped, environment: environment)
            let actual: String
            do {
                actual = try text()
            } catch {
                return SnapshotFailure(
                    kind: .textUnavailable, snapshotPath: location.path,
                    message: "Snapshot \"\(name)\" not checked: producing its text threw \(error)")
            }
            let existing = try SnapshotFile.read(location)
            return try compare(actual, with: existing, name: name, testName: testName,
                               location: location, mode: mode, source: source)
        } catch {
            return error
        }
    }

    /// The outcome once the mode, the text and the file's contents (`nil` if none) are known.
    private static func compare(_ actual: String, with existing: String?, name: String, testName: String,
                                location: SnapshotLocation, mode: SnapshotRecordMode,
                                source: SnapshotRecordMode.Source) throws(SnapshotFailure) -> SnapshotFailure? {
        let path = location.path
        let modeInForce = ".\(mode.rawValue), \(source.explanation)"
        guard let existing else {
            if mode == .never {
                return SnapshotFailure(
                    kind: .missing, snapshotPath: path,
                    message: "No snapshot \"\(name)\" at \(path), and the record mode is \(modeInForce). "
                        + "To record it, \(howToRecord(.missing, source: source, testName: testName)); "
                        + "then review it and commit it.")
            }
            try SnapshotFile.write(actual, to: location)
            return SnapshotFailure(
                kind: .recorded, snapshotPath: path,
                message: "Recorded a new snapshot \"\(name)\" at \(path); there was none (record mode "
                    + "\(modeInForce)). Review it and commit it; the next run compares against it.")
        }

        let diff = UnifiedDiff.diff(from: SnapshotText.comparable(existing), to: SnapshotText.comparable(actual),
                                    oldLabel: path, newLabel: "actual")
        if mode == .all {
            if existing != SnapshotText.fileContents(for: actual) { try SnapshotFile.write(actual, to: location) }
            let change = diff.map { "it changed:\n\($0)" } ?? "it was already identical."
            return SnapshotFailure(
                kind: .recorded, snapshotPath: path, diff: diff,
                message: "Recorded snapshot \"\(name)\" at \(path) (record mode \(modeInForce)); \(change)\n"
                    + "To compare again, \(howToStopRecording(source)).")
        }
        guard let diff else { return nil }
        return SnapshotFailure(
            kind: .mismatch, snapshotPath: path, diff: diff,
            message: "Snapshot \"\(name)\" does not match \(path) (- snapshot, + actual):\n\(diff)\n"
                + "If the change is intended, \(howToRecord(.all, source: source, testName: testName)) "
                + "and review the file's diff.")
    }

    /// The advice for recording in `mode`, which must beat the choice that is in force.
    private static func howToRecord(_ mode: SnapshotRecordMode, source: SnapshotRecordMode.Source,
                                    testName: String) -> String {
        switch source {
        case .argument: "change the assertion's argument to `record: .\(mode.rawValue)` for one run"
        case .scope: "change the withSnapshotRecordMode scope or .snapshots(record:) trait to .\(mode.rawValue) for one run"
        case .environment, .defaultMode:
            "re-run it with `\(SnapshotRecordMode.environmentVariable)=\(mode.rawValue) swift test --filter \(testName)`"
        }
    }

    /// The advice for leaving `.all`, depending on where it was chosen.
    private static func howToStopRecording(_ source: SnapshotRecordMode.Source) -> String {
        switch source {
        case .argument: "remove `record: .all` from the assertion"
        case .scope: "remove the withSnapshotRecordMode(.all) scope or the .snapshots(record: .all) trait"
        case .environment, .defaultMode: "unset \(SnapshotRecordMode.environmentVariable)"
        }
    }
}
