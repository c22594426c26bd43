import Foundation

/// A tmux server of its own (its own socket, no configuration file) running one command in a
/// window of a set size, read with `capture-pane` and polled with a bound: the tests never
/// sleep a fixed time and hope.
final class TmuxSession {
    let socket = "termisland-\(getpid())-\(UUID().uuidString.prefix(6))"

    /// Starts `command` (run by sh) in a window of `width` × `height`.
    init(_ command: String, width: Int = 100, height: Int = 40) throws {
        let started = tmux(["new-session", "-d", "-s", "main", "-x", "\(width)", "-y", "\(height)", command])
        guard started.status == 0 else { throw TmuxError(message: "tmux did not start: \(started.output)") }
    }

    deinit { kill() }

    /// Ends the server and everything in it.
    func kill() { tmux(["kill-server"]) }

    @discardableResult
    func tmux(_ arguments: [String]) -> (status: Int32, output: String) {
        TerminalTools.run("tmux", ["-L", socket, "-f", "/dev/null"] + arguments)
    }

    /// The screen's text, one line a row (`-e`: with SGR sequences for colours and attributes).
    func capture(escapes: Bool = false) -> [String] {
        let output = tmux(["capture-pane", "-t", "main", "-p"] + (escapes ? ["-e"] : [])).output
        return output.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    }

    /// A tmux format about the pane, such as `#{alternate_on}`.
    func display(_ format: String) -> String {
        tmux(["display-message", "-t", "main", "-p", format]).output.trimmingCharacters(in: .whitespacesAndNewlines)
    }

    func sendKeys(_ keys: [String]) { tmux(["send-keys", "-t", "main"] + keys) }
    func sendText(_ text: String) { tmux(["send-keys", "-t", "main", "-l", text]) }
    func resize(width: Int, height: Int) {
        tmux(["resize-window", "-t", "main", "-x", "\(width)", "-y", "\(height)"])
    }

    /// Polls until `condition` holds for the screen, every 20 ms, for at most `seconds`.
    @discardableResult
    func waitFor(_ what: String, seconds: Double = 15, _ condition: ([String]) -> Bool) throws -> [String] {
        let end = Date().addingTimeInterval(seconds)
        while true {
            let screen = capture()
            if condition(screen) { return screen }
            guard Date() < end else {
                throw TmuxError(message: "waited \(seconds) s for \(what); the screen:\n" + screen.joined(separator: "\n"))
            }
            usleep(20_000)
        }
    }

    /// Polls until `condition` holds and the screen then stays the same for 150 ms: a
    /// transition (the island morphing as it expands) has ended. A faster previewer let a poll
    /// catch the first frames of the morph, the island's edges not yet in line.
    @discardableResult
    func waitForStill(_ what: String, seconds: Double = 15, _ condition: ([String]) -> Bool) throws -> [String] {
        let end = Date().addingTimeInterval(seconds)
        var screen = try waitFor(what, seconds: seconds, condition)
        while true {
            usleep(150_000)
            let again = capture()
            if again == screen && condition(again) { return again }
            guard Date() < end else {
                throw TmuxError(message: "waited \(seconds) s for \(what) to stay still; the screen:\n" + again.joined(separator: "\n"))
            }
            screen = again
        }
    }

    /// Polls until `file` has a line for which `condition` holds.
    static func waitForLine(in file: String, _ what: String, seconds: Double = 15, _ condition: (String) -> Bool) throws -> [String] {
        let end = Date().addingTimeInterval(seconds)
        while true {
            let lines = ((try? String(contentsOfFile: file, encoding: .utf8)) ?? "").split(separator: "\n").map(String.init)
            if lines.contains(where: condition) { return lines }
            guard Date() < end else { throw TmuxError(message: "waited \(seconds) s for \(what); \(file) has:\n" + lines.joined(separator: "\n")) }
            usleep(20_000)
        }
    }
}

struct TmuxError: Error, CustomStringConvertible {
    let message: String
    var description: String { message }
}
