import Foundation
import Testing
@testable import WidgetSources

/// The one way widget sources run a Swift tool: what it printed, kept whole and in its place.
@Suite struct ToolRunTests {
    /// 256 KiB on each stream, more than a pipe holds: reading one stream to its end before the
    /// other would leave the tool blocked on a full pipe for ever.
    @Test func bothStreamsAreReadWholeEvenWhenEachFillsItsPipe() throws {
        let script = "head -c 262144 /dev/zero | tr '\\0' e >&2; head -c 262144 /dev/zero | tr '\\0' o; exit 3"
        let run = try ToolRun.run(["sh", "-c", script], mergingErrors: false)
        #expect(run.status == 3)
        #expect(!run.succeeded)
        #expect(run.output == String(repeating: "o", count: 262_144))
        #expect(run.errors == String(repeating: "e", count: 262_144))
    }

    /// A compiler's diagnostics are read as printed, warnings and errors in one stream.
    @Test func mergedStreamsKeepTheOrderPrinted() throws {
        let run = try ToolRun.run(["sh", "-c", "echo one; echo two >&2; echo three"], mergingErrors: true)
        #expect(run.succeeded)
        #expect(run.output == "one\ntwo\nthree\n")
        #expect(run.errors == "")
    }

    /// A tool that is not there is an error naming it and where it was looked for.
    @Test func aMissingToolIsAnErrorNamingIt() throws {
        #expect(throws: WidgetSourceProblem.failure("cannot run termisland-no-such-tool (is Swift on PATH?): No such file or directory")) {
            try ToolRun.run(["termisland-no-such-tool", "--version"], mergingErrors: true)
        }
    }

    /// A tool ended by a signal has the shell's status for it, 128 and the signal, not 0.
    @Test func aToolEndedBySignalFailsWithTheShellsStatus() throws {
        let run = try ToolRun.run(["sh", "-c", "echo before; kill -TERM $$; echo after"], mergingErrors: true)
        #expect(run.status == 128 + SIGTERM)
        #expect(run.output == "before\n")
    }

    /// The tool reads nothing: its standard input is empty, not the terminal's.
    @Test func theToolsInputIsEmpty() throws {
        let run = try ToolRun.run(["sh", "-c", "cat; echo end"], mergingErrors: false)
        #expect(run.output == "end\n")
    }
}
