/// When an assertion writes its snapshot file instead of only comparing with it.
///
/// Chosen, first match wins:
/// 1. the `record:` argument of `assertSnapshot`;
/// 2. a scope set in code: `withSnapshotRecordMode(_:operation:)`, or the Swift Testing trait
///    `.snapshots(record:)`;
/// 3. the environment variable `ISLAND_SNAPSHOT_RECORD` (`missing`, `all` or `never`);
/// 4. `.missing`.
///
/// Code wins over the environment because code is the narrower choice: a test someone is
/// re-recording on purpose, inside a run whose environment speaks for every test.
public enum SnapshotRecordMode: String, Sendable, Hashable, CaseIterable {
    /// Write snapshots that do not exist yet and compare the rest. Writing one is still
    /// reported as a failure, so the first run says what it added and the next one passes.
    case missing
    /// Overwrite every snapshot with what the test produced, and report each as a failure so a
    /// recording run never passes silently. Review the files' diff before committing.
    case all
    /// Write nothing: a missing snapshot is a failure. For continuous integration, where a
    /// snapshot the run writes is one nobody reviewed.
    case never

    /// The mode set in code for the current task and its children, if any.
    @TaskLocal public static var scoped: SnapshotRecordMode?
}

/// Runs `operation` with `mode` as the record mode of every snapshot assertion in it that does
/// not pass its own `record:`, overriding `ISLAND_SNAPSHOT_RECORD`.
public func withSnapshotRecordMode<Result>(
    _ mode: SnapshotRecordMode, operation: () throws -> Result
) rethrows -> Result {
    try SnapshotRecordMode.$scoped.withValue(mode, operation: operation)
}

/// Runs `operation` with `mode` as the record mode of every snapshot assertion in it that does
/// not pass its own `record:`, overriding `ISLAND_SNAPSHOT_RECORD`.
public func withSnapshotRecordMode<Result>(
    _ mode: SnapshotRecordMode, isolation: isolated (any Actor)? = #isolation,
    operation: () async throws -> Result
) async rethrows -> Result {
    try await SnapshotRecordMode.$scoped.withValue(mode, operation: operation)
}
