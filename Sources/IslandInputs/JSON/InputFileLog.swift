import Foundation

/// The files a command has read (through `InputFileReading`, as every input file is), so that
/// one that writes can refuse to write over any of them: the files a scenario names (described
/// views, payloads) are known only once it is read.
///
///     let log = InputFileLog()
///     try InputFileLog.$current.withValue(log) { … read, then compare the output with log.paths … }
///
/// Bound as a task-local value, so commands run side by side in tests each keep their own.
package final class InputFileLog: @unchecked Sendable {
    /// The log reads are noted in, if any.
    @TaskLocal package static var current: InputFileLog?

    private let lock = NSLock()
    private var kept: [String] = []

    package init() {}

    /// The paths read, in order (standard input is not one).
    package var paths: [String] { lock.withLock { kept } }

    func note(_ path: String) { lock.withLock { kept.append(path) } }
}
