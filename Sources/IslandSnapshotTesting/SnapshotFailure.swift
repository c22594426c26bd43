/// Why a snapshot assertion failed, as returned by `assertSnapshot` after it has been recorded
/// in the running test framework.
///
/// A caller can inspect it (`failure?.kind == .mismatch`) or ignore it: the assertion has
/// already reported it, so returning it adds nothing to a passing run's output.
public struct SnapshotFailure: Error, Sendable, Hashable, CustomStringConvertible {
    /// The kinds of failure.
    public enum Kind: Sendable, Hashable {
        /// The text differs from the snapshot file; `diff` holds the unified diff.
        case mismatch
        /// The snapshot was written (it was missing, or the mode is `.all`); re-run to compare.
        case recorded
        /// There is no snapshot and the record mode is `.never`.
        case missing
        /// The text could not be produced: its closure threw.
        case textUnavailable
        /// The snapshot file or its directory could not be read or written.
        case fileError
        /// `ISLAND_SNAPSHOT_RECORD` holds something other than a record mode.
        case invalidRecordMode
    }

    /// What went wrong.
    public var kind: Kind
    /// The absolute path of the snapshot file, when the failure concerns one.
    public var snapshotPath: String?
    /// The unified diff from the snapshot to the text, for a mismatch.
    public var diff: String?
    /// The full message, as recorded in the test framework.
    public var message: String

    /// A failure; the message is what the test log shows.
    public init(kind: Kind, snapshotPath: String?, diff: String? = nil, message: String) {
        self.kind = kind
        self.snapshotPath = snapshotPath
        self.diff = diff
        self.message = message
    }

    public var description: String { message }
}
