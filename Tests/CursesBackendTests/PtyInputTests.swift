import Foundation
import Testing

/// What a terminal sends inside an escape sequence, typed into the probe's pseudo-terminal,
/// never arrives as keys, however the reads split it.
@Suite(.serialized, .enabled(if: TerminalTools.python != nil || TerminalTools.isCI, "python3 is missing"))
struct PtyInputTests {
    @Test func aMouseReportWithAFiveThousandDigitCoordinateIsNoKeys() throws {
        let log = TerminalTools.temporaryPath("events")
        let report = "\u{1B}[<0;" + String(repeating: "9", count: 5_000) + ";1M"
        let run = try #require(try PtyRun.run(["--send", report + "\u{1B}]11;rgb:0/0/0\u{1B}\\", "--then-send", "q"],
                                              probeArguments: ["--log", log]).first)
        #expect(run.status == 0)
        let events = try String(contentsOfFile: log, encoding: .utf8).split(separator: "\n").dropFirst()  // "pid …"
        #expect(events.count == 1 && events.first == "key q", "\(events.count) events: \(events.prefix(4))…")
    }
}
