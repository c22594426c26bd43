#if canImport(Testing)
import Testing

/// A Swift Testing trait that sets the snapshot record mode for a test, or for every test in a
/// suite, as `withSnapshotRecordMode(_:operation:)` does for a block of code.
///
///     @Test(.snapshots(record: .all)) func lockScreen() { … }
public struct SnapshotRecordModeTrait: TestTrait, SuiteTrait, TestScoping {
    /// The mode the test's assertions use unless they pass their own `record:`.
    public var mode: SnapshotRecordMode

    /// Applies to every test of a suite it is attached to.
    public var isRecursive: Bool { true }

    public func provideScope(for test: Test, testCase: Test.Case?,
                             performing function: @Sendable () async throws -> Void) async throws {
        try await SnapshotRecordMode.$scoped.withValue(mode, operation: function)
    }
}

extension Trait where Self == SnapshotRecordModeTrait {
    /// Sets the snapshot record mode of a test or suite, overriding `ISLAND_SNAPSHOT_RECORD`.
    public static func snapshots(record mode: SnapshotRecordMode) -> Self {
        SnapshotRecordModeTrait(mode: mode)
    }
}
#endif
