import Foundation

/// The programs the terminal tests drive: the probe, pyte's Python and tmux.
///
/// Where pyte or tmux is missing the tests that need it are skipped with the reason, except
/// under CI (`CI` set), where `.ci/run` installs both and a missing tool is a failure.
enum TerminalTools {
    static let packageRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    static let environment = ProcessInfo.processInfo.environment
    static let isCI = !(environment["CI"] ?? "").isEmpty && environment["CI"] != "false"

    /// The curses-probe executable, built beside the test bundle.
    static let probe: String = {
        let executable = (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe"))
            ?? CommandLine.arguments[0]
        return URL(fileURLWithPath: executable).deletingLastPathComponent().appendingPathComponent("curses-probe").path
    }()

    /// A Python with pyte: `TERMISLAND_PYTHON`, the venv `.ci/run` makes, or python3 itself.
    static let python: String? = {
        let candidates: [String?] = [environment["TERMISLAND_PYTHON"],
                          packageRoot.appendingPathComponent(".build/pyte-venv/bin/python").path, "python3"]
        return candidates.compactMap { $0 }.first { run($0, ["-c", "import pyte"]).status == 0 }
    }()

    /// tmux, if on the PATH.
    static let tmux: String? = {
        run("tmux", ["-V"]).status == 0 ? "tmux" : nil
    }()

    static let script = packageRoot.appendingPathComponent("Tests/CursesBackendTests/Scripts/pty_replay.py").path

    /// Runs a program found on the PATH, returns its status and what it printed (both streams).
    @discardableResult
    static func run(_ program: String, _ arguments: [String], environment: [String: String]? = nil) -> (status: Int32, output: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = [program] + arguments
        if let environment { process.environment = environment }
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        process.standardInput = FileHandle.nullDevice
        do { try process.run() } catch { return (-1, "\(error)") }
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }

    /// A fresh temporary file path.
    static func temporaryPath(_ name: String) -> String {
        FileManager.default.temporaryDirectory.appendingPathComponent("termisland-\(getpid())-\(UUID().uuidString.prefix(8))-\(name)").path
    }
}
