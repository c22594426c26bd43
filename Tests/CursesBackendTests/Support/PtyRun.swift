import Foundation
import Testing

/// The probe run in a pseudo-terminal by `Scripts/pty_run.py`, once for each action (a signal,
/// a new size, bytes typed), and how each run ended: the exit status or the signal, the peak
/// memory, the tty modes after it, and whether it wrote the bytes that give the terminal back.
enum PtyRun {
    struct Run: Decodable {
        let action: String
        /// The exit status; negative: the signal that ended it; nil: still running at the
        /// script's time-out, then killed.
        let status: Int?
        let maxrss_kb: Int
        let echo: Bool
        let icanon: Bool
        let restored: Bool
        let found: Bool
        let after: String
        let sizes: [String]

        /// Whether the shell has its terminal back: echo and icanon on, the alternate screen
        /// left, the cursor shown, the mouse off.
        var isTerminalRestored: Bool { echo && icanon && restored }
    }

    /// Runs the probe with `options` (pty_run.py's) and `probeArguments`.
    static func run(_ options: [String], probeArguments: [String] = []) throws -> [Run] {
        let python = try #require(TerminalTools.python, "Python is missing: .ci/run installs it")
        let out = TerminalTools.temporaryPath("runs.json")
        defer { try? FileManager.default.removeItem(atPath: out) }
        let script = TerminalTools.packageRoot.appendingPathComponent("Tests/CursesBackendTests/Scripts/pty_run.py").path
        let result = TerminalTools.run(python, [script, "--out", out] + options + ["--", TerminalTools.probe] + probeArguments)
        #expect(result.status == 0, "\(result.output)")
        return try JSONDecoder().decode([Run].self, from: Data(contentsOf: URL(fileURLWithPath: out)))
    }
}
