import Foundation
import Testing

/// Every signal that can be caught, sent to the probe in a pseudo-terminal: one whose default
/// action ends a process gives the terminal back and ends the probe by that very signal (so the
/// shell sees 128 + n); one ignored by default, or ignored by whoever started the probe, leaves
/// it running (a `q` then ends it with status 0). A crash signal sent from outside ends it at
/// once, with no backtrace and no prompt; a real crash is reported by Swift's backtracer on
/// the restored screen, and then ends it too.
@Suite(.serialized, .enabled(if: TerminalTools.python != nil || TerminalTools.isCI, "python3 is missing"))
struct SignalTests {
    #if os(Linux)
    /// SIGRTMIN..SIGRTMAX as glibc leaves them to programs (34...64 on x86-64 Linux).
    static let realTime = (0...(lastRealTime - firstRealTime)).map { "RTMIN+\($0)" }
    static let firstRealTime = Int(__libc_current_sigrtmin()), lastRealTime = Int(__libc_current_sigrtmax())
    static let platformEnding = ["IO", "STKFLT", "PWR"] + realTime
    #else
    static let platformEnding = ["EMT"]
    #endif

    /// Those whose default action ends the process, by name and number.
    static let ending = ["HUP", "INT", "QUIT", "PIPE", "ALRM", "TERM", "USR1", "USR2", "PROF", "VTALRM", "XCPU", "XFSZ",
                         "SYS"] + platformEnding
    static let crashes = ["SEGV", "BUS", "ILL", "TRAP", "ABRT", "FPE"]
    /// Ignored by default; the stops are discarded by the kernel here (the probe's process
    /// group is orphaned: nobody would continue it), so the probe carries on after them too.
    static let notEnding = ["CHLD", "URG", "WINCH", "CONT", "TSTP", "TTIN", "TTOU"]

    static func number(_ name: String) -> Int {
        #if os(Linux)
        if name.hasPrefix("RTMIN+") { return firstRealTime + Int(name.dropFirst(6))! }
        #endif
        let numbers: [String: Int32] = [
            "HUP": SIGHUP, "INT": SIGINT, "QUIT": SIGQUIT, "PIPE": SIGPIPE, "ALRM": SIGALRM, "TERM": SIGTERM,
            "USR1": SIGUSR1, "USR2": SIGUSR2, "PROF": SIGPROF, "VTALRM": SIGVTALRM, "XCPU": SIGXCPU, "XFSZ": SIGXFSZ,
            "SYS": SIGSYS, "SEGV": SIGSEGV, "BUS": SIGBUS, "ILL": SIGILL, "TRAP": SIGTRAP, "ABRT": SIGABRT, "FPE": SIGFPE,
            "CHLD": SIGCHLD, "URG": SIGURG, "WINCH": SIGWINCH, "CONT": SIGCONT, "TSTP": SIGTSTP, "TTIN": SIGTTIN, "TTOU": SIGTTOU,
        ]
        #if os(Linux)
        let platform: [String: Int32] = ["IO": SIGIO, "STKFLT": SIGSTKFLT, "PWR": SIGPWR]
        #else
        let platform: [String: Int32] = ["EMT": SIGEMT]
        #endif
        return Int(numbers[name] ?? platform[name]!)
    }

    @Test func everySignalThatEndsAProcessRestoresTheTerminalAndEndsItBySignal() throws {
        // Swift's backtracer on, as users have it: a crash signal sent from outside must not
        // reach it (it would wait 30 s at its prompt, and then the probe would keep running).
        let names = Self.ending + Self.crashes
        let runs = try PtyRun.run(names.flatMap { ["--signal", $0] } + ["--env", "SWIFT_BACKTRACE=enable=yes"])
        #expect(runs.count == names.count)
        for (name, run) in zip(names, runs) {
            #expect(run.status == -Self.number(name), "SIG\(name): status \(run.status.map(String.init) ?? "still running")")
            #expect(run.isTerminalRestored, "SIG\(name): echo \(run.echo), icanon \(run.icanon), restored \(run.restored): \(run.after.debugDescription)")
            #expect(!run.after.contains("Press space to interact"), "SIG\(name): the backtracer's prompt")
        }
    }

    @Test func signalsIgnoredByDefaultLeaveItRunning() throws {
        let runs = try PtyRun.run(Self.notEnding.flatMap { ["--signal", $0] } + ["--then-send", "q"])
        for (name, run) in zip(Self.notEnding, runs) {
            #expect(run.status == 0, "SIG\(name): status \(run.status.map(String.init) ?? "still running")")
            #expect(run.isTerminalRestored, "SIG\(name)")
        }
    }

    @Test func aSignalTheParentIgnoredStaysIgnored() throws {
        let names = ["HUP", "USR1", "PIPE", "TERM"]
        let runs = try PtyRun.run(names.flatMap { ["--signal", $0, "--ignore", $0] } + ["--then-send", "q"])
        for (name, run) in zip(names, runs) {
            #expect(run.status == 0, "SIG\(name) ignored, as nohup does: status \(run.status.map(String.init) ?? "still running")")
            #expect(run.isTerminalRestored, "SIG\(name)")
        }
    }

    @Test func aRealCrashIsReportedOnTheRestoredScreenAndEnds() throws {
        // The c key traps (fatalError): SIGILL on x86-64, SIGTRAP on arm64.
        let run = try #require(try PtyRun.run(["--send", "c", "--find", "Program crashed",
                                                "--env", "SWIFT_BACKTRACE=enable=yes,interactive=no"]).first)
        #expect(run.status == -Int(SIGILL) || run.status == -Int(SIGTRAP), "status \(run.status.map(String.init) ?? "still running")")
        #expect(run.isTerminalRestored)
        #expect(run.found, "no backtrace after the restore: \(run.after.debugDescription)")
    }

    /// docs/Reliability.md's table of what each signal does (its block is marked "checked by"
    /// this file), made from runs of the probe: the real-time signals, all alike, are one line.
    @Test func theTableInReliabilityIsWhatHappens() throws {
        let names = Self.ending + Self.crashes + Self.notEnding
        let runs = try PtyRun.run(names.flatMap { ["--signal", $0] } + ["--then-send", "q", "--env", "SWIFT_BACKTRACE=enable=yes"])
        var lines: [String] = []
        var realTime: Set<String> = []
        for (name, run) in zip(names, runs) {
            let number = Self.number(name)
            let ending = switch run.status {
            case -number: "ends by SIG\(name) (shell: \(128 + number))"
            case 0: "runs on; q ends it (status 0)"
            case let status?: "status \(status)"
            case nil: "still running"
            }
            let terminal = run.isTerminalRestored ? "terminal restored" : "terminal NOT restored"
            if name.hasPrefix("RTMIN+") {
                realTime.insert("ends by its signal, \(terminal)")
                continue
            }
            let sent = Self.crashes.contains(name) ? ", sent by kill: no backtrace" : ""
            lines.append("SIG\(name)".padding(toLength: 10, withPad: " ", startingAt: 0) + String(number).leftPadded(2)
                         + "  \(ending)\(sent), \(terminal)")
        }
        #if os(Linux)
        #expect(realTime.count == 1)
        let range = "\(Self.firstRealTime)–\(Self.lastRealTime)"
        lines.insert("SIGRTMIN…SIGRTMAX (\(range))  \(realTime.sorted().joined(separator: "; "))", at: Self.ending.count - Self.realTime.count)
        #endif
        let page = try String(contentsOf: TerminalTools.packageRoot.appendingPathComponent("docs/Reliability.md"), encoding: .utf8)
        let block = page.components(separatedBy: "<!-- checked by Tests/CursesBackendTests/SignalTests.swift -->\n```\n")
            .dropFirst().first?.components(separatedBy: "\n```\n").first
        #expect(block == lines.joined(separator: "\n"), "the table as it is:\n\(lines.joined(separator: "\n"))")
    }
}

private extension String {
    func leftPadded(_ width: Int) -> String { String(repeating: " ", count: max(0, width - count)) + self }
}
