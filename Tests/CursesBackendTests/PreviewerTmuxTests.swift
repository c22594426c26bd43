import Foundation
import Testing

/// The previewer end to end, as a person uses it: `island preview` and `island demo` in tmux,
/// keys and SGR mouse events sent, the screen polled for what should show (the help overlay,
/// the expanded island, the locked screen, a second app's minimal presentations), a resize, and
/// after `q` a sane terminal.
@Suite(.serialized, .enabled(if: TerminalTools.tmux != nil || TerminalTools.isCI, "tmux is not installed: the README's set-up line installs it"))
struct PreviewerTmuxTests {
    /// The shell traps SIGINT, as an interactive shell stays after Ctrl-C: island, which ends by
    /// the signal itself, would otherwise end the script with it, report and all.
    func session(_ arguments: String, width: Int = 150, height: Int = 40) throws -> TmuxSession {
        try TmuxSession("trap : INT; env -u NO_COLOR ISLAND_MOTION=none TERM=tmux-256color \(TerminalTools.island) \(arguments); "
                        + "echo \"EXIT=$?\"; stty -a | tr '\\n' ' '; echo; echo CHECKED; sleep 120", width: width, height: height)
    }

    @Test func previewShowsTheIslandAndAnswersKeysAndTheMouse() throws {
        let tmux = try session("preview pizza-delivery")
        defer { tmux.kill() }
        let first = try tmux.waitFor("the previewer") { $0.first?.contains("TermIsland · pizza-delivery") == true }
        #expect(first.contains { $0.contains("╭─ unlocked") } && first.contains { $0.contains("ACTIVITIES") })
        #expect(tmux.display("#{alternate_on}") == "1")
        // ? shows the keys, Escape hides them.
        tmux.sendKeys(["?"])
        try tmux.waitFor("the help overlay") { $0.contains { $0.contains("touch and hold the island") } }
        tmux.sendKeys(["Escape"])
        try tmux.waitFor("the help overlay gone") { !$0.contains { $0.contains("touch and hold the island") } }
        // e: touch and hold, the island expanded, its button showing.
        tmux.sendKeys(["e"])
        try tmux.waitFor("the expanded island") { $0.contains { $0.contains("Call driver") } && $0.contains { $0.contains("held: expanded") || $0.contains("expanded") } }
        tmux.sendKeys(["e"])
        try tmux.waitFor("the island collapsed") { !$0.contains { $0.contains("Call driver") } }
        // l: locked, the island empty, the Lock Screen lit.
        tmux.sendKeys(["l"])
        try tmux.waitFor("the locked screen") { $0.contains { $0.contains("🔒") } && $0.contains { $0.contains("the device is locked") } }
        tmux.sendKeys(["l"])
        // N: another app, two minimal presentations.
        tmux.sendKeys(["N"])
        try tmux.waitFor("a second app's minimal presentations") { $0.contains { $0.contains("two apps: minimal") || $0.contains("minimal") && $0.contains("attached") } }
        // A click (SGR 1006 press and release) on the island opens its app.
        let screen = tmux.capture()
        let row = try #require(screen.firstIndex { $0.contains("◉") })
        let column = try #require(screen[row].range(of: "◉").map { screen[row].distance(from: screen[row].startIndex, to: $0.lowerBound) })
        tmux.sendText("\u{1B}[<0;\(column + 1);\(row + 1)M\u{1B}[<0;\(column + 1);\(row + 1)m")
        try tmux.waitFor("the app opening") { $0.contains { $0.contains("opens") } }
        // A resize from 150×40 to 60×20 and back, redrawn each time.
        tmux.resize(width: 60, height: 20)
        try tmux.waitFor("the narrow layout") { $0.count >= 20 && $0.first?.hasPrefix(" TermIsland") == true && !$0.contains { $0.contains("ACTIVITIES") } }
        tmux.resize(width: 150, height: 40)
        try tmux.waitFor("the wide layout again") { $0.contains { $0.contains("ACTIVITIES") } }
        tmux.sendKeys(["q"])
        try TmuxTests.expectSaneTerminal(tmux, exitStatus: 0)
    }

    /// Every key answers on the status line, the screen's last row: the theme by name, StandBy
    /// from the unlocked phone (locked first), `P` where the panel shows already, a key bound to nothing.
    @Test func everyKeyAnswersOnTheStatusLine() throws {
        let tmux = try session("preview pizza-delivery")
        defer { tmux.kill() }
        try tmux.waitFor("the previewer") { $0.first?.contains("TermIsland · pizza-delivery") == true }
        let answers = [
            ("t", "theme: light"),
            ("b", "StandBy: locked, charging, on its side: pizza fills the screen (b again: upright)"),
            // StandBy on its side is wider: at 150 columns one phone and the panel fit, not two phones.
            ("P", "P: the panel shows beside the phone at this width already: P chooses where only one fits"),
            ("z", "z does nothing here: ? lists the keys"),
        ]
        for (key, answer) in answers {
            tmux.sendKeys([key])
            try tmux.waitFor("“\(answer)” on the status line") { $0.count > 39 && $0[39].hasPrefix(" " + answer + " · frame ") }
        }
        #expect(tmux.capture().contains { $0.contains("╭─ StandBy ") && $0.contains("ACTIVITIES") })
        tmux.sendKeys(["q"])
        try TmuxTests.expectSaneTerminal(tmux, exitStatus: 0)
    }

    @Test func demoPlaysFourAppsAndQuitsCleanly() throws {
        let tmux = try session("demo")
        defer { tmux.kill() }
        try tmux.waitFor("the demo in the previewer") { $0.first?.contains("TermIsland · four apps") == true }
        tmux.sendKeys([" ", ".", ".", "."])
        try tmux.waitFor("four apps' activities") { screen in
            ["Pizza", "Sports", "Rides", "Airline"].allSatisfy { app in screen.contains { $0.contains(app) } }
        }
        // Ctrl-C is SIGINT (the terminal stays in cbreak mode): the terminal is restored and the
        // exit status is 128 + 2.
        tmux.sendKeys(["C-c"])
        try TmuxTests.expectSaneTerminal(tmux, exitStatus: 130)
    }

    @Test func aTinyTerminalSaysTheSizeItNeeds() throws {
        let tmux = try session("preview flight", width: 30, height: 8)
        defer { tmux.kill() }
        try tmux.waitFor("the size needed") { $0.joined(separator: " ").contains("needs at least") }
        tmux.resize(width: 120, height: 30)
        try tmux.waitFor("the previewer once it fits") { $0.first?.contains("TermIsland · flight") == true }
        tmux.sendKeys(["q"])
        try TmuxTests.expectSaneTerminal(tmux, exitStatus: 0)
    }
}
