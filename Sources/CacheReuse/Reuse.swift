import Foundation

/// The one switch over every cache, memo and reuse path in the pipeline (docs/DESIGN.md,
/// "Caches and reuse"): with reuse off each of them computes from scratch, so what reuse draws
/// can be checked against what a fresh computation draws, cell for cell
/// (Tests/IslandPreviewTests/ReuseDifferentialTests.swift).
///
///     TERMISLAND_NO_REUSE=1 island preview pizza-delivery     // every frame from scratch
///
///     Reuse.withReuse(off: true) { … }                         // the same, in one scope
///
/// `TERMISLAND_NO_REUSE=1` sets the default, read once. A scope of `withReuse(off:_:)` overrides
/// it for the work done in it (a task-local value): a test runs reuse on and reuse off side by
/// side in one process. A long-lived object that keeps things (a `ViewRenderer`, the previewer's
/// Home Screen drawing) reads the switch when it is made and keeps to it, so an instance made
/// with reuse off never reuses; the process-wide memos read it at each question.
///
/// It lives here, in the module every other depends on, so that one switch reaches them all.
package enum Reuse {
    /// The environment variable that turns reuse off for the whole process.
    package static let environmentVariable = "TERMISLAND_NO_REUSE"

    /// Whether reuse is off where this is read: in a `withReuse(off:_:)` scope, what it says;
    /// else whether `TERMISLAND_NO_REUSE` is `1`.
    package static var isOff: Bool { $off.get() }

    /// Runs `body` with reuse off (or on), whatever the environment says.
    package static func withReuse<Result>(off: Bool, _ body: () throws -> Result) rethrows -> Result {
        try $off.withValue(off, operation: body)
    }

    /// Whether `environment` turns reuse off: `TERMISLAND_NO_REUSE=1`.
    package static func isOff(in environment: [String: String]) -> Bool {
        environment[environmentVariable] == "1"
    }

    @TaskLocal private static var off = isOff(in: ProcessInfo.processInfo.environment)
}
