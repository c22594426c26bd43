import Foundation
import Testing
import TerminalCanvas
@testable import curses_probe

/// The probe in tmux, a real terminal multiplexer: the screen equals the canvas, a resize
/// repaints it, keys and SGR mouse reports arrive as the right events, and however the program
/// ends (q, an error, a crash, SIGTERM, SIGINT, SIGHUP, a stop and continue) the shell gets its
/// terminal back: echo and icanon on, the normal screen, the cursor visible.
@Suite(.serialized, .enabled(if: TerminalTools.tmux != nil || TerminalTools.isCI,
                             "tmux is not installed: the README's set-up line installs it"))
struct TmuxTests {
    /// Runs the probe (colours on whatever the test runner's environment says), then reports
    /// how it ended and the tty modes, and waits.
    static func probeCommand(term: String = "tmux-256color", log: String, arguments: String = "") -> String {
        "env -u NO_COLOR TERM=\(term) SWIFT_BACKTRACE=enable=no \(TerminalTools.probe) --log \(log) \(arguments); " +
            "echo \"EXIT=$?\"; stty -a | tr '\\n' ' '; echo; echo CHECKED; sleep 120"
    }

    /// Waits for the probe's screen, by its title.
    static func waitForProbe(_ tmux: TmuxSession, size: String = "100x40") throws -> [String] {
        try tmux.waitFor("the probe at \(size)") { screen in
            screen.first?.contains("curses-probe \(size)") == true && screen.contains { $0.contains("ready") || $0.contains("event") }
        }
    }

    /// Waits for the shell's report after the probe ended, and checks the terminal is sane.
    static func expectSaneTerminal(_ tmux: TmuxSession, exitStatus: Int) throws {
        let screen = try tmux.waitFor("the shell's report") { $0.contains("CHECKED") }
        let text = screen.joined(separator: " ")
        #expect(text.contains("EXIT=\(exitStatus)"), "\(text)")
        let modes = Set(text.split(separator: " ").map(String.init))
        #expect(modes.contains("echo") && modes.contains("icanon") && modes.contains("icrnl"), "\(text)")
        #expect(!modes.contains("-echo") && !modes.contains("-icanon"))
        #expect(tmux.display("#{alternate_on}") == "0")
        #expect(tmux.display("#{cursor_flag}") == "1")
    }

    @Test(arguments: ["tmux-256color", "screen-256color"])
    func theScreenIsTheCanvas(_ term: String) throws {
        let log = TerminalTools.temporaryPath("events")
        let tmux = try TmuxSession(Self.probeCommand(term: term, log: log))
        defer { tmux.kill() }
        let screen = try Self.waitForProbe(tmux)
        let canvas = ProbeScreen.canvas(size: Size(width: 100, height: 40), status: "ready")
        var problems: [String] = []
        for y in 0..<canvas.height { problems += ScreenMatching.differences(capturedRow: screen[y], canvas: canvas, y: y) }
        #expect(problems.isEmpty, "\(problems.prefix(10).joined(separator: "\n"))")
        // Colours and attributes as tmux keeps them.
        let styled = tmux.capture(escapes: true).joined(separator: "\n")
        // Palette entries (16, black, could vanish into the terminal's background: it is sent
        // in the default colour, `Legibility`).
        #expect(styled.contains("\u{1B}[38;5;30m#\u{1B}[38;5;44m#"))
        #expect(styled.contains("\u{1B}[105m3"))                                  // bright magenta background
        if term == "tmux-256color" {
            #expect(styled.contains("\u{1B}[9mstrike"))                          // smxx; screen has none
        }
        tmux.sendKeys(["q"])
        try Self.expectSaneTerminal(tmux, exitStatus: 0)
    }

    @Test func directColourReachesTheTerminal() throws {
        let log = TerminalTools.temporaryPath("events")
        let tmux = try TmuxSession(Self.probeCommand(term: "tmux-direct", log: log))
        defer { tmux.kill() }
        _ = try Self.waitForProbe(tmux)
        let styled = tmux.capture(escapes: true).joined(separator: "\n")
        // The RGB row's first cell: #ff0080 on #000000, sent as 24-bit colour (tmux shows 38;2).
        #expect(styled.contains("38;2;255;0;128"), "\(styled)")
        tmux.sendKeys(["q"])
        try Self.expectSaneTerminal(tmux, exitStatus: 0)
    }

    /// The first screen and the update after `invalidate()` are written by the backend itself
    /// (`FullRepaint`); ncurses then updates cells of a screen it did not write. tmux ends up
    /// showing the updated canvas, in 256 colours and in direct colour.
    @Test(arguments: ["tmux-256color", "tmux-direct"])
    func updatesAfterARepaintByHandLeaveTheScreenRight(_ term: String) throws {
        let log = TerminalTools.temporaryPath("events")
        let tmux = try TmuxSession(Self.probeCommand(term: term, log: log, arguments: "--updates"))
        defer { tmux.kill() }
        _ = try TmuxSession.waitForLine(in: log, "the last update") { $0.hasPrefix("update 3 ") }
        let canvas = ProbeScreen.updatedCanvas(size: Size(width: 100, height: 40), status: "ready")
        func problems(_ screen: [String]) -> [String] {
            (0..<canvas.height).flatMap { ScreenMatching.differences(capturedRow: screen[$0], canvas: canvas, y: $0) }
        }
        let screen = try tmux.waitFor("the updated probe") { $0.count >= canvas.height && problems($0).isEmpty }
        #expect(problems(screen).isEmpty)
        // The countdown's update, bold orange, in the terminal's colours.
        let styled = tmux.capture(escapes: true).joined(separator: "\n")
        #expect(styled.contains(term == "tmux-direct" ? "38;2;255;136;0m11:59" : "38;5;208m11:59"), "\(styled)")
        tmux.sendKeys(["q"])
        try Self.expectSaneTerminal(tmux, exitStatus: 0)
    }

    @Test func aResizeRepaintsEveryCell() throws {
        let log = TerminalTools.temporaryPath("events")
        let tmux = try TmuxSession(Self.probeCommand(log: log))
        defer { tmux.kill() }
        _ = try Self.waitForProbe(tmux)
        for (width, height) in [(60, 20), (100, 40)] {
            tmux.resize(width: width, height: height)
            let canvas = ProbeScreen.canvas(size: Size(width: width, height: height), status: "event resize \(width)x\(height)")
            func problems(_ screen: [String]) -> [String] {
                guard screen.count >= height else { return ["only \(screen.count) rows"] }
                return (0..<height).flatMap { ScreenMatching.differences(capturedRow: screen[$0], canvas: canvas, y: $0) }
            }
            // The graphemes placed by hand arrive just after ncurses's update: poll until the
            // whole screen is right (a capture between the two is not a failure), with a bound.
            let screen = try tmux.waitFor("the probe repainted at \(width)x\(height)") { screen in
                screen.first?.contains("curses-probe \(width)x\(height)") == true
                    && screen.contains { $0.contains("resize \(width)x\(height)") } && problems(screen).isEmpty
            }
            #expect(problems(screen).isEmpty)
        }
        tmux.sendKeys(["q"])
        try Self.expectSaneTerminal(tmux, exitStatus: 0)
    }

    @Test func keysAndMouseArriveAsEvents() throws {
        let log = TerminalTools.temporaryPath("events")
        let tmux = try TmuxSession(Self.probeCommand(log: log))
        defer { tmux.kill() }
        _ = try Self.waitForProbe(tmux)
        tmux.sendKeys(["a", "Up", "S-Up", "C-Left", "M-x", "C-a", "F5", "S-F2", "Enter", "Tab", "BSpace", "Home", "PageDown", "DC"])
        tmux.sendText("Ж实")
        _ = try TmuxSession.waitForLine(in: log, "the typed keys") { $0 == "key 实" }
        // Escape alone: the next key must come after the escape delay, or it is Alt and a key.
        tmux.sendKeys(["Escape"])
        _ = try TmuxSession.waitForLine(in: log, "Escape") { $0 == "key escape" }
        // SGR mouse reports, as a terminal sends them for a click, a drag and the wheel.
        tmux.sendText("\u{1B}[<0;5;3M\u{1B}[<32;6;3M\u{1B}[<0;6;3m\u{1B}[<64;1;1M\u{1B}[<65;100;40M\u{1B}[<2;3;4M")
        let lines = try TmuxSession.waitForLine(in: log, "the mouse") { $0.hasPrefix("mouse press right") }
        #expect(Array(lines.dropFirst()) == [
            "key a", "key up", "key shift+up", "key ctrl+left", "key alt+x", "key ctrl+a", "key f5", "key shift+f2",
            "key enter", "key tab", "key backspace", "key home", "key pageDown", "key delete", "key Ж", "key 实",
            "key escape",
            "mouse press left 4,2", "mouse drag left 5,2", "mouse release left 5,2", "mouse scrollUp 0,0",
            "mouse scrollDown 99,39", "mouse press right 2,3",
        ])
        tmux.sendKeys(["q"])
        try Self.expectSaneTerminal(tmux, exitStatus: 0)
    }

    @Test(arguments: [("q", 0), ("e", 1), ("c", -1)])
    func theTerminalIsRestoredAfterAKey(_ key: String, _ status: Int) throws {
        let log = TerminalTools.temporaryPath("events")
        let tmux = try TmuxSession(Self.probeCommand(log: log))
        defer { tmux.kill() }
        _ = try Self.waitForProbe(tmux)
        tmux.sendKeys([key])
        if status >= 0 {
            try Self.expectSaneTerminal(tmux, exitStatus: status)
        } else {
            // A Swift trap: SIGILL or SIGTRAP, restored and re-raised, so the shell sees 128 + it.
            let screen = try tmux.waitFor("the shell's report") { $0.contains("CHECKED") }
            let exit = screen.first { $0.hasPrefix("EXIT=") } ?? ""
            #expect(["EXIT=132", "EXIT=133"].contains(exit), "\(screen.joined(separator: "\n"))")
            try Self.expectSaneTerminal(tmux, exitStatus: Int(exit.dropFirst(5)) ?? 0)
        }
    }

    @Test(arguments: [("TERM", 15), ("INT", 2), ("HUP", 1)])
    func theTerminalIsRestoredAfterASignal(_ signal: String, _ number: Int) throws {
        let log = TerminalTools.temporaryPath("events")
        let tmux = try TmuxSession(Self.probeCommand(log: log))
        defer { tmux.kill() }
        _ = try Self.waitForProbe(tmux)
        let pid = try #require(try TmuxSession.waitForLine(in: log, "the pid") { $0.hasPrefix("pid ") }.first?.dropFirst(4))
        // kill(2) itself, not the `kill` program: a fresh Debian image (debootstrap's minbase,
        // Docker's debian) has no procps, and the test waited 15 s for a signal never sent.
        #expect(kill(try #require(pid_t(pid)), Int32(number)) == 0)
        try Self.expectSaneTerminal(tmux, exitStatus: 128 + number)
    }

    @Test func aStopGivesTheTerminalBackAndContinuingRepaints() throws {
        // A shell with job control, as a user's is: the probe in a process group of its own, so
        // a stop is not discarded (a stop signal to an orphaned group is), and `fg` continues it.
        let log = TerminalTools.temporaryPath("events")
        let resume = TerminalTools.temporaryPath("resume")
        let probe = "env -u NO_COLOR TERM=tmux-256color \(TerminalTools.probe) --log \(log)"
        let tmux = try TmuxSession("bash -c 'set -m; \(probe); echo \"STOPPED=$?\"; stty -a | tr \"\\n\" \" \"; echo; " +
                                   "echo STOP-CHECKED; while [ ! -e \(resume) ]; do sleep 0.02; done; fg; " +
                                   "echo \"EXIT=$?\"; stty -a | tr \"\\n\" \" \"; echo; echo CHECKED; sleep 120'")
        defer { tmux.kill() }
        _ = try Self.waitForProbe(tmux)
        let pid = String(try #require(try TmuxSession.waitForLine(in: log, "the pid") { $0.hasPrefix("pid ") }.first?.dropFirst(4)))
        #expect(kill(try #require(pid_t(pid)), SIGTSTP) == 0)
        let stopped = try tmux.waitFor("the shell after the stop") { $0.contains("STOP-CHECKED") }.joined(separator: " ")
        #expect(stopped.contains("STOPPED=148"))
        let modes = Set(stopped.split(separator: " ").map(String.init))
        #expect(modes.contains("echo") && modes.contains("icanon"), "\(stopped)")
        #expect(tmux.display("#{alternate_on}") == "0")
        #expect(tmux.display("#{cursor_flag}") == "1")
        // fg continues it: the alternate screen again, repainted.
        _ = FileManager.default.createFile(atPath: resume, contents: nil)
        defer { try? FileManager.default.removeItem(atPath: resume) }
        _ = try tmux.waitFor("the repainted probe") { screen in
            tmux.display("#{alternate_on}") == "1" && screen.first?.contains("curses-probe 100x40") == true
        }
        tmux.sendKeys(["q"])
        try Self.expectSaneTerminal(tmux, exitStatus: 0)
    }
}
